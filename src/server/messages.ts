/**
 * The texts the server answers with. The status texts of spec §8 are the shared catalogue
 * (`src/shared/status-catalogue.ts`, pure data), so the portal and the server say the same words.
 */
import { CredentialMessage } from '../../rules/account/account-credentials.ts';
import type { BookingKind } from '../../rules/compile/booking-scenario.ts';
import { bookingFieldLabel } from '../../rules/compile/field-labels.ts';
import { FLEET_SCHEMAS } from '../../rules/fleet/fleet-bodies.ts';
import { schemaTitle } from '../../rules/fleet/fleet-labels.ts';
import { ORDER_NOT_CHANGEABLE } from '../../rules/orders/order-change.ts';
import { CAR_LEVEL_NOT_OFFERED, PAYMENT_NOT_OFFERED, TRIP_TYPE_MISSING } from '../../rules/orders/order-submission.ts';
import { BOARDING_TIME_PAST } from '../../rules/trip/boarding-time-past.ts';
import { LETTER_NOT_AGREED } from '../../rules/payment/letter-of-commitment.ts';
import { CAR_ALREADY_BOOKED, CAR_NOT_IN_FLEET } from '../../rules/trip/car-availability.ts';
import { APPROVAL_FINISHED, APPROVAL_NOT_YOUR_TURN } from '../../rules/audit/approval-chain.ts';
import { APPROVER_NOT_A_REVIEWER, APPROVER_NOT_A_USER, APPROVER_UNKNOWN_COST_CENTRE } from '../../rules/audit/approver-resolution.ts';
import { DRIVER_BUSY } from '../../rules/fleet/fleet-rules.ts';
import { PLATE_TAKEN } from '../../rules/fleet/plates.ts';
import { USER_DELETE_SELF, USER_LAST_ADMIN, USER_PHONE_TAKEN, USER_ROLE_BEYOND, USER_UNBIND_SELF } from '../../rules/resources/enterprise-user.ts';
import {
  COST_CENTRE_APPROVER_UNKNOWN, COST_CENTRE_CODE_TAKEN, COST_CENTRE_HAS_CHILDREN, COST_CENTRE_NAME_TAKEN, COST_CENTRE_NO_APPROVER, COST_CENTRE_NOT_PENDING,
  COST_CENTRE_PARENT_CYCLE, COST_CENTRE_PARENT_UNKNOWN,
} from '../../rules/resources/cost-centre.ts';
import { INSTITUTION_DISABLED, INSTITUTION_HAS_USERS, INSTITUTION_NAME_TAKEN } from '../../rules/resources/institution.ts';
import { RENTER_PHONE_TAKEN } from '../../rules/resources/common-renter.ts';
import {
  APPROVER_REFUSAL_CODES,
  COST_CENTRE_UNKNOWN_CODE,
  CREDIT_CARD_NOT_USABLE_CODE,
  LETTER_NOT_AGREED_CODE,
  LETTER_NOT_OURS_CODE,
  PLACE_NOT_RESOLVED_CODES,
  statusText,
} from '../shared/index.ts';

