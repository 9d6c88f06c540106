/**
 * Where the booking pages live (under /EnterpriseService, spec §2) and how their modes are spelled:
 * `?mode=a&orderId=…` copies an order into a new one, `?mode=u&orderId=…` updates it, anything
 * else starts a new order (spec §2 "Booking form modes").
 */
import { BookingModeParam, orderModeOf } from '../../../rules/index.ts';
import { ORDER_KIND_PAGES } from './api/orders.ts';
import type { OrderKind } from './api/orders.ts';

const HOME = '/EnterpriseService';

/** The page modes of spec §2 as the query spells them (`a` copy, `u` update). */
export const BookingMode = { ADD: BookingModeParam.COPY, UPDATE: BookingModeParam.UPDATE } as const;

/**
 * The booking page of a kind, optionally in a mode on an order.
 *
 * @example bookingPath('own-car', { mode: 'a', orderId: 'O-1' }) // '/EnterpriseService/OwnCar?mode=a&orderId=O-1'
 */
export function bookingPath(kind: OrderKind, on?: { mode: (typeof BookingMode)[keyof typeof BookingMode]; orderId: string }): string {
  const path = `${HOME}/${ORDER_KIND_PAGES[kind].slug}`;
  return on ? `${path}?${new URLSearchParams({ mode: on.mode, orderId: on.orderId }).toString()}` : path;
}

/** The detail page of an order. @example orderDetailPath('special-car', 'S-1') // '/EnterpriseService/Order/SpecialCar/S-1' */
export function orderDetailPath(kind: OrderKind, orderId: string): string {
  return `${HOME}/Order/${ORDER_KIND_PAGES[kind].slug}/${encodeURIComponent(orderId)}`;
}

/** What a booking page was opened for (spec §2). */
export type PageMode =
  | { mode: 'new' }
  | { mode: 'copy'; orderId: string }
  | { mode: 'update'; orderId: string };

/**
 * The mode of a booking page's query: `a` or `u` need an order id; anything else is a new order.
 *
 * @example pageModeOf(new URLSearchParams('mode=u&orderId=S-1')) // { mode: 'update', orderId: 'S-1' }
 */
export function pageModeOf(query: URLSearchParams): PageMode {
  const orderId = query.get('orderId')?.trim() ?? '';
  const mode = orderModeOf(query.get('mode'));
  return mode === 'new' || orderId === '' ? { mode: 'new' } : { mode, orderId };
}

/**
 * What the page does with the order it was opened on, said beside its title (issue 22 §2 "Update
 * and copy say what they are"); null for a new order.
 *
 * @example pageModeLabel({ mode: 'update', orderId: 'CS1' }) // '修改订单 CS1'
 * @example pageModeLabel({ mode: 'copy', orderId: 'CS1' })   // '复制订单 CS1'
 */
export function pageModeLabel(mode: PageMode): string | null {
  if (mode.mode === 'new') return null;
  return `${mode.mode === 'update' ? '修改订单' : '复制订单'} ${mode.orderId}`;
}
