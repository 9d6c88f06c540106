/**
 * The fleet's wire bodies checked against their schemas (schemas/own-car, own-driver, end-trip,
 * restricted-date): the server's boundary, and the forms the fleet pages draw from the same schemas.
 */
import carCostSchema from '../../schemas/car-cost.schema.json' with { type: 'json' };
import carAccidentSchema from '../../schemas/car-accident.schema.json' with { type: 'json' };
import carInsuranceSchema from '../../schemas/car-insurance.schema.json' with { type: 'json' };
import endTripSchema from '../../schemas/end-trip.schema.json' with { type: 'json' };
import ownCarSchema from '../../schemas/own-car.schema.json' with { type: 'json' };
import ownDriverSchema from '../../schemas/own-driver.schema.json' with { type: 'json' };
import restrictedDateSchema from '../../schemas/restricted-date.schema.json' with { type: 'json' };
import ownCarBatchSchema from '../../schemas/own-car-batch.schema.json' with { type: 'json' };
import carOwnerSchema from '../../schemas/car-owner.schema.json' with { type: 'json' };
import serviceTimesSchema from '../../schemas/service-times.schema.json' with { type: 'json' };
import multiDayServiceTimesSchema from '../../schemas/multi-day-service-times.schema.json' with { type: 'json' };
import multiEnterpriseSchema from '../../schemas/multi-enterprise.schema.json' with { type: 'json' };
import { parseBoardingTime } from '../model/china-time.ts';
import type { CheckResult } from '../model/issue.ts';
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import type { EndTripFigures } from './end-trip.ts';
import { withNormalPlate } from './plates.ts';

/** A car as POST/PUT /own/car take it. */
export interface OwnCarBody {
  carLicense: string;
  carType: number;
  carTypeDesc?: string;
  colorId: number;
  purchaseDate: string;
  /** 乘客座位数 (the driver's seat not counted); absent: `DEFAULT_CAR_SEATS`. */
  seats?: number;
  carOwnership: number;
}

/**
 * The passenger seats of a car whose body names none (an API caller or an import file from before
 * the fleet had seats; migration 015 gave the stored cars the same): a saloon's four.
 */
export const DEFAULT_CAR_SEATS = 4;
/** A driver as POST/PUT /own/driver take it. */
export interface OwnDriverBody {
  driverId?: number;
  name: string;
  phoneNumber: string;
  licenseNumber: string;
  licenseExpiry: string;
  carLicense?: string;
}
export interface RestrictedDateBody {
  date: string;
  carLicense?: string;
  reason: string;
}
export type EndTripBody = EndTripFigures & { orderId: string };

export const FLEET_SCHEMAS = {
  ownCar: ownCarSchema,
  ownDriver: ownDriverSchema,
  endTrip: endTripSchema,
  restrictedDate: restrictedDateSchema,
  carAccident: carAccidentSchema,
  carInsurance: carInsuranceSchema,
  ownCarBatch: ownCarBatchSchema,
  carOwner: carOwnerSchema,
  serviceTimes: serviceTimesSchema,
  multiDayServiceTimes: multiDayServiceTimesSchema,
  multiEnterprise: multiEnterpriseSchema,
  carCost: carCostSchema,
} as const;

/** DELETE /own/car/Batch. */
export interface OwnCarBatchBody {
  carLicenses: string[];
}
/** POST /own/car/Owner: the owner is named by phone number (a user of the session's enterprise). */
export interface CarOwnerBody {
  carLicense: string;
  phoneNumber: string;
}
/** POST /own/car/ServiceTimes. */
export interface ServiceTimesBody {
  carLicense?: string;
  fromTime?: string;
  toTime?: string;
  date?: string;
  /** The own-car order being updated, left out of the times (it does not block itself). */
  exceptOrderId?: string;
}
/** POST /own/car/MultiDayServiceTimes. */
export interface MultiDayServiceTimesBody {
  carLicenses?: string[];
  fromDate: string;
  days: number;
}
/** POST /own/car/MultiEnterprise. */
export interface MultiEnterpriseBody {
  enterpriseIds?: number[];
  carType?: number;
}