/** A special-car booking field by its name on the form (rules/compile/field-labels.ts), for the messages that name one. */
const specialCarLabel = (pointer: string): string => bookingFieldLabel('special-car', pointer) ?? pointer;

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
  PRICE_NOT_READY: { errorCode: 20300003, message: `请先选择${specialCarLabel('/firstCarType')}、${specialCarLabel('/tripType')}以及${specialCarLabel('/pickUp')}和${specialCarLabel('/destination')}` },
  /** The rules' `submitErrors` (rules/orders/order-submission.ts), each with its own code. */
  TRIP_TYPE_MISSING: { errorCode: 20300004, message: TRIP_TYPE_MISSING.message },
  PAYMENT_NOT_OFFERED: { errorCode: 20300005, message: PAYMENT_NOT_OFFERED.message },
  CAR_LEVEL_NOT_OFFERED: { errorCode: 20300006, message: CAR_LEVEL_NOT_OFFERED.message },
  /** rules/trip/car-availability.ts: the own car is not one of the enterprise's fleet (HTTP 422, own-car-choice.ts). */
  CAR_NOT_AVAILABLE: { errorCode: 20300007, message: CAR_NOT_IN_FLEET.message },
  /** A gift card that is not one of the session user's usable cards; which of the reasons is not told (docs/security.md point 3). */
  GIFT_CARD_NOT_USABLE: { errorCode: 20300009, message: '所选礼品E卡不存在或不可用，请重新选择' },
  /** A credit card that is not one of the session user's bound cards (order-ownership.ts); drawn under the card. */
  CREDIT_CARD_NOT_USABLE: { errorCode: CREDIT_CARD_NOT_USABLE_CODE, message: '所选信用卡不存在或不可用，请重新选择' },
  /** A letter of commitment that is not the booker's enterprise's (order-ownership.ts); drawn under the letter. */
  LETTER_NOT_OURS: { errorCode: LETTER_NOT_OURS_CODE, message: '所选用车承诺函不是本企业的，请重新阅读并同意本企业的承诺函' },
  /** rules/payment/letter-of-commitment.ts: paying by 挂账 without agreeing to the enterprise's letter. */
  LETTER_NOT_AGREED: { errorCode: LETTER_NOT_AGREED_CODE, message: LETTER_NOT_AGREED.message },
  /** rules/trip/boarding-time-past.ts. */
  BOARDING_TIME_PAST: { errorCode: 20300010, message: BOARDING_TIME_PAST.message },
  /** rules/trip/car-availability.ts: the own car is booked over the order's time (HTTP 422, own-car-choice.ts). */
  CAR_ALREADY_BOOKED: { errorCode: 20300011, message: CAR_ALREADY_BOOKED.message },
  /** A showType-6 value that is not a file of the enterprise (HTTP 422, order-attachments.ts); the answer names the field. */
  ATTACHMENT_NOT_USABLE: { errorCode: 20300012, message: '附件不存在或不可用，请重新上传' },
  /** The order's cost centre is not one of the enterprise's (order-cost-centre.ts); drawn under the cost centre. */
  COST_CENTRE_UNKNOWN: { errorCode: COST_CENTRE_UNKNOWN_CODE, message: APPROVER_UNKNOWN_COST_CENTRE.message },
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
  /**
   * An address that resolves to no place the server knows (places.ts, docs/server.md "Places"), by
   * its role in the route (the codes: src/shared/places.ts); the answer's message names the address
   * (`无法识别途经地点 2，…`) or the city the place is not in (`下车地点不在上海，…`). 20300008 (coordinates
   * outside the named city) is no longer answered: coordinates are not read.
   */
  PICK_UP_NOT_RESOLVED: { errorCode: PLACE_NOT_RESOLVED_CODES.pickUp, message: '无法识别上车地点，请从搜索结果中选择地址' },
  DROP_OFF_NOT_RESOLVED: { errorCode: PLACE_NOT_RESOLVED_CODES.dropOff, message: '无法识别下车地点，请从搜索结果中选择地址' },
  STOP_NOT_RESOLVED: { errorCode: PLACE_NOT_RESOLVED_CODES.stop, message: '无法识别途经地点，请从搜索结果中选择地址' },
  // Issue 21 §1, §5 (docs/approvals.md "Who may be an approver", "One live link"; docs/security.md §12).
  /** The order's 审批人 is not a user the server accepts for it (HTTP 200; the rule's own sentence, e.g. `审批人不能是预订人本人，请填写其他审批人`). */
  APPROVER_REFUSED: { errorCode: APPROVER_REFUSAL_CODES.userInput, message: APPROVER_NOT_A_USER.message.replace('{label}', '审批人') },
  /** The order's 成本中心审批人 is not its cost centre's approver, or the cost centre is unknown (HTTP 200, the rule's sentence). */
  COST_CENTRE_APPROVER_REFUSED: { errorCode: APPROVER_REFUSAL_CODES.costCenter, message: APPROVER_UNKNOWN_COST_CENTRE.message },
  /** The order's 行政审核人 is not one of the enterprise's reviewers (HTTP 200, the rule's sentence). */
  REVIEWER_REFUSED: { errorCode: APPROVER_REFUSAL_CODES.exco, message: APPROVER_NOT_A_REVIEWER.message },
  /** The order's approval e-mail and SMS were resent `APPROVAL_RESENDS_PER_ORDER.max` times this hour (HTTP 487). */
  APPROVAL_RESENDS_USED_UP: { errorCode: 20400013, message: '该订单的审批消息重发次数已达上限，请稍后再试' },
  /** One user resent more approval e-mails than `APPROVAL_MAIL_PER_USER` allows (HTTP 487). */
  APPROVAL_MAIL_TOO_OFTEN: { errorCode: 20400014, message: '审批邮件发送过于频繁，请稍后再试' },
  /** A link or text code a newer one of the same order replaced (HTTP 200, like the other link refusals). */
  APPROVAL_LINK_ENDED: { errorCode: 20400015, message: '该审批链接已失效：已发送了新的审批链接或审批码，请使用最新的一条' },
  /** A decision by the order's own booker or a passenger on an order stored before approvers were resolved (HTTP 200). */
  APPROVAL_BY_PARTY: { errorCode: 20400016, message: '预订人或乘车人不能审批该订单' },
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
  // 2050002x: issue 21 §6 (docs/fleet.md "One plate, one car", "Ending a trip").
  /** rules/fleet/plates.ts: the plate is a car of another enterprise; the answer's message names the plate, never whose car it is. */
  PLATE_TAKEN: { errorCode: 20500020, message: PLATE_TAKEN.message },
  /** rules/fleet/end-trip.ts: figures no car could drive (speed, fees against distance and time; HTTP 422); the message is the rule's own. */
  END_TRIP_IMPLAUSIBLE: { errorCode: 20500021, message: '行程数据与里程、用时不符，请核对' },
  /**
   * 2030004x: uploads and repeated submissions (docs/security.md 15). The upload quotas (HTTP 413,
   * attachment-quotas.ts; the answer's message names the limit) and a booking attempt's key sent
   * again with another order (HTTP 422, order-submissions.ts; the answer names the first order).
   */
  USER_UPLOAD_QUOTA: { errorCode: 20300041, message: '您 24 小时内上传的附件已达上限，请稍后再上传' },
  ENTERPRISE_UPLOAD_QUOTA: { errorCode: 20300042, message: '本企业 24 小时内上传的附件已达上限，请稍后再上传或联系管理员' },
  ATTEMPT_KEY_REUSED: { errorCode: 20300043, message: '该预订已提交过，本次提交的内容与已生成的订单不同，未再生成订单' },
  // 206000xx: the enterprise's users (docs/administration.md "用户"); the messages are the rules' own (rules/resources/enterprise-user.ts).
  /** A phone number another user holds (HTTP 200, at /phoneNumber; the message names the number). */
  USER_PHONE_TAKEN: { errorCode: 20600001, message: USER_PHONE_TAKEN.message },
  /** An administrator deleting his own account (HTTP 422). */
  USER_DELETE_SELF: { errorCode: 20600002, message: USER_DELETE_SELF.message },
  /** An e-mail outside the enterprise's suffixes of 企业设置 (HTTP 422, at /email; the message names the suffixes). */
  USER_EMAIL_SUFFIX: { errorCode: 20600003, message: '邮箱须为本企业的邮箱' },
  /** A role name 企业设置 does not hold (HTTP 422, at /roleName; the message names the role). */
  USER_ROLE_UNKNOWN: { errorCode: 20600004, message: '角色不存在，请在企业设置中添加角色后再分配' },
  /** A role assignment or an unbinding that would leave nobody with `admin.users` (HTTP 422). */
  USER_LAST_ADMIN: { errorCode: 20600005, message: USER_LAST_ADMIN.message },
  /** An administrator unbinding himself (HTTP 422). */
  USER_UNBIND_SELF: { errorCode: 20600006, message: USER_UNBIND_SELF.message },
  /** A role holding permissions the administrator does not hold (HTTP 422, at /roleName). */
  USER_ROLE_BEYOND: { errorCode: 20600007, message: USER_ROLE_BEYOND.message },
  // 206001xx: the cost centres (docs/administration.md "成本中心"); the messages are the rules' own (rules/resources/cost-centre.ts). HTTP 422, at the field when one is named.
  COST_CENTRE_PARENT_CYCLE: { errorCode: 20600101, message: COST_CENTRE_PARENT_CYCLE.message },
  COST_CENTRE_PARENT_UNKNOWN: { errorCode: 20600102, message: COST_CENTRE_PARENT_UNKNOWN.message },
  COST_CENTRE_APPROVER_UNKNOWN: { errorCode: 20600103, message: COST_CENTRE_APPROVER_UNKNOWN.message },
  COST_CENTRE_NAME_TAKEN: { errorCode: 20600104, message: COST_CENTRE_NAME_TAKEN.message },
  COST_CENTRE_CODE_TAKEN: { errorCode: 20600105, message: COST_CENTRE_CODE_TAKEN.message },
  COST_CENTRE_HAS_CHILDREN: { errorCode: 20600106, message: COST_CENTRE_HAS_CHILDREN.message },
  COST_CENTRE_NOT_PENDING: { errorCode: 20600107, message: COST_CENTRE_NOT_PENDING.message },
  COST_CENTRE_NO_APPROVER: { errorCode: 20600108, message: COST_CENTRE_NO_APPROVER.message },
  // 206002xx: the institutions (docs/administration.md "机构"); the messages are rules/resources/institution.ts's. HTTP 422.
  INSTITUTION_NAME_TAKEN: { errorCode: 20600201, message: INSTITUTION_NAME_TAKEN.message },
  INSTITUTION_HAS_USERS: { errorCode: 20600202, message: INSTITUTION_HAS_USERS.message },
  INSTITUTION_DISABLED: { errorCode: 20600203, message: INSTITUTION_DISABLED.message },
  // 206003xx: a booker's common renters (docs/administration.md "常用乘车人"). HTTP 422 at /phoneNumber.
  RENTER_PHONE_TAKEN: { errorCode: 20600301, message: RENTER_PHONE_TAKEN.message },
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
  /** A file kept without its bad rows, as the administrator asked (docs/resources.md "Imports"). */
  importedSkipping: (count: number, skipped: readonly number[]) => `已导入 ${count} 条，跳过 ${skipped.length} 行有错误的行（行 ${skipped.join('、')}）`,
} as const;

