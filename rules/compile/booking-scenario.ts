/**
 * The scenario of a booking as it stands (D2, issue 8 §1): the compiled booking forms' data plus
 * what the page knows beyond it (who books, what the server offered, the price), so a page runs
 * `data → bookingScenario → evaluate / compileForm` at every change. It reads the data as the
 * payload builders will send it (stops only when `isStop` is on), so the scenario of a built
 * payload (`specialCarScenario`, `ownCarScenario`) agrees with it on every rule input.
 */
import type { LetterOfCommitment } from '../payment/letter-of-commitment.ts';
import { OWN_CAR, SPECIAL_CAR } from '../model/constants.ts';
import type { Scenario } from '../model/scenario.ts';
import type { CostCentreApprover, UserApprover } from '../audit/audit-defaults.ts';
import { scenarioAddress } from '../orders/order-scenario.ts';
import type { FleetCarTimes } from '../trip/car-availability.ts';
import type { OwnCarBookingData, SpecialCarBookingData, SpecialConfigData } from './contract.ts';

/** The two booking forms. */
export type BookingKind = 'special-car' | 'own-car';
export type BookingData<K extends BookingKind> = K extends 'special-car' ? SpecialCarBookingData : OwnCarBookingData;

/** A cost centre the booker may choose, with its approver (spec §3 Other; D3 default source 3). */
export interface CostCentreChoice extends CostCentreApprover {
  costCenterName: string;
}

/**
 * What a booking knows beyond the form's data (spec §3 "Current user", "Other client state", §7
 * lookups): who books, what the server offered, the approvers the audit defaults come from (D3),
 * the balance and, once priced, the price. The one context of a booking: the booking page builds it
 * from the session and the lookups, the config preview from its scenario panel, the server from the
 * session and the enterprise's data; `bookingStep` (rules/step/), `bookingScenario`,
 * `newBookingData` and the order-form conversions all read it. Every field is optional: a missing
 * one is "not known" (no booker, nothing offered, no price).
 */
export interface BookingContext {
  /** The booker's user id (the no-need-to-audit list, D3 bit 16). */
  bookerId?: string;
  /** The booker's priority (spec §3 Current user), default 0. */
  userLevel?: number;
  /** The booker's permission names (the holiday trip type, D6). */
  permissions?: readonly string[];
  /** The booker's name, phone and e-mail: a new booking's booker fields; their own cost centre, a new booking's. */
  booker?: { name: string; phoneNumber: string; email: string; costCentre?: string };
  /** What `/csorder/paymentType` offered, in order (D5). */
  offeredPaymentTypes?: readonly number[];
  /** The levels of `/Driver/CarCategory/ForDropDownList`. */
  offeredCarTypeLevels?: readonly number[];
  /** The current user's approver (D3 default source 2). */
  userApprover?: UserApprover;
  /** The cost centres the booker may choose; the chosen one's approver is D3 default source 3. */
  costCentres?: readonly CostCentreChoice[];
  /** The estimated price in yuan, once priced; with the balance it gives the recharge amount (D5). */
  orderPrice?: number;
  /** Yuan (`/csorder/balance`), for the recharge amount (D5). */
  userBalance?: number;
  /** The quote's price-picture url (D5). */
  picturePriceUrl?: string | null;
  /** The primary passenger's name when the form has none yet (the skip list, D4). */
  passengerName?: string;
  /**
   * Own car: the enterprise's cars with the times each is taken, once loaded for the trip's time
   * (the booking page's car step); the chosen car is then checked against it (`checkCarChoice`).
   * The server checks the car against its own data instead (src/server/own-car-choice.ts).
   */
  fleet?: readonly FleetCarTimes[];
  /** The seats of each car level offered (`maxPass`, by `carTypeLevel`): more travellers are refused (rules/step/input-checks.ts). */
  carLevelSeats?: Readonly<Record<number, number>>;
  /**
   * Own car: the passenger seats of each car of the fleet (`seats` of `/own/car/byEnterpriseId`, by
   * licence): more travellers than the chosen car's are refused (rules/step/input-checks.ts). The
   * page sets it once the fleet is loaded, the server from its own fleet.
   */
  carSeats?: Readonly<Record<string, number>>;
  /**
   * The current instant (epoch ms), when the step is to flag a boarding time already past at its
   * field (the booking page's machines stamp it on each step); without it the time is not checked
   * here (the config preview, the properties, the server, which checks with its own clock).
   */
  now?: number;
  /**
   * The enterprise's letter of commitment, when it has one (`/csorder/letterOfCommitment`; the
   * server's own table): paying by 挂账 asks the booker to agree to it (rules/payment/letter-of-commitment.ts).
   */
  letterOfCommitment?: LetterOfCommitment | null;
}

