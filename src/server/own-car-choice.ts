/**
 * Whether an own-car order's car may take its trip (spec §3 "Own-car flow state", issue 8 "cars
 * and licences with their booked times", issue 22 §1 "the car hold decided once"): the rules core
 * decides (`checkCarChoice` of rules/trip/car-availability.ts) on the enterprise's fleet with the
 * times each car is taken (car-booked-times.ts: its other orders, allowances included, and the
 * seeded busy times) and its restricted days (`withRestrictedDays`): the same fleet, by the same
 * rule, as the portal's own-car form reads from ServiceTimes and restrictedDate. The order being
 * updated is left out by its id, on both sides.
 *
 * The portal's own-car flow offers only the free cars of the fleet, so a refusal here means the
 * booker's view went stale (a colleague booked the car meanwhile) or the client is forged: it is
 * answered 422, the catalogue's validation error, with the rule's message and a business errorCode
 * saying which (docs/server.md), and logged in Chinese and English.
 */
import { CAR_ALREADY_BOOKED, CAR_NOT_CHOSEN, CAR_NOT_IN_FLEET, CAR_RESTRICTED, checkCarChoice, orderTrip, withRestrictedDays, type OwnCarOrderPayload } from '../../rules/index.ts';
import { carBookedTimes } from './car-booked-times.ts';
import { restrictedDates } from './store/fleet.ts';
import type { UserContext } from './context.ts';
import { BusinessError } from './messages.ts';
import { refusedWithStatus, type Answer } from './protocol/envelope.ts';

const UNPROCESSABLE = 422;

/** The business error of each car-choice rule; a car not chosen is a rule refusal like any other. */
const BUSINESS_ERROR_OF: Readonly<Record<string, { errorCode: number; message: string }>> = {
  [CAR_NOT_IN_FLEET.code]: BusinessError.CAR_NOT_AVAILABLE,
  [CAR_ALREADY_BOOKED.code]: BusinessError.CAR_ALREADY_BOOKED,
  [CAR_RESTRICTED.code]: BusinessError.CAR_RESTRICTED,
};

/** The English of each car-choice rule, for the log. */
const ENGLISH_OF: Readonly<Record<string, string>> = Object.fromEntries(
  [CAR_NOT_CHOSEN, CAR_NOT_IN_FLEET, CAR_ALREADY_BOOKED, CAR_RESTRICTED].map((rule) => [rule.code, rule.messageEn]),
);

/**
 * The refusal of an own-car order whose car is not chosen, not in the enterprise's fleet, booked
 * or restricted over the order's time (boarding less `beforeAllow` to drop-off plus `afterAllow`);
 * undefined when the car is free. `exceptOrderId` is the order being updated.
 */
export function ownCarChoiceRefusal(ctx: UserContext, payload: OwnCarOrderPayload, exceptOrderId?: string): Answer<never> | undefined {
  const { db, now } = ctx.deps;
  const fleet = withRestrictedDays(carBookedTimes(db, ctx.user.enterpriseId, now(), { except: exceptOrderId }), restrictedDates(db, ctx.user.enterpriseId));
  const trip = orderTrip(payload);
  const [issue] = checkCarChoice(fleet, payload.carLicense ?? '', trip);
  if (!issue) return undefined;
  ctx.deps.log(`[${UNPROCESSABLE}] 自有车订单 ${payload.carLicense ?? ''} ${trip.fromTime}–${trip.toTime}: ${issue.message} / own-car order refused: ${ENGLISH_OF[issue.code] ?? issue.code}`);
  return refusedWithStatus(UNPROCESSABLE, BUSINESS_ERROR_OF[issue.code] ?? BusinessError.ORDER_REFUSED, issue.message);
}
