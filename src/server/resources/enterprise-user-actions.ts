/**
 * What an administrator decides about users beside their records (issue 25 §2; docs/administration.md
 * "用户"): a role of 企业设置 assigned to several users (their permissions become the role's), a user
 * taken out of the enterprise (unbind), and the enterprise's no-audit list (免审批), kept in the
 * database and joined to the bundle the booking rules read (context.ts `bundleOf`). Each needs
 * `admin.users`; each write records its change in its own transaction.
 */
import {
  checkUserNoAuditBody, checkUserRoleBody, checkUserUnbindBody, hasPermission, USER_ROLE_UNKNOWN, USER_SCHEMAS,
} from '../../../rules/index.ts';
import type { Role } from '../../../rules/admin/index.ts';
import { endpoints, type EnterpriseUserMessage } from '../../shared/index.ts';
import { ENTERPRISE_USERS, USERS_PERMISSION } from '../../shared/resources/enterprise-user.ts';
import type { UserContext } from '../context.ts';
import { fleetBody } from '../fleet-access.ts';
import { BusinessError } from '../messages.ts';
import type { ApiRoute } from '../protocol/api-routes.ts';
import { httpError, ok, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { recordChange, type ChangeAction } from '../store/change-log.ts';
import { settingsSection } from '../store/enterprise-settings.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { assignUserRole, clearUserRole, listedUser, listedUsers, markUserUnbound, setUserNoAudit, type UserRecord } from '../store/users.ts';
import { permissionNamesOf } from '../users.ts';
import { institutionNames, NEW_USER_PERMISSIONS, userMessage } from './enterprise-users.ts';

const UNPROCESSABLE = 422;

const requirePermission = (ctx: UserContext) => {
  if (!hasPermission(ctx.user.permissions, USERS_PERMISSION)) throw new RequestRejected(httpError(484));
};

/** A business refusal (422) with its sentence, at `field` when one is named. */
const refused = (definition: { errorCode: number; message: string }, message = definition.message, field?: string): RequestRejected =>
  new RequestRejected(
    { status: UNPROCESSABLE, envelope: { isSuccess: false, errorCode: definition.errorCode, message, result: (field ? { field } : null) as never } } as Answer<never>,
    `${definition.errorCode}${field ? ` at ${field}` : ''}`,
  );

/** The users the body names, each of the session's enterprise (another enterprise's is not found: 404). */
function usersNamed(ctx: UserContext, userIds: readonly string[]): UserRecord[] {
  return [...new Set(userIds)].map((id) => {
    const user = listedUser(ctx.deps.db, ctx.user.enterpriseId, id);
    if (!user) throw new RequestRejected(httpError(404, `${ENTERPRISE_USERS.label}不存在或已删除`));
    return user;
  });
}

/** Whether someone of the enterprise would still administer its users, with `permissionsOf` each user's permissions after the change (undefined: gone). */
export function someAdminLeft(users: readonly UserRecord[], permissionsOf: (user: UserRecord) => readonly string[] | undefined): boolean {
  return users.some((user) => {
    const permissions = permissionsOf(user);
    return permissions !== undefined && hasPermission(permissions, USERS_PERMISSION);
  });
}

function logUserChange(ctx: UserContext, action: ChangeAction, before: EnterpriseUserMessage, after: EnterpriseUserMessage | undefined) {
  recordChange(ctx.deps.db, {
    enterpriseId: ctx.user.enterpriseId, resource: ENTERPRISE_USERS.name, recordId: before.userId, action,
    userId: ctx.user.userId, userName: ctx.user.profile.trueName, changedAt: ctx.deps.now(), before, after,
  });
}

/**
 * After 企业设置's roles are saved (in the save's transaction): each user of a role kept gets its
 * permissions as saved now; each user of a role removed loses the role and goes back to a new user's
 * permissions (`NEW_USER_PERMISSIONS`), his change recorded. Refused (nothing saved) when nobody
 * would be left with `admin.users`.
 */
export function applyRolesToUsers(ctx: UserContext, roles: readonly Role[]): void {
  const { db } = ctx.deps;
  const enterpriseId = ctx.user.enterpriseId;
  const users = listedUsers(db, enterpriseId);
  const byName = new Map(roles.map((role) => [role.name, role]));
  const permissionsAfter = (user: UserRecord) => (user.roleName == null ? user.permissions : (byName.get(user.roleName)?.permissions ?? [...NEW_USER_PERMISSIONS]));
  if (!someAdminLeft(users, permissionsAfter)) throw refused(BusinessError.USER_LAST_ADMIN, BusinessError.USER_LAST_ADMIN.message, '/roles');
  const names = institutionNames(ctx);
  for (const user of users) {
    if (user.roleName == null) continue;
    const role = byName.get(user.roleName);
    if (role) {
      assignUserRole(db, user.userId, role.name, role.permissions);
      continue;
    }
    const before = userMessage(user, names);
    clearUserRole(db, user.userId, NEW_USER_PERMISSIONS);
    logUserChange(ctx, 'update', before, userMessage(listedUser(db, enterpriseId, user.userId)!, names));
  }
}

const routes = [
  {
    endpoint: endpoints.enterpriseUser.roleAssign,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      const body = fleetBody(ctx, 'POST /enterpriseUser/role/assign', checkUserRoleBody(ctx.body), USER_SCHEMAS.role);
      const role = settingsSection(ctx.deps.db, ctx.user.enterpriseId, 'roles').roles.find((r) => r.name === body.roleName);
      if (!role) throw refused(BusinessError.USER_ROLE_UNKNOWN, USER_ROLE_UNKNOWN.message.replace('{roleName}', body.roleName), '/roleName');
      // He hands out no more than he holds (as 企业设置's roles: rules/admin/enterprise-settings.ts).
      const granted = new Set(permissionNamesOf(ctx.user, ctx.deps));
      if (!role.permissions.every((p) => granted.has(p))) throw refused(BusinessError.USER_ROLE_BEYOND, BusinessError.USER_ROLE_BEYOND.message, '/roleName');
      const users = usersNamed(ctx, body.userIds);
      const chosen = new Set(users.map((u) => u.userId));
      const assigned = inWriteTransaction(ctx.deps.db, () => {
        const all = listedUsers(ctx.deps.db, ctx.user.enterpriseId);
        if (!someAdminLeft(all, (u) => (chosen.has(u.userId) ? role.permissions : u.permissions))) throw refused(BusinessError.USER_LAST_ADMIN);
        const names = institutionNames(ctx);
        for (const user of users) {
          const before = userMessage(user, names);
          assignUserRole(ctx.deps.db, user.userId, role.name, role.permissions);
          logUserChange(ctx, 'update', before, userMessage(listedUser(ctx.deps.db, ctx.user.enterpriseId, user.userId)!, names));
        }
        return users.length;
      });
      ctx.deps.log(`[users] ${assigned} 个用户的角色设为“${role.name}” / role ${role.name} assigned to ${assigned} users by ${ctx.user.userId}`);
      return ok({ assigned }, `已为 ${assigned} 个用户分配角色“${role.name}”`);
    },
  },
  {
    endpoint: endpoints.enterpriseUser.unbind,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      const body = fleetBody(ctx, 'POST /enterpriseUser/unbind', checkUserUnbindBody(ctx.body), USER_SCHEMAS.unbind);
      const [user] = usersNamed(ctx, [body.userId]);
      if (user!.userId === ctx.user.userId) throw refused(BusinessError.USER_UNBIND_SELF);
      const before = inWriteTransaction(ctx.deps.db, () => {
        const all = listedUsers(ctx.deps.db, ctx.user.enterpriseId);
        if (!someAdminLeft(all, (u) => (u.userId === user!.userId ? undefined : u.permissions))) throw refused(BusinessError.USER_LAST_ADMIN);
        const message = userMessage(user!, institutionNames(ctx));
        markUserUnbound(ctx.deps.db, user!.userId, ctx.deps.now());
        // The record leaves the enterprise's list: kept in its history as a removal (the change log's actions are add, update, delete).
        logUserChange(ctx, 'delete', message, undefined);
        return message;
      });
      if (user!.noAudit) ctx.deps.forgetBundle(ctx.user.enterpriseId);
      ctx.deps.log(`[users] ${before.trueName} 已解绑 / user ${before.userId} unbound by ${ctx.user.userId}`);
      return ok(before, `${before.trueName}已解绑，不能再登录本企业`);
    },
  },
  {
    endpoint: endpoints.enterpriseUser.setNoNeedToAudit,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      const body = fleetBody(ctx, 'POST /enterpriseUser/noNeedToAudit', checkUserNoAuditBody(ctx.body), USER_SCHEMAS.noAudit);
      const users = usersNamed(ctx, body.userIds);
      const on = body.noAudit === 1;
      const changed = inWriteTransaction(ctx.deps.db, () => {
        const names = institutionNames(ctx);
        const moved = users.filter((u) => (u.noAudit ?? false) !== on);
        for (const user of moved) {
          const before = userMessage(user, names);
          setUserNoAudit(ctx.deps.db, user.userId, on);
          logUserChange(ctx, 'update', before, userMessage(listedUser(ctx.deps.db, ctx.user.enterpriseId, user.userId)!, names));
        }
        return moved.length;
      });
      // The next request reads the bundle with the list as it is now (the booking rules and the order's judgement alike).
      ctx.deps.forgetBundle(ctx.user.enterpriseId);
      return ok({ changed }, on ? `已加入免审批名单：${users.length} 人` : `已移出免审批名单：${users.length} 人`);
    },
  },
];

// Each handler answers its call's declared shape (src/shared/resource-responses.ts).
export const enterpriseUserActionRoutes = routes as unknown as readonly ApiRoute[];
