/**
 * Whether an order may be stored: the rules core judges the booking with the booking page's own
 * step (`bookingStep` of rules/step/, `from: 'submitted'`: the payload read as booking data, judged
 * as it stands with the enterprise's bundle and what the enterprise offers, payment types and car
 * levels; its `blockers.submit` are what the page's machines refuse a submit for, issue 22 §1),
 * then `checkBoardingNotPast` with the server's clock, and decides the status; the server
 * adds what needs its own data: the parties the order names against the session
 * (order-ownership.ts), the attachment fields against the enterprise's files (order-attachments.ts),
 * the addresses against the places it knows (order-places.ts), an own car against its fleet and the times each
 * car is taken (own-car-choice.ts), and the approvers the order names against the people the server
 * knows (order-approvers.ts, issue 21 §1), the cost centre against the enterprise's (order-cost-centre.ts). In that order: 403 for another party, 422 for a file not
 * of the enterprise, then the business errors (the rules', then the approvers'), and last 422 for a
 * car that is not free.
 */
import {
  BOARDING_TIME_PAST,
  bookingStep,
  CAR_LEVEL_NOT_OFFERED,
  INPUT_MISSING,
  LETTER_NOT_AGREED,
  checkBoardingNotPast,
  checkScenarioSchema,
  orderStatusAfter,
  OWN_CAR,
  ownCarOrderData,
  PAYMENT_NOT_OFFERED,
  SPECIAL_CAR,
  specialCarOrderData,
  TRIP_TYPE_MISSING,
  type Booker,
  type BookingContext,
  type BookingData,
  type BookingKind,
  type EnterpriseBundle,
  type EvaluationResult,
  type LetterOfCommitment,
  type OwnCarOrderPayload,
  type SpecialCarOrderPayload,
} from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { BusinessError } from './messages.ts';
import { httpError, refused, type Answer } from './protocol/envelope.ts';
import { bookablePaymentTypes, letterOfCommitmentOf, offeredCarLevels, quotedPicturePriceUrl } from './enterprise-data.ts';
import { attachmentRefusal } from './order-attachments.ts';
import { placeOwnCarOrder, placeSpecialCarOrder, type PlacedOrder } from './order-places.ts';
import { ownCarOwnershipRefusal, specialCarOwnershipRefusal } from './order-ownership.ts';
import { ownCarChoiceRefusal } from './own-car-choice.ts';
import { approverRefusal, resolveOrderApprovers, type ResolvedApprovers } from './order-approvers.ts';
import { costCentreRefusal } from './order-cost-centre.ts';
import { ownCars } from './store/fleet.ts';

/** An accepted order: the rules' evaluation, its status, and the approvers the server resolved (order-approvers.ts). */
export interface JudgedOrder {
  evaluation: EvaluationResult;
  status: number;
  approvers: ResolvedApprovers;
}

export type Judgement = ({ ok: true } & JudgedOrder) | { ok: false; answer: Answer<never> };

export function bookerOf(ctx: UserContext): Booker {
  return { userId: ctx.user.userId, userLevel: ctx.user.profile.priority, permissions: ctx.user.permissions };
}

/** The business error a rule's error code is answered with; any other rule error is ORDER_REFUSED. */
const BUSINESS_ERROR_OF: Readonly<Record<string, (typeof BusinessError)[keyof typeof BusinessError]>> = {
  [TRIP_TYPE_MISSING.code]: BusinessError.TRIP_TYPE_MISSING,
  [PAYMENT_NOT_OFFERED.code]: BusinessError.PAYMENT_NOT_OFFERED,
  [CAR_LEVEL_NOT_OFFERED.code]: BusinessError.CAR_LEVEL_NOT_OFFERED,
  [BOARDING_TIME_PAST.code]: BusinessError.BOARDING_TIME_PAST,
  [LETTER_NOT_AGREED.code]: BusinessError.LETTER_NOT_AGREED,
  // A price input still missing (the step's price gate): not ready for a price, the message naming the input.
  [INPUT_MISSING.code]: BusinessError.PRICE_NOT_READY,
};

