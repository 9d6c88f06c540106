/** The own fleet (issue 11): driver assignment, ending a trip, car upkeep (restricted dates are the car hold's, rules/trip/car-availability.ts). */
export type { DriverTask } from './fleet-rules.ts';
export { checkDriverAssignable, DRIVER_BUSY, driverConflict } from './fleet-rules.ts';
export type { EndTripFigures } from './end-trip.ts';
export {
  checkEndTrip,
  END_MILEAGE_BELOW_START,
  END_TIME_BEFORE_START,
  END_TIME_IN_FUTURE,
  END_TIME_INVALID,
  END_TRIP_FEE_LABELS,
  END_TRIP_FEES,
  END_TRIP_LIMITS,
  END_TRIP_PLAUSIBILITY_CODES,
  endTripTotals,
  FEE_INVALID,
  FEE_PER_HOUR_IMPLAUSIBLE,
  FEE_PER_KM_IMPLAUSIBLE,
  isAmount,
  MILEAGE_INVALID,
  MILEAGE_TOO_LARGE,
  OTHER_FEE_TOO_LARGE,
  SPEED_IMPLAUSIBLE,
  tripDuration,
} from './end-trip.ts';
export type {
  CarAccidentBody,
  CarCostBody,
  CarInsuranceBody,
  CarOwnerBody,
  EndTripBody,
  MultiDayServiceTimesBody,
  MultiEnterpriseBody,
  OwnCarBatchBody,
  OwnCarBody,
  OwnDriverBody,
  RestrictedDateBody,
  ServiceTimesBody,
} from './fleet-bodies.ts';
export {
  checkCarAccidentBody,
  checkCarCostBody,
  checkCarInsuranceBody,
  checkCarOwnerBody,
  checkEndTripBody,
  checkMultiDayServiceTimesBody,
  checkMultiEnterpriseBody,
  checkOwnCarBatchBody,
  checkServiceTimesBody,
  checkOwnCarBody,
  checkOwnDriverBody,
  checkRestrictedDateBody,
  DEFAULT_CAR_SEATS,
  FLEET_SCHEMAS,
  isCalendarDate,
} from './fleet-bodies.ts';
export type { InsuranceState } from './car-records.ts';
export {
  ACCIDENT_STATE_BACKWARDS,
  AccidentProcessState,
  accidentProcessLabel,
  checkAccidentProcessState,
  checkInsuranceDates,
  DEFAULT_INSURANCE_WARN_DAYS,
  INSURANCE_END_BEFORE_START,
  INSURANCE_STATE_LABELS,
  insuranceState,
} from './car-records.ts';
export type { CarOrder, ServiceDay, ServiceTime } from './car-upkeep.ts';
export {
  CAR_HOLDING_STATUSES,
  CAR_IN_USE,
  checkCarsDeletable,
  checkOwnerAddable,
  clipToDay,
  MAX_CAR_OWNERS,
  MAX_SERVICE_DAYS,
  OWNER_EXISTS,
  serviceDates,
  serviceDays,
  TOO_MANY_OWNERS,
} from './car-upkeep.ts';
export type { CostContext, CostFields } from './car-costs.ts';
export {
  checkCarCost,
  COST_AMOUNT_INVALID,
  COST_CAR_NOT_IN_FLEET,
  COST_DATE_IN_FUTURE,
  COST_ORDER_OTHER_CAR,
  CostKind,
  costKindLabel,
  fenToYuan,
  MAX_COST_YUAN,
  yuanToFen,
} from './car-costs.ts';
export type { SchemaChoice } from './fleet-labels.ts';
export { FLEET_LABELS, fleetLabel, schemaChoices, schemaTitle } from './fleet-labels.ts';
export { normalisePlate, PLATE_TAKEN, plateKey, plateTakenMessage, withNormalPlate } from './plates.ts';
export type { CellValue, ImportCheck, ImportColumn, ImportContext, ImportKind, ImportRow, ImportRowError, ImportTemplate } from './fleet-import.ts';
export {
  CAR_IMPORT,
  checkImportHeader,
  checkImportRows,
  COST_IMPORT,
  DRIVER_IMPORT,
  IMPORT_ROW_CAP,
  IMPORT_TEMPLATES,
  IMPORT_TEXT,
  rowErrorText,
} from './fleet-import.ts';