export interface CarAccidentBody {
  id?: number;
  carLicense: string;
  accidentTime: string;
  location: string;
  driverName?: string;
  responsibility: number;
  description: string;
  loss: number;
}
export interface CarInsuranceBody {
  id?: number;
  carLicense: string;
  insurer: string;
  policyNumber: string;
  insuranceType: number;
  startDate: string;
  endDate: string;
  premium: number;
}

/** A cost as POST /own/cost takes it (amount in yuan). */
export interface CarCostBody {
  carLicense: string;
  date: string;
  kind: number;
  amount: number;
  note?: string;
  orderId?: string;
}

const validatorsFor = schemaValidators();

/** A date `YYYY-MM-DD` that exists. */
export function isCalendarDate(text: string): boolean {
  return parseBoardingTime(`${text} 00:00`).ok;
}

function withDate<T>(checked: CheckResult<T>, date: (value: T) => string, path: string): CheckResult<T> {
  if (!checked.ok || isCalendarDate(date(checked.value))) return checked;
  return { ok: false, issues: [{ code: 'time.invalid', path, message: '日期不存在' }] };
}

/** A car's body, its plate normalised first (rules/fleet/plates.ts: 沪a d1234 is 沪AD1234), so the value checked is the value kept. */
export const checkOwnCarBody = (value: unknown): CheckResult<OwnCarBody> =>
  withDate(checkAgainst<OwnCarBody>(validatorsFor(ownCarSchema), withNormalPlate(value)), (v) => v.purchaseDate, '/purchaseDate');
export const checkOwnDriverBody = (value: unknown): CheckResult<OwnDriverBody> =>
  withDate(checkAgainst<OwnDriverBody>(validatorsFor(ownDriverSchema), value), (v) => v.licenseExpiry, '/licenseExpiry');
export const checkRestrictedDateBody = (value: unknown): CheckResult<RestrictedDateBody> =>
  withDate(checkAgainst<RestrictedDateBody>(validatorsFor(restrictedDateSchema), value), (v) => v.date, '/date');
export const checkEndTripBody = (value: unknown): CheckResult<EndTripBody> => checkAgainst<EndTripBody>(validatorsFor(endTripSchema), value);
export const checkCarAccidentBody = (value: unknown): CheckResult<CarAccidentBody> => {
  const checked = checkAgainst<CarAccidentBody>(validatorsFor(carAccidentSchema), value);
  if (!checked.ok || parseBoardingTime(checked.value.accidentTime).ok) return checked;
  return { ok: false, issues: [{ code: 'time.invalid', path: '/accidentTime', message: '时间不存在' }] };
};
export const checkCarInsuranceBody = (value: unknown): CheckResult<CarInsuranceBody> =>
  withDate(
    withDate(checkAgainst<CarInsuranceBody>(validatorsFor(carInsuranceSchema), value), (v) => v.startDate, '/startDate'),
    (v) => v.endDate,
    '/endDate',
  );
export const checkOwnCarBatchBody = (value: unknown): CheckResult<OwnCarBatchBody> => checkAgainst<OwnCarBatchBody>(validatorsFor(ownCarBatchSchema), value);
export const checkCarOwnerBody = (value: unknown): CheckResult<CarOwnerBody> => checkAgainst<CarOwnerBody>(validatorsFor(carOwnerSchema), value);
export const checkServiceTimesBody = (value: unknown): CheckResult<ServiceTimesBody> => {
  const checked = checkAgainst<ServiceTimesBody>(validatorsFor(serviceTimesSchema), value);
  return checked.ok && checked.value.date !== undefined ? withDate(checked, (v) => v.date ?? '', '/date') : checked;
};
export const checkMultiDayServiceTimesBody = (value: unknown): CheckResult<MultiDayServiceTimesBody> =>
  withDate(checkAgainst<MultiDayServiceTimesBody>(validatorsFor(multiDayServiceTimesSchema), value), (v) => v.fromDate, '/fromDate');
export const checkMultiEnterpriseBody = (value: unknown): CheckResult<MultiEnterpriseBody> => checkAgainst<MultiEnterpriseBody>(validatorsFor(multiEnterpriseSchema), value);
export const checkCarCostBody = (value: unknown): CheckResult<CarCostBody> =>
  withDate(checkAgainst<CarCostBody>(validatorsFor(carCostSchema), value), (v) => v.date, '/date');
