/**
 * Business constants of the specification (spec §9), named once with their Chinese labels.
 * Logic refers to these names, never to bare numbers.
 */

/** Build a `{ value -> label }` lookup from a `{ NAME: { value, label } }` table. */
function labelsOf<T extends Record<string, { value: number | string; label: string }>>(table: T) {
  const out: Record<string, string> = {};
  for (const entry of Object.values(table)) out[String(entry.value)] = entry.label;
  return out as Readonly<Record<string, string>>;
}

/** Business type (spec §9). 4 is the premium chauffeured "special car", 5 the enterprise's own car. */
export const BusinessType = {
  SELF_DRIVE: { value: 1, label: '自驾' },
  CHAUFFEUR_ONE_OFF: { value: 2, label: '单次代驾' },
  LONG_TERM_HIRE: { value: 3, label: '长租' },
  SPECIAL_CAR: { value: 4, label: '专车' },
  OWN_CAR: { value: 5, label: '自有车' },
} as const;
export const SPECIAL_CAR = BusinessType.SPECIAL_CAR.value;
export const OWN_CAR = BusinessType.OWN_CAR.value;
export type BookingBusinessType = typeof SPECIAL_CAR | typeof OWN_CAR;
export const businessTypeLabels = labelsOf(BusinessType);

/** Product type (spec §9). */
export const ProductType = {
  SELF_DRIVE: { value: 1, label: '政企自驾' },
  PREMIUM_CHAUFFEUR: { value: 2, label: '尊享专车' },
  OWN_CAR: { value: 3, label: '自有车' },
} as const;
export const productTypeLabels = labelsOf(ProductType);

/** Address kind (spec §9, D6). */
export const AddressType = {
  AIRPORT: { value: 1, label: '机场' },
  RAILWAY_STATION: { value: 2, label: '火车站' },
  ORDINARY: { value: 3, label: '普通地址' },
  COMPANY: { value: 4, label: '公司地址' },
  FREQUENT_BOARDING: { value: 5, label: '常用上车地点' },
  FREQUENT_DROP_OFF: { value: 6, label: '常用下车地点' },
} as const;
export const addressTypeLabels = labelsOf(AddressType);

/** Form field kind, the special config `showType` (spec §9, D4). */
export const ShowType = {
  READ_ONLY: { value: 1, label: '只读' },
  TEXT: { value: 2, label: '文本框' },
  DROPDOWN: { value: 3, label: '下拉框' },
  RADIO: { value: 4, label: '单选' },
  CHECKBOX: { value: 5, label: '多选' },
  ATTACHMENT: { value: 6, label: '附件上传' },
  HIDDEN: { value: 7, label: '隐藏' },
  DESCRIPTION: { value: 8, label: '文字说明' },
} as const;
export const showTypeLabels = labelsOf(ShowType);
/** Kinds whose value is one or more option ids. */
export const CHOICE_SHOW_TYPES: readonly number[] = [
  ShowType.DROPDOWN.value,
  ShowType.RADIO.value,
  ShowType.CHECKBOX.value,
];
/** Kinds that are never required (D4). */
export const NEVER_REQUIRED_SHOW_TYPES: readonly number[] = [
  ShowType.READ_ONLY.value,
  ShowType.HIDDEN.value,
  ShowType.DESCRIPTION.value,
];

/** Service type: the special-car trip type (spec §9). */
export const ServiceType = {
  LOCAL_ONE_WAY: { value: 1, label: '同城单程' },
  LOCAL_ROUND_TRIP: { value: 2, label: '同城往返' },
  INTERCITY_ONE_WAY: { value: 3, label: '异地单程' },
  INTERCITY_ROUND_TRIP: { value: 4, label: '异地往返' },
  AIRPORT_PICK_UP: { value: 5, label: '接机' },
  AIRPORT_DROP_OFF: { value: 6, label: '送机' },
  HALF_DAY: { value: 7, label: '半日租' },
  FULL_DAY: { value: 8, label: '日租' },
  STATION_PICK_UP: { value: 9, label: '接站' },
  STATION_DROP_OFF: { value: 10, label: '送站' },
} as const;
export const serviceTypeLabels = labelsOf(ServiceType);

