/**
 * What a booking page asks the server for before it can draw its form, asked by the boot when the
 * portal opens on the page (src/app/boot-prefetch.ts, issue 9 §2 mount): the enterprise's bundle,
 * the offers of a special-car booking (payment types, car levels, balance) and the city list of the
 * address widgets, all in one round once the booker is known. The page's own queries (same keys)
 * find the answers. Light on purpose: it is in the portal's first chunk, so it imports no rules.
 */
import type { AnyQueryOptions } from '../../../lib/query-client.ts';
import type { CurrentUser } from '../../../shared/index.ts';
import { enterpriseBundleQuery } from './enterprise-bundle.ts';
import { bookingLookups } from './lookups.ts';
import type { OrderKind } from './orders.ts';

/** Where the boot's queries go (the app's `BootServices`, src/app/boot-services.ts). */
interface Prefetcher {
  transport: Parameters<typeof bookingLookups>[0];
  prefetch(options: AnyQueryOptions): void;
}

/**
 * The prefetch of a booking page of `kind`, for its route entry.
 *
 * @example { path: '/EnterpriseService/SpecialCar', …, prefetch: prefetchBooking('special-car') }
 */
export function prefetchBooking(kind: OrderKind) {
  return ({ transport, prefetch }: Prefetcher, user: Pick<CurrentUser, 'userId' | 'enterpriseId' | 'phoneNumber'>): void => {
    const lookups = bookingLookups(transport);
    prefetch(enterpriseBundleQuery(transport, user.enterpriseId));
    // The bundle's checker (the rules core) is asked for when its answers are in; its chunk comes now.
    import('./check-bundle.ts').catch(() => {});
    // The offers, exactly as `useBookingOffers` asks them (own car only the cost centres).
    if (kind === 'special-car') {
      prefetch(lookups.paymentTypes({ accountId: user.userId, phoneNumber: user.phoneNumber }));
      prefetch(lookups.carCategories(user.enterpriseId));
      prefetch(lookups.userBalance());
      prefetch(lookups.letterOfCommitment());
    }
    prefetch(lookups.costCentres());
    prefetch(lookups.cities());
  };
}
