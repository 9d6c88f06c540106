import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { booking, readySpecialCarData } from '../../tests/support/booking-flows.ts';
import { PaymentType } from '../model/constants.ts';
import { bookingStep, drawnErrors, STEP_ERRORS } from '../step/booking-step.ts';
import { LETTER_NOT_AGREED, LETTER_PAYMENT_TYPES, letterAgreementErrors, letterAskedFor, type LetterOfCommitment } from './letter-of-commitment.ts';

const LETTER: LetterOfCommitment = { letterOfCommitmentId: 'LC-6006-01', title: '天府银行挂账用车承诺函', content: '本企业承诺按月结清挂账用车费用。' };
const opened = { kind: 'special-car', from: 'opened' } as const;
/** A context paying by 挂账 (offered alone, so D5 forces it) with the enterprise's letter. */
const checkoutContext = { ...booking.context, offeredPaymentTypes: [PaymentType.CHECKOUT.value], letterOfCommitment: LETTER };

describe('the letter of commitment (docs/rules.md "Letter of commitment")', () => {
  it('is asked when paying by 挂账 and the enterprise has a letter, never otherwise', () => {
    expect(LETTER_PAYMENT_TYPES).toEqual([4]);
    expect(letterAskedFor(4, LETTER)).toBe(LETTER);
    expect(letterAskedFor(4, null)).toBeNull();
    expect(letterAskedFor(4, undefined)).toBeNull();
    for (const other of [2, 20, 23, 24, null]) expect(letterAskedFor(other, LETTER)).toBeNull();
  });

  it('refuses a drawn letter not ticked, with the portal’s words, at the checkbox', () => {
    const schema = { properties: { isAgreeLetterOfCommitment: { type: 'boolean' } } };
    expect(letterAgreementErrors(schema, { isAgreeLetterOfCommitment: false })).toEqual([
      { field: 'isAgreeLetterOfCommitment', path: '/isAgreeLetterOfCommitment', code: 'payment.letterNotAgreed', message: '请阅读并勾选同意用车承诺函' },
    ]);
    expect(letterAgreementErrors(schema, {})).toHaveLength(1);
    expect(letterAgreementErrors(schema, { isAgreeLetterOfCommitment: true })).toEqual([]);
    // A form that does not draw the letter asks nothing.
    expect(letterAgreementErrors({ properties: {} }, { isAgreeLetterOfCommitment: false })).toEqual([]);
  });

  it('the step draws the letter and a required checkbox when paying by 挂账, and refuses the submit until it is ticked', () => {
    const first = bookingStep(booking.bundle, checkoutContext, opened, readySpecialCarData({ paymentType: PaymentType.CHECKOUT.value }));
    expect(first.form.schema.required).toContain('isAgreeLetterOfCommitment');
    expect(first.form.uiSchema.isAgreeLetterOfCommitment).toEqual({
      'ui:field': 'letterOfCommitment',
      'ui:options': { letterTitle: '天府银行挂账用车承诺函', letterContent: '本企业承诺按月结清挂账用车费用。' },
    });
    expect(first.blockers.submit.map((e) => e.message)).toEqual(['请阅读并勾选同意用车承诺函']);
    // A fresh form shows nothing; a submit attempt shows it under the checkbox.
    expect(drawnErrors(first, false)).toEqual([]);
    expect(drawnErrors(first, true).map((e) => e.path)).toEqual(['/isAgreeLetterOfCommitment']);
    const agreed = bookingStep(booking.bundle, checkoutContext, first, { ...first.data, isAgreeLetterOfCommitment: true });
    expect(agreed.blockers.submit).toEqual([]);
  });

  it('another payment type, or an enterprise without a letter, draws no letter and asks nothing', () => {
    const byCard = bookingStep(booking.bundle, { ...booking.context, letterOfCommitment: LETTER }, opened, readySpecialCarData({ paymentType: PaymentType.CREDIT_CARD.value }));
    expect(Object.keys(byCard.form.schema.properties as object)).not.toContain('isAgreeLetterOfCommitment');
    const noLetter = bookingStep(booking.bundle, { ...checkoutContext, letterOfCommitment: null }, opened, readySpecialCarData({ paymentType: PaymentType.CHECKOUT.value }));
    expect(Object.keys(noLetter.form.schema.properties as object)).not.toContain('isAgreeLetterOfCommitment');
    expect(noLetter.blockers.submit).toEqual([]);
  });

  it('property: the step refuses for the letter exactly when 挂账 is paid, a letter is on file and it is not ticked (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 4, 20, 24), fc.boolean(), fc.option(fc.boolean(), { nil: undefined }), (paymentType, hasLetter, agreed) => {
        const context = { ...booking.context, offeredPaymentTypes: [paymentType], letterOfCommitment: hasLetter ? LETTER : null };
        const data = readySpecialCarData({ paymentType, ...(agreed === undefined ? {} : { isAgreeLetterOfCommitment: agreed }) });
        const step = bookingStep(booking.bundle, context, { kind: 'special-car', from: 'submitted' }, data);
        expect(step.blockers.submit.some((e) => e.code === LETTER_NOT_AGREED.code)).toBe(paymentType === 4 && hasLetter && agreed !== true);
      }),
      { numRuns: 60 },
    );
  });

  it('is listed among the step’s codes', () => {
    expect(STEP_ERRORS).toContain(LETTER_NOT_AGREED);
  });
});
