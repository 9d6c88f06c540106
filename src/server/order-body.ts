/**
 * The boundary check of an order body (spec §3, D9): the body must satisfy its order schema
 * (schemas/special-car-order.schema.json, schemas/own-car-order.schema.json) before anything else
 * looks at it. The check itself is the rules core's (`checkSpecialCarOrderSchema`,
 * `checkOwnCarOrderSchema`); this turns its first issue into the refusal and logs every issue.
 * What a booking may be is the rules core's judgement, made after this.
 */
import { ORDER_PAYLOAD_SCHEMAS, refusalText, SPECIAL_CAR, type CheckResult } from '../../rules/index.ts';
import { OrderBodyText } from './messages.ts';
import type { RequestContext } from './context.ts';
import { httpErrorAt, type Answer } from './protocol/envelope.ts';

/** HTTP status of a body that does not satisfy its schema: well-formed JSON, unprocessable content. */
const UNPROCESSABLE = 422;

export type BodyCheck<T> = { ok: true; payload: T } | { ok: false; answer: Answer };

/**
 * The checked body, or the refusal: HTTP 422 whose message is a sentence a person reads — the first
 * issue's field named by the order schema's `title` (`联系人手机号`-style labels where the schema has
 * them), else that the order's content is wrong, never its JSON Pointer (issue 22) — with the pointer in
 * `result.field`, and a log line with every issue's pointer in Chinese and English.
 *
 * @example orderBody(ctx, 'POST /CsOrder/Create', checkSpecialCarOrderSchema(ctx.body), SPECIAL_CAR)
 * // refused: { status: 422, envelope: { message: '订单未保存：提交的内容有误，请刷新页面后重试', result: { field: '/baseData/passengerNumber' } } }
 */
export function orderBody<T>(ctx: RequestContext, where: string, result: CheckResult<T>, businessType?: number): BodyCheck<T> {
  if (result.ok) return { ok: true, payload: result.value };
  const [first] = result.issues;
  const at = (path: string) => path || '/';
  const found = result.issues.map((issue) => `${at(issue.path)} ${issue.message} / ${issue.messageEn ?? ''}`).join('; ');
  ctx.deps.log(`[${UNPROCESSABLE}] ${where}: 订单参数错误 / order body refused: ${found}`);
  const schema = businessType === undefined ? undefined : businessType === SPECIAL_CAR ? ORDER_PAYLOAD_SCHEMAS.specialCar : ORDER_PAYLOAD_SCHEMAS.ownCar;
  const text = refusalText(schema, result.issues, ORDER_PAYLOAD_SCHEMAS.registry);
  return { ok: false, answer: httpErrorAt(UNPROCESSABLE, OrderBodyText.refused(text), at(first?.path ?? '')) };
}
