/**
 * The `result` of the calls the portal and the reference server both use, declared once on the
 * endpoint catalogue: `ResponseOf<typeof endpoints.userLogin.currentUser>` is `CurrentUser`. The
 * server's handlers are checked against these (src/server/protocol/api-routes.ts `apiRoutes`);
 * `transport.call(endpoint)` answers `TransportResult<ResponseOf<typeof endpoint>>`. A call not
 * declared here answers `unknown`. Spec §7 shows no response shapes; these are the reference
 * contract (docs/transport.md), and the order shapes are the rules core's (spec §3).
 */
import type { FleetIoResponses } from './fleet-io-responses.ts';
import type { FleetResponses } from './fleet-responses.ts';
import type { ImportLogMessage, ResourceDetail, ResourceResponses } from './resource-responses.ts';
import type { SettingsResponses } from './settings-responses.ts';
import type {
  AuditConfig,
  EnterpriseBundle,
  EnterpriseConfigEntry,
  LetterOfCommitment,
  NoNeedToAuditList,
  OwnCarOrderDetail,
  PermissionNode,
  SpecialCarOrderDetail,
  SpecialFieldConfig,
  SpecialRequirement,
  TripTypeConfig,
} from '../../rules/index.ts';
import type { Endpoint, endpoints } from './endpoints.ts';

/** The signed-in user (spec §3 "Current user" and the enterprise user info). */
export interface CurrentUser {
  userId: string;
  userName: string;
  phoneNumber: string;
  enterpriseId: number;
  enterpriseName?: string | null;
  trueName?: string | null;
  email?: string | null;
  channelId?: number | null;
  empNo?: string | null;
  costCenter?: string | null;
  approveEmail?: string | null;
  /** The user level used in orders (spec §6); default 0. */
  priority?: number;
  officeAddressId?: number;
  /** Spec §3 "role id (default 0)". */
  roleId?: number;
  encryptedEnterpriseId?: string;
  encryptedUserId?: string;
  approverPhoneNumber?: string | null;
  approverName?: string | null;
}

/**
 * A user of the session's enterprise found by his phone (`/User/ByPhoneNumber`: the booking's passenger
 * typed by phone); `null` when no user of that enterprise has it (another enterprise's answers nothing).
 */
export interface UserByPhone {
  userId: string;
  trueName: string;
  phoneNumber: string;
  /** The user level used in orders (spec §6). */
  priority: number;
}

/** A user's level used in orders (`/User/Priority?accountId=`, spec §6); the session's enterprise only. */
export interface UserPriority {
  userId: string;
  priority: number;
}

/** A user's enterprise (`/User/EnterpriseInfo/ByUserId`, spec §3 "enterprise user info"). */
export interface UserEnterpriseInfo {
  userId: string;
  enterpriseId: number;
  enterpriseName: string;
  encryptedEnterpriseId: string;
  encryptedUserId: string;
  approverName: string | null;
  approverPhoneNumber: string | null;
}

/** A module the enterprise has (`/UserLogin/ModuleType`): a business type of spec §9 and its label (专车, 自有车). */
export interface ModuleType {
  moduleType: number;
  moduleName: string;
}

/** Step 1 of the sign-in (docs/transport.md "Sign-in"): a login SMS code was sent. */
export interface PasswordLoginResult {
  phoneNumber: string;
  verificationRequired: boolean;
}

export interface CodeSentResult {
  sent: boolean;
}

export interface CodeCheckResult {
  valid: boolean;
}

export interface PasswordResetResult {
  reset: boolean;
}

/**
 * One entry of the user's menu (`/UserLogin/UserMenu`): its name, the portal path it opens, and the
 * permission it needs (absent: every signed-in user), so the portal can filter it again.
 */
export interface MenuItem {
  name: string;
  path: string;
  permission?: string;
}

/** The enterprise's base config (spec §3 "enterprise base config"). */
export interface EnterpriseBaseInfo {
  enterpriseId: number;
  enterpriseName: string;
  isNeedSmsNotify: boolean;
  isEnglishCustomer: boolean;
}

