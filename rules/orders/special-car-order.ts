/**
 * The special-car order payload (spec §3 "Special-car order as submitted", D9): built from the
 * booking form and read back from an order detail into the same form state.
 */
import type { BaseConfig } from '../model/bundle.ts';
import {
  AccountKind,
  AddressType,
  BAGGAGE_REQUIREMENT_IDS,
  LanguageType,
  NotificationOption,
} from '../model/constants.ts';
import type { CreditCardChoice, SpecialCarAddress, SpecialCarForm } from '../generated/special-car-form.ts';
import type { SpecialCarOrderPayload, SpecialCarWireAddress } from '../generated/special-car-order.ts';
import { orderQuotationPriceType } from '../payment/payment-options.ts';
import { chosenMessageOptions, copySpecialConfigs, messageFlags, readCostCentre, submittedCostCentre } from './order-form.ts';

// The form and the payload are generated from schemas/special-car-form.schema.json and
// schemas/special-car-order.schema.json (npm run gen:types); the schemas say what each field is.
export type {
  CreditCardChoice,
  ReviewerFields,
  SpecialCarAddress,
  SpecialCarForm,
  SpecialCarStop,
} from '../generated/special-car-form.ts';
export type {
  SpecialCarBaseData,
  SpecialCarOrderPayload,
  SpecialCarPayType,
  SpecialCarWireAddress,
} from '../generated/special-car-order.ts';

/** What a special-car order needs beyond the form: who books, for which enterprise, how it is priced. */
export interface SpecialCarOrderContext {
  enterpriseId: number;
  /** The booker's user id (`booker.userId`, and the payer of `payTypes`). */
  userId: string;
  /** `accountId`; the booker's user id when not given. */
  accountId?: string;
  /** The booker's priority (`priority`), default 0 (spec §3 Current user). */
  userLevel?: number;
  /** `userType`, the account kind (spec §9), default enterprise (0). */
  userType?: number;
  isBand4Up?: boolean;
  officeLocation?: string;
  /** The enterprise base config; `isEnglishCustomer` sets the passenger's language (D9). */
  baseConfig?: BaseConfig;
  /** The price-picture url of the quote, when the price is a picture (D5). */
  picturePriceUrl?: string | null;
  /** The enterprise's letter of commitment: the order names it when the booker agreed to it (`isAgreeLetterOfCommitment`). */
  letterOfCommitmentId?: string | null;
}

/** The order as GET /CsOrder/Detail returns it: the payload plus the detail's extras (spec §3). */
export interface SpecialCarOrderDetail extends SpecialCarOrderPayload {
  creditCard: (CreditCardChoice & { expireYear?: string; expireMonth?: string }) | null;
  orderExtraDetail?: { letterOfCommitmentId: string | null; isAgreeLetterOfCommitment: boolean };
}

/** Special-car message options and the notification option each flag stands for (spec §9 values 1, 2). */
export const SPECIAL_CAR_MESSAGE_OPTIONS = {
  isSendMessageToBookerWhenOrderSuccess: NotificationOption.SMS_TO_BOOKER_LEGACY.value,
  isSendMessageToPassengerWhenOrderSuccess: NotificationOption.SMS_TO_PASSENGER_LEGACY.value,
} as const;

const isBaggage = (id: number) => BAGGAGE_REQUIREMENT_IDS.includes(id);

function wireAddress(address: SpecialCarAddress, plannedTimeKey: 'plannedLandingTime' | 'plannedDepartureTime'): SpecialCarWireAddress {
  const { plannedTime, ...rest } = address;
  return { ...rest, isAirPort: address.addressType === AddressType.AIRPORT.value, [plannedTimeKey]: plannedTime };
}

function formAddress(wire: SpecialCarWireAddress): SpecialCarAddress {
  return {
    addressType: wire.addressType,
    city: wire.city,
    cityCode: wire.cityCode,
    province: wire.province,
    address: wire.address,
    landmark: wire.landmark,
    addressEn: wire.addressEn,
    lat: wire.lat,
    lng: wire.lng,
    airPortCode: wire.airPortCode,
    flightNumber: wire.flightNumber,
    terminal: wire.terminal,
    plannedTime: wire.plannedLandingTime ?? wire.plannedDepartureTime ?? '',
    remark: wire.remark,
    isModifyAddress: wire.isModifyAddress,
    office: wire.office,
    // The place the server resolved travels with the address (docs/server.md "Places").
    ...(wire.placeId === undefined ? {} : { placeId: wire.placeId }),
  };
}

