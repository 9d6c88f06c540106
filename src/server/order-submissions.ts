/**
 * One booking attempt is one order (issue 21 §6, docs/security.md 15). An order create may carry
 * its booking attempt's key, the encrypted query parameter `idempotencyKey`
 * (src/shared/booking-attempt.ts; the portal makes one per draft and sends it with every try). The
 * first create with a key that stores an order records (user, key) → that order and its answer;
 * a repeat of the key by the same user, whether it comes later (an answer lost, a reload, a second
 * tab) or at the same moment (a double click), is answered with the first answer, and nothing is
 * judged or stored again. The caller runs this inside the create's IMMEDIATE write transaction
 * (routes/orders.ts), so of two creates with one key only the first finds no record.
 *
 * A key sent again with a different body (another JSON text once parsed, or the other business type)
 * is refused with 422 and errorCode 20300043, naming the first order: the attempt already became
 * that order, and a booker who changed something after a lost answer should see it rather than get
 * a second one. A create refused (a rule, a 422) records nothing, so the same key may try again.
 * The key is optional: a create without one is a new order every time, as before.
 */
import { createHash } from 'node:crypto';

import { IDEMPOTENCY_KEY_PARAM, isIdempotencyKey, type Endpoint } from '../shared/index.ts';
import type { UserContext } from './context.ts';
import { BadRequestText, BusinessError, SubmissionText } from './messages.ts';
import { httpError, ok, refusedWithStatus, RequestRejected, type Answer } from './protocol/envelope.ts';
import { optionalText } from './protocol/params.ts';
import { recordSubmission, submissionOf } from './store/order-submissions.ts';

const UNPROCESSABLE = 422;

/** The request's attempt key; undefined without one; a 400 for one that is not a key. */
function attemptKeyOf(ctx: UserContext): string | undefined {
  const key = optionalText(ctx.params, IDEMPOTENCY_KEY_PARAM);
  if (key !== undefined && !isIdempotencyKey(key)) throw new RequestRejected(httpError(400, BadRequestText.invalid(IDEMPOTENCY_KEY_PARAM)));
  return key;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Runs `create` once per attempt key: the first create's answer for a repeat, a 422 for the key
 * with another body, `create()` itself for a new key or none. Call it inside the write transaction.
 *
 * @example handle: (ctx) => inWriteTransaction(ctx.deps.db, () => createOnce(ctx, businessType, endpoints.create, () => save(ctx, undefined)))
 */
export function createOnce(ctx: UserContext, businessType: number, endpoint: Endpoint, create: () => Answer): Answer {
  const key = attemptKeyOf(ctx);
  if (key === undefined) return create();
  const { db, now, log } = ctx.deps;
  const where = `${endpoint.method} ${endpoint.path}`;
  const bodyHash = sha256(JSON.stringify(ctx.body ?? null));
  const first = submissionOf(db, ctx.user.userId, key, now());
  if (first) {
    if (first.businessType === businessType && first.bodyHash === bodyHash) {
      log(`[200] ${where}: 重复提交，答复首次生成的订单 ${first.orderId} / repeated create of one booking attempt, answered with its first order`);
      return ok(first.answer);
    }
    const message = SubmissionText.keyReused(first.orderId);
    log(`[${UNPROCESSABLE}] ${where}: ${message} / create refused: the booking attempt's key already created ${first.orderId} from another body`);
    return refusedWithStatus(UNPROCESSABLE, BusinessError.ATTEMPT_KEY_REUSED, message);
  }
  const answer = create();
  const result = answer.envelope.result as { orderId?: unknown } | null;
  if (answer.envelope.isSuccess && typeof result?.orderId === 'string') {
    recordSubmission(db, { userId: ctx.user.userId, key, businessType, bodyHash, orderId: result.orderId, answer: result, createdAt: now() });
  }
  return answer;
}