/** One enterprise config value (`/enterpriseConfig/configs` with a `configId`). */
export interface EnterpriseConfigValue {
  configId: number;
  configValue: string;
}

/** An administrative reviewer (spec §3 "administrative reviewer list"). */
export interface Reviewer {
  approverName: string;
  approverEmail: string;
  city: string;
  approverCellphone: string;
}

/** One step of a booking process. */
export interface BookingStep {
  step: number;
  name: string;
}

export interface City {
  cityCode: string;
  cityName: string;
  province: string;
  lat: number;
  lng: number;
}

/** Where an address lies: its city by name and code, and the province. */
interface AddressCity {
  city: string;
  cityCode: string;
  province: string;
}

/** An address in the order addresses' shape (spec §3 `boardingAddress`). */
export interface PlaceAddress extends AddressCity {
  id: number;
  /** The place's id (`address:101`, `company:401`, `frequent:501`; src/shared/places.ts): an address picked from this answer sends it. */
  placeId: string;
  addressType: number;
  landmark: string;
  address: string;
  addressEn: string;
  lat: number;
  lng: number;
}

/** A company address (spec §3 address type 4). */
export interface CompanyAddress extends Omit<PlaceAddress, 'province'> {
  addressType: number;
}

/** A flight as the flight lookup answers it (`/Foundation/flight`): where and when it lands. */
export interface FlightInfo {
  flightNumber: string;
  airPortCode: string;
  terminal: string;
  /** Planned arrival, `YYYY-MM-DD HH:mm` China time (D7). */
  arrivalTime: string;
}

/** An airport as an address of type 2, with its terminals. */
export interface AirportAddress extends AddressCity {
  /** `airport:<airPortCode>` (src/shared/places.ts). */
  placeId: string;
  airPortCode: string;
  name: string;
  nameEn: string;
  terminals: string[];
  addressType: number;
  isAirPort: boolean;
  landmark: string;
  address: string;
  addressEn: string;
  lat: number;
  lng: number;
}

/**
 * A place the place search suggests (`/CsOrder/Address/Place/Search`, docs/places.md), or the place
 * a free-text address or a point resolves to (`/CsOrder/Address/Loaction`): an address in the
 * order addresses' shape with its id, its kind (spec §9: 1 airport, 2 railway station, 3 ordinary,
 * 4 company, 5/6 frequent) and what it is (`地铁站`, `商务楼宇`, `机场`, `公司地址`, `常用地址`).
 */
export interface SuggestedPlace extends AddressCity {
  placeId: string;
  addressType: number;
  category: string;
  landmark: string;
  address: string;
  addressEn: string;
  lat: number;
  lng: number;
  /** Airports: the IATA code and the terminals. */
  airPortCode?: string;
  terminals?: string[];
}

/** The driving distance and time of one leg, or of a route: km (one decimal) and whole minutes. */
export interface RouteLegAnswer {
  distance: number;
  duration: number;
}

/**
 * A route through places in order (`/Foundation/RouteMatrix/mutipoints`, docs/places.md "Routes and
 * prices"): as the server's place provider drives it between the places the server resolved.
 */
export interface RouteAnswer extends RouteLegAnswer {
  legs: RouteLegAnswer[];
  /** The line to draw (GCJ-02). */
  path: { lat: number; lng: number }[];
  /** The places in order, as resolved. */
  places: { placeId: string; name: string; lat: number; lng: number }[];
}

/** Distances and times from each origin to each destination (`/Foundation/RouteMatrix`), row by origin. */
export interface RouteMatrixAnswer {
  rows: RouteLegAnswer[][];
}

/** A division of GB/T 2260 (`/Foundation/city/provinces`, `/Foundation/city/area`). */
export interface Division {
  code: string;
  name: string;
}

/** A cost centre of the enterprise and its approver (spec §3 "cost-centre list"). */
export interface CostCentre {
  id: number;
  name: string;
  approverName: string;
  approverEmail: string;
  approverCellphone: string;
  /**
   * The special enterprise only (spec §6, D8): the business units and departments this centre may be charged with, the
   * first two parts of `bizOperUnit-deptId-costCentre` (the extra cost-centre lookup, docs/rules.md 8.2).
   */
  specialParts?: SpecialCostCentreParts[];
}

