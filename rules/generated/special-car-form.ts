/* Generated from schemas/special-car-form.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */

/**
 * 专车预订表单 / The special-car booking form (spec §3 "Special-car booking form", D9) as far as an order carries it; the form compiler starts from it. In a form state that can be submitted: `isStop` is true exactly when there are stops; `specialRequirements` holds no baggage id and `baggage` only baggage ids (50, 51, 52); `sms` lists chosen options in the order of SPECIAL_CAR_MESSAGE_OPTIONS; the special cost centre is set only for the special enterprise, and then with a cost centre.
 */
export interface SpecialCarForm {
  bookerName: string;
  bookerPhone: string;
  bookerEmail: string;
  passName: string;
  passPhone: string;
  passEmail: string;
  passEmployeeId: string;
  /**
   * @maxItems 20
   */
  passList: OrderContact[];
  /**
   * spec §9 order type; 1 政企 is the default.
   */
  orderType: number;
  /**
   * The number of travellers (`passengerNumber`), default 1 (spec §9).
   */
  trainStaff: number;
  /**
   * 服务类型: spec §9 service type 1 to 10; the enterprise's default comes from its trip-type config. (one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
   */
  tripType: number;
  /**
   * Boarding time, `YYYY-MM-DD HH:mm` China time (D7); defaults to now plus 3 hours rounded to the hour, which the form sets when it opens.
   */
  travelDateTime: string;
  /**
   * The chosen duration of a half-day or full-day hire (`travelTime`), null when none.
   */
  travelTime: number | null;
  pickUp: SpecialCarAddress;
  destination: SpecialCarAddress;
  /**
   * 途经停靠
   */
  isStop: boolean;
  /**
   * 途经地点
   *
   * @maxItems 20
   */
  additionStopsList: SpecialCarStop[];
  /**
   * 举牌接机
   */
  isMeetGreet: boolean;
  /**
   * Car type level (`carTypeLevel`).
   */
  firstCarType: number | null;
  /**
   * Car type (`carTypeId`).
   */
  secondCarType: number | null;
  /**
   * 预估里程: Estimated mileage of the price result (`estimateMileage`).
   */
  mileage: number;
  /**
   * 预估时长: Estimated duration of the price result (`estimateDuration`).
   */
  time: number;
  priceRemark: string;
  priceEnglishRemark: string;
  /**
   * 含停车费
   */
  isIncludeParkingFee: boolean;
  /**
   * 含过路费
   */
  isIncludeTollsFee: boolean;
  /**
   * 支付方式: spec §9 payment method: 2 信用卡, 4 挂账, 20 余额, 23 礼品E卡, 24 企业账户余额. (one of 2, 4, 20, 23, 24)
   */
  paymentType: number;
  /**
   * 礼品E卡: Chosen gift card ids (`payTypes`).
   *
   * @maxItems 20
   */
  ECardList: string[];
  /**
   * 用车承诺函: The booker read the enterprise's letter of commitment and agrees to it (`letterOfCommitment` of the order, `orderExtraDetail.isAgreeLetterOfCommitment` of the detail); asked when paying by 挂账 and the enterprise has a letter (rules/payment/letter-of-commitment.ts). Absent or false: not agreed.
   */
  isAgreeLetterOfCommitment?: boolean;
  /**
   * E卡支付金额: The amount paid by gift cards.
   */
  ECardAmount: number;
  /**
   * 信用卡
   */
  creditCard: CreditCardChoice | null;
  approverName: string;
  approverEmail: string;
  approverPhone: string;
  administrativeReviewerMsg: ReviewerFields;
  justification: string;
  costCentre: string;
  /**
   * 特殊成本中心: Set only for the special enterprise (spec §6); null elsewhere.
   */
  specialCostCentre: SpecialCostCentreChoice | null;
  /**
   * The cost centre's approver (`auditorCostCenterName`).
   */
  costCentreOwner: string;
  /**
   * @maxItems 100
   */
  specialConfigList: SpecialConfigEntry[];
  /**
   * 短信通知: Chosen notification options (spec §9: 1 短信通知预订人, 2 短信通知乘车人).
   *
   * @maxItems 2
   *
   * Items: one of 1, 2
   */
  sms: number[];
  /**
   * 特殊要求: Special requirement ids other than baggage.
   *
   * @maxItems 100
   */
  specialRequirements: number[];
  /**
   * 行李: Baggage sizes, special requirements 50, 51, 52, chosen in their own control (D9).
   *
   * @maxItems 3
   *
   * Items: one of 50, 51, 52
   */
  baggage: number[];
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
 * A pickup or destination of the special-car form, with the fields an order address carries (spec §3).
 */
export interface SpecialCarAddress {
  /**
   * spec §9 address kind; the special car defaults to airport (spec §4).
   */
  addressType: number;
  city: string;
  cityCode: string;
  province: string;
  address: string;
  landmark: string;
  addressEn: string;
  lat: number | null;
  lng: number | null;
  /**
   * The place the server resolved (docs/server.md "Places"): prices and stored coordinates come from it, never from lat/lng.
   */
  placeId?: string;
  airPortCode: string;
  flightNumber: string;
  terminal: string;
  /**
   * Planned landing time at a pickup, planned departure time at a destination; '' when none.
   */
  plannedTime: string;
  remark: string;
  /**
   * 是否修改地址
   */
  isModifyAddress: boolean;
  office: string;
}
/**
 * A stop on the way (spec §3 `stops`), the same in the form and on the wire.
 */
export interface SpecialCarStop {
  city: string;
  landMark: string;
  address: string;
  name: string;
  englishName: string;
  arrivalTime: string;
  /**
   * 是否机场
   */
  isAirPort: boolean;
  airPortName: string;
  cityCode: string;
  lat: number | null;
  lng: number | null;
  /**
   * The place the server resolved (docs/server.md "Places"): prices and stored coordinates come from it, never from lat/lng.
   */
  placeId?: string;
  remark: string;
}
/**
 * The chosen credit card (spec §3 `creditCard`).
 */
export interface CreditCardChoice {
  cardNumber: string;
  vipCardId: string;
  bindingCreditCardId: string;
  cardType: number;
}
/**
 * The administrative reviewer (spec §3 `administrativeReviewerMsg`).
 */
export interface ReviewerFields {
  email: string;
  city: string;
  phoneNumber: string;
}
/**
 * The special enterprise's cost-centre choices besides the cost centre itself (spec §3 "special cost centre (bizOperUnit list, deptId list)", §6); submitted as `bizOperUnit-deptId-costCentre`.
 */
export interface SpecialCostCentreChoice {
  bizOperUnit: string;
  deptId: string;
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
