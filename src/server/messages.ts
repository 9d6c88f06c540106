/**
 * The texts the server answers with. The status texts of spec §8 are the shared catalogue
 * (`src/shared/status-catalogue.ts`, pure data), so the portal and the server say the same words.
 */
import { CredentialMessage } from '../../rules/account/account-credentials.ts';
import { ORDER_NOT_CHANGEABLE } from '../../rules/orders/order-change.ts';
import { CAR_LEVEL_NOT_OFFERED, PAYMENT_NOT_OFFERED, TRIP_TYPE_MISSING } from '../../rules/orders/order-submission.ts';
import { BOARDING_TIME_PAST } from '../../rules/trip/boarding-time-past.ts';
import { CAR_ALREADY_BOOKED, CAR_NOT_IN_FLEET } from '../../rules/trip/car-availability.ts';
import { APPROVAL_FINISHED, APPROVAL_NOT_YOUR_TURN } from '../../rules/audit/approval-chain.ts';
import { DRIVER_BUSY } from '../../rules/fleet/fleet-rules.ts';
import { statusText } from '../shared/index.ts';

/** The catalogue text of a status; the 500 text for a status the catalogue does not hold. */
export function statusMessage(status: number): string {
  return statusText(status).zh;
}

/**
 * Business error codes (`errorCode` with HTTP 200 and `isSuccess: false`). 201xxxxx: sign-in
 * (docs/transport.md), 203xxxxx: orders and prices, 204xxxxx: approvals (docs/approvals.md).
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
  /** rules/trip/car-availability.ts: the own car is not one of the enterprise's fleet (HTTP 422, own-car-choice.ts). */
  CAR_NOT_AVAILABLE: { errorCode: 20300007, message: CAR_NOT_IN_FLEET.message },
  /** An address whose coordinates lie outside its named city (geo.ts, docs/server.md "Geography"). */
  ADDRESS_OUTSIDE_CITY: { errorCode: 20300008, message: '地址坐标不在所选城市范围内，请重新选择地址' },
  /** A gift card that is not one of the session user's usable cards; which of the reasons is not told (docs/security.md point 3). */
  GIFT_CARD_NOT_USABLE: { errorCode: 20300009, message: '所选礼品E卡不存在或不可用，请重新选择' },
  /** rules/trip/boarding-time-past.ts. */
  BOARDING_TIME_PAST: { errorCode: 20300010, message: BOARDING_TIME_PAST.message },
  /** rules/trip/car-availability.ts: the own car is booked over the order's time (HTTP 422, own-car-choice.ts). */
  CAR_ALREADY_BOOKED: { errorCode: 20300011, message: CAR_ALREADY_BOOKED.message },
  /** A showType-6 value that is not a file of the enterprise (HTTP 422, order-attachments.ts); the answer names the field. */
  ATTACHMENT_NOT_USABLE: { errorCode: 20300012, message: '附件不存在或不可用，请重新上传' },
  /** rules/audit/approval-chain.ts: the chain waits for another person. */
  APPROVAL_NOT_YOUR_TURN: { errorCode: 20400001, message: APPROVAL_NOT_YOUR_TURN.message },
  /** rules/audit/approval-chain.ts: approved, refused, or the order is no longer waiting for approval. */
  APPROVAL_FINISHED: { errorCode: 20400002, message: APPROVAL_FINISHED.message },
  /** An e-mail link or text code used once already. */
  APPROVAL_LINK_USED: { errorCode: 20400003, message: '该审批链接已使用过，不能再次审批' },
  APPROVAL_LINK_EXPIRED: { errorCode: 20400004, message: '该审批链接已过期，请联系预订人重新发送' },
  /** A token that is not one of the server's (changed, cut short, made up) or an unknown text code (HTTP 400). */
  APPROVAL_LINK_INVALID: { errorCode: 20400005, message: '审批链接或审批码无效，请检查是否完整' },
  /** The link's step is no longer the one waiting (decided in the portal, or the order changed). */
  APPROVAL_LINK_STALE: { errorCode: 20400006, message: '该订单已不在此审批环节，链接已失效' },
  /** No one to send the link to: the waiting step has no e-mail. */
  APPROVAL_NO_EMAIL: { errorCode: 20400007, message: '当前审批人没有邮箱，无法发送审批邮件' },
  /** No one to text the code to: the waiting step has no phone (HTTP 422, `/CsOrder/sendAuditMessage`). */
  APPROVAL_NO_PHONE: { errorCode: 20400008, message: '当前审批人没有手机号，无法发送审批短信' },
  /** An approval SMS for the order went less than `APPROVAL_SMS_INTERVAL_MS` ago (HTTP 487; the answer's message names the seconds left). */
  APPROVAL_SMS_TOO_SOON: { errorCode: 20400009, message: '审批短信发送过于频繁，请稍后再试' },
  /** An order export over the row cap (HTTP 422, routes/order-exports.ts; docs/security.md). */
  EXPORT_TOO_LARGE: { errorCode: 20300021, message: '导出的订单超过 5000 条，请缩小筛选范围后再导出' },
  /** 205xxxxx: the own fleet (docs/fleet.md). rules/fleet: the driver works another order then. */
  DRIVER_BUSY: { errorCode: 20500001, message: DRIVER_BUSY.message },
  /** rules/fleet: the car is restricted on a day of the trip (HTTP 422 on an order; the message names car, date and reason). */
  CAR_RESTRICTED: { errorCode: 20500002, message: '所选车辆在该日期限行，不能预订' },
  TRIP_NOT_STARTED_BY_DRIVER: { errorCode: 20500003, message: '只有已派司机的订单才能结束行程' },
  TRIP_ALREADY_ENDED: { errorCode: 20500004, message: '该行程已结束，不能重复结束' },
  /** rules/fleet/end-trip.ts refused the figures; the message is the first rule's own. */
  END_TRIP_FIGURES: { errorCode: 20500005, message: '行程数据不正确' },
  CAR_EXISTS: { errorCode: 20500006, message: '该车牌号已在车队中' },
  DRIVER_NOT_ASSIGNABLE: { errorCode: 20500007, message: '该订单当前状态不能派司机' },
  /** An import with bad rows (HTTP 422, nothing imported; the result lists every bad cell). */
  IMPORT_ROWS_REFUSED: { errorCode: 20500010, message: '导入失败，未导入任何数据' },
  /** A fleet export past the cap (HTTP 422, as for orders). */
  FLEET_EXPORT_TOO_LARGE: { errorCode: 20500011, message: '导出的记录超过 5000 条，请缩小筛选范围后再导出' },
} as const;

