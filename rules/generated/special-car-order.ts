/* Generated from schemas/special-car-order.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */

/**
 * 专车订单 / The special-car order as submitted to POST /CsOrder/Create and PUT /CsOrder/Update (spec §3 "Special-car order as submitted", §7, D9). The server's boundary: unknown keys are refused at every level, lengths and counts are bounded.
 */
export interface SpecialCarOrderPayload {
  baseData: SpecialCarBaseData;
  booker: {
    name: string;
    phoneNumber: string;
    email: string;
    userId: string;
  };
  passenger: {
    name: string;
    phoneNumber: string;
    email: string;
    /**
     * 1 English, 2 Chinese (spec §3, D9) (one of 1, 2)
     */
    languageType: number;
    companyEmployeeId: string;
    lastName?: string;
  };
  /**
   * @maxItems 20
   */
  contacts: OrderContact[];
  boardingAddress: SpecialCarWireAddress;
  dropOffAddress: SpecialCarWireAddress;
  creditCard: CreditCardChoice | null;
  messageOptions: {
    isSendMessageToBookerWhenOrderSuccess: boolean;
    isSendMessageToPassengerWhenOrderSuccess: boolean;
  };
  /**
   * @maxItems 20
   */
  costCenters: {
    name: string;
  }[];
  /**
   * @maxItems 100
   */
  specialConfigs: SpecialConfigEntry[];
  /**
   * @maxItems 20
   */
  stops: SpecialCarStop[];
  /**
   * @maxItems 20
   */
  payTypes: SpecialCarPayType[];
  priceRemark: string;
  priceEnglishRemark: string;
  /**
   * The passenger's name at an airport pickup with meet and greet, else '' (D9).
   */
  airPortRemark: string;
  letterOfCommitment: {
    letterOfCommitmentId: string;
  } | null;
  /**
   * @maxItems 100
   */
  specialRequirements: {
    id: number;
  }[];
  /**
   * The order being updated, when the body names it (spec §3 form `orderId`; spec §7 also takes it in the query).
   */
  orderId?: string | number;
}
/**
 * spec §3 `baseData`.
 */
export interface SpecialCarBaseData {
  /**
   * 0 normal, 1 when a price-picture url exists (spec §3, D5) (one of 0, 1)
   */
  orderQuotationPriceType: number;
  isBand4Up: boolean;
  accountId: string;
  /**
   * spec §9 service type 1 to 10 (one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
   */
  tripType: number;
  travelTime: number | null;
  carTypeLevel: number | null;
  carTypeId: number | null;
  passengerNumber: number;
  priority: number;
  /**
   * spec §9 account kind: 0 enterprise, 1 personal (one of 0, 1)
   */
  userType: number;
  /**
   * spec §9 payment method: 2 信用卡, 4 挂账, 20 余额, 23 礼品E卡, 24 企业账户余额 (one of 2, 4, 20, 23, 24)
   */
  paymentType: number;
  boardingTime: string;
  estimateDuration: number;
  estimateMileage: number;
  isMeetGreet: boolean;
  officeLocation: string;
  auditorEmail: string;
  secondAuditorEmail: string;
  secondAuditorCity: string;
  secondAuditorPhoneNumber: string;
  justification: string;
  auditorPhoneNumber: string;
  auditorName: string;
  auditorCostCenterName: string;
  isIncludeParkingFee: boolean;
  isIncludeTollsFee: boolean;
  orderType: number;
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
 * An order address on the wire (spec §3 `boardingAddress`, `dropOffAddress`): planned landing time at a pickup, planned departure time at a destination.
 */
export interface SpecialCarWireAddress {
  city: string;
  cityCode: string;
  province: string;
  /**
   * one of 1, 2, 3, 4, 5, 6
   */
  addressType: number;
  lat: number | null;
  lng: number | null;
  /**
   * The place the server resolved (docs/server.md "Places"): prices and stored coordinates come from it, never from lat/lng.
   */
  placeId?: string;
  address: string;
  landmark: string;
  airPortCode: string;
  isAirPort: boolean;
  flightNumber: string;
  terminal: string;
  plannedLandingTime?: string;
  plannedDepartureTime?: string;
  addressEn: string;
  remark: string;
  isModifyAddress: boolean;
  office: string;
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
 * spec §3 `payTypes` entry.
 */
export interface SpecialCarPayType {
  userId: string;
  phoneNumber: string;
  /**
   * spec §9 payment method: 2 信用卡, 4 挂账, 20 余额, 23 礼品E卡, 24 企业账户余额 (one of 2, 4, 20, 23, 24)
   */
  payType: number;
  payAmount: number;
  /**
   * @maxItems 20
   */
  giftCardList: {
    id: string;
    isSelected: boolean;
  }[];
}