/**
 * The booking fields a request may carry as parameters (the estimate, the picture price, the
 * fleet's car search, the lookups of the booking form), each with the form and JSON Pointer of
 * the field: a 400 names it by the title the booker reads on that form
 * (rules/compile/field-labels.ts), never by a second spelling here (issue 22 §1).
 */
export const BOOKING_PARAMS: Readonly<Record<string, readonly [BookingKind, string]>> = {
  fromTime: ['own-car', '/fromTime'],
  toTime: ['own-car', '/toTime'],
  boardingTime: ['special-car', '/travelDateTime'],
  carTypeLevel: ['special-car', '/firstCarType'],
  tripType: ['special-car', '/tripType'],
  costCenterId: ['special-car', '/costCentre'],
  flightNumber: ['special-car', '/pickUp/flightNumber'],
};

/** The fleet's fields a request may carry as parameters, named by the fleet schema's title (rules/fleet/fleet-labels.ts). */
const FLEET_PARAMS = ['carLicense', 'carType'] as const;

/**
 * The Chinese names of the request parameters a 400 names (issue 22: a message a person can see names
 * what is wrong by its label, never by its wire name; the wire name goes to the log line). A booking
 * field is named by its title on the booking form (`BOOKING_PARAMS`), a fleet field by the fleet
 * schema's title; the rest are parameters no form draws. A parameter not listed is `请求参数`.
 */
