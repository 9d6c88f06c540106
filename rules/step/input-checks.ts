/**
 * The checks of what a booker types into the people and time fields of a booking (issue 22 §2
 * "Passengers", "Time"), run by the booking step as field checks (field-checks.ts): their errors
 * sit at the field they are about, so the page draws them under it as soon as the booker changed
 * that field, the preview draws the same, and the server refuses the same order (`blockers.submit`).
 *
 * - a phone number of the booker, the passenger or another passenger is a mainland mobile number
 *   (11 digits, the first 1: `MAINLAND_MOBILE_PATTERN`, D3 validateType 2), an e-mail an e-mail
 *   address (`EMAIL_PATTERN`); an empty one is left to the required check;
 * - the travellers fit in the chosen car level: 乘车人数 (`trainStaff`) and the passengers listed
 *   (the passenger and the other passengers) are no more than its seats (`maxPass` of
 *   `/Driver/CarCategory/ForDropDownList`, `BookingContext.carLevelSeats`);
 * - the travellers fit in the chosen own car: 乘车人数 (`passNo`) and the passengers listed are no
 *   more than its passenger seats (the fleet's `seats`, the driver's seat not counted:
 *   `BookingContext.carSeats`, by licence);
 * - the boarding time is not before the current minute (`checkBoardingNotPast`) when the context
 *   carries the current instant (`BookingContext.now`: the booking page's machines; the server checks
 *   it with its own clock before the step, src/server/order-judgement.ts).
 *
 * The spec gives no words for these; the messages are the portal's (docs/rules.md "Booker inputs").
 */
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from '../model/constants.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import { checkBoardingNotPast } from '../trip/boarding-time-past.ts';
import type { BookingContext, BookingData, BookingKind } from '../compile/booking-scenario.ts';

/** A phone number that is not a mainland mobile number. */
export const PHONE_INVALID = {
  code: 'contact.phoneInvalid',
  message: '请输入正确的手机号：11 位数字，以 1 开头',
  messageEn: 'Enter a mainland mobile number: 11 digits starting with 1',
} as const satisfies ErrorDefinition;

/** An e-mail that is not an e-mail address. */
export const EMAIL_INVALID = {
  code: 'contact.emailInvalid',
  message: '请输入正确的邮箱，例如 name@example.com',
  messageEn: 'Enter a valid e-mail address, e.g. name@example.com',
} as const satisfies ErrorDefinition;

/** More travellers than the chosen car level seats (`{seats}`: its seats). */
export const SEATS_EXCEEDED = {
  code: 'carLevel.seatsExceeded',
  message: '乘车人数超过所选车型的座位数（{seats} 座），请减少乘车人或选择更大的车型',
  messageEn: 'More passengers than the chosen car level seats ({seats}): fewer passengers or a larger car level',
} as const satisfies ErrorDefinition;

/** More travellers than the chosen own car's passenger seats (`{seats}`: its seats). */
export const CAR_SEATS_EXCEEDED = {
  code: 'ownCar.seatsExceeded',
  message: '乘车人数超过所选车辆的乘客座位数（{seats} 座），请减少乘车人或选择其他车辆',
  messageEn: 'More passengers than the chosen car seats ({seats}): fewer passengers or another car',
} as const satisfies ErrorDefinition;

/** The people fields of both booking forms that hold a phone number or an e-mail, by JSON Pointer. */
const PHONE_FIELDS = ['bookerPhone', 'passPhone'] as const;
const EMAIL_FIELDS = ['bookerEmail', 'passEmail'] as const;

type Row = { name?: unknown; phoneNumber?: unknown; email?: unknown };

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function phoneError(value: unknown, field: string, path: string): BookingError[] {
  const text = textOf(value);
  return text === '' || MAINLAND_MOBILE_PATTERN.test(text) ? [] : [bookingError(PHONE_INVALID, field, path)];
}

function emailError(value: unknown, field: string, path: string): BookingError[] {
  const text = textOf(value);
  return text === '' || EMAIL_PATTERN.test(text) ? [] : [bookingError(EMAIL_INVALID, field, path)];
}

/**
 * The phone numbers and e-mails of the booker, the passenger and each other passenger that are
 * filled in and malformed, each at its field (surrounding spaces ignored).
 *
 * @example contactErrors({ bookerPhone: '13800000001', passPhone: '1380000', passList: [{ name: '李四', phoneNumber: '', email: 'lisi@' }] })
 * // [{ code: 'contact.phoneInvalid', path: '/passPhone', … }, { code: 'contact.emailInvalid', path: '/passList/0/email', … }]
 */
