/**
 * Whether an order may be stored: the rules core judges the booking (`evaluate` on the scenario the
 * payload makes with the enterprise's bundle and what the enterprise offers: payment types and car
 * levels), and decides the status; the server only adds what needs its fleet (an own car's licence).
 */
import {
  CAR_LEVEL_NOT_OFFERED,
  checkScenarioSchema,
  evaluate,
  orderStatusAfter,
  ownCarScenario,
  PAYMENT_NOT_OFFERED,
  specialCarScenario,
  TRIP_TYPE_MISSING,
  type Booker,
  type EvaluationResult,
  type OwnCarOrderPayload,
  type Scenario,
  type SpecialCarOrderPayload,
} from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { BusinessError } from './messages.ts';
import { httpError, refused, type Answer } from './protocol/envelope.ts';
import { offeredCarLevels, offeredPaymentTypes } from './enterprise-data.ts';
import { referenceRows } from './store/reference.ts';

export type Judgement = { ok: true; evaluation: EvaluationResult; status: number } | { ok: false; answer: Answer<never> };

export function bookerOf(ctx: UserContext): Booker {
  return { userId: ctx.user.userId, userLevel: ctx.user.profile.priority, permissions: ctx.user.permissions };
}

/** The business error a rule's error code is answered with; any other rule error is ORDER_REFUSED. */
const BUSINESS_ERROR_OF: Readonly<Record<string, (typeof BusinessError)[keyof typeof BusinessError]>> = {
  [TRIP_TYPE_MISSING.code]: BusinessError.TRIP_TYPE_MISSING,
  [PAYMENT_NOT_OFFERED.code]: BusinessError.PAYMENT_NOT_OFFERED,
  [CAR_LEVEL_NOT_OFFERED.code]: BusinessError.CAR_LEVEL_NOT_OFFERED,
};

/** The refusal of a rule error: its business error code, and the rule's own message. */
export function refusedByRule(error: { code: string; message: string }): Answer<never> {
  return refused(BUSINESS_ERROR_OF[error.code] ?? BusinessError.ORDER_REFUSED, error.message);
}

/** evaluate() on a schema-checked scenario; the first of `errors`, then `submitErrors`, refuses the order. */
function judge(ctx: UserContext, scenario: Scenario): { ok: true; evaluation: EvaluationResult } | { ok: false; answer: Answer<never> } {
  const schema = checkScenarioSchema(JSON.parse(JSON.stringify(scenario)));
  if (!schema.ok) {
    const issue = schema.issues[0];
    return { ok: false, answer: httpError(422, `订单参数错误：${issue?.path ?? ''} ${issue?.message ?? ''}`.trim()) };
  }
  const evaluation = evaluate(ctx.bundle, schema.value);
  const firstError = [...evaluation.errors, ...evaluation.submitErrors][0];
  if (firstError) return { ok: false, answer: refusedByRule(firstError) };
  return { ok: true, evaluation };
}

export function judgeSpecialCarOrder(ctx: UserContext, payload: SpecialCarOrderPayload): Judgement {
  const { db } = ctx.deps;
  const { enterpriseId } = ctx.user;
  const offered = {
    paymentTypes: offeredPaymentTypes(db, enterpriseId),
    carTypeLevels: offeredCarLevels(db, enterpriseId).map((c) => c.carTypeLevel),
  };
  const judged = judge(ctx, specialCarScenario(payload, bookerOf(ctx), offered));
  if (!judged.ok) return judged;
  return { ok: true, evaluation: judged.evaluation, status: orderStatusAfter(judged.evaluation) };
}

export function judgeOwnCarOrder(ctx: UserContext, payload: OwnCarOrderPayload): Judgement {
  if (payload.enterpriseId !== ctx.user.enterpriseId) return { ok: false, answer: httpError(403) };
  const judged = judge(ctx, ownCarScenario(payload, bookerOf(ctx)));
  if (!judged.ok) return judged;
  // The licence must be one of the enterprise's own cars: the server's fleet data, not a booking rule.
  const license = payload.carLicense?.trim() ?? '';
  const cars = referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId);
  if (license !== '' && !cars.some((car) => car.carLicense === license)) {
    return { ok: false, answer: refused(BusinessError.CAR_NOT_AVAILABLE) };
  }
  return { ok: true, evaluation: judged.evaluation, status: orderStatusAfter(judged.evaluation) };
}
