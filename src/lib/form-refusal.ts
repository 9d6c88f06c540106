/**
 * Where a form's refused write is said (the fleet's, the resource engine's, the enterprise settings') (issue 22 "Messages": one message once, under its field): under the field
 * the server names (`result.field`, src/shared/field-refusals.ts: a plate already kept at 车牌号, a cost at 日期), else
 * as one error notification. The form's write asks the transport for no notification of its own
 * (`suppressErrorMessages`); a 401 is still told by the transport (it leads to /login), so it is not told again.
 */
import { TransportCallError } from './query-client.ts';
import { refusedFieldOf } from '../shared/index.ts';

/** A message under one field of a form (SchemaForm's `errors`). */
export interface FieldMessage {
  path: string;
  message: string;
}

/**
 * @example formRefusalOf(new TransportCallError({ errorCode: 20500020, message: '车牌号 京A·Z8866 已被其他企业使用', result: { field: '/carLicense' } }))
 * // { path: '/carLicense', message: '车牌号 京A·Z8866 已被其他企业使用' }
 */
export function formRefusalOf(error: Error): FieldMessage | 'told' | undefined {
  if (!(error instanceof TransportCallError)) return undefined;
  if (error.response.status === 401) return 'told';
  const field = refusedFieldOf(error.response.result);
  return field === undefined || field === '/' ? undefined : { path: field, message: error.message };
}