/** The first two parts of the special enterprise's cost centre. */
export interface SpecialCostCentreParts {
  bizOperUnit: string;
  deptId: string;
}

/** The approver of a cost centre (`/CsAccount/auditors`). */
export interface CostCentreApprover {
  costCenterId: number;
  costCenterName: string;
  approverName: string;
  approverEmail: string;
  approverCellphone: string;
}

/** A car category the enterprise may book (`/Driver/CarCategory/ForDropDownList`). */
export interface CarCategory {
  carTypeLevel: number;
  carTypeLevelName: string;
  /** The level's picture (spec §3 `carImg`): a small SVG among the portal's static files (`public/car-levels/`). */
  carImg: string;
  /** Seats for passengers (spec §3 `maxPass`). */
  maxPass: number;
  carTypes: { carTypeId: number; carTypeName: string }[];
}

/** A car of the enterprise's own fleet (spec §3 "Car message"). */
export interface OwnCarMessage {
  enterpriseId: number;
  carLicense: string;
  carType: number;
  carTypeDesc: string;
  color: string;
  colorId: number;
  purchaseDate: string;
  carOwnership: number;
  /** 乘客座位数: the passengers the car seats, the driver's seat not counted (an own-car booking is refused above it). */
  seats: number;
  isDeleted: number;
  creationTime: string;
  lastModificationTime: string;
}

/**
 * When a car of the fleet is taken (`POST /own/car/ServiceTimes`): its own-car orders that are not
 * cancelled, widened by their before/after allowances, and the seeded busy times (maintenance, …).
 */
export interface OwnCarServiceTimes {
  carLicense: string;
  /** Soonest first; `YYYY-MM-DD HH:mm` China time, `to` after `from`. */
  bookedTimes: { fromTime: string; toTime: string; reason: string }[];
  /** With `date` in the body only: the car's restricted times that day (`限行：…`), cut to the day. */
  restrictedTimes?: { fromTime: string; toTime: string; reason: string }[];
}

/** A credit card the booker has bound (spec §3 special-car order `creditCard`; `/Payment/UserCreditCard`). */
export interface UserCreditCard {
  bindingCreditCardId: string;
  /** Masked: the first six and last four digits only. */
  cardNumber: string;
  cardType: number;
  bankName: string;
  expireYear: number;
  expireMonth: number;
  vipCardId: string;
}

/** An uploaded attachment (special config showType 6; `POST /CsOrder/uploadAuditFile`). */
export interface UploadedFile {
  fileId: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Where the uploader's enterprise reads it (`/attachments/<fileId>`, session cookie). */
  url: string;
}

export interface CarColor {
  colorId: number;
  color: string;
}

/** One page of a list. */
export interface Page<T> {
  total: number;
  items: T[];
}

/** A payment type the booker may choose, with its label. */
export interface PaymentTypeOption {
  paymentType: number;
  paymentName: string;
}

/** A balance in yuan. */
export interface Balance {
  balance: number;
}

/** A usable gift card (spec §3 `giftCardList`). */
export interface GiftCard {
  id: string;
  name: string;
  /** Yuan. */
  balance: number;
  expireDate: string;
  isSelected: boolean;
}

/**
 * `POST /csorder/letterOfCommitment`: the session's enterprise's letter of commitment that the
 * payment type asked about asks the booker to agree to, or null (rules/payment/letter-of-commitment.ts).
 */
export interface LetterOfCommitmentAnswer {
  letter: LetterOfCommitment | null;
}

/** What the booker must top up (rules `rechargeAmount`), with the figures it came from. */
export interface RechargeAmountResult {
  rechargeAmount: number;
  orderPrice: number;
  userBalance: number;
}

/** A price estimate of the reference tariff (docs/server.md "Prices"). */
export interface PriceEstimateResult {
  /** Kilometres, one decimal. */
  mileage: number;
  /** Minutes. */
  time: number;
  /** Yuan, whole. */
  price: number;
  feeDescription: string;
  priceRemark: string;
  priceRemarkEnglish: string;
  carTypeLevel: number | undefined;
  orderPriceConfig: { chargeParkingFee: boolean; chargeTollsFee: boolean };
}

