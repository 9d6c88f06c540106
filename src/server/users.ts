/** How a user is answered: the current user of spec §3 and the permission tree of spec §6. */
import { flattenPermissionTree, hasPermission, type PermissionNode } from '../../rules/index.ts';
import type { ServerDeps } from './context.ts';
import { referenceRow } from './store/reference.ts';
import type { UserRecord } from './store/users.ts';

/** The current user (spec §3 "Current user" and enterprise user info). */
export function currentUserResult(user: UserRecord, deps: ServerDeps) {
  const { profile } = user;
  return {
    userId: user.userId,
    userName: profile.userName,
    phoneNumber: user.phoneNumber,
    enterpriseId: user.enterpriseId,
    enterpriseName: deps.bundleOf(user.enterpriseId)?.enterpriseName ?? '',
    trueName: profile.trueName,
    email: profile.email,
    channelId: profile.channelId,
    empNo: profile.empNo,
    costCenter: profile.costCenter,
    approveEmail: profile.approveEmail,
    approverPhoneNumber: profile.approverPhoneNumber,
    approverName: profile.approverName,
    priority: profile.priority,
    officeAddressId: profile.officeAddressId,
    roleId: user.roleId,
    encryptedEnterpriseId: deps.cipher.encrypt(String(user.enterpriseId)),
    encryptedUserId: deps.cipher.encrypt(user.userId),
  };
}

/** The catalogue tree cut down to the user's permissions: a node stays when it or a descendant is granted. */
export function permissionTreeOf(user: UserRecord, deps: ServerDeps): PermissionNode[] {
  const catalogue = referenceRow(deps.db, 'permissionTree', '') ?? [];
  const prune = (nodes: readonly PermissionNode[]): PermissionNode[] =>
    nodes.flatMap((node) => {
      const childNodes = prune(node.childNodes ?? []);
      if (childNodes.length === 0 && !hasPermission(user.permissions, node.permissionName)) return [];
      return [{ permissionName: node.permissionName, childNodes }];
    });
  return prune(catalogue);
}

/** The user's permission names, parents included, as the portal flattens the tree (spec §6). */
export function permissionNamesOf(user: UserRecord, deps: ServerDeps): string[] {
  return Object.keys(flattenPermissionTree(permissionTreeOf(user, deps)));
}
