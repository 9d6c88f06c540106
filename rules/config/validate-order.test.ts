import { describe, expect, it } from 'vitest';
import { ownCarForm, ownCarPayload, specialCarForm, specialCarPayload } from '../../tests/server/payloads.ts';
import { checkOwnCarFormSchema, checkOwnCarOrderSchema, checkSpecialCarFormSchema, checkSpecialCarOrderSchema } from './validate-order.ts';

describe('checkSpecialCarOrderSchema (spec §3, D9)', () => {
  it('accepts a built payload and gives it back', () => {
    const payload = specialCarPayload();
    expect(checkSpecialCarOrderSchema(payload)).toEqual({ ok: true, value: payload, issues: [] });
  });
  it('refuses an unknown key at any level, pointing at the key, in Chinese and English', () => {
    const payload = specialCarPayload();
    const result = checkSpecialCarOrderSchema({ ...payload, isVip: true, baseData: { ...payload.baseData, discount: 0.5 } });
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([
      { code: 'schema.additionalProperties', path: '/isVip', message: '不允许有额外的属性: isVip', messageEn: 'must NOT have additional properties: isVip' },
      { code: 'schema.additionalProperties', path: '/baseData/discount', message: '不允许有额外的属性: discount', messageEn: 'must NOT have additional properties: discount' },
    ]);
  });
  it('refuses a negative passenger number and a wrong type', () => {
    const payload = specialCarPayload();
    const result = checkSpecialCarOrderSchema({ ...payload, baseData: { ...payload.baseData, passengerNumber: -1, tripType: '3' } });
    expect(result.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'schema.type', path: '/baseData/tripType' },
      { code: 'schema.enum', path: '/baseData/tripType' },
      { code: 'schema.minimum', path: '/baseData/passengerNumber' },
    ]);
  });
  it('refuses a payment method outside spec §9 and a boarding time that is not YYYY-MM-DD HH:mm', () => {
    const payload = specialCarPayload();
    const result = checkSpecialCarOrderSchema({ ...payload, baseData: { ...payload.baseData, paymentType: 5, boardingTime: '2026-11-22 9:00' } });
    expect(result.issues.map((issue) => issue.path)).toEqual(['/baseData/paymentType', '/baseData/boardingTime']);
  });
  it('refuses a time that reads right but does not exist (D7)', () => {
    const payload = specialCarPayload();
    const result = checkSpecialCarOrderSchema({ ...payload, baseData: { ...payload.baseData, boardingTime: '2027-02-30 10:00' } });
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          code: 'time.invalid',
          path: '/baseData/boardingTime',
          message: '时间格式应为 YYYY-MM-DD HH:mm',
          messageEn: 'A time must read YYYY-MM-DD HH:mm (China time)',
        },
      ],
    });
  });
  it('bounds what a body may cost: long texts and long lists are refused', () => {
    const payload = specialCarPayload();
    const contact = { name: '张三', phoneNumber: '', email: '' };
    const result = checkSpecialCarOrderSchema({
      ...payload,
      booker: { ...payload.booker, name: '长'.repeat(201) },
      contacts: Array.from({ length: 21 }, () => contact),
    });
    expect(result.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'schema.maxLength', path: '/booker/name' },
      { code: 'schema.maxItems', path: '/contacts' },
    ]);
  });
  it('refuses what is not an object', () => {
    expect(checkSpecialCarOrderSchema(null).ok).toBe(false);
    expect(checkSpecialCarOrderSchema([]).ok).toBe(false);
  });
});

describe('checkOwnCarOrderSchema (spec §3, D9)', () => {
  it('accepts a built payload', () => expect(checkOwnCarOrderSchema(ownCarPayload()).issues).toEqual([]));
  it('accepts the orderId an update may carry in its body (spec §7)', () => {
    expect(checkOwnCarOrderSchema({ ...ownCarPayload(), orderId: 'O-1' }).ok).toBe(true);
    expect(checkOwnCarOrderSchema({ ...ownCarPayload(), orderId: 7 }).ok).toBe(true);
  });
  it('refuses an unknown key in a nested object and a weekday outside 1 to 7', () => {
    const payload = ownCarPayload();
    const result = checkOwnCarOrderSchema({ ...payload, other: { ...payload.other, isSendFax: true }, weekdays: [0] });
    expect(result.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'schema.additionalProperties', path: '/other/isSendFax' },
      { code: 'schema.minimum', path: '/weekdays/0' },
    ]);
  });
  it('refuses a fixed end time that is not a date, or a date that does not exist', () => {
    const result = checkOwnCarOrderSchema({ ...ownCarPayload(), fixedEndTime: '2026-12-31 18:00' });
    expect(result.ok).toBe(false);
    expect(result.issues.some((issue) => issue.path === '/fixedEndTime')).toBe(true);
    expect(checkOwnCarOrderSchema({ ...ownCarPayload(), isFixedTime: true, fixedEndTime: '2027-02-29', weekdays: [1] }).issues.map((i) => i.path)).toEqual([
      '/fixedEndTime',
    ]);
    expect(checkOwnCarOrderSchema({ ...ownCarPayload(), isFixedTime: true, fixedEndTime: '2028-02-29', weekdays: [1] }).ok).toBe(true);
  });
  it('refuses a stop time that does not exist, pointing at the stop', () => {
    const stop = { city: '上海', name: '', address: '', englishName: '', stopTime: '2026-02-30 10:00', cityCode: '', lat: null, lng: null };
    expect(checkOwnCarOrderSchema({ ...ownCarPayload(), stops: [stop] }).issues.map((i) => i.path)).toEqual(['/stops/0/stopTime']);
  });
});

describe('the form schemas (spec §3)', () => {
  it('accept the forms the server tests book with', () => {
    expect(checkSpecialCarFormSchema(specialCarForm()).issues).toEqual([]);
    expect(checkOwnCarFormSchema(ownCarForm()).issues).toEqual([]);
  });
  it('refuse a form without its passenger count', () => {
    const { trainStaff: _, ...form } = specialCarForm();
    expect(checkSpecialCarFormSchema(form).issues).toEqual([
      { code: 'schema.required', path: '', message: '应当有必需属性 trainStaff', messageEn: "must have required property 'trainStaff'" },
    ]);
  });
});
