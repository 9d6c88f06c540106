/**
 * What a booking page starts from (spec §2 modes): the enterprise's checked bundle (D1, D10), and
 * for a copy or an update the order read back into its form (D9 round trip), a copy's time reset (D7). An update is allowed
 * only when IsCanUpdate says so; otherwise the page says why and offers a copy instead.
 */
import { useQuery } from '@tanstack/react-query';

import { ownCarBookingFor, specialCarBookingFor } from '../../../../rules/index.ts';
import type { EnterpriseBundle, OwnCarForm, SpecialCarForm } from '../../../../rules/index.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { bundleProblem, enterpriseBundleQuery } from '../api/enterprise-bundle.ts';
import { canUpdateQuery, ownCarOrderQuery, specialCarOrderQuery } from '../api/orders.ts';
import type { OrderKind } from '../api/orders.ts';
import { orderWire } from '../order-wire-load.ts';
import type { OrderWire } from '../order-wire-load.ts';
import type { PageMode } from '../paths.ts';

/** The order form of a kind. */
export type OrderFormOf<K extends OrderKind> = K extends 'special-car' ? SpecialCarForm : OwnCarForm;

export type BookingSource<K extends OrderKind> =
  | { status: 'loading' }
  /** The enterprise's config cannot be booked with, or the order could not be read: `message` says why, in Chinese. */
  | { status: 'failed'; message: string }
  /** Mode u on an order that may no longer change (IsCanUpdate false). */
  | { status: 'not-changeable'; orderId: string }
  /** `form` is the order's form (copy: time reset per D7), or null for a new order. */
  | { status: 'ready'; bundle: EnterpriseBundle; form: OrderFormOf<K> | null; orderId?: string };

function readForm({ readSpecialCarOrder, readOwnCarOrder }: OrderWire, kind: OrderKind, detail: unknown, enterpriseId: number): SpecialCarForm | OwnCarForm {
  return kind === 'special-car'
    ? readSpecialCarOrder(detail as Parameters<typeof readSpecialCarOrder>[0], { enterpriseId })
    : readOwnCarOrder(detail as Parameters<typeof readOwnCarOrder>[0]);
}

/**
 * The bundle and, for modes a and u, the order the page starts from.
 *
 * @example const source = useBookingSource('special-car', pageModeOf(searchParams), user.enterpriseId, Date.now);
 */
export function useBookingSource<K extends OrderKind>(kind: K, mode: PageMode, enterpriseId: number, now: () => number = Date.now): BookingSource<K> {
  const transport = useTransport();
  const orderId = mode.mode === 'new' ? '' : mode.orderId;
  const bundle = useQuery(enterpriseBundleQuery(transport, enterpriseId));
  const special = useQuery({ ...specialCarOrderQuery(transport, orderId), enabled: orderId !== '' && kind === 'special-car' });
  const own = useQuery({ ...ownCarOrderQuery(transport, orderId), enabled: orderId !== '' && kind === 'own-car' });
  const canUpdate = useQuery({ ...canUpdateQuery(transport, kind, orderId), enabled: mode.mode === 'update' });
  const order = kind === 'special-car' ? special : own;
  // The order's reader is fetched beside the order, for a copy or an update only.
  const wire = useLoaded(orderWire.loaded, orderWire.preload, orderId !== '');

  if (bundle.isError) return { status: 'failed', message: `暂时无法获取企业配置：${bundle.error.message}` };
  if (bundle.isPending) return { status: 'loading' };
  if (!bundle.data.ok) return { status: 'failed', message: bundleProblem(bundle.data.issues) };
  if (mode.mode === 'new') return { status: 'ready', bundle: bundle.data.bundle, form: null };

  if (mode.mode === 'update') {
    if (canUpdate.isError) return { status: 'failed', message: `暂时无法确认订单 ${orderId} 能否修改：${canUpdate.error.message}` };
    if (canUpdate.isPending) return { status: 'loading' };
    if (!canUpdate.data) return { status: 'not-changeable', orderId };
  }
  if (order.isError) return { status: 'failed', message: `无法获取订单 ${orderId}：${order.error.message}` };
  if (order.isPending || wire === undefined) return { status: 'loading' };

  const read = readForm(wire, kind, order.data, enterpriseId);
  // A copy travels at the next whole hour plus 3 h and has no order id; an update keeps both (rules/orders/order-copy.ts).
  const opened =
    kind === 'special-car'
      ? specialCarBookingFor(mode.mode, read as SpecialCarForm, orderId, now())
      : ownCarBookingFor(mode.mode, read as OwnCarForm, orderId, now());
  return { status: 'ready', bundle: bundle.data.bundle, form: opened.data as OrderFormOf<K>, ...(opened.orderId === null ? {} : { orderId: opened.orderId }) };
}
