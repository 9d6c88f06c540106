/** Payment (spec §4, D5): forced options, quotation price type, recharge, the gift-card amount */
export type { PaymentState } from './payment-options.ts';
export { hasPicturePrice, orderQuotationPriceType, paymentState } from './payment-options.ts';
export { isPicturePriced, PICTURE_PRICED_TRIP_TYPES } from './picture-price.ts';
export { rechargeAmount, toFen } from './recharge.ts';
export { giftCardAmount } from './gift-card-amount.ts';
