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
import type { CostCentreFields, OrderContact, PeopleFields, SpecialConfigEntry } from './order-form.ts';
import { orderQuotationPriceType } from '../payment/payment-options.ts';
import { chosenMessageOptions, copySpecialConfigs, messageFlags, readCostCentre, submittedCostCentre } from './order-form.ts';

/** A pickup or destination of the special-car form, with the fields an order address carries (spec §3). */
export interface SpecialCarAddress {
  /** spec §9 address kind; the special car defaults to airport (spec §4). */
  addressType: number;
  city: string;
  cityCode: string;
  province: string;
  address: string;
  landmark: string;
  addressEn: string;
  lat: number | null;
  lng: number | null;
  airPortCode: string;
  flightNumber: string;
  terminal: string;
  /** Planned landing time at a pickup, planned departure time at a destination; '' when none. */
  plannedTime: string;
  remark: string;
  isModifyAddress: boolean;
  office: string;
}

/** A stop on the way (spec §3 `stops`), the same in the form and on the wire. */
export interface SpecialCarStop {
  city: string;
  landMark: string;
  address: string;
  name: string;
  englishName: string;
  arrivalTime: string;
  isAirPort: boolean;
  airPortName: string;
  cityCode: string;
  lat: number | null;
  lng: number | null;
  remark: string;
}

/** The chosen credit card (spec §3 `creditCard`). */
export interface CreditCardChoice {
  cardNumber: string;
  vipCardId: string;
  bindingCreditCardId: string;
  cardType: number;
}

/** The administrative reviewer (spec §3 `administrativeReviewerMsg`). */
export interface ReviewerFields {
  email: string;
  city: string;
  phoneNumber: string;
}

/**
 * The special-car booking form (spec §3 "Special-car booking form") as far as an order carries it.
 * In a form state that can be submitted: `isStop` is true exactly when there are stops;
 * `specialRequirements` holds no baggage id and `baggage` only baggage ids (50, 51, 52); `sms`
 * lists chosen options in the order of SPECIAL_CAR_MESSAGE_OPTIONS without repeats; the
 * special cost centre is set only for the special enterprise, and then with a cost centre.
 */
export interface SpecialCarForm extends CostCentreFields, PeopleFields {
  /** The passenger's employee number (`companyEmployeeId`). */
  passEmployeeId: string;
  orderType: number;
  /** The number of travellers (`passengerNumber`), default 1. */
  trainStaff: number;
  tripType: number;
  /** Boarding time, `YYYY-MM-DD HH:mm` China time (D7). */
  travelDateTime: string;
  /** The chosen duration of a half-day or full-day hire (`travelTime`), null when none. */
  travelTime: number | null;
  pickUp: SpecialCarAddress;
  destination: SpecialCarAddress;
  isStop: boolean;
  additionStopsList: SpecialCarStop[];
  isMeetGreet: boolean;
  /** Car type level (`carTypeLevel`). */
  firstCarType: number | null;
  /** Car type (`carTypeId`). */
  secondCarType: number | null;
  /** Estimated mileage and duration of the price result (`estimateMileage`, `estimateDuration`). */
  mileage: number;
  time: number;
  priceRemark: string;
  priceEnglishRemark: string;
  isIncludeParkingFee: boolean;
  isIncludeTollsFee: boolean;
  paymentType: number;
  /** Chosen gift card ids and the amount paid by them (`payTypes`). */
  ECardList: string[];
  ECardAmount: number;
  creditCard: CreditCardChoice | null;
  approverName: string;
  approverEmail: string;
  approverPhone: string;
  administrativeReviewerMsg: ReviewerFields;
  justification: string;
  /** The cost centre's approver (`auditorCostCenterName`). */
  costCentreOwner: string;
  specialConfigList: SpecialConfigEntry[];
  /** Chosen notification options (spec §9 values 1 and 2). */
  sms: number[];
  /** Special requirement ids other than baggage. */
  specialRequirements: number[];
  /** Baggage sizes, special requirements 50, 51, 52, chosen in their own control (D9). */
  baggage: number[];
}

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
  letterOfCommitmentId?: string | null;
}

/** An order address on the wire (spec §3 `boardingAddress`, `dropOffAddress`). */
export interface SpecialCarWireAddress {
  city: string;
  cityCode: string;
  province: string;
  addressType: number;
  lat: number | null;
  lng: number | null;
  address: string;
  landmark: string;
  airPortCode: string;
  isAirPort: boolean;
  flightNumber: string;
  terminal: string;
  plannedLandingTime?: string;
  plannedDepartureTime?: string;
  addressEn: string;
  remark: string;
  isModifyAddress: boolean;
  office: string;
}

export interface SpecialCarBaseData {
  orderQuotationPriceType: number;
  isBand4Up: boolean;
  accountId: string;
  tripType: number;
  travelTime: number | null;
  carTypeLevel: number | null;
  carTypeId: number | null;
  passengerNumber: number;
  priority: number;
  userType: number;
  paymentType: number;
  boardingTime: string;
  estimateDuration: number;
  estimateMileage: number;
  isMeetGreet: boolean;
  officeLocation: string;
  auditorEmail: string;
  secondAuditorEmail: string;
  secondAuditorCity: string;
  secondAuditorPhoneNumber: string;
  justification: string;
  auditorPhoneNumber: string;
  auditorName: string;
  auditorCostCenterName: string;
  isIncludeParkingFee: boolean;
  isIncludeTollsFee: boolean;
  orderType: number;
}

export interface SpecialCarPayType {
  userId: string;
  phoneNumber: string;
  payType: number;
  payAmount: number;
  giftCardList: { id: string; isSelected: boolean }[];
}

/** The special-car order as submitted to POST /CsOrder/Create and PUT /CsOrder/Update (spec §3, §7). */
export interface SpecialCarOrderPayload {
  baseData: SpecialCarBaseData;
  booker: { name: string; phoneNumber: string; email: string; userId: string };
  passenger: { name: string; phoneNumber: string; email: string; languageType: number; companyEmployeeId: string; lastName?: string };
  contacts: OrderContact[];
  boardingAddress: SpecialCarWireAddress;
  dropOffAddress: SpecialCarWireAddress;
  creditCard: CreditCardChoice | null;
  messageOptions: { isSendMessageToBookerWhenOrderSuccess: boolean; isSendMessageToPassengerWhenOrderSuccess: boolean };
  costCenters: { name: string }[];
  specialConfigs: SpecialConfigEntry[];
  stops: SpecialCarStop[];
  payTypes: SpecialCarPayType[];
  priceRemark: string;
  priceEnglishRemark: string;
  airPortRemark: string;
  letterOfCommitment: { letterOfCommitmentId: string } | null;
  specialRequirements: { id: number }[];
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
    letterOfCommitment: context.letterOfCommitmentId ? { letterOfCommitmentId: context.letterOfCommitmentId } : null,
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
  };
}
