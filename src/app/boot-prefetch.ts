/**
 * What the portal asks for as it opens, before React draws anything (issue 9 §2, mount): the code
 * of the page the URL names, and for a page under the session guard the signed-in user, then in
 * one round the permissions and whatever the page declares in its route entry (`prefetch`). Without
 * it each of these waited for the one before to be drawn: the session for the first render, the
 * page's code for the session, the enterprise config for the page, the booking lookups for the
 * form (docs/performance.md "Mount").
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
 * `loadShared` starts the code the page shares with others (Chakra, `preloadChakra`), beside the
 * page's own. For a page under the session guard both are imported only once the session has
 * answered and the round is sent: importing evaluates the chunks (Chakra's `createSystem`
 * included), about 60 ms of main thread on a quiet machine, during which the session's answer
 * waited and the round with it (docs/performance.md "Mount"; issue 9). Evaluated while
 * the round is out, that time overlaps the network instead. The imports start once the round's
 * requests are on their way (`transport.sent()`). A public page has no session to wait
 * for: its code is imported at once. Without a session (401, failure) nothing is imported here:
 * the guard draws the sign-in or its error, and the page's own code is asked when drawn.
 *
 * @example prefetchAtBoot(bootServices(queryClient, transport), window.location.pathname, ROUTES, () => void preloadChakra());
 */
export function prefetchAtBoot(
  services: BootServices,
  pathname: string,
  table: readonly RouteEntry[] = ROUTES,
  loadShared: () => void = () => {},
): void {
  const entry = entryAt(pathname, table);
  if (entry === undefined || entry.public === true) {
    if (entry !== undefined) pageLoad(entry.load).preloadAtBoot().catch(() => {});
    loadShared();
    return;
  }
  const page = pageLoad(entry.load);
  page.markBoot();
  const { transport } = services;
  services.prefetch(currentUserQuery(transport), (user) => {
    services.prefetch(permissionsQuery(transport));
    entry.prefetch?.(services, user as CurrentUser);
    // Importing first inserts a module preload per chunk (some 40 elements: 10 ms of main thread on
    // a quiet machine, 30 under load, by the waterfall), which held the round's requests back while
    // they waited for their encryption: the imports start once the requests are handed to fetch.
    const load = () => {
      page.preload().catch(() => {});
      loadShared();
    };
    transport.sent().then(load, load);
  });
}