/** Service code letters (spec §9). */
export const ServiceCode = {
  D: { value: 'D', label: '日租' },
  H: { value: 'H', label: '半日租' },
  O: { value: 'O', label: '异地往返' },
  P: { value: 'P', label: '接送机' },
  T: { value: 'T', label: '同城单程' },
  Y: { value: 'Y', label: '异地单程' },
} as const;
export const serviceCodeLabels = labelsOf(ServiceCode);

/** Region type: the own-car trip type (spec §9). 4 is leave, the holiday type (spec §6). */
export const RegionType = {
  SAME_CITY: { value: 1, label: '同城' },
  OTHER_CITY: { value: 2, label: '异地' },
  NORMAL: { value: 3, label: '普通' },
  LEAVE: { value: 4, label: '休假' },
} as const;
export const regionTypeLabels = labelsOf(RegionType);
/** Own-car trip type 4, the holiday (leave) type (spec §6, §9). */
export const OWN_CAR_HOLIDAY_TRIP_TYPE = RegionType.LEAVE.value;

/** Payment method (spec §9). */
export const PaymentType = {
  CREDIT_CARD: { value: 2, label: '信用卡' },
  CHECKOUT: { value: 4, label: '挂账' },
  BALANCE: { value: 20, label: '余额' },
  GIFT_CARD: { value: 23, label: '礼品E卡' },
  ENTERPRISE_BALANCE: { value: 24, label: '企业账户余额' },
} as const;
export const paymentTypeLabels = labelsOf(PaymentType);

/** Notification options (spec §9). */
export const NotificationOption = {
  SMS_TO_BOOKER_LEGACY: { value: 1, label: '短信通知预订人' },
  SMS_TO_PASSENGER_LEGACY: { value: 2, label: '短信通知乘车人' },
  ENGLISH: { value: 3, label: '英文' },
  SMS_TO_PASSENGER_SWITCH: { value: 4, label: '是否短信通知乘车人' },
  EMAIL_TO_PASSENGER: { value: 5, label: '邮件通知乘车人' },
  SMS_TO_DRIVER: { value: 6, label: '短信通知司机' },
  EMAIL_TO_DRIVER: { value: 7, label: '邮件通知司机' },
  SMS_TO_BOOKER: { value: 8, label: '短信通知预订人' },
  EMAIL_TO_BOOKER: { value: 9, label: '邮件通知预订人' },
} as const;
export const notificationOptionLabels = labelsOf(NotificationOption);

/** Order channel (spec §9). */
export const OrderChannel = {
  CHAUFFEUR_APP: { value: 1, label: '专车App' },
  CHAUFFEUR_H5: { value: 2, label: '专车H5' },
  ENTERPRISE_CHAUFFEUR: { value: 3, label: '企业服务专车' },
  ENTERPRISE_OWN_CAR: { value: 4, label: '企业服务自有车' },
} as const;
export const orderChannelLabels = labelsOf(OrderChannel);

/** Order type: 1 government/enterprise is the default (spec §3). */
export const OrderType = {
  GOVERNMENT_ENTERPRISE: { value: 1, label: '政企' },
} as const;
export const DEFAULT_ORDER_TYPE = OrderType.GOVERNMENT_ENTERPRISE.value;
export const orderTypeLabels = labelsOf(OrderType);

/**
 * Booking form modes (spec §2): `a` copies an order into a new one, `u` updates it; any other
 * value opens a plain new order.
 */
export const BookingModeParam = { COPY: 'a', UPDATE: 'u' } as const;

/** Duration bands (spec §9; the exact code-to-band mapping is not shown, so these are labels in code order). */
export const DURATION_BAND_CODES = { first: 101, last: 114 } as const;

/** Account kind, record kind, alignment (spec §9). */
export const AccountKind = {
  ENTERPRISE: { value: 0, label: '企业' },
  PERSONAL: { value: 1, label: '个人' },
} as const;
export const RecordKind = {
  TRACK_REPLAY: { value: 0, label: '轨迹回放' },
  CAR_RENTAL_ORDER: { value: 1, label: '租车订单' },
} as const;
export const Alignment = { LEFT: 'left', CENTER: 'center', RIGHT: 'right' } as const;

/** Audit type (spec §3 Audit configuration, D3). */
export const AuditType = {
  USER_INPUT: { value: 1, label: '用户填写审批人' },
  COST_CENTER: { value: 2, label: '成本中心审批人' },
  EXCO_ONLY: { value: 3, label: '仅行政审核人' },
} as const;
export const auditTypeLabels = labelsOf(AuditType);

