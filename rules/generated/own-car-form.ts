/* Generated from schemas/own-car-form.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */

/**
 * 自有车预订表单 / The own-car booking form (spec §3 "Own-car booking form", D9) as far as an order carries it; the form compiler starts from it. In a form state that can be submitted: `isStop` is true exactly when there are stops; `sms` lists chosen options in the order of OWN_CAR_MESSAGE_OPTIONS; a booking that is not on fixed days has no fixed end date and no weekdays; the special cost centre is set only for the special enterprise, and then with a cost centre.
 */
export interface OwnCarForm {
  /**
   * Start, `YYYY-MM-DD HH:mm` China time (D7); defaults to now plus 3 hours rounded to the hour, which the form sets when it opens.
   */
  fromTime: string;
  /**
   * 提前用车(分钟)
   */
  beforeAllow: number;
  /**
   * End, `YYYY-MM-DD HH:mm` China time (D7).
   */
  toTime: string;
  /**
   * 延后用车(分钟)
   */
  afterAllow: number;
  /**
   * 区域类型: Region type (spec §9): 1 同城, 2 异地, 3 普通, 4 休假 (offered with the holiday permission only). (one of 1, 2, 3, 4)
   */
  tripType: number;
  pickUp: OwnCarAddress;
  destination: OwnCarAddress;
  /**
   * 途经停靠
   */
  isStop: boolean;
  /**
   * 举牌接机
   */
  isMeetGreet: boolean;
  /**
   * 途经地点
   *
   * @maxItems 20
   */
  additionStopsList: OwnCarStop[];
  bookerName: string;
  bookerPhone: string;
  bookerEmail: string;
  passName: string;
  passPhone: string;
  passEmail: string;
  /**
   * @maxItems 20
   */
  passList: OrderContact[];
  contactPhone: string;
  /**
   * Number of passengers, default 1 (spec §9).
   */
  passNo: number;
  /**
   * @maxItems 100
   */
  specialConfig: SpecialConfigEntry[];
  costCentre: string;
  /**
   * 特殊成本中心: Set only for the special enterprise (spec §6); null elsewhere.
   */
  specialCostCentre: SpecialCostCentreChoice | null;
  /**
   * The cost centre's approver (`costCenterAuditor`).
   */
  costCentreOwner: string;
  carType: number | null;
  carLicense: string;
  /**
   * The chosen car's enterprise (its car message's `enterpriseId`).
   */
  carOwnEnterprise: number | null;
  comments: string;
  /**
   * 通知方式: Chosen notification options (spec §9: 4 短信通知乘车人, 5 邮件通知乘车人, 6 短信通知司机, 7 邮件通知司机, 8 短信通知预订人, 9 邮件通知预订人).
   *
   * @maxItems 6
   *
   * Items: one of 4, 5, 6, 7, 8, 9
   */
  sms: number[];
  auditor: OwnCarAuditor;
  /**
   * 固定日期用车
   */
  isFixedTime: boolean;
  /**
   * 固定用车截止日期: A booking repeated on fixed weekdays up to an end date `YYYY-MM-DD` (D9), '' when not fixed.
   */
  fixedEndTime: string;
  /**
   * 固定用车星期: ISO weekdays 1 (Monday) to 7 (Sunday) of a booking on fixed days.
   *
   * @maxItems 7
   */
  weekdays: number[];
}
/**
 * A pickup or destination of the own-car form, with the fields an own-car order address carries.
 */
export interface OwnCarAddress {
  /**
   * spec §9 address kind; the own car defaults to ordinary (spec §4).
   */
  addressType: number;
  city: string;
  cityCode: string;
  address: string;
  landmark: string;
  lat: number | null;
  lng: number | null;
  /**
   * The place the server resolved (docs/server.md "Places"): prices and stored coordinates come from it, never from lat/lng.
   */
  placeId?: string;
  /**
   * Flight number at an airport (spec §3 `airline`).
   */
  airline: string;
  trainNumber: string;
}
/**
 * A stop on the way (spec §3 own-car `stops`), the same in the form and on the wire.
 */
export interface OwnCarStop {
  city: string;
  name: string;
  address: string;
  englishName: string;
  /**
   * `YYYY-MM-DD HH:mm` China time, or ''.
   */
  stopTime: string;
  cityCode: string;
  lat: number | null;
  lng: number | null;
  /**
   * The place the server resolved (docs/server.md "Places"): prices and stored coordinates come from it, never from lat/lng.
   */
  placeId?: string;
}
/**
 * A passenger or contact person of an order.
 */
export interface OrderContact {
  name: string;
  phoneNumber: string;
  email: string;
}
/**
 * One special config as a form holds it and a payload submits it (spec §3 `[{id, name, value}]`).
 */
export interface SpecialConfigEntry {
  id: number;
  name: string;
  /**
   * A special config value: text, an option id, several option ids, or nothing (D4).
   */
  value: string | number | number[] | null;
}
/**
 * The special enterprise's cost-centre choices besides the cost centre itself (spec §3 "special cost centre (bizOperUnit list, deptId list)", §6); submitted as `bizOperUnit-deptId-costCentre`.
 */
export interface SpecialCostCentreChoice {
  bizOperUnit: string;
  deptId: string;
}
/**
 * The approver of an own-car order (spec §3 `auditor`).
 */
export interface OwnCarAuditor {
  phoneNumber: string;
  email: string;
  name: string;
}