export const PARAM_LABELS: Readonly<Record<string, string>> = {
  请求体: '请求内容',
  timestamp: '请求时间',
  pageIndex: '页码',
  pageSize: '每页条数',
  orderId: '订单号',
  fileName: '文件名',
  id: '记录编号',
  driverId: '司机',
  driverIds: '司机',
  // The resource engine's list and batch delete (docs/resources.md).
  userId: '用户',
  userIds: '要删除的用户',
  searchKey: '搜索内容',
  state: '状态',
  sortKey: '排序字段',
  sortOrder: '排序方向',
  skipBadRows: '跳过错误行',
  accountId: '用户',
  purpose: '验证码用途',
  orderPrice: '订单金额',
  userBalance: '账户余额',
  kind: '费用类型',
  phoneNumber: '手机号',
  code: '验证码',
  processState: '处理状态',
  version: '配置版本',
  basedOn: '所依据的配置版本',
  bundle: '企业配置',
  idempotencyKey: '预订编号',
  addressType: '地址类型',
  businessType: '业务类型',
  auditType: '审批类型',
  enterpriseId: '企业',
  configId: '配置编号',
  date: '日期',
  cityCode: '城市',
  keyword: '搜索内容',
  addressTypes: '地点类型',
  limit: '建议条数',
  address: '地址',
  lat: '纬度',
  lng: '经度',
  placeId: '地点',
  province: '省份',
  ...Object.fromEntries(FLEET_PARAMS.map((name) => [name, schemaTitle(FLEET_SCHEMAS.ownCar, name)])),
  ...Object.fromEntries(Object.entries(BOOKING_PARAMS).map(([name, [kind, pointer]]) => [name, bookingFieldLabel(kind, pointer) ?? name])),
};

/** The label of a request parameter. @example paramLabel('orderId') // '订单号' */
export const paramLabel = (name: string): string => PARAM_LABELS[name] ?? '请求参数';

