/**
 * The letter of commitment (spec §3 `letterOfCommitment {letterOfCommitmentId}`, the detail's
 * `orderExtraDetail {letterOfCommitmentId, isAgreeLetterOfCommitment}`; spec §7
 * `POST /csorder/letterOfCommitment`): the enterprise's written promise to settle what its bookers
 * ride, which a booker reads and agrees to before an order is billed that way.
 *
 * The spec does not say which payment type asks for it. The portal's decision (docs/rules.md
 * "Letter of commitment"): paying by 挂账 (spec §9 payment type 4, billed to the enterprise and
 * settled later) asks for the enterprise's letter, when the enterprise has one on file; every other
 * payment type is paid at once (card, balances, gift card) and asks for none. An enterprise with no
 * letter on file books 挂账 as before.
 *
 * The booking step reads the letter from its context (`BookingContext.letterOfCommitment`: the
 * page asks `/csorder/letterOfCommitment`, the server reads its own table): the special-car form
 * draws the letter and a required checkbox (`isAgreeLetterOfCommitment`), and the field check
 * `letterAgreementErrors` refuses the step's submit, on the page and on the server alike, until it
 * is ticked.
 */
import { PaymentType } from '../model/constants.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/** An enterprise's letter of commitment as the booker reads it. */
export interface LetterOfCommitment {
  letterOfCommitmentId: string;
  /** `天府银行挂账用车承诺函`. */
  title: string;
  /** The letter's text, paragraphs separated by blank lines. */
  content: string;
}

/** The payment types that ask for the enterprise's letter of commitment: 挂账 (4). */
export const LETTER_PAYMENT_TYPES: readonly number[] = [PaymentType.CHECKOUT.value];

/** The special-car form's property holding the booker's agreement (schemas/special-car-form.schema.json). */
export const LETTER_AGREEMENT_KEY = 'isAgreeLetterOfCommitment';
/** Its JSON Pointer, where its error sits. */
export const LETTER_AGREEMENT_PATH = `/${LETTER_AGREEMENT_KEY}`;

/** The letter asked for but not agreed to. */
export const LETTER_NOT_AGREED = {
  code: 'payment.letterNotAgreed',
  message: '请阅读并勾选同意用车承诺函',
  messageEn: 'Read the letter of commitment and tick that you agree to it',
} as const satisfies ErrorDefinition;

/**
 * The letter a booking paying by `paymentType` asks the booker to agree to: the enterprise's
 * `letter` when the payment type is one of `LETTER_PAYMENT_TYPES`, else null.
 *
 * @example letterAskedFor(4, letter)  // letter (挂账)
 * @example letterAskedFor(2, letter)  // null (信用卡)
 * @example letterAskedFor(4, null)    // null (the enterprise has no letter)
 */
export function letterAskedFor(paymentType: number | null | undefined, letter: LetterOfCommitment | null | undefined): LetterOfCommitment | null {
  return letter && paymentType !== null && paymentType !== undefined && LETTER_PAYMENT_TYPES.includes(paymentType) ? letter : null;
}

/**
 * The error of a form that draws the letter (`schema.properties.isAgreeLetterOfCommitment`) when
 * the booker has not ticked it; [] otherwise.
 *
 * @example letterAgreementErrors({ properties: { isAgreeLetterOfCommitment: {} } }, { isAgreeLetterOfCommitment: false })
 * // [{ field: 'isAgreeLetterOfCommitment', path: '/isAgreeLetterOfCommitment', code: 'payment.letterNotAgreed', message: '请阅读并勾选同意用车承诺函' }]
 */
export function letterAgreementErrors(schema: { properties?: unknown }, data: object): BookingError[] {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties || !(LETTER_AGREEMENT_KEY in properties)) return [];
  return (data as Record<string, unknown>)[LETTER_AGREEMENT_KEY] === true ? [] : [bookingError(LETTER_NOT_AGREED, LETTER_AGREEMENT_KEY, LETTER_AGREEMENT_PATH)];
}
