/**
 * The texts the server answers with. The status texts of spec §8 are the shared catalogue
 * (`src/shared/status-catalogue.ts`, pure data), so the portal and the server say the same words.
 */
import { CredentialMessage } from '../../rules/account/account-credentials.ts';
import { ORDER_NOT_CHANGEABLE } from '../../rules/orders/order-change.ts';
import { CAR_LEVEL_NOT_OFFERED, PAYMENT_NOT_OFFERED, TRIP_TYPE_MISSING } from '../../rules/orders/order-submission.ts';
import { statusText } from '../shared/index.ts';

/** The catalogue text of a status; the 500 text for a status the catalogue does not hold. */
export function statusMessage(status: number): string {
  return statusText(status).zh;
}

/**
 * Business error codes (`errorCode` with HTTP 200 and `isSuccess: false`). 201xxxxx: sign-in
 * (docs/transport.md), 203xxxxx: orders and prices.
 */
export const BusinessError = {
  WRONG_CREDENTIALS: { errorCode: 20100001, message: '手机号或密码错误' },
  WRONG_CODE: { errorCode: 20100002, message: '验证码错误或已过期' },
  INACTIVE_USER: { errorCode: 20100003, message: '账号尚未激活，请通过短信验证码设置密码激活账号' },
  WEAK_PASSWORD: { errorCode: 20100004, message: CredentialMessage.newPasswordWeak },
  /** The rules core refused the order; the message is the first rule's own. */
  ORDER_REFUSED: { errorCode: 20300001, message: '订单不符合企业用车规则' },
  ORDER_NOT_CHANGEABLE: { errorCode: 20300002, message: ORDER_NOT_CHANGEABLE.message },
  PRICE_NOT_READY: { errorCode: 20300003, message: '请先选择车型、行程类型以及上下车城市和地址' },
  /** The rules' `submitErrors` (rules/orders/order-submission.ts), each with its own code. */
  TRIP_TYPE_MISSING: { errorCode: 20300004, message: TRIP_TYPE_MISSING.message },
  PAYMENT_NOT_OFFERED: { errorCode: 20300005, message: PAYMENT_NOT_OFFERED.message },
  CAR_LEVEL_NOT_OFFERED: { errorCode: 20300006, message: CAR_LEVEL_NOT_OFFERED.message },
  CAR_NOT_AVAILABLE: { errorCode: 20300007, message: '所选车辆不可用，请重新选择' },
} as const;

/** Precise texts for a 400. */
export const BadRequestText = {
  undecryptableQuery: statusMessage(400),
  bodyNotJson: statusMessage(400),
  missing: (name: string) => `请求参数错误：缺少 ${name}`,
  invalid: (name: string) => `请求参数错误：${name} 格式不正确`,
} as const;
