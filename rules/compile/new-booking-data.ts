/**
 * The data a new booking opens with (spec §3 defaults, §4, D5, D6, D7, issue 8 §1): the travel
 * time is the next whole hour after now plus 3 hours in China time; the trip type is the
 * enterprise's default when offered, else the first offered; pickup and destination have the
 * business type's default kind (airport for the special car, ordinary for the own car), the
 * ordinary kind where the trip type refuses an airport (`tripAddressType`); the
 * payment type is the one D5 selects from what was offered; approvers are prefilled by their
 * section's default source (D3); special fields with a configured default start with it.
 */
import {
  DEFAULT_ORDER_TYPE,
  DEFAULT_PASSENGER_COUNT,
  DEFAULT_TRAIN_STAFF,
  OWN_CAR,
  ShowType,
  SPECIAL_CAR,
} from '../model/constants.ts';
import type { AuditSectionConfig, EnterpriseBundle, SpecialFieldConfig } from '../model/bundle.ts';
import { auditConfigFor, specialFieldsOf } from '../model/bundle.ts';
import { defaultTravelTime } from '../model/china-time.ts';
import type { SpecialValue } from '../model/scenario.ts';
import { auditSectionConfig, auditSectionRoles } from '../audit/audit-visibility.ts';
import { sectionPrefill } from '../audit/audit-refresh.ts';
import { isFieldApplicable } from '../fields/special-field-visibility.ts';
import { paymentState } from '../payment/payment-options.ts';
import { defaultAddressType, defaultTripType, tripAddressType, tripTypesOffered } from '../trip/trip-types.ts';
import type { OwnCarAddress } from '../orders/own-car-order.ts';
import type { SpecialCarAddress } from '../orders/special-car-order.ts';
import { costCentreApproverOf, type BookingContext, type BookingData, type BookingKind } from './booking-scenario.ts';
import type { ApproverData, OwnCarBookingData, SpecialCarBookingData, SpecialConfigData } from './contract.ts';

/** An approver's parts from a section's default (D3): a configured text goes where its validate type says (D8 for `name(phone)`). */
function approverFrom(section: AuditSectionConfig | undefined, context: BookingContext): ApproverData {
  // A new booking opens on the booker's own cost centre: a default-3 section fills in from its approver (D3).
  const { name, phone, email } = sectionPrefill(section, context.userApprover, costCentreApproverOf(context, context.booker?.costCentre ?? ''));
  return { name, phoneNumber: phone, email };
}

/** The primary and reviewer sections' defaults of a business type's audit config. */
function approverDefaults(bundle: EnterpriseBundle, businessType: number, context: BookingContext) {
  const config = auditConfigFor(bundle, businessType);
  const roles = config ? auditSectionRoles(config) : [];
  const primaryRole = roles.find((r) => r !== 'exco') ?? roles[0];
  return {
    primary: approverFrom(config && primaryRole ? auditSectionConfig(config, primaryRole) : undefined, context),
    reviewer: approverFrom(config && roles.includes('exco') ? auditSectionConfig(config, 'exco') : undefined, context),
  };
}

/** A configured default in the shape of its field's value, or nothing when it does not fit. */
function fieldDefault(field: SpecialFieldConfig): SpecialValue {
  const value = field.defaultValue;
  if (value === null || value === undefined || value === '') return undefined;
  switch (field.showType) {
    case ShowType.DROPDOWN.value:
    case ShowType.RADIO.value:
      if (typeof value === 'number') return value;
      return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
    case ShowType.CHECKBOX.value:
      return Array.isArray(value) ? [...value] : typeof value === 'number' ? [value] : undefined;
    case ShowType.HIDDEN.value:
    case ShowType.DESCRIPTION.value:
      // A hidden field's default is submitted by specialConfigsToSubmit; a description holds no value (D4).
      return undefined;
    default:
      return Array.isArray(value) ? undefined : String(value);
  }
}

/** The special fields of a business type that start with their configured default. */
function specialDefaults(bundle: EnterpriseBundle, businessType: number): SpecialConfigData {
  const section: SpecialConfigData = {};
  for (const field of specialFieldsOf(bundle)) {
    const key = String(field.specialId);
    if (key in section || !isFieldApplicable(field, businessType)) continue;
    const value = fieldDefault(field);
    if (value !== undefined) section[key] = value;
  }
  return section;
}

/** A special-car pickup or destination with nothing chosen but its kind. */
export function specialCarAddress(addressType: number): SpecialCarAddress {
  return {
    addressType,
    city: '',
    cityCode: '',
    province: '',
    address: '',
    landmark: '',
    addressEn: '',
    lat: null,
    lng: null,
    airPortCode: '',
    flightNumber: '',
    terminal: '',
    plannedTime: '',
    remark: '',
    isModifyAddress: false,
    office: '',
  };
}