/** Precise texts for a 400: the parameter named by its label (`PARAM_LABELS`), never by its wire name. */
export const BadRequestText = {
  undecryptableQuery: statusMessage(400),
  bodyNotJson: statusMessage(400),
  /** @example BadRequestText.missing('orderId') // '请求缺少订单号，请刷新页面后重试' */
  missing: (name: string) => `请求缺少${paramLabel(name)}，请刷新页面后重试`,
  /** @example BadRequestText.invalid('phoneNumber') // '手机号格式不正确' */
  invalid: (name: string) => `${paramLabel(name)}格式不正确`,
  /** The log line's English after the Chinese message: the wire name the person does not see. */
  missingEn: (name: string) => `parameter ${name} is missing`,
  invalidEn: (name: string) => `parameter ${name} is malformed`,
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
  /** The uploader's quota of the last 24 hours is used up (attachment-quotas.ts); `limit` as `quotaText` writes it. */
  userQuota: (limit: string) => `您 24 小时内上传的附件已达上限（${limit}），请稍后再上传`,
  /** The enterprise's quota of the last 24 hours is used up. */
  enterpriseQuota: (limit: string) => `本企业 24 小时内上传的附件已达上限（${limit}），请稍后再上传或联系管理员`,
} as const;

/** Texts of a repeated order create (order-submissions.ts, docs/security.md 15). */
export const SubmissionText = {
  /** A booking attempt's key sent again with a different order: the first order stands. */
  keyReused: (orderId: string) => `该预订已提交为订单 ${orderId}，本次提交的内容与之不同，未再生成订单。如需修改，请打开该订单修改；如需另订，请放弃草稿后重新预订`,
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
  /** The check's sentences name their places in words (`lintBundleInWords`): no JSON path before them. */
  bundleHasErrors: (errors: readonly { message: string }[]) =>
    `企业配置有误，未保存：${errors.slice(0, 3).map((e) => e.message).join('；')}${errors.length > 3 ? `（另有 ${errors.length - 3} 处）` : ''}`,
  otherEnterprise: '只能保存本企业的配置（enterpriseId 与当前企业不符）',
  summaryTooLong: (chars: number) => `影响摘要过长（超过 ${chars} 字），未保存`,
  staleVersion: '配置已被他人修改，请重新加载后再保存',
  /** A save or restore that does not say which version it was made from (issue 21 §6). */
  basedOnMissing: '未说明修改所依据的配置版本，未保存；请重新加载页面后再保存',
  noSuchVersion: '该配置版本不存在',
  restoredSummary: (version: number) => `恢复第 ${version} 版`,
} as const;

/** Texts of an order body its schema refuses (order-body.ts): the field in words, never its pointer (issue 22). */
export const OrderBodyText = {
  /** @example OrderBodyText.refused('联系人手机号格式不正确') // '订单未保存：联系人手机号格式不正确' */
  refused: (sentence: string) => `订单未保存：${sentence}`,
} as const;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Texts of a rate limit reached (HTTP 487 `操作频繁，请稍后再试`, spec §8): how long to wait, counted
 * from the limit's window end (issue 22: a tester asked for five codes and read no wait). The wait is
 * said in the unit a person counts in — seconds under a minute, minutes up to an hour, hours beyond —
 * and rounded up, so trying again when it says never meets the limit again (a whole hour is `1 小时`).
 */
export const RateLimitText = {
  /**
   * @example RateLimitText.wait(8 * 60_000 + 1) // '9 分钟'
   * @example RateLimitText.wait(30_000)         // '30 秒'
   * @example RateLimitText.wait(60 * 60_000)      // '1 小时'
   * @example RateLimitText.wait(23.5 * 3_600_000) // '24 小时'
   */
  wait: (ms: number): string => {
    const seconds = Math.ceil(Math.max(ms, SECOND_MS) / SECOND_MS);
    if (seconds < 60) return `${seconds} 秒`;
    const minutes = Math.ceil(ms / MINUTE_MS);
    if (minutes < 60) return `${minutes} 分钟`;
    return `${Math.ceil(ms / HOUR_MS)} 小时`;
  },
  /** @example RateLimitText.tooOften(9 * 60_000) // '操作频繁，请 9 分钟后再试' */
  tooOften: (ms: number): string => `操作频繁，请 ${RateLimitText.wait(ms)}后再试`,
  /**
   * A refusal's own sentence with the wait in place of its "请稍后再试" (or after it, when it has none).
   *
   * @example RateLimitText.withWait('审批邮件发送过于频繁，请稍后再试', 20 * 60_000) // '审批邮件发送过于频繁，请 20 分钟后再试'
   */
  withWait: (message: string, ms: number): string => {
    const wait = `请 ${RateLimitText.wait(ms)}后再试`;
    return message.endsWith('请稍后再试') ? `${message.slice(0, -'请稍后再试'.length)}${wait}` : `${message}，${wait}`;
  },
};
