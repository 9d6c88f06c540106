/**
 * An order's form to and from its wire shape (the D9 payload, the detail read back) and the summary
 * the confirm step shows: what a new special-car booking needs only once the booker goes on (the
 * confirm step, the submit) and a copy or an update needs once its order has arrived. Fetched on
 * first use through `orderWire` (order-wire-load.ts), so the booking page's mount does not carry it
 * (issue 9 §2, the booking page ≤ 330 KB).
 */
export { buildSpecialCarOrder, readOwnCarOrder, readSpecialCarOrder } from '../../../rules/index.ts';
export { specialCarSummary } from './order-summary.ts';
