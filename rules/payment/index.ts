/** Payment (spec §4, D5): forced options, quotation price type, recharge, the gift-card amount, the letter of commitment. */
export type { PaymentState } from './payment-options.ts';
export { hasPicturePrice, orderQuotationPriceType, paymentState } from './payment-options.ts';
export { permittedPaymentTypes } from './permitted-payment-types.ts';
export { isPicturePriced, PICTURE_PRICED_TRIP_TYPES } from './picture-price.ts';
export { rechargeAmount, toFen } from './recharge.ts';
export { giftCardAmount } from './gift-card-amount.ts';
export type { LetterOfCommitment } from './letter-of-commitment.ts';
export { LETTER_AGREEMENT_KEY, LETTER_NOT_AGREED, LETTER_PAYMENT_TYPES, letterAgreementErrors, letterAskedFor } from './letter-of-commitment.ts';
