import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { booking, blankSpecialCarData, readyOwnCarTrip, readySpecialCarData } from '../../tests/support/booking-flows.ts';
import { MAINLAND_MOBILE_PATTERN } from '../model/constants.ts';
import { bookingStep, drawnErrors, STEP_ERRORS } from './booking-step.ts';
import { bookerInputErrors, CAR_SEATS_EXCEEDED, carSeatErrors, contactErrors, EMAIL_INVALID, PHONE_INVALID, SEATS_EXCEEDED, seatErrors } from './input-checks.ts';

const NOW = Date.parse('2026-11-23T05:00:00Z'); // 2026-11-23 13:00 China time
const opened = { kind: 'special-car', from: 'opened' } as const;

describe('the booker’s people and time fields (issue 22 §2, docs/rules.md "Booker inputs")', () => {
  it('a phone number is a mainland mobile number and an e-mail an e-mail address, each at its field, with the portal’s words', () => {
    expect(contactErrors({ bookerPhone: '13800000001', passPhone: '1380000', passEmail: 'lisi@', passList: [{ name: '韩梅梅', phoneNumber: '23800000000', email: 'hmm@huaxin.cn' }] })).toEqual([
      { field: 'passPhone', path: '/passPhone', code: 'contact.phoneInvalid', message: '请输入正确的手机号：11 位数字，以 1 开头' },
      { field: 'passEmail', path: '/passEmail', code: 'contact.emailInvalid', message: '请输入正确的邮箱，例如 name@example.com' },
      { field: 'passList.0.phoneNumber', path: '/passList/0/phoneNumber', code: 'contact.phoneInvalid', message: '请输入正确的手机号：11 位数字，以 1 开头' },
    ]);
  });

  it('an empty phone or e-mail is the required check’s business, and spaces around are ignored', () => {
    expect(contactErrors({ bookerPhone: '', passPhone: ' 13800000003 ', bookerEmail: '', passEmail: ' a@b.cn ' })).toEqual([]);
  });

  it('a phone is refused exactly when it is not 11 digits starting with 1 (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^1\d{10}$/), fc.stringMatching(/^\d{9,12}$/)), (phone) => {
        const refused = contactErrors({ passPhone: phone }).length === 1;
        expect(refused).toBe(phone.trim() !== '' && !MAINLAND_MOBILE_PATTERN.test(phone.trim()));
      }),
    );
  });

  it('more travellers than the chosen level seats: 乘车人数 and the passengers listed, with the seats in the message', () => {
    const message = '乘车人数超过所选车型的座位数（4 座），请减少乘车人或选择更大的车型';
    expect(seatErrors({ firstCarType: 1, trainStaff: 5, passList: [] }, { 1: 4 })).toEqual([{ field: 'trainStaff', path: '/trainStaff', code: 'carLevel.seatsExceeded', message }]);
    const four = Array.from({ length: 4 }, () => ({}));
    expect(seatErrors({ firstCarType: 1, trainStaff: 1, passList: four }, { 1: 4 })).toEqual([{ field: 'passList', path: '/passList', code: 'carLevel.seatsExceeded', message }]);
    // No level, or a level whose seats are not known: nothing to say.
    expect(seatErrors({ firstCarType: null, trainStaff: 9 }, { 1: 4 })).toEqual([]);
    expect(seatErrors({ firstCarType: 1, trainStaff: 9 }, undefined)).toEqual([]);
  });

  it('refuses exactly the travellers above the seats (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 99 }), fc.nat({ max: 12 }), (seats, trainStaff, others) => {
        const errors = seatErrors({ firstCarType: 3, trainStaff, passList: Array.from({ length: others }, () => ({})) }, { 3: seats });
        expect(errors.some((e) => e.path === '/trainStaff')).toBe(trainStaff > seats);
        expect(errors.some((e) => e.path === '/passList')).toBe(1 + others > seats);
      }),
    );
  });

  it('own car: more travellers than the chosen car’s passenger seats, at 乘车人数 and at the passengers listed', () => {
    const message = '乘车人数超过所选车辆的乘客座位数（4 座），请减少乘车人或选择其他车辆';
    const seats = { '沪A·D1234': 4, '沪A·D5678': 6 };
    expect(carSeatErrors({ carLicense: '沪A·D1234', passNo: 5, passList: [] }, seats)).toEqual([{ field: 'passNo', path: '/passNo', code: 'ownCar.seatsExceeded', message }]);
    expect(carSeatErrors({ carLicense: '沪A·D1234', passNo: 1, passList: Array.from({ length: 4 }, () => ({})) }, seats)).toEqual([
      { field: 'passList', path: '/passList', code: 'ownCar.seatsExceeded', message },
    ]);
    expect(carSeatErrors({ carLicense: '沪A·D5678', passNo: 5, passList: [] }, seats)).toEqual([]);
    // No car chosen, a car the fleet does not list, or the fleet not loaded: nothing to say.
    expect(carSeatErrors({ carLicense: '', passNo: 9 }, seats)).toEqual([]);
    expect(carSeatErrors({ carLicense: '沪A·X0000', passNo: 9 }, seats)).toEqual([]);
    expect(carSeatErrors({ carLicense: '沪A·D1234', passNo: 9 }, undefined)).toEqual([]);
    expect(carSeatErrors({ carLicense: 'toString', passNo: 9 }, seats)).toEqual([]);
  });

  it('own car: refuses exactly the travellers above the chosen car’s seats (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 99 }), fc.nat({ max: 12 }), (seats, passNo, others) => {
        const errors = carSeatErrors({ carLicense: '沪A·D1234', passNo, passList: Array.from({ length: others }, () => ({})) }, { '沪A·D1234': seats });
        expect(errors.some((e) => e.path === '/passNo')).toBe(passNo > seats);
        expect(errors.some((e) => e.path === '/passList')).toBe(1 + others > seats);
        expect(errors.every((e) => e.message === CAR_SEATS_EXCEEDED.message.replace('{seats}', String(seats)))).toBe(true);
      }),
    );
  });

  it('own car: the step refuses the submit with the message at 乘车人数 once the car’s seats are in its context', () => {
    const data = readyOwnCarTrip({ carLicense: '沪A·D1234', passNo: 5 });
    const context = { ...booking.context, carSeats: { '沪A·D1234': 4 } };
    const step = bookingStep(booking.bundle, context, { kind: 'own-car', from: 'submitted' }, data);
    expect(step.errors.filter((e) => e.code === CAR_SEATS_EXCEEDED.code)).toEqual([
      { field: 'passNo', path: '/passNo', code: 'ownCar.seatsExceeded', message: '乘车人数超过所选车辆的乘客座位数（4 座），请减少乘车人或选择其他车辆' },
    ]);
    expect(step.blockers.submit.map((e) => e.code)).toContain(CAR_SEATS_EXCEEDED.code);
    expect(bookingStep(booking.bundle, context, { kind: 'own-car', from: 'submitted' }, { ...data, passNo: 4 }).errors.some((e) => e.code === CAR_SEATS_EXCEEDED.code)).toBe(false);
  });

  it('a boarding time already past is flagged only when the context carries the current instant', () => {
    const data = readySpecialCarData({ travelDateTime: '2026-11-23 12:59' });
    expect(bookerInputErrors('special-car', data, {})).toEqual([]);
    expect(bookerInputErrors('special-car', data, { now: NOW })).toEqual([
      { field: 'travelDateTime', path: '/travelDateTime', code: 'time.boardingInPast', message: '用车时间不能早于当前时间' },
    ]);
    expect(bookerInputErrors('special-car', readySpecialCarData({ travelDateTime: '2026-11-23 13:00' }), { now: NOW })).toEqual([]);
    expect(bookerInputErrors('own-car', readyOwnCarTrip({ fromTime: '2026-11-23 09:00' }), { now: NOW }).map((e) => e.path)).toEqual(['/fromTime']);
  });

  it('the step reports them as field errors: drawn once the field changed, and they refuse the submit', () => {
    const context = { ...booking.context, carLevelSeats: { 1: 4, 2: 4, 3: 6 }, now: NOW };
    const first = bookingStep(booking.bundle, context, opened, readySpecialCarData());
    expect(first.blockers.submit).toEqual([]);
    const typed = bookingStep(booking.bundle, context, first, { ...first.data, passPhone: '1380000' });
    expect(drawnErrors(typed, false).map((e) => e.message)).toEqual([PHONE_INVALID.message]);
    expect(typed.blockers.submit.map((e) => e.code)).toEqual([PHONE_INVALID.code]);
    const crowded = bookingStep(booking.bundle, context, first, { ...first.data, trainStaff: 5 });
    expect(crowded.blockers.submit.map((e) => e.message)).toEqual([SEATS_EXCEEDED.message.replace('{seats}', '4')]);
    expect(bookingStep(booking.bundle, context, crowded, { ...crowded.data, firstCarType: 3 }).blockers.submit).toEqual([]);
  });

  it('lists its codes among the step’s', () => {
    expect(STEP_ERRORS.map((e) => e.code)).toEqual(expect.arrayContaining([PHONE_INVALID.code, EMAIL_INVALID.code, SEATS_EXCEEDED.code, CAR_SEATS_EXCEEDED.code, 'time.boardingInPast']));
  });
});

describe('an empty 下一步 says everything that is missing (issue 22 §2 "Errors")', () => {
  it('once attempted, the addresses a price still needs are drawn at their fields, each field once', () => {
    const step = bookingStep(booking.bundle, booking.context, opened, blankSpecialCarData({ tripType: 5 }));
    const drawn = drawnErrors(step, true);
    expect(drawn.map((e) => e.message)).toEqual(expect.arrayContaining(['车型等级为必填项', '请先填写上车地点城市', '请先填写上车地点', '请先填写下车地点城市', '请先填写下车地点']));
    expect(drawn.map((e) => e.message)).not.toContain('所选车型不可用，请重新选择');
    expect(new Set(drawn.map((e) => e.path)).size).toBe(drawn.length);
    expect(drawnErrors(step, false)).toEqual([]);
  });
});
