import { describe, expect, it } from 'vitest';
import { auditConfig, auditSection, bundleWith, specialField } from '../tests/support/builders.ts';
import { evaluate } from './evaluate.ts';
import { reason, renderReasons } from './model/reasons.ts';

const bundle = bundleWith({
  configs: [{ configId: 135, configValue: '1' }],
  tripTypeConfigs: [{ businessType: 4, enterpriseServiceTripTypeList: [1, 3, 5, 6], defaultTripTypeConfigValue: 5 }],
  auditConfigs: [auditConfig({ isNeedExco: true, excoOrder: 1, excoAuditDto: auditSection(), userInputDto: auditSection({ isRequired: false }) })],
  specialFields: [
    specialField({
      specialId: 7,
      configName: '项目编号',
      isMandatory: true,
      isHaveMustCondition: true,
      mustConditionConfigList: [{ conditionType: 2, conditionValue: '1,3' }],
    }),
  ],
});

describe('evaluate: the D11 result', () => {
  it('combines every rule for a booking as it stands', () => {
    const result = evaluate(bundle, {
      businessType: 4,
      tripType: 1,
      offeredPaymentTypes: [2, 4],
      paymentType: 2,
      pickUp: { addressType: 1, city: '上海', address: '上海浦东国际机场' },
      orderPrice: 120.01,
      userBalance: 100,
    });
    expect(result.specialFields).toEqual([
      {
        specialId: 7,
        visible: true,
        required: true,
        editable: true,
        because: [reason('field.applies'), reason('mustCondition.tripTypeIn', { businessType: 4, tripType: 1, tripTypes: [1, 3] })],
      },
    ]);
    expect(renderReasons(result.specialFields[0]?.because ?? [], 'zh')).toEqual([
      '显示：适用于本次预订',
      '必填：行程类型「同城单程」在条件列表（同城单程、异地单程）中',
    ]);
    expect(result.audit.visible).toBe(true);
    expect(result.audit.sections.map((s) => [s.role, s.required])).toEqual([
      ['exco', true],
      ['userInput', false],
    ]);
    expect(result.payment).toEqual({
      options: [4],
      selected: 4,
      orderQuotationPriceType: 0,
      because: [reason('payment.checkoutOnly', { paymentType: 4 }), reason('payment.reselected', { paymentType: 2, selectedPaymentType: 4 })],
    });
    expect(renderReasons(result.payment.because, 'zh')).toEqual([
      '已开放「挂账」，因此它是唯一的支付方式',
      '支付方式「信用卡」不可选，已改为「挂账」',
    ]);
    expect(renderReasons(result.payment.because, 'en')).toEqual([
      'checkout (4) is offered, so it is the only option',
      'payment 2 is not an option, so 4 is selected',
    ]);
    expect(result.tripTypes).toEqual([1, 3, 5, 6]);
    expect(result.priceReady).toBe(false);
    expect(result.rechargeAmount).toBe(30);
    expect(result.errors).toEqual([
      { field: 'specialFields.7', message: '项目编号为必填项', code: 'specialConfig.required', path: '/specialConfig/7' },
      {
        field: 'pickUp.addressType',
        message: '同城单程上车地址不能选择机场，请重新选择地址',
        code: 'trip.localOneWayAirportPickup',
        path: '/pickUp/addressType',
      },
    ]);
    expect(result.addressResets).toEqual([{ field: 'pickUp.addressType', addressType: 2 }]);
  });

  it('treats a scenario without a business type as a special-car booking', () => {
    expect(evaluate(bundle, {}).businessType).toBe(4);
  });

  it('has no recharge amount while there is no price, and a zero balance by default', () => {
    expect(evaluate(bundle, {}).rechargeAmount).toBeNull();
    expect(evaluate(bundle, { orderPrice: 15 }).rechargeAmount).toBe(20);
  });

  it('gates the own-car flight lookup by config 135', () => {
    expect(evaluate(bundle, { businessType: 5 }).flightLookup).toBe(true);
    expect(evaluate(bundleWith({}), { businessType: 5 }).flightLookup).toBe(false);
  });

  it('does not change its inputs', () => {
    const scenario = { businessType: 4 as const, tripType: 1, pickUp: { addressType: 1 } };
    const before = JSON.stringify([bundle, scenario]);
    evaluate(bundle, scenario);
    expect(JSON.stringify([bundle, scenario])).toBe(before);
  });
});

