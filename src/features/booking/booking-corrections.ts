/**
 * What the rules correct in a booking as it is written, applied to the form's data and never
 * silently (issue 8 §2 "the D6 resets shown to the user"):
 * - D6: a local one-way trip refuses an airport address; its kind resets to a railway station and
 *   the address chosen is cleared, with the rule's message kept beside the address;
 * - D5: when a settle/checkout option (or a price picture) forces the payment, the payment type
 *   becomes the forced one (spec §4).
 * The rules decide (`evaluate`'s `addressResets` and `payment.selected`); this only writes their
 * decision into the data. Pure; the input is not changed.
 */
import type { BookingData, BookingKind, EvaluationResult } from '../../../rules/index.ts';

/** The address of the data a reset names (`pickUp.addressType` → `pickUp`, `dropOff.addressType` → `destination`). */
const ADDRESS_OF_RESET = { 'pickUp.addressType': 'pickUp', 'dropOff.addressType': 'destination' } as const;

export interface Corrected<D> {
  data: D;
  /** The messages of the resets applied now, by the address's JSON Pointer (`/pickUp`). */
  resets: Record<string, string>;
}

/** An address emptied to a new kind: what was chosen for the refused kind no longer fits. */
function resetAddress<A extends { addressType: number }>(address: A, addressType: number): A {
  const emptied: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(address)) {
    emptied[key] = typeof value === 'string' ? '' : typeof value === 'number' ? null : typeof value === 'boolean' ? false : value;
  }
  return { ...(emptied as A), addressType };
}

/**
 * The data with the rules' corrections applied, and the reset messages.
 *
 * @example corrections('special-car', data, evaluate(bundle, bookingScenario('special-car', data, context)))
 * // { data: { ...data, pickUp: { addressType: 2, city: '', … } }, resets: { '/pickUp': '同城单程上车地址不能选择机场，请重新选择地址' } }
 */
export function corrections<K extends BookingKind>(kind: K, data: BookingData<K>, evaluation: EvaluationResult): Corrected<BookingData<K>> {
  let next = data;
  const resets: Record<string, string> = {};
  for (const reset of evaluation.addressResets) {
    const key = ADDRESS_OF_RESET[reset.field as keyof typeof ADDRESS_OF_RESET];
    if (!key) continue;
    const address = (next as Record<string, unknown>)[key] as { addressType: number; city?: string; cityCode?: string; province?: string };
    // Keep the city: the booker chose it, and the station is looked up in it.
    const emptied = { ...resetAddress(address, reset.addressType), ...(address.city === undefined ? {} : { city: address.city }), ...(address.cityCode === undefined ? {} : { cityCode: address.cityCode }), ...(address.province === undefined ? {} : { province: address.province }) };
    next = { ...next, [key]: emptied };
    const pointer = `/${key}`;
    const message = evaluation.errors.find((e) => e.path === pointer || e.path.startsWith(`${pointer}/`))?.message;
    if (message) resets[pointer] = message;
  }
  if (kind === 'special-car') {
    const selected = evaluation.payment.selected;
    const current = (next as BookingData<'special-car'>).paymentType;
    if (selected !== null && evaluation.payment.options.length === 1 && current !== selected) {
      next = { ...next, paymentType: selected };
    }
  }
  return { data: next, resets };
}
