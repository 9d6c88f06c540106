/**
 * The own-car order payload (spec §3 "Own-car order", D9): built from the own-car booking form
 * and read back from an order detail into the same form state.
 */
import { DEFAULT_PASSENGER_COUNT, FIXED_END_DATE_FORMAT, NotificationOption } from '../model/constants.ts';
import type { OwnCarAddress, OwnCarAuditor, OwnCarForm } from '../generated/own-car-form.ts';
import type { OwnCarOrderPayload } from '../generated/own-car-order.ts';
import { chosenMessageOptions, copySpecialConfigs, messageFlags, readCostCentre, submittedCostCentre } from './order-form.ts';
import { isSpecialEnterprise } from './special-cost-centre.ts';

// The form and the payload are generated from schemas/own-car-form.schema.json and
// schemas/own-car-order.schema.json (npm run gen:types); the schemas say what each field is.
export type { OwnCarAddress, OwnCarAuditor, OwnCarForm, OwnCarStop } from '../generated/own-car-form.ts';
export type { OwnCarOrderPayload } from '../generated/own-car-order.ts';

/** What an own-car order needs beyond the form. */
export interface OwnCarOrderContext {
  enterpriseId: number;
  /** The booker's user id (`bookerId`). */
  userId: string;
  /** The booker's priority (`userLevel`), default 0. */
  userLevel?: number;
  bookerExt?: string;
  /** Whether the order goes to approval, from the audit config (D3); default false. */
  isNeedAudit?: boolean;
}

/** Own-car message flags (spec §3 `other`) and the notification option each stands for (spec §9). */
export const OWN_CAR_MESSAGE_OPTIONS = {
  isSendMessageToPassenger: NotificationOption.SMS_TO_PASSENGER_SWITCH.value,
  isSendEmailToPassenger: NotificationOption.EMAIL_TO_PASSENGER.value,
  isSendMessageToDriver: NotificationOption.SMS_TO_DRIVER.value,
  isSendEmailToDriver: NotificationOption.EMAIL_TO_DRIVER.value,
  isSendMessageToBooker: NotificationOption.SMS_TO_BOOKER.value,
  isSendEmailToBooker: NotificationOption.EMAIL_TO_BOOKER.value,
} as const;

/** The order as GET /own/order/Detail returns it: the approver may come flat (spec §3). */
export interface OwnCarOrderDetail extends Omit<OwnCarOrderPayload, 'auditor'> {
  auditor?: OwnCarAuditor | null;
  auditorPhoneNumber?: string;
  auditorEmail?: string;
  auditorName?: string;
}

/**
 * The date part of a fixed end time, `YYYY-MM-DD` (D9), whether the picker gave a date or a
 * date and time.
 *
 * @example fixedEndDate('2026-12-31 18:00') // '2026-12-31'
 */
export function fixedEndDate(text: string): string {
  return text.trim().slice(0, FIXED_END_DATE_FORMAT.length);
}

/**
 * Builds the own-car order payload from the booking form (spec §3, D9). Message options become
 * the `other` flags; the primary passenger leads the contacts, then the passenger list; the special
 * enterprise's `specialCostCenter` is `bizOperUnit-deptId-costCentre`; `fixedEndTime` is a date
 * `YYYY-MM-DD`, sent with the weekdays only for a booking on fixed days. Stops are submitted only
 * when `isStop` is on.
 *
 * @example buildOwnCarOrder({ ...form, sms: [4, 8] }, context).other
 * // { remark: '', isSendMessageToPassenger: true, isSendEmailToPassenger: false, ..., isSendMessageToBooker: true, isSendEmailToBooker: false }
 */
