import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { evaluate } from '../evaluate.ts';
import { buildSpecialCarOrder, readSpecialCarOrder } from '../orders/special-car-order.ts';
import { IncompleteBookingError, ownCarBookingData, specialCarBookingData, toOwnCarForm, toSpecialCarForm } from './booking-data.ts';
import { bookingScenario } from './booking-scenario.ts';
import { compileForm } from './compile-form.ts';
import type { SpecialCarBookingData } from './contract.ts';
import { newBookingData } from './new-booking-data.ts';
import { bookingStep } from '../step/booking-step.ts';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/enterprises/${name}/bundle.json`, import.meta.url), 'utf8')) as EnterpriseBundle;
const huaxin = read('huaxin-tech');
const zhongyuan = read('zhongyuan-energy');
const now = new Date('2026-11-22T10:20:00+08:00');

describe('newBookingData (spec §3 defaults, D5, D6, D7)', () => {
  it('a special car starts at the next whole hour plus 3 hours, with the default trip type, airport addresses and the D5 payment', () => {
    const data = newBookingData('special-car', huaxin, { offeredPaymentTypes: [2, 4] }, now);
    expect(data.travelDateTime).toBe('2026-11-22 14:00');
    expect(data.tripType).toBe(5);
    expect(data.pickUp.addressType).toBe(1);
    expect(data.destination.addressType).toBe(1);
    expect(data.paymentType).toBe(4);
    expect(data.trainStaff).toBe(1);
    expect(data.orderType).toBe(1);
  });

  it('prefills the approver from the configured name(phone) text, split (D3 default 1, D8)', () => {
    const data = newBookingData('special-car', huaxin, {}, now);
    expect(data.approver).toEqual({ name: '李建华', phoneNumber: '13912345678', email: '' });
  });

  it("opens on the booker's own cost centre, drawn as the cost-centre chooser (issue 22 §2)", () => {
    const booker = { name: '王小明', phoneNumber: '13800000001', email: '', costCentre: '研发中心' };
    for (const kind of ['special-car', 'own-car'] as const) {
      expect(newBookingData(kind, huaxin, { booker }, now).costCentre).toBe('研发中心');
      expect(newBookingData(kind, huaxin, {}, now).costCentre).toBe('');
      expect(compileForm(huaxin, { offeredPaymentTypes: [4] }, kind).uiSchema.costCentre).toEqual({ 'ui:widget': 'costCentre' });
    }
  });

  it("fills the approver sections from the booker's own cost centre and own approver when the booking opens (D3 default sources 3 and 2)", () => {
    const booker = { name: '刘洋', phoneNumber: '13800000010', email: '', costCentre: '勘探事业部' };
    const costCentres = [
      { costCenterName: '勘探事业部', approverEmail: 'sunli@zhongyuan-energy.example.cn', approverCellphone: '13711112222' },
      { costCenterName: '新能源事业部', approverEmail: 'qianjin@zhongyuan-energy.example.cn', approverCellphone: '13711113333' },
    ];
    const userApprover = { approverName: '孙丽', approverPhoneNumber: '13711112222', approveEmail: 'sunli@zhongyuan-energy.example.cn' };
    const data = newBookingData('special-car', zhongyuan, { booker, costCentres, userApprover }, now);
    // zhongyuan's special car: the cost-centre approver (default 3) and the reviewer (default 2, the booker's own approver).
    expect(data.approver).toMatchObject({ phoneNumber: '13711112222', email: 'sunli@zhongyuan-energy.example.cn' });
    expect(data.administrativeReviewerMsg).toMatchObject({ email: 'sunli@zhongyuan-energy.example.cn', phoneNumber: '13711112222' });
    // Without the booker's centre in the list nothing is made up.
    expect(newBookingData('special-car', zhongyuan, { booker, costCentres: [] }, now).approver).toMatchObject({ phoneNumber: '', email: '' });
  });

  it('leaves the payment type unchosen while nothing is offered', () => {
    expect(newBookingData('special-car', huaxin, {}, now)).not.toHaveProperty('paymentType');
  });

  it('an own car starts at the same time, with ordinary addresses, no end yet, and the cost centre approver once one is chosen (D3 default 3)', () => {
    const costCentres = [{ costCenterName: '研发中心', approverEmail: 'li@corp.cn', approverCellphone: '13900000000' }];
    const data = newBookingData('own-car', huaxin, { costCentres }, now);
    expect(data.fromTime).toBe('2026-11-22 14:00');
    expect(data.toTime).toBe('');
    expect(data.tripType).toBe(1);
    expect(data.pickUp.addressType).toBe(3);
    expect(data.passNo).toBe(1);
    // No cost centre chosen (no booker's own here): its approver comes with the choice (the booking step's D3 refresh).
    expect(data.auditor).toEqual({ phoneNumber: '', email: '', name: '' });
    const opened = bookingStep(huaxin, { costCentres }, { kind: 'own-car', from: 'opened' }, data);
    const chosen = bookingStep(huaxin, { costCentres }, opened, { ...opened.data, costCentre: '研发中心' });
    expect(chosen.data.auditor).toEqual({ phoneNumber: '13900000000', email: 'li@corp.cn', name: '' });
    expect(bookingScenario('own-car', data, {})).not.toHaveProperty('toTime');
  });

  it('the new data passes the compiled schema shape: every drawn property holds a value of its kind', () => {
    const data = newBookingData('special-car', zhongyuan, { offeredPaymentTypes: [4] }, now);
    const { schema } = compileForm(zhongyuan, bookingScenario('special-car', data, { offeredPaymentTypes: [4] }), 'special-car');
    for (const key of Object.keys(schema.properties as object)) expect(data).toHaveProperty(key);
  });
});

describe('booking data ↔ order form (D4, D9)', () => {
  const context = { bookerId: 'u-1001', offeredPaymentTypes: [4] };
  const base = (): SpecialCarBookingData => ({
    ...newBookingData('special-car', zhongyuan, context, now),
    tripType: 1,
    specialConfig: { '201': 3, '202': 11, '204': [23], '205': 31, '206': '5岁 20公斤' },
  });

  it('submits visible values and the hidden field default, not the values of fields that are not shown (D4)', () => {
    const form = toSpecialCarForm(zhongyuan, base(), context);
    expect(form.specialConfigList).toEqual([
      { id: 201, name: '差旅类型', value: 3 },
      { id: 204, name: '随行服务', value: [23] },
      { id: 205, name: '儿童座椅类型', value: 31 },
      { id: 206, name: '儿童年龄及体重', value: '5岁 20公斤' },
      { id: 208, name: '内部渠道编码', value: 'ZYNY-GT-01' },
    ]);
  });

  it('flattens the approver into the order form, and back', () => {
    const data = { ...base(), approver: { name: '王五', phoneNumber: '13800000000', email: 'w@corp.cn' } };
    const bundle: EnterpriseBundle = {
      ...zhongyuan,
      auditConfigs: [{ businessType: 4, isNeedAudit: true, auditType: 1, userInputDto: { isShow: true } }],
    };
    const form = toSpecialCarForm(bundle, data, context);
    expect([form.approverName, form.approverPhone, form.approverEmail]).toEqual(['王五', '13800000000', 'w@corp.cn']);
    expect(specialCarBookingData(form).approver).toEqual(data.approver);
  });

  it('a hidden approver section submits nothing (D3)', () => {
    const data = { ...base(), approver: { name: '王五', phoneNumber: '13800000000', email: '' } };
    const form = toSpecialCarForm(zhongyuan, data, context);
    expect(evaluate(zhongyuan, bookingScenario('special-car', data, context)).audit.sections.some((s) => s.role === 'userInput' && s.visible)).toBe(false);
    expect([form.approverName, form.approverPhone]).toEqual(['', '']);
  });

  it('reads a submitted order back into the section keyed by specialId', () => {
    const form = toSpecialCarForm(zhongyuan, base(), context);
    const payload = buildSpecialCarOrder(form, { enterpriseId: zhongyuan.enterpriseId, userId: 'u-1001' });
    const back = specialCarBookingData(readSpecialCarOrder({ ...payload, creditCard: null }, { enterpriseId: zhongyuan.enterpriseId }));
    expect(back.specialConfig).toEqual({ '201': 3, '204': [23], '205': 31, '206': '5岁 20公斤', '208': 'ZYNY-GT-01' });
  });

  it('refuses to convert a booking with no trip type or payment type: a programmer error', () => {
    const { tripType: _t, ...noTrip } = base();
    expect(() => toSpecialCarForm(zhongyuan, noTrip, context)).toThrow(IncompleteBookingError);
    const { paymentType: _p, ...noPayment } = base();
    expect(() => toSpecialCarForm(zhongyuan, noPayment, context)).toThrow(IncompleteBookingError);
  });

  it('converts an own-car booking both ways', () => {
    const data = { ...newBookingData('own-car', huaxin, {}, now), toTime: '2026-11-22 18:00', specialConfig: { '102': 2, '103': '接待客户' } };
    const form = toOwnCarForm(huaxin, data, {});
    expect(form.specialConfig).toEqual([
      { id: 102, name: '出差事由', value: 2 },
      { id: 103, name: '用车说明', value: '接待客户' },
    ]);
    expect(ownCarBookingData(form)).toEqual(data);
  });
});