describe('evaluate: the audit after payment forcing', () => {
  const byPayment = bundleWith({
    auditConfigs: [
      auditConfig({
        userInputDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 4, paymentTypes: [4] } }),
      }),
    ],
  });
  it('checks the payment type the booking will use, not the one it asked for', () => {
    expect(evaluate(byPayment, { paymentType: 2, offeredPaymentTypes: [2, 4] }).audit.visible).toBe(true);
    expect(evaluate(byPayment, { paymentType: 4, offeredPaymentTypes: [2, 20], picturePriceUrl: 'https://img/p.png' }).audit.visible).toBe(false);
  });
  it('checks the chosen payment type while nothing is offered yet', () => {
    expect(evaluate(byPayment, { paymentType: 4 }).audit.visible).toBe(true);
  });
});

describe('evaluate: decisions beyond the specification', () => {
  it('looks flights up for special-car bookings whatever config 135 says', () => {
    expect(evaluate(bundleWith({ configs: [{ configId: 135, configValue: '0' }] }), { businessType: 4 }).flightLookup).toBe(true);
  });
  it('lists what a price still needs in priceMissing', () => {
    expect(evaluate(bundleWith({}), { carTypeLevel: 1 }).priceMissing).toEqual(['tripType', 'pickUp.city', 'pickUp.address', 'dropOff.city', 'dropOff.address']);
  });
  it('does not let a hidden-field default stand in for a required value', () => {
    const field = specialField({ specialId: 3, configName: '内部编码', isMandatory: true, defaultValue: 'HQ-01' });
    expect(evaluate(bundleWith({ specialFields: [field] }), { businessType: 4 }).errors).toEqual([
      { field: 'specialFields.3', message: '内部编码为必填项', code: 'specialConfig.required', path: '/specialConfig/3' },
    ]);
  });
  it('reports a trip type the booking does not offer and a reversed own-car time', () => {
    const own = bundleWith({ tripTypeConfigs: [{ businessType: 5, enterpriseServiceTripTypeList: [1, 2, 3, 4] }] });
    expect(evaluate(own, { businessType: 5, tripType: 4, fromTime: '2026-11-22 15:00', toTime: '2026-11-22 09:00' }).errors).toEqual([
      { field: 'tripType', message: '您没有休假行程权限，请选择其他行程类型', code: 'trip.holidayNotPermitted', path: '/tripType' },
      { field: 'toTime', message: '结束时间必须晚于开始时间', code: 'time.endNotAfterStart', path: '/toTime' },
    ]);
  });
});

describe('evaluate: submitErrors, what a submitted order must already have chosen (docs/rules.md 10.6)', () => {
  const offered = { businessType: 4 as const, offeredPaymentTypes: [2, 20], offeredCarTypeLevels: [1, 2] };

  it('reports an unchosen trip type, an unoffered payment type and car level there, never in errors', () => {
    const result = evaluate(bundleWith({}), { ...offered, paymentType: 23, carTypeLevel: 5 });
    expect(result.errors).toEqual([]);
    expect(result.submitErrors).toEqual([
      { field: 'tripType', message: '请选择行程类型', code: 'trip.typeMissing', path: '/tripType' },
      { field: 'paymentType', message: '所选付款方式不可用，请重新选择', code: 'payment.notOffered', path: '/paymentType' },
      { field: 'carTypeLevel', message: '所选车型不可用，请重新选择', code: 'carLevel.notOffered', path: '/firstCarType' },
    ]);
  });

  it('judges the payment type against the options after forcing (D5): checkout offered refuses any other type', () => {
    const forced = { ...offered, tripType: 3, carTypeLevel: 2, offeredPaymentTypes: [2, 4] };
    expect(evaluate(bundleWith({}), { ...forced, paymentType: 2 }).submitErrors.map((e) => e.code)).toEqual(['payment.notOffered']);
    expect(evaluate(bundleWith({}), { ...forced, paymentType: 4 }).submitErrors).toEqual([]);
  });

  it('has none for a complete special-car order or an own-car order with a trip type', () => {
    expect(evaluate(bundleWith({}), { ...offered, tripType: 3, paymentType: 20, carTypeLevel: 1 }).submitErrors).toEqual([]);
    expect(evaluate(bundleWith({}), { businessType: 5, tripType: 1 }).submitErrors).toEqual([]);
  });
});