export interface PicturePriceResult {
  picturePriceUrl: string | null;
}

/** What every order answer carries beside its payload. */
export interface OrderState {
  orderId: string;
  status: number;
  statusName: string;
  /** Yuan; null when no price is known. */
  price: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  /** The approval chain and history (detail answers; docs/approvals.md). */
  approval?: OrderApproval;
  /**
   * Detail answers: true when the signed-in user reads the order only as a person of its approval
   * chain, not as its booker or as one who sees all orders (docs/approvals.md "Who reads an order"):
   * the booker's actions (修改, 取消, 发送审批邮件…) are not his.
   */
  asApprover?: boolean;
}

/** One step of an order's approval chain (D3 order), and where it stands. */
export interface ApprovalStepInfo {
  step: number;
  role: string;
  /** 审批人, 成本中心审批人, 行政审核人. */
  roleName: string;
  name: string;
  phone: string;
  email: string;
  state: 'approved' | 'refused' | 'waiting' | 'later' | 'closed';
}

/** One decision of an order's approval history. */
export interface ApprovalHistoryEntry {
  round: number;
  step: number;
  roleName: string;
  approverName: string;
  /** 1 approve, 2 refuse. */
  decision: number;
  decisionName: string;
  comment: string;
  fileIds: string[];
  /** portal, email, text. */
  via: string;
  viaName: string;
  /** Milliseconds since the epoch. */
  decidedAt: number;
}

/** An order's approval: the current round's chain and every decision so far. */
export interface OrderApproval {
  round: number;
  steps: ApprovalStepInfo[];
  history: ApprovalHistoryEntry[];
  /** The waiting step's person, or null when no step waits. */
  waitingFor: string | null;
}

/** A label and a value of an order's summary. */
export interface SummaryLine {
  label: string;
  value: string;
}

/** One order waiting for the signed-in approver (`GET /own/order/AuditOrders`). */
export interface PendingApproval {
  orderId: string;
  businessType: number;
  /** 专车 or 自有车. */
  kindName: string;
  status: number;
  statusName: string;
  boardingTime: string;
  bookerName: string;
  passengerName: string;
  boardingAddress: string;
  dropOffAddress: string;
  /** The booker's note to the approver (the audit comment field, D3 hasComment), '' when none. */
  bookerComment: string;
  /**
   * What the approver decides on besides who, when and where (issue 25 §3), each labelled by the
   * booking form's title: car level, estimate, cost centre, the booker's reason, the special fields
   * by their names; only those the order has.
   */
  details: SummaryLine[];
  step: number;
  roleName: string;
  /** How many steps the chain has. */
  stepCount: number;
}

/** One decision of the signed-in approver (`GET /own/order/AuditedOrders`, the 已审批 tab). */
export interface DecidedApproval {
  orderId: string;
  businessType: number;
  /** 专车 or 自有车. */
  kindName: string;
  boardingTime: string;
  passengerName: string;
  boardingAddress: string;
  dropOffAddress: string;
  /** 1 同意, 2 拒绝. */
  decision: number;
  decisionName: string;
  /** His comment (a refusal's reason), '' when none. */
  comment: string;
  /** When he decided (ms since the epoch). */
  decidedAt: number;
  /** The order's status now. */
  statusName: string;
}

/** What one order of an approve or refuse call came to. */
export interface ApprovalOutcome {
  orderId: string;
  ok: boolean;
  status: number;
  statusName: string;
  /** '' when ok; else why this order was not decided. */
  message: string;
}

/** The answer of `/CsOrder/Audit`, `/own/order/Audit`: one outcome per order asked for, in the order asked. */
export interface ApprovalBatchResult {
  outcomes: ApprovalOutcome[];
}

/** An approval e-mail recorded as sent (`/CsOrder/EncryptAuditForWeb`); the link itself goes to the approver only. */
export interface ApprovalLinkSent {
  orderId: string;
  /** The approver's address, masked (li***@huaxin-tech.example.cn). */
  sentTo: string;
  expiresAt: number;
}