/** An own-car pickup or destination with nothing chosen but its kind. */
export function ownCarAddress(addressType: number): OwnCarAddress {
  return { addressType, city: '', cityCode: '', address: '', landmark: '', lat: null, lng: null, airline: '', trainNumber: '' };
}

function people(context: BookingContext) {
  return {
    bookerName: context.booker?.name ?? '',
    bookerPhone: context.booker?.phoneNumber ?? '',
    bookerEmail: context.booker?.email ?? '',
    passName: '',
    passPhone: '',
    passEmail: '',
    passList: [],
  };
}

function newSpecialCar(bundle: EnterpriseBundle, context: BookingContext, now: Date | number): SpecialCarBookingData {
  const tripType = defaultTripType(bundle, SPECIAL_CAR, tripTypesOffered(bundle, SPECIAL_CAR, context.permissions));
  const paymentType = paymentState(context.offeredPaymentTypes, undefined, context.picturePriceUrl).selected;
  const approvers = approverDefaults(bundle, SPECIAL_CAR, context);
  // The kind the trip type starts its addresses with: never one it refuses (an airport for 同城单程).
  const kind = tripAddressType(SPECIAL_CAR, tripType);
  return {
    ...people(context),
    passEmployeeId: '',
    orderType: DEFAULT_ORDER_TYPE,
    trainStaff: DEFAULT_TRAIN_STAFF,
    ...(tripType === null ? {} : { tripType }),
    travelDateTime: defaultTravelTime(now),
    travelTime: null,
    pickUp: specialCarAddress(kind),
    destination: specialCarAddress(kind),
    isStop: false,
    additionStopsList: [],
    isMeetGreet: false,
    firstCarType: null,
    secondCarType: null,
    mileage: 0,
    time: 0,
    priceRemark: '',
    priceEnglishRemark: '',
    isIncludeParkingFee: false,
    isIncludeTollsFee: false,
    ...(paymentType === null ? {} : { paymentType }),
    ECardList: [],
    ECardAmount: 0,
    creditCard: null,
    approver: approvers.primary,
    administrativeReviewerMsg: { email: approvers.reviewer.email, city: '', phoneNumber: approvers.reviewer.phoneNumber },
    justification: '',
    costCentre: context.booker?.costCentre ?? '',
    specialCostCentre: null,
    costCentreOwner: '',
    specialConfig: specialDefaults(bundle, SPECIAL_CAR),
    sms: [],
    specialRequirements: [],
    baggage: [],
  };
}

function newOwnCar(bundle: EnterpriseBundle, context: BookingContext, now: Date | number): OwnCarBookingData {
  const tripType = defaultTripType(bundle, OWN_CAR, tripTypesOffered(bundle, OWN_CAR, context.permissions));
  const kind = defaultAddressType(OWN_CAR);
  return {
    fromTime: defaultTravelTime(now),
    beforeAllow: 0,
    // The end is the booker's to choose: empty is "not chosen yet" (bookingScenario leaves it out).
    toTime: '',
    afterAllow: 0,
    ...(tripType === null ? {} : { tripType }),
    pickUp: ownCarAddress(kind),
    destination: ownCarAddress(kind),
    isStop: false,
    isMeetGreet: false,
    additionStopsList: [],
    ...people(context),
    contactPhone: '',
    passNo: DEFAULT_PASSENGER_COUNT,
    specialConfig: specialDefaults(bundle, OWN_CAR),
    costCentre: context.booker?.costCentre ?? '',
    specialCostCentre: null,
    costCentreOwner: '',
    carType: null,
    carLicense: '',
    carOwnEnterprise: null,
    comments: '',
    sms: [],
    auditor: approverDefaults(bundle, OWN_CAR, context).primary,
    isFixedTime: false,
    fixedEndTime: '',
    weekdays: [],
  };
}

/**
 * The data of a new booking of either kind.
 *
 * @example newBookingData('special-car', bundle, { offeredPaymentTypes: [2, 4] }, new Date('2026-11-22T10:20:00+08:00'))
 * // { …, travelDateTime: '2026-11-22 14:00', tripType: 5, pickUp: { addressType: 1, … }, paymentType: 4, … }
 */
export function newBookingData<K extends BookingKind>(
  kind: K,
  bundle: EnterpriseBundle,
  context: BookingContext,
  now: Date | number,
): BookingData<K> {
  return (kind === 'special-car' ? newSpecialCar(bundle, context, now) : newOwnCar(bundle, context, now)) as BookingData<K>;
}
