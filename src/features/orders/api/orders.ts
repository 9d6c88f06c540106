/**
 * The order lists over the transport (issue 11 §1): one table per kind, so the components name a
 * kind, never a path. The list call of each kind is the spec §7 one: `POST /CsOrder` (special car)
 * and `POST /own/order/List` (own car); exports through `transport.download` (docs/orders.md).
 */
import { queryOptions } from '@tanstack/react-query';

import { OWN_CAR, SPECIAL_CAR, type OrderListQuery } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { OrderNotificationLog, OwnCarOrderSummary, SpecialCarOrderSummary } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

export const LIST_KINDS = ['special-car', 'own-car'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** Each kind's business type (spec §9), Chinese name and calls. */
export const LIST_KIND = {
  'special-car': { businessType: SPECIAL_CAR, label: '专车', list: endpoints.csOrder.list, cancel: endpoints.csOrder.cancel, export: endpoints.csOrder.export, detail: endpoints.csOrder.detail },
  'own-car': { businessType: OWN_CAR, label: '自有车', list: endpoints.ownOrder.list, cancel: endpoints.ownOrder.cancel, export: endpoints.ownOrder.export, detail: endpoints.ownOrder.detail },
} as const;

export type ListedOrder = SpecialCarOrderSummary | OwnCarOrderSummary;

export const ordersKeys = {
  all: ['orders'] as const,
  list: (kind: ListKind, query: OrderListQuery) => ['orders', 'list', kind, query] as const,
  status: (kind: ListKind, orderId: string) => ['orders', 'status', kind, orderId] as const,
  log: (channel: 'sms' | 'email', orderId: string) => ['orders', 'log', channel, orderId] as const,
};

/** One page of a kind's list for a query. */
export function orderListQuery(transport: Transport, kind: ListKind, query: OrderListQuery) {
  return queryOptions({
    queryKey: ordersKeys.list(kind, query),
    // The list page draws a failure in its place (暂时无法获取订单：…): no notification besides (one message once, issue 22).
    queryFn: async (): Promise<{ total: number; items: ListedOrder[] }> => resultOf(transport.call(LIST_KIND[kind].list, { body: query, suppressErrorMessages: true })),
  });
}

/** The order's status (from its detail), for the actions it allows now. */
export function orderStatusQuery(transport: Transport, kind: ListKind, orderId: string) {
  return queryOptions({
    queryKey: ordersKeys.status(kind, orderId),
    queryFn: async (): Promise<number> => (await resultOf(transport.call(LIST_KIND[kind].detail, { query: { orderId } }))).status,
  });
}

/** Cancels an order (`PUT /CsOrder/Cancel`, `POST /own/order/Cancel`); the server decides through orderTransition. */
export function cancelOrder(transport: Transport, kind: ListKind, orderId: string) {
  return resultOf(transport.call(LIST_KIND[kind].cancel, { query: { orderId } }));
}

/** The export's parameters: the query without its page, so the .xlsx holds every row of the filter and sort. */
export function exportParams(query: OrderListQuery): Omit<OrderListQuery, 'pageIndex' | 'pageSize'> {
  const { pageIndex: _i, pageSize: _s, ...filter } = query;
  return filter;
}

/** The SMS or e-mails recorded for an own-car order. */
export function notificationLogQuery(transport: Transport, channel: 'sms' | 'email', orderId: string) {
  const endpoint = channel === 'sms' ? endpoints.ownOrder.smsLog : endpoints.ownOrder.emailLog;
  return queryOptions({
    queryKey: ordersKeys.log(channel, orderId),
    queryFn: (): Promise<OrderNotificationLog[]> => resultOf(transport.call(endpoint, { query: { orderId } })),
  });
}
