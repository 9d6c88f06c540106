/**
 * Arbitraries for the booking-flow machines (issue 8 §3): the edits a booker makes, each one
 * field at a JSON Pointer with a new value, for the model-based tests over random event sequences.
 */
import { fc } from '@fast-check/vitest';
import type { SpecialCarStop } from '../../rules/orders/special-car-order.ts';

/** One edit: the field (a JSON Pointer into the booking data) and what the booker put there. */
export interface FieldEdit {
  path: string;
  value: unknown;
}

const typedText = fc.oneof(fc.constantFrom('', '张伟', '李雷', 'a@b.cn', '13900000000'), fc.string({ maxLength: 6 }));

const stop: SpecialCarStop = {
  city: '杭州',
  landMark: '',
  address: '杭州东站',
  name: '',
  englishName: '',
  arrivalTime: '',
  isAirPort: false,
  airPortName: '',
  cityCode: '',
  lat: null,
  lng: null,
  remark: '',
};

/** Edits of the special-car form: price inputs, audit inputs, audit fields, special config, people. */
export const specialCarEditArb: fc.Arbitrary<FieldEdit> = fc.oneof(
  fc.record({ path: fc.constant('/passName'), value: typedText }),
  fc.record({ path: fc.constant('/tripType'), value: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ path: fc.constant('/paymentType'), value: fc.constantFrom(2, 4, 20, 24) }),
  fc.record({ path: fc.constant('/firstCarType'), value: fc.constantFrom(1, 2, 3, null) }),
  fc.record({ path: fc.constant('/costCentre'), value: fc.constantFrom('', '研发中心', '市场部') }),
  fc.record({ path: fc.constant('/approver/name'), value: typedText }),
  fc.record({ path: fc.constant('/approver/phoneNumber'), value: typedText }),
  fc.record({ path: fc.constant('/administrativeReviewerMsg/email'), value: typedText }),
  fc.record({ path: fc.constant('/specialConfig/102'), value: fc.constantFrom(1, 2, 3, 4, null) }),
  fc.record({ path: fc.constant('/specialConfig/101'), value: typedText }),
  fc.record({ path: fc.constant('/pickUp/address'), value: fc.constantFrom('', '上海浦东国际机场T2', '上海虹桥国际机场T2') }),
  fc.record({ path: fc.constant('/pickUp/addressType'), value: fc.constantFrom(1, 2, 3) }),
  fc.record({ path: fc.constant('/destination/city'), value: fc.constantFrom('', '上海', '苏州') }),
  fc.record({ path: fc.constant('/additionStopsList'), value: fc.constantFrom([], [stop]) }),
  fc.record({ path: fc.constant('/travelDateTime'), value: fc.constantFrom('2026-11-23 14:00', '2026-11-23 16:00', '明天') }),
);

/** Edits of the own-car form: times, region type, addresses, cost centre, auditor, car choice, people. */
export const ownCarEditArb: fc.Arbitrary<FieldEdit> = fc.oneof(
  fc.record({ path: fc.constant('/passName'), value: typedText }),
  fc.record({ path: fc.constant('/tripType'), value: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ path: fc.constant('/fromTime'), value: fc.constantFrom('2026-11-23 14:00', '2026-11-23 18:00', '') }),
  fc.record({ path: fc.constant('/toTime'), value: fc.constantFrom('2026-11-23 17:00', '2026-11-23 20:00', '2026-11-23 12:00', '') }),
  fc.record({ path: fc.constant('/costCentre'), value: fc.constantFrom('', '研发中心', '市场部') }),
  fc.record({ path: fc.constant('/auditor/phoneNumber'), value: typedText }),
  fc.record({ path: fc.constant('/auditor/name'), value: typedText }),
  fc.record({ path: fc.constant('/specialConfig/102'), value: fc.constantFrom(1, 2, null) }),
  fc.record({ path: fc.constant('/specialConfig/103'), value: typedText }),
  fc.record({ path: fc.constant('/pickUp/address'), value: fc.constantFrom('', '上海市浦东新区张江路100号') }),
  fc.record({ path: fc.constant('/comments'), value: typedText }),
);
