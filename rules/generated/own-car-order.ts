/* Generated from schemas/own-car-order.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */

/**
 * 自有车订单 / The own-car order as submitted to POST /own/order and POST /own/order/Update (spec §3 "Own-car order", §7, D9). The server's boundary: unknown keys are refused at every level, lengths and counts are bounded.
 */
export interface OwnCarOrderPayload {
  boardingTime: string;
  bookerId: string;
  bookerEmail: string;
  bookerName: string;
  bookerPhoneNumber: string;
  bookerExt: string;
  userLevel: number;
  enterpriseId: number;
  /**
   * minutes
   */
  beforeAllow: number;
  /**
   * minutes
   */
  afterAllow: number;
  dropOffTime: string;
  /**
   * spec §9 region type: 1 同城, 2 异地, 3 普通, 4 休假 (one of 1, 2, 3, 4)
   */
  tripType: number;
  carLicense: string;
  carType: number | null;
  isMeetGreet: boolean;
  carOwnEnterprise: number | null;
  auditor: OwnCarAuditor;
  isNeedAudit: boolean;
  boardingAddress: OwnCarAddress;
  dropOffAddress: OwnCarAddress;
  /**
   * spec §3 `other`: the remark and the message flags, each standing for a notification option (spec §9).
   */
  other: {
    remark: string;
    isSendMessageToPassenger: boolean;
    isSendEmailToPassenger: boolean;
    isSendMessageToDriver: boolean;
    isSendEmailToDriver: boolean;
    isSendMessageToBooker: boolean;
    isSendEmailToBooker: boolean;
  };
  /**
   * spec §3 `contacts`: the primary passenger leads the contacts.
   */
  contacts: {
    contactNumber: string;
    passengerNumber: number;
    /**
     * @maxItems 20
     */
    contacts: OrderContact[];
  };
  enterprise: {
    costCenter: string;
    /**
     * `bizOperUnit-deptId-costCentre` for the special enterprise (spec §6, D8), else ''.
     */
    specialCostCenter: string;
    costCenterAuditor: string;
  };
  /**
   * @maxItems 100
   */
  specialConfig: SpecialConfigEntry[];
  /**
   * @maxItems 20
   */
  stops: OwnCarStop[];
  isFixedTime: boolean;
  /**
   * `YYYY-MM-DD` (D9), null when the booking is not on fixed days.
   */
  fixedEndTime: string | null;
  /**
   * ISO weekdays 1 (Monday) to 7 (Sunday) of a booking on fixed days.
   *
   * @maxItems 7
   */
  weekdays: number[];
  /**
   * The order being updated, when the body names it (spec §3 form `orderId`; spec §7 also takes it in the query).
   */
  orderId?: string | number;
}
/**
 * The approver of an own-car order (spec §3 `auditor`).
 */
export interface OwnCarAuditor {
  phoneNumber: string;
  email: string;
  name: string;
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
