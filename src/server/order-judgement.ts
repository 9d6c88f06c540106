/**
 * Whether an order may be stored: the rules core judges the booking (`evaluate` on the scenario the
 * payload makes with the enterprise's bundle); the server only adds what needs its data — the car
 * levels and cars the enterprise has.
 */
import {
  checkScenarioSchema,
  evaluate,
  ownCarScenario,
  specialCarScenario,
  type Booker,
  type EvaluationResult,
  type OwnCarOrderPayload,
  type Scenario,
  type SpecialCarOrderPayload,
} from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { BusinessError } from './messages.ts';
import { OrderStatus } from './order-status.ts';
import { httpError, refused, type Answer } from './protocol/envelope.ts';
import { offeredCarLevels, offeredPaymentTypes } from './enterprise-data.ts';
import { referenceRows } from './store/reference.ts';

export type Judgement = { ok: true; evaluation: EvaluationResult; status: number } | { ok: false; answer: Answer<never> };

export function bookerOf(ctx: UserContext): Booker {
  return { userId: ctx.user.userId, userLevel: ctx.user.profile.priority, permissions: ctx.user.permissions };
}

/** evaluate() on a schema-checked scenario; the first rule error refuses the order with its own message. */
function judge(ctx: UserContext, scenario: Scenario): { ok: true; evaluation: EvaluationResult } | { ok: false; answer: Answer<never> } {
  const schema = checkScenarioSchema(JSON.parse(JSON.stringify(scenario)));
  if (!schema.ok) {
    const issue = schema.issues[0];
    return { ok: false, answer: httpError(422, `订单参数错误：${issue?.path ?? ''} ${issue?.message ?? ''}`.trim()) };
  }
  const evaluation = evaluate(ctx.bundle, schema.value);
  const firstError = evaluation.errors[0];
  if (firstError) return { ok: false, answer: refused(BusinessError.ORDER_REFUSED, firstError.message) };
  // The rules check a chosen trip type against what is offered; an order must have chosen one.
  if (scenario.tripType === undefined) return { ok: false, answer: refused(BusinessError.TRIP_TYPE_MISSING) };
  return { ok: true, evaluation };
}

const statusAfter = (evaluation: EvaluationResult) =>
  evaluation.audit.visible ? OrderStatus.PENDING_AUDIT.value : OrderStatus.BOOKED.value;

export function judgeSpecialCarOrder(ctx: UserContext, payload: SpecialCarOrderPayload): Judgement {
  const offered = offeredPaymentTypes(ctx.deps.db, ctx.user.enterpriseId);
  const judged = judge(ctx, specialCarScenario(payload, bookerOf(ctx), offered));
  if (!judged.ok) return judged;
  const { evaluation } = judged;
  if (!evaluation.payment.options.includes(payload.baseData.paymentType)) {
    return { ok: false, answer: refused(BusinessError.PAYMENT_NOT_OFFERED) };
  }
  const level = payload.baseData.carTypeLevel;
  if (level === null || !offeredCarLevels(ctx.deps.db, ctx.user.enterpriseId).some((c) => c.carTypeLevel === level)) {
    return { ok: false, answer: refused(BusinessError.CAR_LEVEL_NOT_OFFERED) };
  }
  return { ok: true, evaluation, status: statusAfter(evaluation) };
}

export function judgeOwnCarOrder(ctx: UserContext, payload: OwnCarOrderPayload): Judgement {
  if (payload.enterpriseId !== ctx.user.enterpriseId) return { ok: false, answer: httpError(403) };
  const judged = judge(ctx, ownCarScenario(payload, bookerOf(ctx)));
  if (!judged.ok) return judged;
  const license = payload.carLicense?.trim() ?? '';
  const cars = referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId);
  if (license !== '' && !cars.some((car) => car.carLicense === license)) {
    return { ok: false, answer: refused(BusinessError.CAR_NOT_AVAILABLE) };
  }
  return { ok: true, evaluation: judged.evaluation, status: statusAfter(judged.evaluation) };
}
