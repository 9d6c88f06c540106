import type { QueryClient } from '@tanstack/react-query';
import { QueryObserver } from '@tanstack/react-query';

import type { AnyQueryOptions } from '../lib/query-client.ts';
import type { Transport } from '../transport/index.ts';

/**
 * How long the boot keeps what it asked for while no page observes it yet. The client keeps
 * nothing unobserved (cache time 0, spec §7), so without a hold an answer that arrives before the
 * page's first render would be dropped and asked again. Long enough for the page's chunks and first
 * render on a slow machine; the page's own queries observe the answers from then on.
 */
export const BOOT_HOLD_MS = 10_000;

/** What a route's `prefetch` gets (`routes.ts`): the transport, and `prefetch` for its queries. */
export interface BootServices {
  transport: Transport;
  /**
   * Asks the query now and holds its answer for `BOOT_HOLD_MS`, for the page's own query of the
   * same key to find; `then` runs once with the first answer (not on failure).
   */
  prefetch(options: AnyQueryOptions, then?: (data: unknown) => void): void;
}

/**
 * The boot's services over the app's query client: each prefetch is a query observer that asks
 * at once and lets go after `holdMs`.
 *
 * @example bootServices(queryClient, transport).prefetch(permissionsQuery(transport));
 */
export function bootServices(queryClient: QueryClient, transport: Transport, holdMs = BOOT_HOLD_MS): BootServices {
  return {
    transport,
    prefetch(options, then) {
      const observer = new QueryObserver(queryClient, options);
      let answered = false;
      const unsubscribe = observer.subscribe((result) => {
        if (answered || !result.isSuccess) return;
        answered = true;
        then?.(result.data);
      });
      setTimeout(unsubscribe, holdMs);
      // An answer already in the cache (a fresh one) is not announced by the observer.
      const current = observer.getCurrentResult();
      if (!answered && current.isSuccess && !current.isFetching) {
        answered = true;
        then?.(current.data);
      }
    },
  };
}
