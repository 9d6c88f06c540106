import { describe, expect, it } from 'vitest';
import { SPECIAL_ENTERPRISE_ID } from '../model/constants.ts';
import type { OwnCarOrderContext } from './own-car-order.ts';
import { buildOwnCarOrder, fixedEndDate, readOwnCarOrder } from './own-car-order.ts';
import { SAMPLE_OWN_CAR_FORM } from '../../tests/support/sample-order-forms.ts';

const form = SAMPLE_OWN_CAR_FORM;
const context: OwnCarOrderContext = { enterpriseId: 1001, userId: 'u-1001' };

describe('buildOwnCarOrder (spec §3, D9)', () => {
  it('message options become the other flags, with the comments as remark', () => {
    expect(buildOwnCarOrder(form, context).other).toEqual({
      remark: '请提前十分钟到达',
      isSendMessageToPassenger: true,
      isSendEmailToPassenger: false,
      isSendMessageToDriver: false,
      isSendEmailToDriver: false,
      isSendMessageToBooker: false,
      isSendEmailToBooker: true,
    });
  });

  it('the boarding and drop-off times are the form times', () => {
    const payload = buildOwnCarOrder(form, context);
    expect([payload.boardingTime, payload.dropOffTime]).toEqual(['2026-11-22 09:00', '2026-11-22 15:00']);
  });

  it('fixedEndTime is a date YYYY-MM-DD for a booking on fixed days', () => {
    const payload = buildOwnCarOrder({ ...form, isFixedTime: true, fixedEndTime: '2026-12-31 18:00', weekdays: [1, 3] }, context);
    expect([payload.fixedEndTime, payload.weekdays]).toEqual(['2026-12-31', [1, 3]]);
  });
  it('a booking not on fixed days sends no end date and no weekdays', () => {
    const payload = buildOwnCarOrder({ ...form, fixedEndTime: '2026-12-31', weekdays: [1] }, context);
    expect([payload.isFixedTime, payload.fixedEndTime, payload.weekdays]).toEqual([false, null, []]);
  });

  it('the primary passenger leads the contacts', () => {
    expect(buildOwnCarOrder(form, context).contacts).toEqual({
      contactNumber: '13900000000',
      passengerNumber: 2,
      contacts: [
        { name: '张三', phoneNumber: '13800000000', email: 'zhang@corp.cn' },
        { name: '王五', phoneNumber: '13700000000', email: '' },
      ],
    });
  });

  it('the special enterprise sends specialCostCenter as bizOperUnit-deptId-costCentre', () => {
    const payload = buildOwnCarOrder(
      { ...form, specialCostCentre: { bizOperUnit: '华东事业部', deptId: '2001' } },
      { ...context, enterpriseId: SPECIAL_ENTERPRISE_ID },
    );
    expect(payload.enterprise).toEqual({ costCenter: '市场部', specialCostCenter: '华东事业部-2001-市场部', costCenterAuditor: '赵六' });
  });
  it('another enterprise sends no special cost centre', () => {
    expect(buildOwnCarOrder(form, context).enterprise.specialCostCenter).toBe('');
  });

  it('the booker id, enterprise and approval need come from the context', () => {
    const payload = buildOwnCarOrder(form, { ...context, isNeedAudit: true, userLevel: 2 });
    expect([payload.bookerId, payload.enterpriseId, payload.isNeedAudit, payload.userLevel]).toEqual(['u-1001', 1001, true, 2]);
  });
});

describe('readOwnCarOrder (spec §3, D9)', () => {
  it('gives back the form it was built from', () => {
    expect(readOwnCarOrder(buildOwnCarOrder(form, context))).toEqual(form);
  });

  it('reads the approver from the flat detail fields when auditor is missing', () => {
    const { auditor: _auditor, ...rest } = buildOwnCarOrder(form, context);
    const read = readOwnCarOrder({ ...rest, auditorPhoneNumber: '13500000000', auditorEmail: 'a@corp.cn', auditorName: '钱七' });
    expect(read.auditor).toEqual({ phoneNumber: '13500000000', email: 'a@corp.cn', name: '钱七' });
  });

  it('reads the special cost centre parts', () => {
    const special = { ...form, specialCostCentre: { bizOperUnit: '华东事业部', deptId: '2001' } };
    const read = readOwnCarOrder(buildOwnCarOrder(special, { ...context, enterpriseId: SPECIAL_ENTERPRISE_ID }));
    expect(read.specialCostCentre).toEqual({ bizOperUnit: '华东事业部', deptId: '2001' });
  });
});

describe('fixedEndDate (D9)', () => {
  it.each([
    ['2026-12-31', '2026-12-31'],
    ['2026-12-31 18:00', '2026-12-31'],
    [' 2026-12-31 ', '2026-12-31'],
  ])('%j gives %j', (text, date) => {
    expect(fixedEndDate(text)).toBe(date);
  });
});
