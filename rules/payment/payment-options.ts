/**
 * Which payment types a booking may use (spec §4, D5): checkout (4) offered forces [4] alone;
 * otherwise a price picture keeps only the first offered type; otherwise all offered types.
 */
import { OrderQuotationPriceType, PaymentType } from '../model/constants.ts';
import { reason, type Reason } from '../model/reason-format.ts';

export interface PaymentState {
  options: number[];
  selected: number | null;
  orderQuotationPriceType: number;
  because: Reason[];
}

/** True when a price-picture url is set (a non-blank text). */
export function hasPicturePrice(picturePriceUrl: string | null | undefined): boolean {
  return typeof picturePriceUrl === 'string' && picturePriceUrl.trim() !== '';
}

/**
 * `orderQuotationPriceType` (D5): 1 when a price-picture url exists, else 0.
 *
 * @example orderQuotationPriceType('https://img/price.png') // 1
 */
export function orderQuotationPriceType(picturePriceUrl: string | null | undefined): number {
  return hasPicturePrice(picturePriceUrl) ? OrderQuotationPriceType.PICTURE : OrderQuotationPriceType.NORMAL;
}

/**
 * The payment options and the selected one (D5). Offered types keep their order; repeats count once.
 * The selected type stays when it is still an option, else it becomes the first option
 * (null when nothing is offered).
 *
 * @example paymentState([2, 4, 20], 20, null) // { options: [4], selected: 4, orderQuotationPriceType: 0, ... }
 * @example paymentState([2, 20], 20, 'https://img/p.png') // { options: [2], selected: 2, orderQuotationPriceType: 1, ... }
 */
export function paymentState(
  offered: readonly number[] | undefined,
  selected: number | undefined,
  picturePriceUrl: string | null | undefined,
): PaymentState {
  const unique = [...new Set(offered ?? [])];
  const checkout = PaymentType.CHECKOUT.value;
  let options: number[];
  const because: Reason[] = [];
  if (unique.includes(checkout)) {
    options = [checkout];
    because.push(reason('payment.checkoutOnly', { paymentType: checkout }));
  } else if (hasPicturePrice(picturePriceUrl) && unique.length > 0) {
    options = unique.slice(0, 1);
    because.push(reason('payment.pictureKeepsFirst'));
  } else {
    options = unique;
    because.push(reason(unique.length === 0 ? 'payment.noneOffered' : 'payment.allOffered'));
  }
  const first = options[0] ?? null;
  const kept = selected !== undefined && options.includes(selected);
  if (selected !== undefined && !kept && first !== null) {
    because.push(reason('payment.reselected', { paymentType: selected, selectedPaymentType: first }));
  }
  return {
    options,
    selected: kept ? selected : first,
    orderQuotationPriceType: orderQuotationPriceType(picturePriceUrl),
    because,
  };
}