export function buildOwnCarOrder(form: OwnCarForm, context: OwnCarOrderContext): OwnCarOrderPayload {
  const hasSpecialParts = isSpecialEnterprise(context.enterpriseId) && form.specialCostCentre !== null && form.costCentre !== '';
  return {
    boardingTime: form.fromTime,
    bookerId: context.userId,
    bookerEmail: form.bookerEmail,
    bookerName: form.bookerName,
    bookerPhoneNumber: form.bookerPhone,
    bookerExt: context.bookerExt ?? '',
    userLevel: context.userLevel ?? 0,
    enterpriseId: context.enterpriseId,
    beforeAllow: form.beforeAllow,
    afterAllow: form.afterAllow,
    dropOffTime: form.toTime,
    tripType: form.tripType,
    carLicense: form.carLicense,
    carType: form.carType,
    isMeetGreet: form.isMeetGreet,
    carOwnEnterprise: form.carOwnEnterprise,
    auditor: { ...form.auditor },
    isNeedAudit: context.isNeedAudit ?? false,
    boardingAddress: { ...form.pickUp },
    dropOffAddress: { ...form.destination },
    other: { remark: form.comments, ...messageFlags(form.sms, OWN_CAR_MESSAGE_OPTIONS) },
    contacts: {
      contactNumber: form.contactPhone,
      passengerNumber: form.passNo,
      contacts: [
        { name: form.passName, phoneNumber: form.passPhone, email: form.passEmail },
        ...form.passList.map((contact) => ({ ...contact })),
      ],
    },
    enterprise: {
      costCenter: form.costCentre,
      specialCostCenter: hasSpecialParts ? submittedCostCentre(form, context.enterpriseId) : '',
      costCenterAuditor: form.costCentreOwner,
    },
    specialConfig: copySpecialConfigs(form.specialConfig),
    stops: form.isStop ? form.additionStopsList.map((stop) => ({ ...stop })) : [],
    isFixedTime: form.isFixedTime,
    fixedEndTime: form.isFixedTime ? fixedEndDate(form.fixedEndTime) : null,
    weekdays: form.isFixedTime ? [...form.weekdays] : [],
  };
}

/**
 * Reads an own-car order detail back into the booking form (spec §3, D9): the inverse of
 * `buildOwnCarOrder` for a form that can be submitted. The approver is read from `auditor`, or
 * from the detail's flat `auditorPhoneNumber`, `auditorEmail`, `auditorName` when it is missing.
 *
 * @example readOwnCarOrder(buildOwnCarOrder(form, context)) // deep-equals form
 */
export function readOwnCarOrder(detail: OwnCarOrderDetail): OwnCarForm {
  const [primary, ...others] = detail.contacts?.contacts ?? [];
  const stops = (detail.stops ?? []).map((stop) => ({ ...stop }));
  const special = detail.enterprise?.specialCostCenter
    ? readCostCentre(detail.enterprise.specialCostCenter, detail.enterpriseId).specialCostCentre
    : null;
  const { remark, ...flags } = detail.other;
  return {
    fromTime: detail.boardingTime,
    beforeAllow: detail.beforeAllow,
    toTime: detail.dropOffTime,
    afterAllow: detail.afterAllow,
    tripType: detail.tripType,
    pickUp: ownCarAddress(detail.boardingAddress),
    destination: ownCarAddress(detail.dropOffAddress),
    isStop: stops.length > 0,
    isMeetGreet: detail.isMeetGreet,
    additionStopsList: stops,
    bookerName: detail.bookerName,
    bookerPhone: detail.bookerPhoneNumber,
    bookerEmail: detail.bookerEmail,
    passName: primary?.name ?? '',
    passPhone: primary?.phoneNumber ?? '',
    passEmail: primary?.email ?? '',
    passList: others.map(({ name, phoneNumber, email }) => ({ name, phoneNumber, email })),
    contactPhone: detail.contacts?.contactNumber ?? '',
    passNo: detail.contacts?.passengerNumber ?? DEFAULT_PASSENGER_COUNT,
    specialConfig: copySpecialConfigs(detail.specialConfig ?? []),
    costCentre: detail.enterprise?.costCenter ?? '',
    specialCostCentre: special,
    costCentreOwner: detail.enterprise?.costCenterAuditor ?? '',
    carType: detail.carType,
    carLicense: detail.carLicense,
    carOwnEnterprise: detail.carOwnEnterprise,
    comments: remark,
    sms: chosenMessageOptions(flags, OWN_CAR_MESSAGE_OPTIONS),
    auditor: detail.auditor
      ? { ...detail.auditor }
      : { phoneNumber: detail.auditorPhoneNumber ?? '', email: detail.auditorEmail ?? '', name: detail.auditorName ?? '' },
    isFixedTime: detail.isFixedTime,
    fixedEndTime: detail.fixedEndTime ?? '',
    weekdays: [...(detail.weekdays ?? [])],
  };
}

/** The form's address fields of an order address, without whatever else a detail response adds. */
function ownCarAddress(wire: OwnCarAddress): OwnCarAddress {
  const { addressType, city, cityCode, address, landmark, lat, lng, airline, trainNumber, placeId } = wire;
  return { addressType, city, cityCode, address, landmark, lat, lng, ...(placeId === undefined ? {} : { placeId }), airline, trainNumber };
}
