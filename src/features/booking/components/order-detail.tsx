/**
 * The detail view of an order (issue 8 §3): the payload read back through `readSpecialCarOrder` /
 * `readOwnCarOrder` and shown read-only with Chinese labels, its status and price, and the actions
 * 修改 (only when IsCanUpdate says the order may still change) and 复制 (a new order from this one);
 * an approver reading the order (`asApprover`) gets neither, and a way back to his approvals.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';

import { orderStatusLabel, readOwnCarOrder, readSpecialCarOrder, ServiceType } from '../../../../rules/index.ts';
import type { EnterpriseBundle } from '../../../../rules/index.ts';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { CarCategory } from '../../../shared/index.ts';
import { enterpriseBundleQuery } from '../api/enterprise-bundle.ts';
import { bookingLookups } from '../api/lookups.ts';
import { canUpdateQuery, ORDER_KIND_PAGES, ownCarOrderQuery, specialCarOrderQuery } from '../api/orders.ts';
import type { OrderKind, OwnCarOrderAnswer, SpecialCarOrderAnswer } from '../api/orders.ts';
import { ownCarSummary, specialCarSummary } from '../order-summary.ts';
import type { SummaryRow } from '../order-summary.ts';
import { bookingPath, BookingMode } from '../paths.ts';
import type { RouteTrip } from '../api/route.ts';
import { RouteView } from './route-view.tsx';

export interface OrderDetailProps {
  kind: OrderKind;
  orderId: string;
  enterpriseId: number;
}

/** The order's rows, and its trip (the route is drawn from it). */
function rowsOf(
  kind: OrderKind,
  order: SpecialCarOrderAnswer | OwnCarOrderAnswer,
  enterpriseId: number,
  bundle: EnterpriseBundle | undefined,
  carLevels: readonly CarCategory[] | undefined,
): { rows: SummaryRow[]; trip: RouteTrip; roundTrip: boolean } {
  if (kind !== 'special-car') {
    const own = readOwnCarOrder(order as OwnCarOrderAnswer);
    return { rows: ownCarSummary(own, bundle), trip: own, roundTrip: false };
  }
  const form = readSpecialCarOrder(order as SpecialCarOrderAnswer, { enterpriseId });
  // The car level by the name the booker chose it by (经济型), as on the form and the confirm step.
  const carLevelName = carLevels?.find((c) => c.carTypeLevel === form.firstCarType)?.carTypeLevelName;
  const roundTrip = form.tripType === ServiceType.LOCAL_ROUND_TRIP.value || form.tripType === ServiceType.INTERCITY_ROUND_TRIP.value;
  return { rows: specialCarSummary(form, bundle, carLevelName), trip: form, roundTrip };
}

function useOrder(kind: OrderKind, orderId: string) {
  const transport = useTransport();
  const special = useQuery({ ...specialCarOrderQuery(transport, orderId), enabled: kind === 'special-car' });
  const own = useQuery({ ...ownCarOrderQuery(transport, orderId), enabled: kind === 'own-car' });
  return kind === 'special-car' ? special : own;
}

/**
 * One order, read-only, with 修改 and 复制.
 *
 * @example <OrderDetail kind="special-car" orderId="S-1" enterpriseId={1001} />
 */
export function OrderDetail({ kind, orderId, enterpriseId }: OrderDetailProps) {
  const transport = useTransport();
  const order = useOrder(kind, orderId);
  // Asked once the order is known to be the reader's own (an approver may not change it: the call would be a 404).
  const canUpdate = useQuery({ ...canUpdateQuery(transport, kind, orderId), enabled: order.data !== undefined && order.data.asApprover !== true });
  // Only to name special-config options and requirements; the detail shows without it.
  const bundle = useQuery(enterpriseBundleQuery(transport, enterpriseId)).data;
  const carLevels = useQuery({ ...bookingLookups(transport).carCategories(enterpriseId), enabled: kind === 'special-car' }).data;

  if (order.isPending) return <Hint>加载中…</Hint>;
  if (order.isError) return <Hint>{`无法获取订单 ${orderId}：${order.error.message}`}</Hint>;

  const { rows, trip, roundTrip } = rowsOf(kind, order.data, enterpriseId, bundle?.ok ? bundle.bundle : undefined, carLevels);
  // Read by one of its approvers (issue 21 §1): the booker's 修改 and 复制 are not his.
  const asApprover = order.data.asApprover === true;
  const state: SummaryRow[] = [
    { label: '订单号', value: order.data.orderId },
    { label: '订单类型', value: ORDER_KIND_PAGES[kind].label },
    { label: '状态', value: orderStatusLabel(order.data.status) || order.data.statusName },
    ...(order.data.price === null ? [] : [{ label: '预估价格', value: `¥${order.data.price}` }]),
  ];
  return (
    <Stack gap="0">
      <HStack as="nav" aria-label="订单操作" gap="6" wrap="wrap">
        {canUpdate.data === true && !asApprover ? <Link to={bookingPath(kind, { mode: BookingMode.UPDATE, orderId })}>修改</Link> : null}
        {asApprover ? null : <Link to={bookingPath(kind, { mode: BookingMode.ADD, orderId })}>复制</Link>}
        {asApprover ? <Link to="/EnterpriseService/Approvals">返回订单审批</Link> : null}
        <Link to="/EnterpriseService">返回企业用车服务</Link>
      </HStack>
      {asApprover ? <Text color="fg.muted" mt="2">您是此订单的审批人，可查看订单内容。</Text> : null}
      {canUpdate.data === false && !asApprover ? <Text color="fg.muted" mt="2">此订单已不能修改，可复制为新订单。</Text> : null}
      <Section title="订单状态">
        <DescriptionList items={state} />
      </Section>
      <Section title="订单内容">
        <DescriptionList items={rows} />
      </Section>
      <RouteView trip={trip} roundTrip={roundTrip} />
    </Stack>
  );
}