/**
 * The approver of a cost centre the booking's context lists (D3 default source 3).
 *
 * @example costCentreApproverOf({ costCentres: [{ costCenterName: '研发中心', approverCellphone: '13700000001' }] }, '研发中心')
 * // { costCenterName: '研发中心', approverCellphone: '13700000001' }
 */
export function costCentreApproverOf(context: BookingContext, costCentre: string): CostCentreApprover | undefined {
  return costCentre === '' ? undefined : context.costCentres?.find((choice) => choice.costCenterName === costCentre);
}

/**
 * The entered special-config values as scenario values (a missing value is "not chosen yet").
 * The section itself when it holds no `undefined` (the usual case): the scenario is never changed,
 * and a copy of 1,000 values is a third of a keystroke's step (issue 22 §3).
 */
export function scenarioValues(section: SpecialConfigData): NonNullable<Scenario['values']> {
  let complete = true;
  for (const key in section) {
    if (section[key] === undefined) {
      complete = false;
      break;
    }
  }
  if (complete) return section as NonNullable<Scenario['values']>;
  const values: NonNullable<Scenario['values']> = {};
  for (const [key, value] of Object.entries(section)) if (value !== undefined) values[key] = value;
  return values;
}

function common(context: BookingContext, passName: string): Scenario {
  const scenario: Scenario = {
    userLevel: context.userLevel ?? 0,
    passengerName: passName !== '' ? passName : (context.passengerName ?? ''),
    permissions: [...(context.permissions ?? [])],
  };
  if (context.bookerId !== undefined) scenario.bookerId = context.bookerId;
  return scenario;
}

function specialCar(data: SpecialCarBookingData, context: BookingContext): Scenario {
  const scenario: Scenario = {
    businessType: SPECIAL_CAR,
    ...common(context, data.passName),
    orderType: data.orderType,
    offeredPaymentTypes: [...(context.offeredPaymentTypes ?? [])],
    pickUp: scenarioAddress(data.pickUp),
    dropOff: scenarioAddress(data.destination),
    stops: data.isStop ? data.additionStopsList.map(scenarioAddress) : [],
    picturePriceUrl: context.picturePriceUrl ?? null,
    values: scenarioValues(data.specialConfig),
  };
  if (data.tripType !== undefined) scenario.tripType = data.tripType;
  if (data.paymentType !== undefined) scenario.paymentType = data.paymentType;
  if (typeof data.firstCarType === 'number') scenario.carTypeLevel = data.firstCarType;
  if (context.offeredCarTypeLevels) scenario.offeredCarTypeLevels = [...context.offeredCarTypeLevels];
  if (context.orderPrice !== undefined) scenario.orderPrice = context.orderPrice;
  if (context.userBalance !== undefined) scenario.userBalance = context.userBalance;
  return scenario;
}

function ownCar(data: OwnCarBookingData, context: BookingContext): Scenario {
  const scenario: Scenario = {
    businessType: OWN_CAR,
    ...common(context, data.passName),
    pickUp: scenarioAddress(data.pickUp),
    dropOff: scenarioAddress(data.destination),
    stops: data.isStop ? data.additionStopsList.map(scenarioAddress) : [],
    values: scenarioValues(data.specialConfig),
  };
  if (data.tripType !== undefined) scenario.tripType = data.tripType;
  // An empty time is "not chosen yet" (the form opens with no end time).
  if (data.fromTime !== '') scenario.fromTime = data.fromTime;
  if (data.toTime !== '') scenario.toTime = data.toTime;
  return scenario;
}

/**
 * The D2 scenario of a booking's data.
 *
 * @example bookingScenario('special-car', data, { bookerId: 'u-1001', offeredPaymentTypes: [4, 2] })
 * // { businessType: 4, userLevel: 0, passengerName: data.passName, permissions: [], bookerId: 'u-1001', tripType: data.tripType, … }
 */
export function bookingScenario<K extends BookingKind>(kind: K, data: BookingData<K>, context: BookingContext): Scenario {
  return kind === 'special-car'
    ? specialCar(data as SpecialCarBookingData, context)
    : ownCar(data as OwnCarBookingData, context);
}
