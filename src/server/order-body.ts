/**
 * The boundary check of an order body (spec §3, D9): the body must satisfy its order schema
 * (schemas/special-car-order.schema.json, schemas/own-car-order.schema.json) before anything else
 * looks at it. The check itself is the rules core's (`checkSpecialCarOrderSchema`,
 * `checkOwnCarOrderSchema`); this turns its first issue into the refusal and logs every issue.
 * What a booking may be is the rules core's judgement, made after this.
 */
import type { CheckResult } from '../../rules/index.ts';
import type { RequestContext } from './context.ts';
import { httpError, type Answer } from './protocol/envelope.ts';

/** HTTP status of a body that does not satisfy its schema: well-formed JSON, unprocessable content. */
const UNPROCESSABLE = 422;

export type BodyCheck<T> = { ok: true; payload: T } | { ok: false; answer: Answer };

/**
 * The checked body, or the refusal: HTTP 422 with the first issue's JSON Pointer and Chinese
 * message in the envelope, and a log line with every issue in Chinese and English.
 *
 * @example orderBody(ctx, 'POST /CsOrder/Create', checkSpecialCarOrderSchema(ctx.body))
 * // refused: { status: 422, envelope: { message: '订单参数错误：/baseData/passengerNumber 应当为 >= 1', ... } }
 */
export function orderBody<T>(ctx: RequestContext, where: string, result: CheckResult<T>): BodyCheck<T> {
  if (result.ok) return { ok: true, payload: result.value };
  const [first] = result.issues;
  const at = (path: string) => path || '/';
  const found = result.issues.map((issue) => `${at(issue.path)} ${issue.message} / ${issue.messageEn ?? ''}`).join('; ');
  ctx.deps.log(`[${UNPROCESSABLE}] ${where}: 订单参数错误 / order body refused: ${found}`);
  return { ok: false, answer: httpError(UNPROCESSABLE, `订单参数错误：${at(first?.path ?? '')} ${first?.message ?? ''}`) };
}
