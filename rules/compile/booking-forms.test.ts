import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { evaluate } from '../evaluate.ts';
import { compileForm } from './compile-form.ts';
import { FormField, FormWidget } from './contract.ts';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/enterprises/${name}/bundle.json`, import.meta.url), 'utf8')) as EnterpriseBundle;
const huaxin = read('huaxin-tech');
const tianfu = read('tianfu-bank');

type Obj = Record<string, unknown>;
const props = (schema: Obj) => schema.properties as Record<string, Obj>;
const ui = (uiSchema: Obj, key: string) => uiSchema[key] as Obj;
const options = (uiSchema: Obj, key: string) => ui(uiSchema, key)['ui:options'] as Obj;

describe('compileForm special-car (spec §3 "Special-car booking form", issue 8 §1)', () => {
  const scenario = { tripType: 1, paymentType: 2, offeredPaymentTypes: [2, 4, 20], offeredCarTypeLevels: [1, 2, 3] };
  const compiled = compileForm(huaxin, scenario, 'special-car');
  const p = props(compiled.schema);

  it('offers the trip types the enterprise lists, labelled in Chinese', () => {
    expect(p.tripType?.oneOf).toContainEqual({ const: 4, title: '异地往返' });
    expect((p.tripType?.oneOf as unknown[]).length).toBe(10);
    expect(compiled.schema.required).toContain('tripType');
  });

  it('checkout offered: payment is forced to 挂账 alone, read-only, with the reason in Chinese (D5)', () => {
    expect(p.paymentType).toEqual({ type: 'integer', title: '支付方式', oneOf: [{ const: 4, title: '挂账' }] });
    expect(ui(compiled.uiSchema, 'paymentType')['ui:field']).toBe(FormField.PAYMENT);
    expect(ui(compiled.uiSchema, 'paymentType')['ui:readonly']).toBe(true);
    expect(options(compiled.uiSchema, 'paymentType')).toMatchObject({ forced: true, lockedReason: '已开放「挂账」，因此它是唯一的支付方式' });
    expect(compiled.fieldStates['/paymentType']).toMatchObject({ editable: false, options: [4] });
  });

  it('a price picture keeps only the first offered option, locked with its reason (D5)', () => {
    const picture = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [20, 2], picturePriceUrl: 'https://img/p.png' }, 'special-car');
    expect(options(picture.uiSchema, 'paymentType')).toMatchObject({ choices: [{ value: 20, label: '余额' }], lockedReason: '有价格图片，只保留第一个开放的支付方式' });
  });

  it('the price picture is drawn with the payment type, and only while one is quoted (D5)', () => {
    const picture = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [20, 2], picturePriceUrl: '/price-pictures/3-8.svg' }, 'special-car');
    expect(options(picture.uiSchema, 'paymentType')).toMatchObject({ picturePriceUrl: '/price-pictures/3-8.svg' });
    for (const none of [null, '  ', undefined]) {
      const plain = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [20, 2], picturePriceUrl: none }, 'special-car');
      expect(options(plain.uiSchema, 'paymentType')).toMatchObject({ picturePriceUrl: null, choices: [{ value: 20, label: '余额' }, { value: 2, label: '信用卡' }] });
    }
  });

  it('paying by 信用卡 asks which card, required, drawn by FormField.CREDIT_CARD; any other payment asks none', () => {
    const byCard = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [2, 20], paymentType: 2 }, 'special-car');
    expect(ui(byCard.uiSchema, 'creditCard')['ui:field']).toBe(FormField.CREDIT_CARD);
    expect(byCard.schema.required).toContain('creditCard');
    const byBalance = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [2, 20], paymentType: 20 }, 'special-car');
    expect((byBalance.schema.properties as Record<string, unknown>).creditCard).toBeUndefined();
  });

  it('paying by 礼品E卡 asks which gift cards, required, drawn by FormField.GIFT_CARDS; any other payment asks none', () => {
    const byGift = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [23, 20], paymentType: 23 }, 'special-car');
    expect(ui(byGift.uiSchema, 'ECardList')['ui:field']).toBe(FormField.GIFT_CARDS);
    expect(byGift.schema.required).toContain('ECardList');
    const byBalance = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [23, 20], paymentType: 20 }, 'special-car');
    expect((byBalance.schema.properties as Record<string, unknown>).ECardList).toBeUndefined();
  });

  it('several options offered: a choice, not locked, and the recharge amount once priced (D5)', () => {
    const free = compileForm(huaxin, { ...scenario, offeredPaymentTypes: [2, 20], orderPrice: 120.5, userBalance: 100 }, 'special-car');
    expect(ui(free.uiSchema, 'paymentType')['ui:readonly']).toBeUndefined();
    expect(options(free.uiSchema, 'paymentType')).toMatchObject({ forced: false, lockedReason: null, rechargeAmount: 30 });
  });

  it('draws pickup and destination with the address field, their kinds, the flight lookup and the default kind airport (D6)', () => {
    expect(ui(compiled.uiSchema, 'pickUp')['ui:field']).toBe(FormField.ADDRESS);
    expect(options(compiled.uiSchema, 'pickUp')).toMatchObject({ role: 'pickUp', flightLookup: true, defaultAddressType: 1 });
    expect((p.pickUp?.properties as Record<string, Obj>).addressType?.oneOf).toContainEqual({ const: 1, title: '机场' });
    expect(compiled.fieldStates['/destination/addressType']?.options).toEqual([1, 2, 3, 4, 6]);
  });

  it('offers the car levels the server offered as cards, with price readiness', () => {
    expect(p.firstCarType).toEqual({ type: 'integer', title: '车型等级', enum: [1, 2, 3] });
    expect(options(compiled.uiSchema, 'firstCarType')).toEqual({ levels: [1, 2, 3], priceReady: false });
  });

  it('uses the date-time widget for the travel time', () => {
    expect(ui(compiled.uiSchema, 'travelDateTime')['ui:widget']).toBe(FormWidget.DATETIME);
  });

  it('draws the approver sections in approval order: the reviewer before the approver when excoOrder is 1 (D3)', () => {
    const order = compiled.uiSchema['ui:order'] as string[];
    expect(order.indexOf('administrativeReviewerMsg')).toBeLessThan(order.indexOf('approver'));
    expect(options(compiled.uiSchema, 'approver')).toMatchObject({ role: 'userInput', validateType: 3, input: 'namePhone', defaultInputText: '李建华(13912345678)' });
    expect(p.approver?.required).toEqual(['name']);
    expect((p.administrativeReviewerMsg?.properties as Record<string, Obj>).email?.pattern).toBe('^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$');
  });

  it('the reviewer comes after the approver when excoOrder is 2 (D3)', () => {
    const booking = { tripType: 1, orderType: 1, paymentType: 4, offeredPaymentTypes: [4], userLevel: 2, carTypeLevel: 1, bookerId: 'u-1001' };
    const t = compileForm(tianfu, booking, 'special-car');
    const order = t.uiSchema['ui:order'] as string[];
    expect(order.indexOf('approver')).toBeGreaterThan(-1);
    expect(order.indexOf('approver')).toBeLessThan(order.indexOf('administrativeReviewerMsg'));
    // The reviewer has no name: its name(phone) check falls on the phone (D3, D8).
    expect(props(props(t.schema).administrativeReviewerMsg as Obj).phoneNumber?.pattern).toBe('^$|^1\\d{10}$');
    expect(props(t.schema).administrativeReviewerMsg?.required).toEqual(['phoneNumber']);
  });

  it('labels the comment with commentName and commentContent as its placeholder (D3)', () => {
    expect(p.justification?.title).toBe('审批备注');
    expect(ui(compiled.uiSchema, 'justification')['ui:placeholder']).toBe('请写明用车原因及同行人员，便于审批人判断');
  });

  it('a hidden audit section is not drawn and is not required (D3)', () => {
    const hidden = compileForm(huaxin, { ...scenario, tripType: 5 }, 'special-car');
    expect(props(hidden.schema).approver).toBeUndefined();
    expect(hidden.schema.required).not.toContain('approver');
    expect(hidden.fieldStates['/approver']).toMatchObject({ visible: false, required: false });
  });

  it('embeds the special-config section under specialConfig with the same keys', () => {
    expect(props(p.specialConfig as Obj)['101']?.title).toBe('项目编号');
    expect(compiled.fieldStates['/specialConfig/101']).toMatchObject({ visible: true, required: true });
  });

  it('offers baggage 50/51/52 with the bundle names apart from the other special requirements (D9)', () => {
    expect(ui(compiled.uiSchema, 'baggage')['ui:field']).toBe(FormField.BAGGAGE);
    expect((p.baggage?.items as Obj).oneOf).toEqual([
      { const: 50, title: '小件行李（20寸及以下）' },
      { const: 51, title: '中件行李（24寸）' },
      { const: 52, title: '大件行李（28寸及以上）' },
    ]);
    // 举牌接机 (2) is asked by isMeetGreet, not a second time among the requirements (issue 22 §2).
    expect(((p.specialRequirements?.items as Obj).oneOf as Obj[]).map((o) => o.const)).toEqual([1, 3]);
  });

  it('asks each field once (issue 22 §2): 举牌接机 by isMeetGreet alone, 途经地点 only once 途经停靠 is ticked', () => {
    const titles = (schema: Obj): string[] =>
      Object.entries(props(schema)).flatMap(([key, property]) => {
        const hiddenHere = ui(compiled.uiSchema, key)?.['ui:widget'] === 'hidden';
        const own = hiddenHere ? [] : [property.title as string];
        const options = (((property.items as Obj | undefined)?.oneOf ?? []) as Obj[]).map((o) => o.title as string);
        return [...own, ...(hiddenHere ? [] : options)];
      });
    expect(huaxin.specialRequirements?.find((r) => r.id === 2)?.name).toBe('举牌接机');
    expect(titles(compiled.schema).filter((title) => title === '举牌接机')).toHaveLength(1);
    expect(ui(compiled.uiSchema, 'isMeetGreet')?.['ui:widget']).toBeUndefined();
    // The scenario has no stops: the stops are hidden; a scenario with a stop draws them.
    expect(ui(compiled.uiSchema, 'additionStopsList')).toMatchObject({ 'ui:field': FormField.STOPS, 'ui:widget': 'hidden' });
    const stop = { city: '苏州', address: '苏州站', cityCode: '320500' };
    expect(ui(compileForm(huaxin, { ...scenario, stops: [stop] }, 'special-car').uiSchema, 'additionStopsList')['ui:widget']).toBeUndefined();
  });

  it('asks the cost centre’s approver once (issue 22 §2): the typed 成本中心审批人 is hidden while an approver section of the cost centre is drawn', () => {
    expect(ui(compiled.uiSchema, 'costCentreOwner')?.['ui:widget']).toBeUndefined();
    const ownCar = compileForm(huaxin, { ...scenario, businessType: 5, tripType: 1 }, 'own-car');
    expect(ui(ownCar.uiSchema, 'auditor')).toMatchObject({ 'ui:options': { role: 'ownCostCenter' } });
    expect((props(ownCar.schema).auditor as Obj).title).toBe('成本中心审批人');
    expect(ui(ownCar.uiSchema, 'costCentreOwner')['ui:widget']).toBe('hidden');
  });

  it('offers the notification options 1 and 2 with their labels (spec §9)', () => {
    expect(options(compiled.uiSchema, 'sms')).toEqual({ choices: [{ value: 1, label: '短信通知预订人' }, { value: 2, label: '短信通知乘车人' }] });
  });

  it('the message 项目编号为必填项 points at the field titled 项目编号 (spec §5, D4)', () => {
    const missing = { ...scenario, tripType: 3 };
    const error = evaluate(huaxin, { ...missing, businessType: 4 }).errors.find((e) => e.message === '项目编号为必填项');
    expect(error?.path).toBe('/specialConfig/101');
    const [, section, id] = (error?.path ?? '').split('/');
    expect(props(props(compileForm(huaxin, missing, 'special-car').schema)[section as string] as Obj)[id as string]?.title).toBe('项目编号');
  });

  it('names every property in ui:order exactly once', () => {
    expect([...(compiled.uiSchema['ui:order'] as string[])].sort()).toEqual(Object.keys(p).sort());
  });

  it('has no $ref, no definitions and no English developer notes', () => {
    const text = JSON.stringify(compiled.schema);
    expect(text).not.toContain('$ref');
    expect(text).not.toContain('definitions');
    expect(text).not.toContain('"description"');
  });
});

describe('compileForm own-car (spec §3 "Own-car booking form", issue 8 §1)', () => {
  it('draws the times, the allowances and the region types offered; the holiday type only with the permission (D6)', () => {
    const without = compileForm(huaxin, { tripType: 1 }, 'own-car');
    expect(((props(without.schema).tripType?.oneOf as Obj[]) ?? []).map((o) => o.title)).toEqual(['同城', '异地', '普通']);
    const withHoliday = compileForm(huaxin, { tripType: 1, permissions: ['ownCar.holiday'] }, 'own-car');
    expect(((props(withHoliday.schema).tripType?.oneOf as Obj[]) ?? []).map((o) => o.title)).toEqual(['同城', '异地', '普通', '休假']);
    expect(without.schema.required).toEqual(expect.arrayContaining(['fromTime', 'toTime']));
    expect(without.fieldStates['/fromTime']).toMatchObject({ visible: true, required: true });
    expect(ui(without.uiSchema, 'toTime')['ui:widget']).toBe(FormWidget.DATETIME);
  });

  it('offers every region type while the enterprise lists none (the rules then check none, 6.4a)', () => {
    const minimal = compileForm({ enterpriseId: 1 }, {}, 'own-car');
    expect(((props(minimal.schema).tripType?.oneOf as Obj[]) ?? []).map((o) => o.const)).toEqual([1, 2, 3, 4]);
    expect(minimal.fieldStates['/tripType']?.options).toEqual([]);
  });

  it('defaults the address kind to ordinary and looks flights up only with config 135 = 1 (spec §6, D6)', () => {
    const h = compileForm(huaxin, { tripType: 1 }, 'own-car');
    expect(options(h.uiSchema, 'pickUp')).toMatchObject({ defaultAddressType: 3 });
    const flights = (b: EnterpriseBundle) => options(compileForm(b, { tripType: 1 }, 'own-car').uiSchema, 'pickUp').flightLookup;
    expect(flights({ ...huaxin, configs: [{ configId: 135, configValue: '1' }] })).toBe(true);
    expect(flights({ ...huaxin, configs: [{ configId: 135, configValue: '0' }] })).toBe(false);
  });

  it('draws the one approver of an own-car order under auditor with its validate type (D3)', () => {
    const h = compileForm(huaxin, { tripType: 1 }, 'own-car');
    expect(ui(h.uiSchema, 'auditor')['ui:field']).toBe(FormField.APPROVER);
    expect(options(h.uiSchema, 'auditor')).toMatchObject({ role: 'ownCostCenter', validateType: 2, input: 'phone', defaultSource: 3 });
    expect((props(h.schema).auditor?.properties as Record<string, Obj>).phoneNumber?.pattern).toBe('^$|^1\\d{10}$');
    expect(h.fieldStates['/auditor']).toMatchObject({ visible: true, required: true });
  });

  it('draws the car choice with the own-car field, the notifications 4 to 9 and the weekdays from Monday', () => {
    const h = compileForm(huaxin, { tripType: 1 }, 'own-car');
    expect(ui(h.uiSchema, 'carLicense')['ui:field']).toBe(FormField.OWN_CAR);
    expect((options(h.uiSchema, 'sms').choices as Obj[]).map((c) => c.value)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(((props(h.schema).weekdays?.items as Obj).oneOf as Obj[])[0]).toEqual({ const: 1, title: '周一' });
  });

  it('holds own-car special fields under specialConfig', () => {
    const h = compileForm(huaxin, { tripType: 1 }, 'own-car');
    expect(Object.keys(props(props(h.schema).specialConfig as Obj))).toEqual(['102', '103', '105']);
  });
});

describe('compileForm audit (D3)', () => {
  it('lists the visible sections in approval order under the booking form keys, and the comment', () => {
    const a = compileForm(huaxin, { businessType: 4, tripType: 1, paymentType: 4 }, 'audit');
    expect(a.uiSchema['ui:order']).toEqual(['administrativeReviewerMsg', 'approver', 'justification']);
    expect(a.schema.required).toEqual(['administrativeReviewerMsg', 'approver']);
    expect(Object.keys(a.fieldStates)).toEqual(['/administrativeReviewerMsg', '/approver', '/justification']);
  });

  it('a cost-centre approver of the own car is the auditor', () => {
    const a = compileForm(huaxin, { businessType: 5, tripType: 1 }, 'audit');
    expect(a.uiSchema['ui:order']).toEqual(['auditor']);
  });

  it('no audit needed: an empty form', () => {
    const a = compileForm(read('xiaoyu-design-minimal'), { businessType: 4 }, 'audit');
    expect(a.schema.properties).toEqual({});
  });

  it('a read-only section is ui:readonly', () => {
    const bundle: EnterpriseBundle = {
      enterpriseId: 1,
      auditConfigs: [{ businessType: 4, isNeedAudit: true, auditType: 1, userInputDto: { isShow: true, isRequired: false, isCanEdit: false } }],
    };
    const a = compileForm(bundle, { businessType: 4 }, 'audit');
    expect(ui(a.uiSchema, 'approver')['ui:readonly']).toBe(true);
    expect(a.schema.required).toBeUndefined();
  });
});