/**
 * What is refused before the rules judge: another party (403), an attachment that is not a file of
 * the enterprise (422), a boarding time before now (the rule with the server's clock), an address
 * that resolves to no place the booker may name (order-places.ts).
 */
function precheck(ctx: UserContext, ownership: Answer<never> | undefined, attachments: Answer<never> | undefined, boardingTime: string, field: string, placement: PlacedOrder<unknown>): Answer<never> | undefined {
  if (ownership) return ownership;
  if (attachments) return attachments;
  const [past] = checkBoardingNotPast(boardingTime, ctx.deps.now(), field, `/${field}`);
  if (past) return refusedByRule(past);
  return placement.ok ? undefined : placement.answer;
}

/** The refusal of a rule error: its business error code, and the rule's own message. */
export function refusedByRule(error: { code: string; message: string }): Answer<never> {
  return refused(BUSINESS_ERROR_OF[error.code] ?? BusinessError.ORDER_REFUSED, error.message);
}

/**
 * What the booking step knows of the booker and the enterprise on the server: the session's
 * booker, what the enterprise offers (payment types, car levels and their seats; the own fleet's cars
 * and their passenger seats), the price picture the server quotes for the trip (D5), the enterprise's
 * letter of commitment (the form asks the booker to agree to it when paying by 挂账,
 * rules/payment/letter-of-commitment.ts).
 *
 * @example serverBookingContext({ userId: 'u-1', userLevel: 1, permissions: [] }, { paymentTypes: [2], carTypeLevels: [1] }).offeredPaymentTypes // [2]
 */
export function serverBookingContext(
  booker: Booker,
  offered: {
    paymentTypes?: readonly number[];
    carTypeLevels?: readonly number[];
    carLevelSeats?: Readonly<Record<number, number>>;
    carSeats?: Readonly<Record<string, number>>;
  } = {},
  picturePriceUrl: string | null = null,
  letterOfCommitment: LetterOfCommitment | null = null,
): BookingContext {
  return {
    letterOfCommitment,
    bookerId: booker.userId,
    userLevel: booker.userLevel,
    permissions: booker.permissions,
    ...(offered.paymentTypes ? { offeredPaymentTypes: offered.paymentTypes } : {}),
    ...(offered.carTypeLevels ? { offeredCarTypeLevels: offered.carTypeLevels } : {}),
    ...(offered.carLevelSeats ? { carLevelSeats: offered.carLevelSeats } : {}),
    ...(offered.carSeats ? { carSeats: offered.carSeats } : {}),
    picturePriceUrl,
  };
}

/**
 * The rules' judgement of an order (pure; the part of the judgement the booking page shares): the
 * booking step of the order as it was sent (`from: 'submitted'`, nothing corrected); the first of
 * its `blockers.submit` (the rules' `errors`, then `submitErrors`, then a required field left
 * empty) refuses it. The scenario it reads is checked against its schema first (a 422), and a
 * payload that reads as no booking is a 422 too.
 * tests/properties/booking-step.property.test.ts: it refuses exactly what the page's machines refuse.
 */
export function judgeBooking<K extends BookingKind>(
  bundle: EnterpriseBundle,
  kind: K,
  data: () => BookingData<K>,
  context: BookingContext,
): { ok: true; evaluation: EvaluationResult } | { ok: false; answer: Answer<never> } {
  let booking: BookingData<K>;
  try {
    booking = data();
  } catch {
    return { ok: false, answer: httpError(422, '订单参数错误：订单内容不完整') };
  }
  const step = bookingStep(bundle, context, { kind, from: 'submitted' }, booking);
  const schema = checkScenarioSchema(JSON.parse(JSON.stringify(step.scenario)));
  if (!schema.ok) {
    const issue = schema.issues[0];
    return { ok: false, answer: httpError(422, `订单参数错误：${issue?.path ?? ''} ${issue?.message ?? ''}`.trim()) };
  }
  const firstError = step.blockers.submit[0];
  if (firstError) return { ok: false, answer: refusedByRule(firstError) };
  return { ok: true, evaluation: step.evaluation };
}

