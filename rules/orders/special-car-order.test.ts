import { describe, expect, it } from 'vitest';
import { LanguageType, OrderQuotationPriceType, SPECIAL_ENTERPRISE_ID } from '../model/constants.ts';
import type { SpecialCarOrderContext, SpecialCarOrderDetail } from './special-car-order.ts';
import { buildSpecialCarOrder, readSpecialCarOrder } from './special-car-order.ts';
import { SAMPLE_AIRPORT, SAMPLE_OFFICE, SAMPLE_SPECIAL_CAR_FORM } from '../../tests/support/sample-order-forms.ts';

const airport = SAMPLE_AIRPORT;
const office = SAMPLE_OFFICE;
const form = SAMPLE_SPECIAL_CAR_FORM;
const context: SpecialCarOrderContext = { enterpriseId: 1001, userId: 'u-1001' };

describe('buildSpecialCarOrder (spec §3, D9)', () => {
  it('submits the boarding time as YYYY-MM-DD HH:mm', () => {
    expect(buildSpecialCarOrder(form, context).baseData.boardingTime).toBe('2026-11-22 10:00');
  });

  it('orderQuotationPriceType is 1 when a price picture url exists (D5)', () => {
    const payload = buildSpecialCarOrder(form, { ...context, picturePriceUrl: 'https://example.cn/price.png' });
    expect(payload.baseData.orderQuotationPriceType).toBe(OrderQuotationPriceType.PICTURE);
  });
  it.each([undefined, null, ''])('orderQuotationPriceType is 0 with picture url %j', (picturePriceUrl) => {
    expect(buildSpecialCarOrder(form, { ...context, picturePriceUrl }).baseData.orderQuotationPriceType).toBe(OrderQuotationPriceType.NORMAL);
  });

  it('airPortRemark is the passenger name at an airport pickup with meet and greet', () => {
    expect(buildSpecialCarOrder(form, context).airPortRemark).toBe('张三');
  });
  it('airPortRemark is empty without meet and greet', () => {
    expect(buildSpecialCarOrder({ ...form, isMeetGreet: false }, context).airPortRemark).toBe('');
  });
  it('airPortRemark is empty when only the destination is an airport', () => {
    expect(buildSpecialCarOrder({ ...form, pickUp: office, destination: airport }, context).airPortRemark).toBe('');
  });

  it('the passenger language is English (1) for an English customer', () => {
    const payload = buildSpecialCarOrder(form, { ...context, baseConfig: { isEnglishCustomer: true } });
    expect(payload.passenger.languageType).toBe(LanguageType.ENGLISH);
  });
  it('the passenger language is Chinese (2) otherwise, also without a base config', () => {
    const languages = [undefined, {}, { isEnglishCustomer: false }].map(
      (baseConfig) => buildSpecialCarOrder(form, { ...context, baseConfig }).passenger.languageType,
    );
    expect(languages).toEqual([LanguageType.CHINESE, LanguageType.CHINESE, LanguageType.CHINESE]);
  });

  it('submits baggage sizes inside specialRequirements', () => {
    expect(buildSpecialCarOrder({ ...form, baggage: [50, 52] }, context).specialRequirements).toEqual([{ id: 7 }, { id: 50 }, { id: 52 }]);
  });

  it('the special enterprise cost centre is bizOperUnit-deptId-costCentre', () => {
    const special = { ...form, specialCostCentre: { bizOperUnit: '华东事业部', deptId: '2001' } };
    expect(buildSpecialCarOrder(special, { ...context, enterpriseId: SPECIAL_ENTERPRISE_ID }).costCenters).toEqual([{ name: '华东事业部-2001-市场部' }]);
  });
  it('another enterprise submits its cost centre alone', () => {
    expect(buildSpecialCarOrder(form, context).costCenters).toEqual([{ name: '市场部' }]);
  });
  it('no cost centre submits an empty list', () => {
    expect(buildSpecialCarOrder({ ...form, costCentre: '' }, context).costCenters).toEqual([]);
  });

  it('message options become the order-success flags', () => {
    expect(buildSpecialCarOrder(form, context).messageOptions).toEqual({
      isSendMessageToBookerWhenOrderSuccess: false,
      isSendMessageToPassengerWhenOrderSuccess: true,
    });
  });

  it('isAirPort follows the address type; landing time at the pickup, departure time at the destination', () => {
    const payload = buildSpecialCarOrder({ ...form, destination: { ...airport, plannedTime: '2026-11-22 18:00' } }, context);
    expect(payload.boardingAddress).toMatchObject({ isAirPort: true, plannedLandingTime: '2026-11-22 09:30' });
    expect(payload.boardingAddress).not.toHaveProperty('plannedDepartureTime');
    expect(payload.dropOffAddress).toMatchObject({ isAirPort: true, plannedDepartureTime: '2026-11-22 18:00' });
    expect(buildSpecialCarOrder(form, context).dropOffAddress.isAirPort).toBe(false);
  });

  it('stops are submitted only when isStop is on', () => {
    const stop = { ...form, additionStopsList: [{ city: '苏州', landMark: '苏州站', address: '苏州站', name: '苏州站', englishName: '', arrivalTime: '', isAirPort: false, airPortName: '', cityCode: '0512', lat: null, lng: null, remark: '' }] };
    expect(buildSpecialCarOrder({ ...stop, isStop: false }, context).stops).toEqual([]);
    expect(buildSpecialCarOrder({ ...stop, isStop: true }, context).stops).toHaveLength(1);
  });

  it('who books comes from the context', () => {
    const payload = buildSpecialCarOrder(form, { ...context, userLevel: 3 });
    expect([payload.booker.userId, payload.baseData.accountId, payload.baseData.priority]).toEqual(['u-1001', 'u-1001', 3]);
  });

  it('gift cards are submitted as selected in payTypes', () => {
    const payload = buildSpecialCarOrder({ ...form, paymentType: 23, ECardList: ['g-1'], ECardAmount: 50 }, context);
    expect(payload.payTypes).toEqual([{ userId: 'u-1001', phoneNumber: '13900000000', payType: 23, payAmount: 50, giftCardList: [{ id: 'g-1', isSelected: true }] }]);
  });
});