/**
 * The passenger's name at an airport pickup with meet and greet, else '' (D9 `airPortRemark`).
 *
 * @example airPortRemark({ passName: '张三', isMeetGreet: true, pickUp: { addressType: 1 } }) // '张三'
 */
export function airPortRemark(form: Pick<SpecialCarForm, 'passName' | 'isMeetGreet'> & { pickUp: Pick<SpecialCarAddress, 'addressType'> }): string {
  return form.isMeetGreet && form.pickUp.addressType === AddressType.AIRPORT.value ? form.passName : '';
}

/**
 * The passenger's language (D9): English (1) for an English customer, else Chinese (2).
 *
 * @example passengerLanguageType({ isEnglishCustomer: true }) // 1
 */
export function passengerLanguageType(baseConfig: BaseConfig | undefined): number {
  return baseConfig?.isEnglishCustomer ? LanguageType.ENGLISH : LanguageType.CHINESE;
}

/**
 * Builds the special-car order payload from the booking form (spec §3, D5, D9). The boarding time
 * is the form's `YYYY-MM-DD HH:mm`; `orderQuotationPriceType` is 1 with a price picture, else 0;
 * `airPortRemark` and the passenger's `languageType` follow D9; baggage sizes join the other
 * special requirements; the special enterprise's cost centre is `bizOperUnit-deptId-costCentre`.
 * Stops are submitted only when `isStop` is on.
 *
 * @example buildSpecialCarOrder(form, { enterpriseId: 1001, userId: 'u-1001' }).specialRequirements
 * // [{ id: 7 }, { id: 51 }] for form.specialRequirements [7] and form.baggage [51]
 */
export function buildSpecialCarOrder(form: SpecialCarForm, context: SpecialCarOrderContext): SpecialCarOrderPayload {
  const costCentre = submittedCostCentre(form, context.enterpriseId);
  return {
    baseData: {
      orderQuotationPriceType: orderQuotationPriceType(context.picturePriceUrl),
      isBand4Up: context.isBand4Up ?? false,
      accountId: context.accountId ?? context.userId,
      tripType: form.tripType,
      travelTime: form.travelTime,
      carTypeLevel: form.firstCarType,
      carTypeId: form.secondCarType,
      passengerNumber: form.trainStaff,
      priority: context.userLevel ?? 0,
      userType: context.userType ?? AccountKind.ENTERPRISE.value,
      paymentType: form.paymentType,
      boardingTime: form.travelDateTime,
      estimateDuration: form.time,
      estimateMileage: form.mileage,
      isMeetGreet: form.isMeetGreet,
      officeLocation: context.officeLocation ?? '',
      auditorEmail: form.approverEmail,
      secondAuditorEmail: form.administrativeReviewerMsg.email,
      secondAuditorCity: form.administrativeReviewerMsg.city,
      secondAuditorPhoneNumber: form.administrativeReviewerMsg.phoneNumber,
      justification: form.justification,
      auditorPhoneNumber: form.approverPhone,
      auditorName: form.approverName,
      auditorCostCenterName: form.costCentreOwner,
      isIncludeParkingFee: form.isIncludeParkingFee,
      isIncludeTollsFee: form.isIncludeTollsFee,
      orderType: form.orderType,
    },
    booker: { name: form.bookerName, phoneNumber: form.bookerPhone, email: form.bookerEmail, userId: context.userId },
    passenger: {
      name: form.passName,
      phoneNumber: form.passPhone,
      email: form.passEmail,
      languageType: passengerLanguageType(context.baseConfig),
      companyEmployeeId: form.passEmployeeId,
    },
    contacts: form.passList.map((contact) => ({ ...contact })),
    boardingAddress: wireAddress(form.pickUp, 'plannedLandingTime'),
    dropOffAddress: wireAddress(form.destination, 'plannedDepartureTime'),
    creditCard: form.creditCard ? { ...form.creditCard } : null,
    messageOptions: messageFlags(form.sms, SPECIAL_CAR_MESSAGE_OPTIONS),
    costCenters: costCentre === '' ? [] : [{ name: costCentre }],
    specialConfigs: copySpecialConfigs(form.specialConfigList),
    stops: form.isStop ? form.additionStopsList.map((stop) => ({ ...stop })) : [],
    payTypes: [
      {
        userId: context.userId,
        phoneNumber: form.bookerPhone,
        payType: form.paymentType,
        payAmount: form.ECardAmount,
        giftCardList: form.ECardList.map((id) => ({ id, isSelected: true })),
      },
    ],
    priceRemark: form.priceRemark,
    priceEnglishRemark: form.priceEnglishRemark,
    airPortRemark: airPortRemark(form),
    letterOfCommitment: form.isAgreeLetterOfCommitment === true && context.letterOfCommitmentId ? { letterOfCommitmentId: context.letterOfCommitmentId } : null,
    specialRequirements: [...form.specialRequirements, ...form.baggage].map((id) => ({ id })),
  };
}