export function judgeSpecialCarOrder(ctx: UserContext, payload: SpecialCarOrderPayload): Judgement {
  const refusal = precheck(ctx, specialCarOwnershipRefusal(ctx, payload), attachmentRefusal(ctx, payload.specialConfigs), payload.baseData.boardingTime, 'travelDateTime', placeSpecialCarOrder(ctx, payload));
  if (refusal) return { ok: false, answer: refusal };
  const { db } = ctx.deps;
  const { enterpriseId } = ctx.user;
  const levels = offeredCarLevels(db, enterpriseId);
  const offered = {
    // What the booking page offered: the enterprise's types its 企业设置 permit (issue 25 §2).
    paymentTypes: bookablePaymentTypes(db, enterpriseId),
    carTypeLevels: levels.map((c) => c.carTypeLevel),
    // More travellers than the level seats are refused, as on the booking page (rules/step/input-checks.ts).
    carLevelSeats: Object.fromEntries(levels.map((c) => [c.carTypeLevel, c.maxPass])),
  };
  // Whether the trip is quoted by a price picture is the server's (D5), not the body's orderQuotationPriceType.
  const picture = quotedPicturePriceUrl(db, enterpriseId, payload.baseData.tripType, payload.baseData.carTypeLevel);
  const letter = letterOfCommitmentOf(db, enterpriseId);
  const judged = judgeBooking(ctx.bundle, 'special-car', () => specialCarOrderData(payload, enterpriseId), serverBookingContext(bookerOf(ctx), offered, picture, letter));
  if (!judged.ok) return judged;
  const approvers = approversOf(ctx, SPECIAL_CAR, payload, judged.evaluation);
  if (!approvers.ok) return approvers;
  const costCentre = costCentreRefusal(ctx, SPECIAL_CAR, payload);
  if (costCentre) return { ok: false, answer: costCentre };
  return { ok: true, evaluation: judged.evaluation, status: orderStatusAfter(judged.evaluation), approvers: approvers.approvers };
}

/** The approvers the order names, resolved against the people the server knows; a refusal otherwise (order-approvers.ts). */
function approversOf(ctx: UserContext, businessType: number, payload: unknown, evaluation: EvaluationResult): { ok: true; approvers: ResolvedApprovers } | { ok: false; answer: Answer<never> } {
  const order = { businessType, enterpriseId: ctx.user.enterpriseId, bookerId: ctx.user.userId, payload };
  const resolved = resolveOrderApprovers(ctx.deps.db, ctx.bundle, order, evaluation.audit);
  if (resolved.ok) return resolved;
  return { ok: false, answer: approverRefusal(ctx.deps.log, `${ctx.user.userId} ${businessType === OWN_CAR ? 'own car' : 'special car'}`, resolved) };
}

/** `existingOrderId` is the order being updated: its own time does not block its car. */
export function judgeOwnCarOrder(ctx: UserContext, payload: OwnCarOrderPayload, existingOrderId?: string): Judgement {
  const refusal = precheck(ctx, ownCarOwnershipRefusal(ctx, payload), attachmentRefusal(ctx, payload.specialConfig), payload.boardingTime, 'fromTime', placeOwnCarOrder(ctx, payload));
  if (refusal) return { ok: false, answer: refusal };
  // More travellers than the chosen car's passenger seats are refused, as on the booking page (rules/step/input-checks.ts).
  const carSeats = Object.fromEntries(ownCars(ctx.deps.db, ctx.user.enterpriseId).map((car) => [car.carLicense, car.seats]));
  const judged = judgeBooking(ctx.bundle, 'own-car', () => ownCarOrderData(payload), serverBookingContext(bookerOf(ctx), { carSeats }));
  if (!judged.ok) return judged;
  const approvers = approversOf(ctx, OWN_CAR, payload, judged.evaluation);
  if (!approvers.ok) return approvers;
  const costCentre = costCentreRefusal(ctx, OWN_CAR, payload);
  if (costCentre) return { ok: false, answer: costCentre };
  // The car must be one of the enterprise's own and free over the order's time (the rule on the server's fleet data).
  const carRefusal = ownCarChoiceRefusal(ctx, payload, existingOrderId);
  if (carRefusal) return { ok: false, answer: carRefusal };
  return { ok: true, evaluation: judged.evaluation, status: orderStatusAfter(judged.evaluation), approvers: approvers.approvers };
}