/** Where the reviewer (exco) section stands relative to the primary section (D3). */
export const ExcoOrder = { BEFORE: 1, AFTER: 2 } as const;

/** Audit section default value sources (D3). */
export const AuditDefaultSource = {
  NONE: { value: 1, label: '无（使用默认文本）' },
  USER_APPROVER: { value: 2, label: '当前用户的审批人' },
  COST_CENTER_APPROVER: { value: 3, label: '成本中心审批人' },
} as const;

/** Audit section validate types (D3). */
export const ValidateType = {
  NONE: { value: 0, label: '不校验' },
  EMAIL: { value: 1, label: '邮箱' },
  MOBILE: { value: 2, label: '手机号' },
  NAME_PHONE: { value: 3, label: '姓名(手机号)' },
} as const;

/** The six audit condition bits (D3). */
export const AuditConditionBit = {
  TRIP_TYPE: 1,
  ORDER_TYPE: 2,
  PAYMENT_TYPE: 4,
  USER_LEVEL: 8,
  BOOKER_NOT_EXEMPT: 16,
  CAR_TYPE_LEVEL: 32,
} as const;
/** All six bits set. */
export const ALL_AUDIT_CONDITION_BITS = 63;
/** In a condition list, -1 passes any value, also a missing one (D3). */
export const ANY_VALUE = -1;

/** Special-config must-condition kinds (D4). */
export const MustConditionType = {
  OWN_CAR_DURATION_HOURS: 1,
  TRIP_TYPE_IN: 2,
} as const;

/** Special config `statusFlag` that means enabled (D4). */
export const SPECIAL_FIELD_ENABLED = 1;

/** Special requirement ids held apart as baggage sizes (spec §3, D9). */
export const BAGGAGE_REQUIREMENT_IDS: readonly number[] = [50, 51, 52];

/**
 * The special requirement 举牌接机 (id 2 in every enterprise's list): the booking forms ask it with
 * their own field, `isMeetGreet` (the order's `baseData.isMeetGreet`, which `airPortRemark`
 * reads), so it is not offered a second time among the requirements (issue 22 §2 "one field once").
 */
export const MEET_GREET_REQUIREMENT_ID = 2;

/** Passenger language type (D9). */
export const LanguageType = { ENGLISH: 1, CHINESE: 2 } as const;

/** Price quotation type (D5). */
export const OrderQuotationPriceType = { NORMAL: 0, PICTURE: 1 } as const;

/** Enterprise config id that switches own-car flight lookup on when its value is 1 (spec §6, D6). */
export const FLIGHT_LOOKUP_CONFIG_ID = 135;

/** The permission that offers the own-car holiday trip type (D6). */
export const HOLIDAY_PERMISSION = 'ownCar.holiday';

/**
 * The special enterprise of spec §6 (fixed id; its value is not shown in the specification,
 * so the product fixes it here: docs/rules.md "The special enterprise").
 */
export const SPECIAL_ENTERPRISE_ID = 8888;

/** Defaults (spec §3, §9). */
export const DEFAULT_PASSENGER_COUNT = 1;
export const DEFAULT_TRAIN_STAFF = 1;
export const DEFAULT_TRAVEL_LEAD_HOURS = 3;
export const CHINA_UTC_OFFSET_MINUTES = 8 * 60;
export const BOARDING_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const REQUEST_TIMESTAMP_FORMAT = 'YYYY/MM/DD HH:mm:ss';
export const FIXED_END_DATE_FORMAT = 'YYYY-MM-DD';
export const PLATFORM_CODE = 1011200;
/** Recharge amounts round up to this many yuan (spec §9, D5). */
export const RECHARGE_STEP_YUAN = 10;

/** Page sizes (spec §9). */
export const PageSize = { USER_SEARCH: 20, ALL: 9999 } as const;

/** A mainland mobile number: 11 digits, the first 1 (D3 validateType 2). */
export const MAINLAND_MOBILE_PATTERN = /^1\d{10}$/;
/** An email address as the audit fields accept it: something@domain.tld, no spaces (D3 validateType 1). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The separator of the special enterprise's cost centre `bizOperUnit-deptId-costCentre` (spec §6, D8). */
export const SPECIAL_COST_CENTRE_SEPARATOR = '-';
