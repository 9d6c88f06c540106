/**
 * A booking page (issue 8 §3): reads the mode of spec §2 from the query, loads what the booking
 * starts from (the checked bundle, the order to copy or update) and hands it to the booking form;
 * a broken config, an unreadable order or an order that may no longer change is said in Chinese,
 * with a way on (copy instead of update).
 */
import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import type { OrderKind } from '../api/orders.ts';
import type { BookingUser } from '../booker.ts';
import { useBookingSource } from '../hooks/use-booking-source.ts';
import { BookingMode, bookingPath, pageModeOf } from '../paths.ts';
import { BookingForm, preloadOwnCarForm } from './booking-form.tsx';

export interface BookingPageProps {
  kind: OrderKind;
  user: BookingUser;
}

/**
 * The booking page of one kind, in the mode its query names.
 *
 * @example <BookingPage kind="special-car" user={bookingUser} />
 */
export function BookingPage({ kind, user }: BookingPageProps) {
  const [query] = useSearchParams();
  const mode = pageModeOf(query);
  const source = useBookingSource(kind, mode, user.enterpriseId);
  // The own-car form's code comes beside the bundle instead of after it (the special-car page never asks).
  useEffect(() => {
    if (kind === 'own-car') preloadOwnCarForm();
  }, [kind]);

  switch (source.status) {
    case 'loading':
      return <Loading />;
    case 'failed':
      return <FormError>{source.message}</FormError>;
    case 'not-changeable':
      return (
        <Stack gap="3">
          <FormError>{`订单 ${source.orderId} 已不能修改（已开始、已取消或已过用车时间）。`}</FormError>
          <Hint>可以把它复制为一张新订单，用车时间会重新设定。</Hint>
          <Link to={bookingPath(kind, { mode: BookingMode.ADD, orderId: source.orderId })}>复制为新订单</Link>
        </Stack>
      );
    case 'ready':
      return (
        <BookingForm
          // A new source (another mode or order) starts a new form.
          key={`${mode.mode}:${mode.mode === 'new' ? '' : mode.orderId}`}
          kind={kind}
          user={user}
          bundle={source.bundle}
          initial={source.form}
          orderId={source.orderId}
          mode={mode.mode}
          sourceId={mode.mode === 'new' ? undefined : mode.orderId}
        />
      );
  }
}
