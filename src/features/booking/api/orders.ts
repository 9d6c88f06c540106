/**
 * The booker's orders over the transport (spec §7 "Special-car orders", "Own-car orders"):
 * detail, whether an order may still change (IsCanUpdate), the recent orders of the start page,
 * and create or update with the D9 payload. One table per kind, so the pages name a kind, never a path.
 */
import { queryOptions } from '@tanstack/react-query';

import type { OwnCarOrderPayload, SpecialCarOrderPayload } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints, IDEMPOTENCY_KEY_PARAM } from '../../../shared/index.ts';
import type {
  OwnCarOrderAnswer,
  OwnCarOrderSaved,
  OwnCarOrderSummary,
  SpecialCarOrderAnswer,
  SpecialCarOrderSaved,
  SpecialCarOrderSummary,
} from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';
import { bookingKeys } from './query-keys.ts';

/** The two kinds of order a booker books (business types 4 and 5, spec §9). */
export const ORDER_KINDS = ['special-car', 'own-car'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** How a kind is spelled in a page's URL (`/EnterpriseService/Order/SpecialCar/…`), and its Chinese name. */
export const ORDER_KIND_PAGES: Readonly<Record<OrderKind, { slug: string; label: string }>> = {
  'special-car': { slug: 'SpecialCar', label: '专车' },
  'own-car': { slug: 'OwnCar', label: '自有车' },
};

/** The kind a URL slug names, or undefined. @example orderKindOfSlug('OwnCar') // 'own-car' */
export function orderKindOfSlug(slug: string | undefined): OrderKind | undefined {
  return ORDER_KINDS.find((kind) => ORDER_KIND_PAGES[kind].slug.toLowerCase() === slug?.toLowerCase());
}

/** The number of recent orders the start page shows per kind. */
export const RECENT_ORDER_COUNT = 5;

export function specialCarOrderQuery(transport: Transport, orderId: string) {
  return queryOptions({
    queryKey: bookingKeys.order('special-car', orderId),
    queryFn: () => resultOf(transport.call(endpoints.csOrder.detail, { query: { orderId } })),
  });
}

export function ownCarOrderQuery(transport: Transport, orderId: string) {
  return queryOptions({
    queryKey: bookingKeys.order('own-car', orderId),
    queryFn: () => resultOf(transport.call(endpoints.ownOrder.detail, { query: { orderId } })),
  });
}

/** Whether the order may still be updated (`IsCanUpdate`, spec §2 mode u). */
export function canUpdateQuery(transport: Transport, kind: OrderKind, orderId: string) {
  const endpoint = kind === 'special-car' ? endpoints.csOrder.isCanUpdate : endpoints.ownOrder.isCanUpdate;
  return queryOptions({
    queryKey: bookingKeys.canUpdate(kind, orderId),
    queryFn: () => resultOf(transport.call(endpoint, { query: { orderId } })),
  });
}

/** One row of the start page's list, whatever its kind. */
export type RecentOrder = (SpecialCarOrderSummary | OwnCarOrderSummary) & { kind: OrderKind };

/** The booker's newest orders of one kind (first page of the list, newest first as the server keeps them). */
export function recentOrdersQuery(transport: Transport, kind: OrderKind) {
  const endpoint = kind === 'special-car' ? endpoints.csOrder.list : endpoints.ownOrder.list;
  return queryOptions({
    queryKey: bookingKeys.recentOrders(kind),
    queryFn: async (): Promise<RecentOrder[]> => {
      const page = await resultOf(transport.call(endpoint, { body: { pageIndex: 1, pageSize: RECENT_ORDER_COUNT } }));
      return (page?.items ?? []).map((item) => ({ ...item, kind }));
    },
  });
}

/**
 * What a save is: an update of the order (`orderId`), or a create of one booking attempt, whose key
 * (`attemptKey`, kept with the draft) goes in the encrypted query as `idempotencyKey`, so the server
 * stores one order however often the attempt is sent (docs/transport.md "Request", docs/security.md 15).
 */
export type OrderSave = { orderId: string } | { attemptKey: string | null };

/**
 * The booking form draws a refused save's message itself (under its field, or above the form:
 * the machines' `refused` and `serverMessage`), so the transport's toast would say it twice.
 */
const DRAWN_BY_THE_FORM = { suppressBusinessMessage: true } as const;

/** The query of a create: the attempt's key, when there is one. */
const createQuery = (save: { attemptKey: string | null }) => (save.attemptKey === null ? {} : { [IDEMPOTENCY_KEY_PARAM]: save.attemptKey });

/** Creates or updates a special-car order with its D9 payload. @example saveSpecialCarOrder(transport, payload, { attemptKey }) */
export function saveSpecialCarOrder(transport: Transport, payload: SpecialCarOrderPayload, save: OrderSave): Promise<SpecialCarOrderSaved> {
  return 'orderId' in save
    ? resultOf(transport.call(endpoints.csOrder.update, { query: { orderId: save.orderId }, body: payload, ...DRAWN_BY_THE_FORM }))
    : resultOf(transport.call(endpoints.csOrder.create, { query: createQuery(save), body: payload, ...DRAWN_BY_THE_FORM }));
}

/** Creates or updates an own-car order with its D9 payload. @example saveOwnCarOrder(transport, payload, { orderId }) */
export function saveOwnCarOrder(transport: Transport, payload: OwnCarOrderPayload, save: OrderSave): Promise<OwnCarOrderSaved> {
  return 'orderId' in save
    ? resultOf(transport.call(endpoints.ownOrder.update, { query: { orderId: save.orderId }, body: payload, ...DRAWN_BY_THE_FORM }))
    : resultOf(transport.call(endpoints.ownOrder.create, { query: createQuery(save), body: payload, ...DRAWN_BY_THE_FORM }));
}

export type { OwnCarOrderAnswer, SpecialCarOrderAnswer };
