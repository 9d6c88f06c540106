/**
 * What the machines make of a failed call: the server's message (spec §8), and its refusal of one
 * field as an error under that field. What refuses a step is the booking step's (`bookingStep`,
 * rules/step/: `blockers`); the machines decide no rule themselves.
 */
import type { BookingError } from '../../../../rules/model/issue.ts';
import { approverKey } from '../../../../rules/compile/audit-section.ts';
import { SPECIAL_CAR } from '../../../../rules/model/constants.ts';
import { changedPointers, shownErrors } from '../../../../rules/step/error-visibility.ts';
import { approverRoleOfCode } from '../../../shared/approver-refusals.ts';
import { placeRoleOfCode, type PlaceRole } from '../../../shared/places.ts';
import { COST_CENTRE_UNKNOWN_CODE, CREDIT_CARD_NOT_USABLE_CODE, LETTER_NOT_AGREED_CODE, LETTER_NOT_OURS_CODE } from '../../../shared/order-refusals.ts';

/** Shown when a call failed without a message of its own. */
export const SUBMIT_FAILED_MESSAGE = '提交失败，请稍后重试';
export const PRICE_FAILED_MESSAGE = '价格预估失败，请稍后重试';
export const CARS_FAILED_MESSAGE = '车辆列表加载失败，请重试';

/**
 * The server's message of a failed call (spec §8 "Order creation failure … shows the error
 * message"): the api layer rejects with an `Error` whose message is the server's.
 */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/**
 * Where the special-car booking data holds the address of each place role: the server's "no such
 * place" sentence is drawn under that address's place (a stop's under the stops, naming the stop).
 * The own car's addresses are on its first step, so there the sentence stays above the form.
 */
const PLACE_POINTERS: Readonly<Record<PlaceRole, string>> = {
  pickUp: '/pickUp/landmark',
  dropOff: '/destination/landmark',
  stop: '/additionStopsList',
};

const errorCodeOf = (error: unknown): number | undefined => {
  const response = error !== null && typeof error === 'object' ? (error as { response?: { errorCode?: unknown } }).response : undefined;
  return typeof response?.errorCode === 'number' ? response.errorCode : undefined;
};

/**
 * The server's refusal of one field of the booking, as an error at that field so the form draws the
 * server's sentence under it (once: not also above the form); undefined for any other failure.
 * - An approver the booker named (issue 21 §1, src/shared/approver-refusals.ts: not a user of the
 *   enterprise, the booker himself, a passenger, not the cost centre's, not a reviewer): at that
 *   section's field (`/approver`, `/administrativeReviewerMsg`, `/auditor`).
 * - A special-car address the server could not place (20300030-32, src/shared/places.ts): under
 *   that address.
 *
 * @example fieldRefusalOf(new TransportCallError({ errorCode: 20400010, message: '审批人不能是预订人本人，请填写其他审批人', … }), 4)
 * // { code: 'approver.refused', field: 'approver', path: '/approver', message: '审批人不能是预订人本人，请填写其他审批人' }
 * @example fieldRefusalOf(new TransportCallError({ errorCode: 20300031, message: '无法识别下车地点，请从搜索结果中选择地址', … }), 4)
 * // { code: 'place.notResolved', field: 'destination', path: '/destination/landmark', message: '无法识别下车地点，…' }
 */
export function fieldRefusalOf(error: unknown, businessType: number): BookingError | undefined {
  const code = errorCodeOf(error);
  if (code === undefined) return undefined;
  const message = serverMessageOf(error, SUBMIT_FAILED_MESSAGE);
  const role = approverRoleOfCode(code);
  if (role) {
    const key = approverKey(businessType, role);
    return { code: 'approver.refused', field: key, path: `/${key}`, message };
  }
  // A cost centre the enterprise does not have (a centre removed since it was chosen): under the cost centre.
  if (code === COST_CENTRE_UNKNOWN_CODE) return { code: 'costCentre.unknown', field: 'costCentre', path: '/costCentre', message };
  if (code === CREDIT_CARD_NOT_USABLE_CODE) return { code: 'creditCard.notUsable', field: 'creditCard', path: '/creditCard', message };
  // A letter of commitment that is not the enterprise's, or not agreed to: under the letter's checkbox.
  if (code === LETTER_NOT_OURS_CODE || code === LETTER_NOT_AGREED_CODE) return { code: 'letter.refused', field: 'isAgreeLetterOfCommitment', path: '/isAgreeLetterOfCommitment', message };
  const place = placeRoleOfCode(code);
  if (place && businessType === SPECIAL_CAR) {
    const path = PLACE_POINTERS[place];
    return { code: 'place.notResolved', field: path.split('/')[1] ?? '', path, message };
  }
  return undefined;
}

/** The server's field refusals an edit leaves standing: those at a field the booker did not change. */
export function refusalsKept(refused: readonly BookingError[], before: unknown, after: unknown): BookingError[] {
  if (refused.length === 0) return [];
  const answered = shownErrors(refused, new Set(changedPointers(before, after)), false);
  return refused.filter((error) => !answered.includes(error));
}
