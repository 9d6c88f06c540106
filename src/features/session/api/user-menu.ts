/**
 * The portal's navigation (issue 25 §2, docs/administration.md "导航"): `/UserLogin/UserMenu` as the
 * server sends it, filtered again by the user's permissions and by what the portal has built.
 */
import { queryOptions } from '@tanstack/react-query';

import { resultOf } from '../../../lib/query-client.ts';
import { endpoints, type MenuItem } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';
import { sessionKeys } from './query-keys.ts';

/** The menu, fetched once per session like the permissions (a new sign-in clears the cache). */
export function userMenuQuery(transport: Transport) {
  return queryOptions({
    queryKey: sessionKeys.menu,
    // A backend that answers no menu (null) shows none.
    queryFn: async (): Promise<MenuItem[]> => (await resultOf(transport.call(endpoints.userLogin.userMenu))) ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * The entries the menu shows: each one the user may open (`can` its permission; an entry without one
 * is everyone's) whose page is built (`isBuilt`, the route table's say), once per path, in the
 * server's order.
 *
 * @example visibleMenuItems([{ name: '车队管理', path: '/EnterpriseService/Fleet', permission: 'ownCar.fleet' }], () => false, () => true) // []
 */
export function visibleMenuItems(items: readonly MenuItem[], can: (permission: string) => boolean, isBuilt: (path: string) => boolean): MenuItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.path.toLowerCase();
    if (seen.has(key) || !isBuilt(item.path)) return false;
    if (item.permission !== undefined && !can(item.permission)) return false;
    seen.add(key);
    return true;
  });
}
