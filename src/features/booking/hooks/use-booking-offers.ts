/**
 * What the server offers a booking before it can open (spec §3 "Other client state"): the payment
 * types (special car; D5 selects from them), the car levels, the booker's balance (recharge, D5) and
 * the enterprise's letter of commitment (paying by 挂账 asks the booker to agree to it,
 * rules/payment/letter-of-commitment.ts); for both kinds, the cost centres with their approvers (the
 * chosen centre's approver is D3's default source 3: the approver sections fill in from it when the
 * booking opens and again when the booker picks another centre).
 */
import { useQuery } from '@tanstack/react-query';

import type { CostCentreChoice, LetterOfCommitment } from '../../../../rules/index.ts';
import type { CarCategory, PaymentTypeOption } from '../../../shared/index.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { bookingLookups } from '../api/lookups.ts';
import type { OrderKind } from '../api/orders.ts';
import type { BookingUser } from '../booker.ts';

export type BookingOffers =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      paymentTypes: readonly PaymentTypeOption[];
      carCategories: readonly CarCategory[];
      userBalance: number;
      letterOfCommitment: LetterOfCommitment | null;
      costCentres: readonly CostCentreChoice[];
    };

export function useBookingOffers(kind: OrderKind, user: BookingUser): BookingOffers {
  const lookups = bookingLookups(useTransport());
  const special = kind === 'special-car';
  // An answer already there was asked moments ago, by the boot for this very page (src/app/boot-prefetch.ts;
  // nothing unobserved is kept otherwise, spec §7): it is used, not asked again.
  // Separate `useQuery`s, not one `useQueries`: the same observers, and `useQuery` is in the
  // portal's first chunk already, where `useQueries` cost the booking page 1.6 KB gzip (issue 22).
  const payment = useQuery({ ...lookups.paymentTypes({ accountId: user.userId, phoneNumber: user.phoneNumber }), enabled: special, refetchOnMount: false });
  const levels = useQuery({ ...lookups.carCategories(user.enterpriseId), enabled: special, refetchOnMount: false });
  const balance = useQuery({ ...lookups.userBalance(), enabled: special, refetchOnMount: false });
  const letter = useQuery({ ...lookups.letterOfCommitment(), enabled: special, refetchOnMount: false });
  const centres = useQuery({ ...lookups.costCentres(), refetchOnMount: false });
  const costCentres = (centres.data ?? []).map((c) => ({ costCenterName: c.name, approverEmail: c.approverEmail, approverCellphone: c.approverCellphone }));
  if (centres.isError) return { status: 'failed', message: `暂时无法获取预订所需信息：${centres.error.message}` };
  if (!special) return centres.isPending ? { status: 'loading' } : { status: 'ready', paymentTypes: [], carCategories: [], userBalance: 0, letterOfCommitment: null, costCentres };
  const failed = [payment, levels, balance, letter].find((q) => q.isError);
  if (failed?.error) return { status: 'failed', message: `暂时无法获取预订所需信息：${failed.error.message}` };
  if (payment.isPending || levels.isPending || balance.isPending || letter.isPending || centres.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    paymentTypes: payment.data ?? [],
    carCategories: levels.data ?? [],
    userBalance: balance.data?.balance ?? 0,
    letterOfCommitment: letter.data?.letter ?? null,
    costCentres,
  };
}
