/**
 * The shapes of the seed file `db/seed/reference.json`: the reference data the booking flows look
 * up (spec §3, §7). Rows of `reference_rows` hold these objects as JSON, by kind and scope.
 */
import type { PermissionNode } from '../../../rules/index.ts';
import type { CarCategory, CarColor, OwnCarMessage, UserCreditCard } from '../../shared/responses.ts';

// The catalogue rows are seeded in the shapes the calls answer (src/shared/responses.ts).
export type { CarCategory, CarColor };

export interface SeedUser {
  userId: string;
  enterpriseId: number;
  phoneNumber: string;
  /** Plain demo password, hashed when seeded; null for a user who must activate first. */
  password: string | null;
  userName: string;
  trueName: string;
  email: string;
  empNo: string;
  costCenter: string;
  channelId: number;
  priority: number;
  officeAddressId: number;
  approveEmail: string;
  approverPhoneNumber: string;
  approverName: string;
  roleId: number;
  active: boolean;
  /** Marks the demo sign-ins that `npm start` prints. */
  demo?: DemoRole;
  permissions: string[];
}

/** The profile of a user as stored in `users.profile_json`: the seed user without secrets. */
/** The demo sign-ins: the booker, the config admin, the approver of the booker's orders, the fleet manager. */
export type DemoRole = 'booker' | 'admin' | 'approver' | 'fleet' | 'specialBooker';

export type UserProfile = Omit<SeedUser, 'password' | 'permissions' | 'active' | 'demo'>;

/**
 * A city: its centre and `radiusKm`, the circle around the centre its places lie in (every seeded
 * place does: tests/server/places.test.ts; docs/server.md "Places"). Prices come from the places, not the circle.
 */
export interface City { cityCode: string; cityName: string; province: string; lat: number; lng: number; radiusKm?: number }
export interface Airport { airPortCode: string; name: string; nameEn: string; cityCode: string; terminals: string[]; lat: number; lng: number }
export interface PlaceAddress {
  id: number;
  cityCode: string;
  addressType: number;
  landmark: string;
  address: string;
  addressEn: string;
  lat: number;
  lng: number;
}
export interface CompanyAddress extends Omit<PlaceAddress, 'addressType'> { enterpriseId: number }
export interface FrequentAddress extends PlaceAddress { userId: string }
export interface CostCentre { id: number; enterpriseId: number; name: string; approverName: string; approverEmail: string; approverCellphone: string }
/**
 * A valid three-part cost centre of the special enterprise (spec §6, D8 `bizOperUnit-deptId-costCentre`): the business
 * units and departments each of its centres may be charged with. `/CsAccount/CostCenter` answers them with the centre
 * (`specialParts`), and an order's three parts must be one of them (order-cost-centre.ts).
 */
export interface SpecialCostCentreRow { enterpriseId: number; bizOperUnit: string; deptId: string; costCentre: string }
export interface Reviewer { enterpriseId: number; approverName: string; approverEmail: string; city: string; approverCellphone: string }
export interface BookingStep { step: number; name: string }
/** A seeded car: the wire's car message without its record-keeping fields. */
export type OwnCar = Omit<OwnCarMessage, 'isDeleted' | 'creationTime' | 'lastModificationTime'>;
/**
 * A time a car of the fleet is taken besides its orders (maintenance, a booking made elsewhere):
 * `dayOffset` days after the China date of the request, `from`–`to` (`HH:mm`) that day, so the
 * demo always shows some booked times ahead (`/own/car/ServiceTimes`).
 */
export interface OwnCarBookedTime { enterpriseId: number; carLicense: string; dayOffset: number; from: string; to: string; reason: string }
/** A bound credit card of a user (`/Payment/UserCreditCard`), its number already masked. */
export type SeedCreditCard = UserCreditCard & { userId: string };
export interface SeedBalance { accountKind: number; ownerId: string; amount: number }
export interface SeedGiftCard { id: string; userId: string; name: string; balance: number; expireDate: string }
/** An enterprise's letter of commitment (`/csorder/letterOfCommitment`, rules/payment/letter-of-commitment.ts). */
export interface SeedLetterOfCommitment { enterpriseId: number; letterOfCommitmentId: string; title: string; content: string }
export interface RumAgentConfig { serviceName: string; serviceEnvironment: string; settings: Record<string, string> }
/**
 * One row of the menu `/UserLogin/UserMenu` answers (docs/administration.md "导航"): shown to a user who
 * has `permission` (any name of the permission tree, a parent or a leaf), or to every signed-in user
 * when it names none.
 */
export interface MenuEntry { name: string; path: string; permission?: string }

export interface ReferenceData {
  enterprises: { slug: string; enterpriseId: number }[];
  permissionTree: PermissionNode[];
  menus: MenuEntry[];
  users: SeedUser[];
  cities: City[];
  airports: Airport[];
  addresses: PlaceAddress[];
  companyAddresses: CompanyAddress[];
  frequentAddresses: FrequentAddress[];
  costCentres: CostCentre[];
  reviewers: Reviewer[];
  bookingProcesses: { ownOrder: BookingStep[]; csOrder: BookingStep[] };
  carCategories: CarCategory[];
  /** Car type levels an enterprise may book, by enterprise id; absent: all levels. */
  enterpriseCarLevels: Record<string, number[]>;
  ownCars: OwnCar[];
  ownCarBookedTimes: OwnCarBookedTime[];
  carColors: CarColor[];
  /** Payment types offered, in order, by enterprise id (spec §9 payment method). */
  paymentTypes: Record<string, number[]>;
  balances: SeedBalance[];
  giftCards: SeedGiftCard[];
  creditCards: SeedCreditCard[];
  /** The special enterprise's valid three-part cost centres (spec §6). */
  specialCostCentres: SpecialCostCentreRow[];
  /** The enterprises' letters of commitment, one per enterprise at most. */
  lettersOfCommitment: SeedLetterOfCommitment[];
  /** Flights the flight lookup knows (`/Foundation/flight`, spec §6 config 135). */
  flights: SeedFlight[];
  rumAgentConfigs: RumAgentConfig[];
}

/** A flight of the reference data: where it lands and when, every day (China time `HH:mm`). */
export interface SeedFlight {
  flightNumber: string;
  airPortCode: string;
  terminal: string;
  arrivalClock: string;
}

/** The kinds of `reference_rows` and the object each holds. */
export interface ReferenceKinds {
  permissionTree: PermissionNode[];
  menu: MenuEntry;
  city: City;
  airport: Airport;
  address: PlaceAddress;
  companyAddress: CompanyAddress;
  frequentAddress: FrequentAddress;
  costCentre: CostCentre;
  reviewer: Reviewer;
  bookingProcess: BookingStep[];
  carCategory: CarCategory;
  enterpriseCarLevels: number[];
  ownCar: OwnCar;
  ownCarBookedTime: OwnCarBookedTime;
  creditCard: SeedCreditCard;
  letterOfCommitment: SeedLetterOfCommitment;
  specialCostCentre: SpecialCostCentreRow;
  flight: SeedFlight;
  carColor: CarColor;
  paymentTypes: number[];
  rumAgentConfig: RumAgentConfig;
}
export type ReferenceKind = keyof ReferenceKinds;