describe('readSpecialCarOrder (spec §3, D9)', () => {
  it('gives back the form it was built from', () => {
    expect(readSpecialCarOrder(buildSpecialCarOrder(form, context), context)).toEqual(form);
  });

  it('splits baggage sizes out of specialRequirements', () => {
    const detail = { ...buildSpecialCarOrder(form, context), specialRequirements: [{ id: 52 }, { id: 9 }, { id: 50 }] };
    const read = readSpecialCarOrder(detail, context);
    expect([read.specialRequirements, read.baggage]).toEqual([[9], [52, 50]]);
  });

  it('reads the special enterprise cost centre into its parts', () => {
    const detail = { ...buildSpecialCarOrder(form, context), costCenters: [{ name: '华东事业部-2001-市场部' }] };
    const read = readSpecialCarOrder(detail, { enterpriseId: SPECIAL_ENTERPRISE_ID });
    expect([read.costCentre, read.specialCostCentre]).toEqual(['市场部', { bizOperUnit: '华东事业部', deptId: '2001' }]);
  });

  it('ignores what only the detail has: card expiry, unselected gift cards', () => {
    const card = { cardNumber: '6222', vipCardId: 'v1', bindingCreditCardId: 'b1', cardType: 1 };
    const built = buildSpecialCarOrder({ ...form, paymentType: 2, creditCard: card }, context);
    const detail: SpecialCarOrderDetail = {
      ...built,
      creditCard: { ...card, expireYear: '2030', expireMonth: '12' },
      orderExtraDetail: { letterOfCommitmentId: 'L-1', isAgreeLetterOfCommitment: true },
      payTypes: [{ ...built.payTypes[0]!, giftCardList: [{ id: 'g-2', isSelected: false }] }],
    };
    const read = readSpecialCarOrder(detail, context);
    expect([read.creditCard, read.ECardList]).toEqual([card, []]);
  });

  it('names the letter of commitment when the booker agreed to it, and reads the agreement back', () => {
    const agreed = buildSpecialCarOrder({ ...form, paymentType: 4, isAgreeLetterOfCommitment: true }, { ...context, letterOfCommitmentId: 'LC-6006-01' });
    expect(agreed.letterOfCommitment).toEqual({ letterOfCommitmentId: 'LC-6006-01' });
    const detail: SpecialCarOrderDetail = { ...agreed, creditCard: null, orderExtraDetail: { letterOfCommitmentId: 'LC-6006-01', isAgreeLetterOfCommitment: true } };
    expect(readSpecialCarOrder(detail, context).isAgreeLetterOfCommitment).toBe(true);
    // Not ticked, or no letter in the context: the order names none.
    expect(buildSpecialCarOrder({ ...form, paymentType: 4, isAgreeLetterOfCommitment: false }, { ...context, letterOfCommitmentId: 'LC-6006-01' }).letterOfCommitment).toBeNull();
    expect(buildSpecialCarOrder({ ...form, paymentType: 4, isAgreeLetterOfCommitment: true }, context).letterOfCommitment).toBeNull();
  });
});
