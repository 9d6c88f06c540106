/**
 * What the portal asks for as it opens, before React draws anything (issue 9 §2, mount): the code
 * of the page the URL names, and for a page under the session guard the signed-in user, then in
 * one round the permissions and whatever the page declares in its route entry (`prefetch`). Without
 * it each of these waited for the one before to be drawn: the session for the first render, the
 * page's code for the session, the enterprise config for the page, the booking lookups for the
 * form (docs/performance.md "Session 6: mount").
 */
import { currentUserQuery } from '../features/session/api/current-user.ts';
import { permissionsQuery } from '../features/session/api/permissions.ts';
import type { CurrentUser } from '../shared/index.ts';
import type { BootServices } from './boot-services.ts';
import { pageLoad } from './page-loader.ts';
import { ROUTES, entryAt } from './routes.ts';
import type { RouteEntry } from './routes.ts';

/**
 * Starts what the page at `pathname` needs. Failures are left to the page, which asks again or
 * shows them as it always did (the guard's own query finds the session's answer held here).
 *
 * @example prefetchAtBoot(bootServices(queryClient, transport), window.location.pathname);
 */
export function prefetchAtBoot(services: BootServices, pathname: string, table: readonly RouteEntry[] = ROUTES): void {
  const entry = entryAt(pathname, table);
  if (entry === undefined) return;
  pageLoad(entry.load)
    .preloadAtBoot()
    .catch(() => {});
  if (entry.public === true) return;
  const { transport } = services;
  services.prefetch(currentUserQuery(transport), (user) => {
    services.prefetch(permissionsQuery(transport));
    entry.prefetch?.(services, user as CurrentUser);
  });
}