/** An approval SMS recorded as sent (`POST /CsOrder/sendAuditMessage`); the text code goes to the approver only. */
export interface ApprovalSmsSent {
  orderId: string;
  /** The approver's phone number, masked (139****5678). */
  sentTo: string;
  /** When the next SMS for the order may be asked for (milliseconds since the epoch). */
  nextAllowedAt: number;
}

/** What an e-mail link or text code shows, and after a decision what it came to (`/csorder/AuditForWeb`). */
export interface ApprovalLinkAnswer {
  orderId: string;
  businessType: number;
  kindName: string;
  summary: SummaryLine[];
  roleName: string;
  approverName: string;
  expiresAt: number;
  /** The booker's note to the approver, '' when none. */
  bookerComment: string;
  status: number;
  statusName: string;
  /** Set once the link is used: the decision taken with it. */
  decision: number | null;
  decisionName: string;
}

/** A saved special-car order. */
export interface SpecialCarOrderSaved {
  orderId: string;
  status: number;
  price: number | null;
}

/** A saved own-car order. */
export interface OwnCarOrderSaved {
  orderId: string;
  status: number;
}

/** A cancelled order. */
export interface OrderCancelled {
  orderId: string;
  status: number;
}

/** A special-car order as read back (spec §3), with its state. */
export type SpecialCarOrderAnswer = SpecialCarOrderDetail & OrderState;

/** An own-car order as read back (spec §3), with its state. */
export type OwnCarOrderAnswer = OwnCarOrderDetail & OrderState;

/** One row of an order list. */
export interface OrderSummary extends OrderState {
  boardingTime: string;
  tripType: number;
  tripTypeName: string;
  passengerName: string;
  bookerName: string;
  boardingAddress: string;
  dropOffAddress: string;
  /** The cost centre's name ('' when none). */
  costCentre: string;
}

