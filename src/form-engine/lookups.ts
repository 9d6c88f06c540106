/**
 * What the form engine's widgets ask the outside world for (spec §3, §4, §7): cities, place
 * suggestions (airports, stations, company and frequent addresses among them), geocoding, car levels, cost centres, approvers,
 * reviewers, the booker's common renters, own cars, and attachment uploads. Every call is async; the pages lane implements
 * the interface over the transport (reference server), tests implement it with fixtures.
 *
 * The shapes are the form engine's own, small and flat, so a widget never depends on a wire
 * format; an implementation maps the server's answers onto them. The form engine imports no
 * feature (tests/architecture/boundaries.test.ts), so the interface lives here and reaches the
 * widgets through RJSF's `formContext` (see `FormContext`).
 */

/** A city a booker can choose (spec §4 "lookups refresh when the city changes"). */
export interface LookupCity {
  cityCode: string;
  cityName: string;
  province: string;
}

/**
 * A place that can fill an address field: airport, railway station, company address, frequent
 * address or a place search hit. `addressType` is the D6 kind it fills (1-6).
 */
export interface LookupPlace {
  /** Stable key for lists (an id, an airport code, …). */
  key: string;
  /**
   * The server's id of the place (`address:101`, `airport:PVG`; src/shared/places.ts), opaque here:
   * the address it fills carries it, and the server prices from that place, not from `lat`/`lng`.
   */
  placeId: string;
  addressType: number;
  /** The short name shown first (`landmark` in the order payload). */
  landmark: string;
  address: string;
  addressEn: string;
  city: string;
  cityCode: string;
  province: string;
  lat: number | null;
  lng: number | null;
  /** What the place is, in Chinese (`地铁站`, `商务楼宇`, `机场`, `公司地址`, `常用地址`), shown beside it in the suggestions. */
  category?: string;
  /** Airports only: IATA code and terminals. */
  airPortCode?: string;
  terminals?: readonly string[];
}

/** What a place search may narrow to, and how it is cancelled. */
export interface PlaceQuery {
  /** Only places of these address kinds (D6); every kind when absent. */
  addressTypes?: readonly number[];
  /** At most this many (the server's default 10, at most 20). */
  limit?: number;
  /** Aborted when the booker types on: the request on its way is cancelled. */
  signal?: AbortSignal;
}

/** A flight found by number and date (optional lookup, config 135). */
export interface LookupFlight {
  flightNumber: string;
  /** Arrival airport code and terminal, when known. */
  airPortCode: string;
  terminal: string;
  /** Planned arrival, `YYYY-MM-DD HH:mm` China time (D7). */
  arrivalTime: string;
}

/** A car-type level, drawn as a card (spec §3 "car-type levels"). */
export interface LookupCarLevel {
  id: number;
  name: string;
  pictureUrl: string;
  seats: number;
  /** Estimated price in yuan, once the form is price-ready; `null` before. */
  estimatedPrice: number | null;
}

/** A cost centre and its approver (spec §3 "cost-centre list"). */
export interface LookupCostCentre {
  id: number;
  name: string;
  approverName: string;
  approverEmail: string;
  approverPhone: string;
  /** The special enterprise only: the business units and departments this centre may be charged with (spec §6, D8). */
  specialParts?: readonly { bizOperUnit: string; deptId: string }[];
}

/** A credit card the booker has bound (`/Payment/UserCreditCard`); the number is masked by the server. */
export interface LookupCreditCard {
  bindingCreditCardId: string;
  cardNumber: string;
  cardType: number;
  vipCardId: string;
  bankName: string;
  /** `YYYY/MM`. */
  expires: string;
}

/** A gift e-card of the booker usable on the boarding date (`/csorder/giftCards`). */
export interface LookupGiftCard {
  id: string;
  name: string;
  /** Yuan. */
  balance: number;
  /** `YYYY-MM-DD`. */
  expireDate: string;
}

