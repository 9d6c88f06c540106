/**
 * The booking pages (issue 8 §3), composed from the session (who books, what they may do) and the
 * booking feature. One module for both kinds: the kind is the last part of the path
 * (`/EnterpriseService/SpecialCar`, `/EnterpriseService/OwnCar`). Loaded on demand, so /login
 * fetches no form code (issue 8 §4).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { Hint } from '../components/ui/layout.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../config/product.ts';
import { enterpriseBundleQuery } from '../features/booking/api/enterprise-bundle.ts';
import { orderKindOfSlug } from '../features/booking/api/orders.ts';
import { BookingPage as Booking } from '../features/booking/components/booking-page.tsx';
import { pageModeLabel, pageModeOf } from '../features/booking/paths.ts';
import { useCurrentUser } from '../features/session/hooks/use-current-user.ts';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import { useTransport } from '../lib/transport-context.tsx';
import { bookingUserOf } from './booking-user.ts';
import type { PageProps } from './page-props.ts';

export default function BookingPage({ title }: PageProps) {
  const kind = orderKindOfSlug(useLocation().pathname.split('/').filter(Boolean).at(-1));
  const user = useCurrentUser().data;
  const { names, isPending } = usePermissions();
  // The enterprise's config is asked for beside the permissions, not after them: the booking
  // feature reads it from the same query once the permissions are there (issue 9 §2, mount).
  useQuery({ ...enterpriseBundleQuery(useTransport(), user?.enterpriseId ?? 0), enabled: user !== undefined });
  const [query] = useSearchParams();
  // A cost centre's QR image links here with `costCenter`: a new booking opens on it.
  const presetCostCentre = query.get('costCenter') ?? '';
  const bookingUser = useMemo(() => (user ? bookingUserOf(user, names, presetCostCentre) : undefined), [user, names, presetCostCentre]);
  // An update or a copy says so beside the title, with the order's id (修改订单 CS… / 复制订单 CS…).
  const modeLabel = pageModeLabel(pageModeOf(query));
  return (
    <section>
      <title>{`${modeLabel ? `${modeLabel} · ` : ''}${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>
        {title}
        {modeLabel ? <span className="ui-title__note">{modeLabel}</span> : null}
      </PageTitle>
      {kind === undefined ? <Hint>没有这种预订。</Hint> : bookingUser && !isPending ? <Booking kind={kind} user={bookingUser} /> : <Loading />}
    </section>
  );
}