export function contactErrors(data: { passList?: readonly Row[] } & Partial<Record<(typeof PHONE_FIELDS)[number] | (typeof EMAIL_FIELDS)[number], unknown>>): BookingError[] {
  const errors: BookingError[] = [];
  for (const key of PHONE_FIELDS) errors.push(...phoneError(data[key], key, `/${key}`));
  for (const key of EMAIL_FIELDS) errors.push(...emailError(data[key], key, `/${key}`));
  (data.passList ?? []).forEach((row, i) => {
    errors.push(...phoneError(row.phoneNumber, `passList.${i}.phoneNumber`, `/passList/${i}/phoneNumber`));
    errors.push(...emailError(row.email, `passList.${i}.email`, `/passList/${i}/email`));
  });
  return errors;
}

/**
 * More travellers than the chosen car level seats: 乘车人数 above its seats (at `/trainStaff`), and
 * the passengers listed (the passenger and the other passengers) above them (at `/passList`).
 * Nothing while no level is chosen or its seats are not known.
 *
 * @example seatErrors({ firstCarType: 1, trainStaff: 5, passList: [] }, { 1: 4 })
 * // [{ code: 'carLevel.seatsExceeded', path: '/trainStaff', message: '乘车人数超过所选车型的座位数（4 座），请减少乘车人或选择更大的车型', … }]
 */
export function seatErrors(data: { firstCarType?: number | null; trainStaff?: number; passList?: readonly unknown[] }, seatsByLevel: Readonly<Record<number, number>> | undefined): BookingError[] {
  const level = data.firstCarType;
  const seats = typeof level === 'number' ? seatsByLevel?.[level] : undefined;
  if (seats === undefined) return [];
  return travellersOverSeats(SEATS_EXCEEDED, seats, 'trainStaff', data.trainStaff, data.passList);
}

/**
 * More travellers than the chosen own car's passenger seats: 乘车人数 above them (at `/passNo`), and the
 * passengers listed (the passenger and the other passengers) above them (at `/passList`). Nothing while
 * no car is chosen or its seats are not known (the fleet not loaded yet).
 *
 * @example carSeatErrors({ carLicense: '沪A·D1234', passNo: 5, passList: [] }, { '沪A·D1234': 4 })
 * // [{ code: 'ownCar.seatsExceeded', path: '/passNo', message: '乘车人数超过所选车辆的乘客座位数（4 座），请减少乘车人或选择其他车辆', … }]
 */
export function carSeatErrors(data: { carLicense?: string; passNo?: number; passList?: readonly unknown[] }, seatsByCar: Readonly<Record<string, number>> | undefined): BookingError[] {
  const licence = data.carLicense ?? '';
  const seats = licence !== '' && seatsByCar && Object.hasOwn(seatsByCar, licence) ? seatsByCar[licence] : undefined;
  if (seats === undefined) return [];
  return travellersOverSeats(CAR_SEATS_EXCEEDED, seats, 'passNo', data.passNo, data.passList);
}

/**
 * The travellers over `seats`, said with `definition`: the count field (`trainStaff`, `passNo`) above
 * them, and the passengers listed (the passenger and the other passengers, at `/passList`) above them.
 */
function travellersOverSeats(
  definition: typeof SEATS_EXCEEDED | typeof CAR_SEATS_EXCEEDED,
  seats: number,
  countField: 'trainStaff' | 'passNo',
  count: number | undefined,
  passList: readonly unknown[] | undefined,
): BookingError[] {
  const message = definition.message.replace('{seats}', String(seats));
  const errors: BookingError[] = [];
  if (typeof count === 'number' && count > seats) errors.push(bookingError(definition, countField, `/${countField}`, message));
  if (1 + (passList?.length ?? 0) > seats) errors.push(bookingError(definition, 'passList', '/passList', message));
  return errors;
}

/**
 * The checks of one booking's people and time fields (see the header), in the order they are listed.
 *
 * @example bookerInputErrors('special-car', { ...data, passPhone: '123' }, {}) // [{ code: 'contact.phoneInvalid', path: '/passPhone', … }]
 */
export function bookerInputErrors<K extends BookingKind>(kind: K, data: BookingData<K>, context: BookingContext): BookingError[] {
  const errors = contactErrors(data);
  if (context.now !== undefined) {
    const [time, path] = kind === 'special-car' ? [(data as BookingData<'special-car'>).travelDateTime, 'travelDateTime'] : [(data as BookingData<'own-car'>).fromTime, 'fromTime'];
    errors.push(...checkBoardingNotPast(time, context.now, path, `/${path}`));
  }
  if (kind === 'special-car') errors.push(...seatErrors(data as BookingData<'special-car'>, context.carLevelSeats));
  else errors.push(...carSeatErrors(data as BookingData<'own-car'>, context.carSeats));
  return errors;
}