/** Texts of the fleet's .xlsx imports (docs/fleet.md "Imports", docs/security.md "Imports"). */
export const ImportText = {
  wrongType: '请上传 Excel（.xlsx）文件',
  empty: '文件为空，请重新选择文件',
  notXlsx: '文件不是有效的 Excel（.xlsx）表格，请下载模板填写后上传',
  encrypted: '文件已加密，请去掉密码后再上传',
  tooLarge: '导入文件过大：文件不能超过 1 MB，解压后不能超过 2 MB',
  tooManyRows: (cap: number) => `一次最多导入 ${cap} 行，请分批导入`,
  noRows: '文件中没有数据行，请在模板的第 2 行起填写',
  rowsRefused: (count: number) => `导入失败：${count} 处错误，未导入任何数据，请修改后重新上传`,
  imported: (count: number) => `已导入 ${count} 条`,
} as const;

/** Precise texts for a 400. */
export const BadRequestText = {
  undecryptableQuery: statusMessage(400),
  bodyNotJson: statusMessage(400),
  missing: (name: string) => `请求参数错误：缺少 ${name}`,
  invalid: (name: string) => `请求参数错误：${name} 格式不正确`,
} as const;

/**
 * Texts of the attachment upload (docs/server.md "Attachments"): 413 too large, 406 not one of the
 * kinds, 422 not what it claims to be, 400 empty.
 */
export const AttachmentText = {
  tooLarge: '附件大小不能超过 5 MB',
  wrongType: '附件格式不支持，请上传 PDF、PNG、JPEG、Word（.docx）或 Excel（.xlsx）文件',
  wrongExtension: '附件的文件名后缀与文件类型不符',
  wrongContent: '附件内容与文件类型不符，请上传真实的 PDF、PNG、JPEG、Word（.docx）或 Excel（.xlsx）文件',
  empty: '附件为空，请重新选择文件',
  /** An order's attachment field whose value is not a file its enterprise uploaded (unknown, another's and not a url are not told apart). */
  notUsable: (fieldName: string) => `「${fieldName}」的附件不存在或不可用，请重新上传`,
} as const;

/**
 * Texts for a 403 on an order that names another party than the session (docs/security.md point 3):
 * only a forged client sends these, so they are refused as forbidden, not as a business error.
 */
export const ForbiddenText = {
  otherPayer: '无权以其他用户的身份付款',
  otherAccount: '无权使用其他用户或企业的账户',
  otherEnterprise: '无权为其他企业预订',
} as const;

/** Texts of the config preview's calls (src/server/routes/config-admin.ts, docs/config-preview.md). */
export const ConfigAdminText = {
  bundleMissing: BadRequestText.missing('bundle'),
  bundleTooLarge: (bytes: number) => `企业配置过大（超过 ${Math.round(bytes / 1024)} KB），未保存`,
  bundleHasErrors: (errors: readonly { path: string; message: string }[]) =>
    `企业配置有误，未保存：${errors.slice(0, 3).map((e) => `${e.path || '/'}：${e.message}`).join('；')}${errors.length > 3 ? `（另有 ${errors.length - 3} 处）` : ''}`,
  otherEnterprise: '只能保存本企业的配置（enterpriseId 与当前企业不符）',
  summaryTooLong: (chars: number) => `影响摘要过长（超过 ${chars} 字），未保存`,
  staleVersion: '配置已被他人修改，请重新加载后再保存',
  /** A save or restore that does not say which version it was made from (issue 21 §6). */
  basedOnMissing: '未说明修改所依据的配置版本，未保存；请重新加载页面后再保存',
  noSuchVersion: '该配置版本不存在',
  restoredSummary: (version: number) => `恢复第 ${version} 版`,
} as const;
