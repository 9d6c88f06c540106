/**
 * The booking pages (issue 8 §3), composed from the session (who books, what they may do) and the
 * booking feature. One module for both kinds: the kind is the last part of the path
 * (`/EnterpriseService/SpecialCar`, `/EnterpriseService/OwnCar`). Loaded on demand, so /login
 * fetches no form code (issue 8 §4).
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { Hint } from '../components/ui/layout.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../config/product.ts';
import { orderKindOfSlug } from '../features/booking/api/orders.ts';
import { BookingPage as Booking } from '../features/booking/components/booking-page.tsx';
import { useCurrentUser } from '../features/session/hooks/use-current-user.ts';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import { bookingUserOf } from './booking-user.ts';
import type { PageProps } from './page-props.ts';

export default function BookingPage({ title }: PageProps) {
  const kind = orderKindOfSlug(useLocation().pathname.split('/').filter(Boolean).at(-1));
  const user = useCurrentUser().data;
  const { names, isPending } = usePermissions();
  const bookingUser = useMemo(() => (user ? bookingUserOf(user, names) : undefined), [user, names]);
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {kind === undefined ? <Hint>没有这种预订。</Hint> : bookingUser && !isPending ? <Booking kind={kind} user={bookingUser} /> : <Loading />}
    </section>
  );
}