/** An approver or administrative reviewer of a city (spec §3, D3). */
export interface LookupPerson {
  name: string;
  email: string;
  phone: string;
  city: string;
}

/** One of the booker's common renters, his frequent passengers (`/commonRenter`; docs/administration.md "常用乘车人"). */
export interface LookupRenter {
  name: string;
  phone: string;
  email: string;
}

/** A booked period of an own car, China time `YYYY-MM-DD HH:mm` (D7). */
export interface BookedPeriod {
  from: string;
  to: string;
}

/** An own car of the enterprise's fleet with its licences and booked times (spec §3 "Car message"). */
export interface LookupOwnCar {
  carType: number;
  carTypeDesc: string;
  color: string;
  /** The licence plates of this car type the booker may choose. */
  licences: readonly { carLicense: string; booked: readonly BookedPeriod[] }[];
}

/** A stored attachment, as the reference server answers an upload. */
export interface UploadedFile {
  fileId: string;
  name: string;
  url: string;
}

/**
 * The lookups the widgets call. All async; an implementation rejects with an `Error` whose
 * message is Chinese (the widget shows it). Optional members are features a deployment may lack.
 */
export interface FormLookups {
  cities(): Promise<readonly LookupCity[]>;
  /**
   * The suggestions of a city for what the booker typed, best first (`/CsOrder/Address/Place/Search`):
   * by Chinese text, pinyin or initials; for an empty keyword the company and frequent addresses
   * first, then the city's airports and main railway stations.
   */
  searchPlaces(cityCode: string, keyword: string, query?: PlaceQuery): Promise<readonly LookupPlace[]>;
  /**
   * The place a free-text address geocodes to in a city (`/CsOrder/Address/Loaction`), or null when
   * it names none; absent where a deployment has no geocoding.
   */
  geocode?(cityCode: string, address: string, signal?: AbortSignal): Promise<LookupPlace | null>;
  /** Flight lookup (config 135); absent when the enterprise has none. */
  flight?(flightNumber: string, date: string): Promise<LookupFlight | null>;
  carLevels(): Promise<readonly LookupCarLevel[]>;
  costCentres(): Promise<readonly LookupCostCentre[]>;
  /** The booker's bound credit cards; absent where a form never pays by card. */
  creditCards?(): Promise<readonly LookupCreditCard[]>;
  /** The booker's gift e-cards usable on the boarding date (`YYYY-MM-DD HH:mm`, or '' for today). */
  giftCards?(boardingTime: string): Promise<readonly LookupGiftCard[]>;
  approvers(cityCode: string): Promise<readonly LookupPerson[]>;
  /**
   * The colleague of the booker's enterprise who holds a phone number (`/User/ByPhoneNumber`), or null:
   * a passenger typed by phone gets his name. Absent where a form has no passengers.
   */
  colleagueByPhone?(phoneNumber: string): Promise<{ name: string } | null>;
  /**
   * The booker's own common renters (`/commonRenter`), offered by the passengers' field: choosing one
   * fills a passenger's name, phone and e-mail. Absent where a form has no passengers.
   */
  commonRenters?(): Promise<readonly LookupRenter[]>;
  reviewers(cityCode: string): Promise<readonly LookupPerson[]>;
  ownCars(): Promise<readonly LookupOwnCar[]>;
  uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<UploadedFile>;
}

/**
 * The lookups of a form none of whose fields asks for one (a list filter, an admin form, the
 * approver's decision): each refuses with `message` (Chinese), so a field that did ask by mistake
 * shows why instead of calling the server.
 *
 * @example noLookups('审批表单不提供查询')
 */
export function noLookups(message: string): FormLookups {
  const unavailable = () => Promise.reject(new Error(message));
  return {
    cities: unavailable,
    searchPlaces: unavailable,
    carLevels: unavailable,
    costCentres: unavailable,
    approvers: unavailable,
    reviewers: unavailable,
    ownCars: unavailable,
    uploadAttachment: unavailable,
  };
}
