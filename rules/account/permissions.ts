/**
 * Permissions (spec §6): fetched as a tree, flattened to a name-to-true map, and gating features.
 */

/** One node of the permission tree (spec §3 Other). */
export interface PermissionNode {
  permissionName: string;
  childNodes?: readonly PermissionNode[] | null;
}

/** Permission name to true, for every permission the user has. */
export type PermissionMap = Readonly<Record<string, true>>;

/**
 * Every permission name of the tree, at every depth, as a name-to-true map (spec §6). Walks the
 * tree with an explicit stack, so depth is no limit. The map has no prototype, so names like
 * `constructor` or `__proto__` are ordinary keys.
 *
 * @example flattenPermissionTree([{ permissionName: 'ownCar', childNodes: [{ permissionName: 'ownCar.holiday' }] }])
 * // { ownCar: true, 'ownCar.holiday': true }
 */
export function flattenPermissionTree(nodes: readonly PermissionNode[]): PermissionMap {
  const map: Record<string, true> = Object.create(null) as Record<string, true>;
  const stack: PermissionNode[] = [...nodes];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    map[node.permissionName] = true;
    if (node.childNodes) stack.push(...node.childNodes);
  }
  return map;
}

/**
 * Whether the user has a permission, from the flattened map or the permission list (spec §6).
 *
 * @example hasPermission({ 'ownCar.holiday': true }, 'ownCar.holiday') // true
 * @example hasPermission(['ownCar'], 'ownCar.holiday')                 // false
 */
export function hasPermission(permissions: PermissionMap | readonly string[], name: string): boolean {
  if (isPermissionList(permissions)) return permissions.includes(name);
  return Object.hasOwn(permissions, name) && permissions[name] === true;
}

function isPermissionList(permissions: PermissionMap | readonly string[]): permissions is readonly string[] {
  return Array.isArray(permissions);
}
