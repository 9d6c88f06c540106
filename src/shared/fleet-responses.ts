/**
 * The answers of the own fleet's calls (issue 11 §4, spec §7 "Own fleet"; docs/fleet.md), declared
 * once for the reference server and the fleet pages. `Responses` (responses.ts) extends these; the
 * car writes, which answer the car message, are declared there.
 */
import type { CarInsuranceBody, EndTripFigures, ServiceDay } from '../../rules/index.ts';
import type { ImportLogMessage, ResourceDetail } from './resource-responses.ts';

/** A driver of the fleet. */
export interface OwnDriverMessage {
  driverId: number;
  enterpriseId: number;
  name: string;
  phoneNumber: string;
  licenseNumber: string;
  /** `YYYY-MM-DD`; `licenseExpired` when it is before today (China date). */
  licenseExpiry: string;
  licenseExpired: boolean;
  /** The car the driver usually drives, '' none. */
  carLicense: string;
  creationTime: string;
  lastModificationTime: string;
}

/** A driver as `/own/driver/canAssign` offers it for one order: free over the order's time or not (and why). */
export interface AssignableDriver {
  driverId: number;
  name: string;
  phoneNumber: string;
  carLicense: string;
  canAssign: boolean;
  reason: string;
}

export interface RestrictedDateMessage {
  id: number;
  date: string;
  carLicense: string;
  reason: string;
}

/** `POST /own/car/checkRestrictedDate`: whether the car may go out over the time, and the rule's message when not. */
export interface RestrictedDateCheck {
  restricted: boolean;
  message: string;
}

/** The figures an ended trip keeps: the end-trip form's (rules/fleet/end-trip.ts) and what follows from them. */
export interface EndTripRecord extends Required<EndTripFigures> {
  /** km, one decimal. */
  distance: number;
  /** yuan, two decimals. */
  totalFee: number;
}

/** `/own/order/EndTheTripInfo`: the order's fleet state, whether it may be ended now, and its figures once ended. */
export interface EndTripInfo {
  orderId: string;
  status: number;
  statusName: string;
  boardingTime: string;
  dropOffTime: string;
  carLicense: string;
  passengerName: string;
  driver: { driverId: number; name: string; phoneNumber: string } | null;
  canEnd: boolean;
  /** Why it cannot be ended ('' when it can). */
  reason: string;
  trip: EndTripRecord | null;
}

export interface OrderDriverChanged {
  orderId: string;
  status: number;
  driverId: number | null;
}

export interface FleetDeleted {
  deleted: number;
}

/** An accident of a fleet car (`/own/car/accident/…`). */
export interface CarAccidentMessage {
  id: number;
  carLicense: string;
  accidentTime: string;
  location: string;
  driverName: string;
  responsibility: number;
  description: string;
  loss: number;
  processState: number;
  processStateName: string;
  creationTime: string;
}

/** An insurance policy of a fleet car, with whether it is 有效, 即将到期 or 已过期 today. */
export interface CarInsuranceMessage extends Required<CarInsuranceBody> {
  expiryState: 'valid' | 'expiring' | 'expired';
  expiryStateName: string;
}

export interface InsuranceExpiredConfig {
  /** A policy ending within this many days is 即将到期. */
  warnDays: number;
}

/** An owner (负责人) of a car: a user of the car's enterprise (`/own/car/Owners`). */
export interface CarOwnerMessage {
  id: number;
  carLicense: string;
  userId: string;
  trueName: string;
  phoneNumber: string;
}

/** One car's days of service (`/own/car/MultiDayServiceTimes`, the 排班 view). */
export interface CarServiceDays {
  carLicense: string;
  days: ServiceDay[];
}

export interface FleetResponses {
  'DELETE /own/car/Batch': FleetDeleted;
  'GET /own/car/Owners': CarOwnerMessage[];
  'POST /own/car/Owner': CarOwnerMessage;
  'DELETE /own/car/Owner': FleetDeleted;
  'POST /own/car/MultiDayServiceTimes': CarServiceDays[];
  'POST /own/car/accident': CarAccidentMessage;
  'PUT /own/car/accident': CarAccidentMessage;
  'GET /own/car/accident/list': CarAccidentMessage[];
  'GET /own/car/accident/detail': CarAccidentMessage;
  'GET /own/car/accident/record/Detail': ResourceDetail<CarAccidentMessage>;
  'PUT /own/car/accident/processState': CarAccidentMessage;
  'POST /own/car/insurance': CarInsuranceMessage;
  'PUT /own/car/insurance': CarInsuranceMessage;
  'DELETE /own/car/insurance': FleetDeleted;
  'GET /own/car/insurance/list': CarInsuranceMessage[];
  'GET /own/car/insurance/record/Detail': ResourceDetail<CarInsuranceMessage>;
  'GET /own/car/insurance/detail': CarInsuranceMessage;
  'GET /own/car/insurance/expiredConfig': InsuranceExpiredConfig;
  'DELETE /own/car': FleetDeleted;
  'GET /own/car/restrictedDate': RestrictedDateMessage[];
  'POST /own/car/restrictedDate': RestrictedDateMessage;
  'DELETE /own/car/restrictedDate': FleetDeleted;
  'POST /own/car/checkRestrictedDate': RestrictedDateCheck;
  'POST /own/driver/list': { total: number; items: OwnDriverMessage[] };
  'GET /own/driver/byEnterpriseId': OwnDriverMessage[];
  'GET /own/driver/canAssign': AssignableDriver[];
  'POST /own/driver': OwnDriverMessage;
  'PUT /own/driver': OwnDriverMessage;
  'DELETE /own/driver': FleetDeleted;
  'DELETE /own/driver/Batch': FleetDeleted;
  'POST /own/driver/ClearLicense': OwnDriverMessage;
  'GET /own/driver/detail': ResourceDetail<OwnDriverMessage>;
  'GET /own/driver/import/Logs': ImportLogMessage[];
  'POST /own/order/AssignDriver': OrderDriverChanged;
  'POST /own/order/ClearDriver': OrderDriverChanged;
  'GET /own/order/EndTheTripInfo': EndTripInfo;
  'POST /own/order/endTheTrip/web': EndTripInfo;
  'POST /own/order/EndTheTrip': EndTripInfo;
  /** A download: the answer is the .xlsx itself (transport.download), no envelope result. */
  'POST /own/driver/export/template': null;
}