/**
 * Reads a special-car order detail back into the booking form (spec §3, D9): the inverse of
 * `buildSpecialCarOrder` for a form that can be submitted. Values derived from the context
 * (`orderQuotationPriceType`, `languageType`, `airPortRemark`, who books) are not form fields
 * and are not read. The enterprise decides whether the cost centre has the special parts.
 *
 * @example readSpecialCarOrder(detail, { enterpriseId: 1001 }).baggage // [51] for specialRequirements [{ id: 7 }, { id: 51 }]
 */
export function readSpecialCarOrder(detail: SpecialCarOrderDetail, context: Pick<SpecialCarOrderContext, 'enterpriseId'>): SpecialCarForm {
  const { baseData } = detail;
  const requirementIds = (detail.specialRequirements ?? []).map(({ id }) => id);
  const stops = (detail.stops ?? []).map((stop) => ({ ...stop }));
  const payType = detail.payTypes?.[0];
  return {
    bookerName: detail.booker.name,
    bookerPhone: detail.booker.phoneNumber,
    bookerEmail: detail.booker.email,
    passName: detail.passenger.name,
    passPhone: detail.passenger.phoneNumber,
    passEmail: detail.passenger.email,
    passEmployeeId: detail.passenger.companyEmployeeId,
    passList: (detail.contacts ?? []).map(({ name, phoneNumber, email }) => ({ name, phoneNumber, email })),
    orderType: baseData.orderType,
    trainStaff: baseData.passengerNumber,
    tripType: baseData.tripType,
    travelDateTime: baseData.boardingTime,
    travelTime: baseData.travelTime,
    pickUp: formAddress(detail.boardingAddress),
    destination: formAddress(detail.dropOffAddress),
    isStop: stops.length > 0,
    additionStopsList: stops,
    isMeetGreet: baseData.isMeetGreet,
    firstCarType: baseData.carTypeLevel,
    secondCarType: baseData.carTypeId,
    mileage: baseData.estimateMileage,
    time: baseData.estimateDuration,
    priceRemark: detail.priceRemark,
    priceEnglishRemark: detail.priceEnglishRemark,
    isIncludeParkingFee: baseData.isIncludeParkingFee,
    isIncludeTollsFee: baseData.isIncludeTollsFee,
    paymentType: baseData.paymentType,
    ECardList: (payType?.giftCardList ?? []).filter((card) => card.isSelected).map((card) => card.id),
    ECardAmount: payType?.payAmount ?? 0,
    creditCard: detail.creditCard
      ? {
          cardNumber: detail.creditCard.cardNumber,
          vipCardId: detail.creditCard.vipCardId,
          bindingCreditCardId: detail.creditCard.bindingCreditCardId,
          cardType: detail.creditCard.cardType,
        }
      : null,
    approverName: baseData.auditorName,
    approverEmail: baseData.auditorEmail,
    approverPhone: baseData.auditorPhoneNumber,
    administrativeReviewerMsg: {
      email: baseData.secondAuditorEmail,
      city: baseData.secondAuditorCity,
      phoneNumber: baseData.secondAuditorPhoneNumber,
    },
    justification: baseData.justification,
    ...readCostCentre(detail.costCenters?.[0]?.name ?? '', context.enterpriseId),
    costCentreOwner: baseData.auditorCostCenterName,
    specialConfigList: copySpecialConfigs(detail.specialConfigs ?? []),
    sms: chosenMessageOptions(detail.messageOptions, SPECIAL_CAR_MESSAGE_OPTIONS),
    specialRequirements: requirementIds.filter((id) => !isBaggage(id)),
    baggage: requirementIds.filter(isBaggage),
    // The booker agreed to the letter of commitment the order names (the detail says so in orderExtraDetail).
    ...(detail.orderExtraDetail?.isAgreeLetterOfCommitment === true || (detail.orderExtraDetail === undefined && detail.letterOfCommitment) ? { isAgreeLetterOfCommitment: true } : {}),
  };
}