/** One SMS or e-mail recorded for an own-car order (`/own/order/smsLog`, `/own/order/emailLog`; recorded, not sent). */
export interface OrderNotificationLog {
  channel: 'sms' | 'email';
  /** `audit`: an approval SMS sent again or to the next step (docs/approvals.md "Approval messages"). */
  event: 'create' | 'update' | 'cancel' | 'audit';
  /** 已提交, 已修改, 已取消, 审批提醒. */
  eventName: string;
  recipient: 'booker' | 'passenger' | 'driver' | 'approver';
  /** 预订人, 乘车人, 司机, 审批人. */
  recipientName: string;
  /** The phone number or e-mail address; '' when the order names none. */
  address: string;
  content: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface SpecialCarOrderSummary extends OrderSummary {
  carTypeLevel: number | null;
}

export interface OwnCarOrderSummary extends OrderSummary {
  dropOffTime: string;
  carLicense: string;
}

/** The enterprise's live bundle (config preview, issue 10 §1) and the version it is; 0 before the first save. */
export interface LiveConfig {
  bundle: EnterpriseBundle;
  version: number;
  /**
   * The enterprise's people by user id, so the page names the people of the bundle's lists (its
   * no-audit bookers) instead of showing their ids (issue 24 §2). Capped (`MAX_PEOPLE_LISTED`).
   */
  people: { userId: string; name: string }[];
}

/** One saved config version as listed: who, when, what the confirmation said. */
export interface ConfigVersionInfo {
  version: number;
  userName: string;
  /** Epoch milliseconds. */
  createdAt: number;
  summary: string;
  /** The version a restore brought back. */
  restoredFrom: number | null;
}

export interface ConfigVersionDetail extends ConfigVersionInfo {
  bundle: EnterpriseBundle;
}

/** A save or a restore: the new live version. */
export interface ConfigSaved {
  version: number;
}

/**
 * A stored order as the impact diff replays it (the shape of `StoredOrder` in rules/diff): its D9
 * payload, who booked, when.
 */
export interface StoredOrderRecord {
  orderId: string;
  businessType: 4 | 5;
  bookerId: string;
  userLevel: number;
  createdAt: number;
  payload: unknown;
}

type E = typeof endpoints;

/** The key of an endpoint in `Responses`: its method and path (for a union, each endpoint's own). */
export type EndpointKey<T extends Pick<Endpoint, 'method' | 'path'>> = T extends unknown ? `${T['method']} ${T['path']}` : never;

/** The key of every catalogued call. */
export type CatalogueKey = { [G in keyof E]: { [N in keyof E[G]]: E[G][N] extends Endpoint ? EndpointKey<E[G][N]> : never }[keyof E[G]] }[keyof E];

/**
 * The declared results, by endpoint key. Where a query changes the shape (`businessType` given
 * or not), the result is the union.
 */
export interface Responses extends FleetResponses, FleetIoResponses, ResourceResponses, SettingsResponses {
  'POST /UserLogin/PasswordLogin': PasswordLoginResult;
  'POST /UserLogin/VerificationCode/Send': CodeSentResult;
  'POST /UserLogin/VerificationCode': CurrentUser;
  'POST /UserLogin/VerificationCode/UserApiCheck': CodeCheckResult;
  'POST /UserLogin/ResetPassword': PasswordResetResult;
  'POST /configStore/logout': null;
  'GET /UserLogin/CurrentUser': CurrentUser;
  'GET /UserLogin/UserMenu': MenuItem[];
  'GET /UserLogin/ModuleType': ModuleType[];
  'GET /User/ByPhoneNumber': UserByPhone | null;
  'GET /User/Priority': UserPriority | null;
  /** The session user's own record, as `/UserLogin/CurrentUser`. */
  'GET /User/baseInfo': CurrentUser;
  'GET /User/EnterpriseInfo/ByUserId': UserEnterpriseInfo | null;
  /** The payment types the session user may pay with: his enterprise's 企业设置 (issue 25 §2). */
  'GET /enterpriseUser/paymentPermissions': PaymentTypeOption[];
  /** The permission tree (spec §6). */
  'GET /enterpriseUser/permissions': PermissionNode[];
  'GET /enterpriseUser/noNeedToAudit': NoNeedToAuditList[];
  'GET /User/Balance': Balance;
  'GET /enterpriseConfig/tripType': TripTypeConfig[] | TripTypeConfig | null;
  'GET /enterpriseConfig/audit': AuditConfig[] | AuditConfig | null;
  'GET /enterpriseConfig/specialFields': SpecialFieldConfig[];
  'GET /enterpriseConfig/commonFields': { specialRequirements: SpecialRequirement[] };
  'GET /enterpriseConfig/auditors': Reviewer[];
  'GET /enterpriseConfig/companyAddress': CompanyAddress[];
  'GET /enterpriseConfig/ownOrder/bookingProcess': BookingStep[];
  'GET /enterpriseConfig/csOrder/bookingProcess': BookingStep[];
  'GET /enterpriseConfig/configs': EnterpriseConfigEntry[] | EnterpriseConfigValue | null;
  'GET /enterpriseConfig/baseInfo': EnterpriseBaseInfo;
  'GET /enterpriseConfig/bundle': LiveConfig;
  'GET /enterpriseConfig/versions': ConfigVersionInfo[];
  'GET /enterpriseConfig/version': ConfigVersionDetail;
  'POST /enterpriseConfig/versions': ConfigSaved;
  'POST /enterpriseConfig/versions/restore': ConfigSaved;
  'GET /enterpriseConfig/storedOrders': StoredOrderRecord[];
  'GET /Foundation/city': City[];
  'GET /Foundation/airport': AirportAddress[];
  'GET /Foundation/flight': FlightInfo | null;
  'GET /Foundation/address': (PlaceAddress | SuggestedPlace)[];
  'GET /CsOrder/Address/Place/Search': SuggestedPlace[];
  'GET /CsOrder/Address/Loaction': SuggestedPlace | null;
  'GET /CsOrder/englishAddress': { addressEn: string };
  'POST /Foundation/RouteMatrix': RouteMatrixAnswer;
  'POST /Foundation/RouteMatrix/mutipoints': RouteAnswer;
  'GET /Foundation/city/provinces': Division[];
  'GET /Foundation/city/area': Division[];
  'GET /CsOrder/CommonAddress': PlaceAddress[];
  'GET /CsAccount/CostCenter': CostCentre[];
  'GET /CsAccount/auditors': CostCentreApprover[];
  'GET /Driver/CarCategory/ForDropDownList': CarCategory[];
  'POST /own/car/List': Page<OwnCarMessage>;
  'GET /own/car/Detail': OwnCarMessage | null;
  'GET /own/car/record/Detail': ResourceDetail<OwnCarMessage>;
  'GET /own/car/import/Logs': ImportLogMessage[];
  'POST /own/car': OwnCarMessage;
  'PUT /own/car': OwnCarMessage;
  'GET /own/car/byEnterpriseId': OwnCarMessage[];
  'POST /own/car/info/byCarType': OwnCarMessage[];
  'GET /own/car/Licenses/unassignedDriver': string[];
  'GET /own/car/colors': CarColor[];
  'POST /own/car/ServiceTimes': OwnCarServiceTimes[];
  'POST /own/car/MultiEnterprise': OwnCarMessage[];
  'GET /Payment/UserCreditCard': UserCreditCard[];
  'POST /CsOrder/uploadAuditFile': UploadedFile;
  'GET /csorder/paymentType': PaymentTypeOption[];
  'GET /csorder/balance': Balance;
  'GET /csorder/giftCards': GiftCard[];
  'POST /csorder/letterOfCommitment': LetterOfCommitmentAnswer;
  'GET /CsOrder/RechargeAmount': RechargeAmountResult;
  'POST /CsOrder/EstimatePrice': PriceEstimateResult;
  'POST /CsOrder/PicturePrice': PicturePriceResult;
  'POST /CsOrder/Create': SpecialCarOrderSaved;
  'PUT /CsOrder/Update': SpecialCarOrderSaved;
  'GET /CsOrder/Detail': SpecialCarOrderAnswer;
  'POST /CsOrder': Page<SpecialCarOrderSummary>;
  'PUT /CsOrder/Cancel': OrderCancelled;
  'GET /CsOrder/IsCanUpdate': boolean;
  'POST /own/order': OwnCarOrderSaved;
  'POST /own/order/Update': OwnCarOrderSaved;
  'GET /own/order/Detail': OwnCarOrderAnswer;
  'POST /own/order/List': Page<OwnCarOrderSummary>;
  'POST /own/order/Cancel': OrderCancelled;
  /** Downloads (docs/transport.md "Downloads"): the .xlsx itself; only a refusal is an envelope (`transport.download`). */
  'POST /CsOrder/Export': Blob;
  'POST /own/order/export': Blob;
  'GET /own/order/smsLog': OrderNotificationLog[];
  'GET /own/order/emailLog': OrderNotificationLog[];
  'GET /own/order/isCanUpdate': boolean;
  'GET /own/order/AuditOrders': Page<PendingApproval>;
  'GET /own/order/AuditedOrders': Page<DecidedApproval>;
  'PUT /CsOrder/Audit': ApprovalBatchResult;
  'POST /own/order/Audit': ApprovalBatchResult;
  'PUT /CsOrder/EncryptAuditForWeb': ApprovalLinkSent;
  'POST /CsOrder/sendAuditMessage': ApprovalSmsSent;
  'PUT /csorder/AuditForWeb': ApprovalLinkAnswer;
  'POST /own/order/AuditForWeb': ApprovalLinkAnswer;
}

/** Fails to compile when `Responses` declares a call the catalogue does not have (a typo, a moved path). */
export type UndeclaredResponses = Exclude<keyof Responses, CatalogueKey>;
const everyResponseIsCatalogued: [UndeclaredResponses] extends [never] ? true : UndeclaredResponses = true;
void everyResponseIsCatalogued;

/**
 * The `result` of a call: the declared type, `unknown` for a call not declared (or an endpoint
 * whose type is only `Endpoint`).
 *
 * @example type Me = ResponseOf<typeof endpoints.userLogin.currentUser> // CurrentUser
 */
export type ResponseOf<T extends Pick<Endpoint, 'method' | 'path'>> = string extends T['path']
  ? unknown
  : EndpointKey<T> extends infer K extends keyof Responses
    ? Responses[K]
    : unknown;
