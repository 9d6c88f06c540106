/* Generated from schemas/scenario.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */

/**
 * China time, YYYY-MM-DD HH:mm (D7)
 */
export type BoardingTime = string;

/**
 * 预订的当前状态及预订人 / The booking as it stands, plus who books it (product decision D2). Every field is optional: missing means not chosen yet.
 */
export interface Scenario {
  $schema?: string;
  /**
   * What this scenario shows (free text, ignored by the rules)
   */
  description?: string;
  businessType?: 4 | 5;
  /**
   * special car: service type 1-10; own car: region type 1-4 (spec §9)
   */
  tripType?: number;
  orderType?: number;
  paymentType?: number;
  offeredPaymentTypes?: number[];
  userLevel?: number;
  bookerId?: string;
  passengerName?: string;
  carTypeLevel?: number;
  /**
   * car levels /Driver/CarCategory/ForDropDownList offered for this booking; missing: not known, any level passes
   */
  offeredCarTypeLevels?: number[];
  fromTime?: BoardingTime;
  toTime?: BoardingTime;
  pickUp?: ScenarioAddress;
  dropOff?: ScenarioAddress;
  stops?: ScenarioAddress[];
  picturePriceUrl?: string | null;
  permissions?: string[];
  /**
   * special-config values by specialId; option ids for choice fields
   */
  values?: {
    [k: string]: string | number | number[] | null;
  };
  orderPrice?: number;
  userBalance?: number;
}
export interface ScenarioAddress {
  /**
   * spec §9 address kind 1-6
   */
  addressType?: number;
  city?: string;
  cityCode?: string;
  address?: string;
  landmark?: string;
  lat?: number;
  lng?: number;
}
