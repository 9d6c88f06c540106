/**
 * Fixtures of the booking flows (issue 8 §3): the huaxin-tech enterprise's bundle, a booker and
 * what the server offers, and special-car / own-car booking data, blank or ready to submit.
 */
import type { OwnCarBookingData, SpecialCarBookingData } from '../../rules/compile/contract.ts';
import { ownCarAddress, specialCarAddress } from '../../rules/compile/index.ts';
import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import type { OwnCarAddress, SpecialCarAddress } from '../../rules/orders/index.ts';
import type { BookingContext } from '../../rules/compile/booking-scenario.ts';
import type { FleetCar } from '../../src/features/booking/machines/own-car-machine.ts';
import type { PriceEstimateResult } from '../../src/shared/responses.ts';
import { bundlePath, readJson } from './fixtures.ts';

/** huaxin-tech: special field 101 required for trip types 1 and 3, 102 (出差事由, a dropdown) always; audit by trip and payment type. */
export const huaxinBundle = readJson(bundlePath('huaxin-tech')) as EnterpriseBundle;

/** The booking's context: a booker of huaxin-tech, what the server offers, the approvers, the balance. */
export const bookingContext: BookingContext = {
  bookerId: 'u-1001-002',
  userLevel: 1,
  permissions: [],
  offeredPaymentTypes: [2, 20, 24],
  offeredCarTypeLevels: [1, 2, 3],
  userApprover: { approverName: '李建华', approverPhoneNumber: '13912345678', approveEmail: 'lijh@huaxin.cn' },
  costCentres: [
    { costCenterName: '研发中心', approverEmail: 'rd-boss@huaxin.cn', approverCellphone: '13700000001' },
    { costCenterName: '市场部', approverEmail: 'mkt-boss@huaxin.cn', approverCellphone: '13700000002' },
  ],
  userBalance: 0,
};

/** What a booking machine is started with beside its data: the bundle and the booking's context. */
export const booking = { bundle: huaxinBundle, context: bookingContext };

function specialAddress(overrides: Partial<SpecialCarAddress>): SpecialCarAddress {
  return { ...specialCarAddress(1), ...overrides };
}

/** A special-car form as it opens: nothing chosen yet. */
export function blankSpecialCarData(overrides: Partial<SpecialCarBookingData> = {}): SpecialCarBookingData {
  return {
    bookerName: '王小明',
    bookerPhone: '13800000001',
    bookerEmail: 'wangxm@huaxin.cn',
    passName: '',
    passPhone: '',
    passEmail: '',
    passEmployeeId: '',
    passList: [],
    orderType: 1,
    trainStaff: 1,
    travelDateTime: '2026-11-23 14:00',
    travelTime: null,
    pickUp: specialAddress({}),
    destination: specialAddress({}),
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
    ECardList: [],
    ECardAmount: 0,
    creditCard: null,
    approver: { name: '', phoneNumber: '', email: '' },
    administrativeReviewerMsg: { email: '', city: '', phoneNumber: '' },
    justification: '',
    costCentre: '',
    specialCostCentre: null,
    costCentreOwner: '',
    sms: [],
    specialRequirements: [],
    baggage: [],
    specialConfig: {},
    ...overrides,
  };
}

/** An airport pickup (trip type 5) in Shanghai, car level 2, paid by credit card: price-ready and submittable. */
export function readySpecialCarData(overrides: Partial<SpecialCarBookingData> = {}): SpecialCarBookingData {
  return blankSpecialCarData({
    passName: '李雷',
    passPhone: '13800000003',
    tripType: 5,
    pickUp: specialAddress({ addressType: 1, city: '上海', cityCode: '310100', address: '上海浦东国际机场T2', lat: 31.15, lng: 121.8 }),
    destination: specialAddress({ addressType: 3, city: '上海', cityCode: '310100', address: '上海市浦东新区张江路100号', lat: 31.2, lng: 121.6 }),
    firstCarType: 2,
    paymentType: 2,
    // Paying by credit card asks which card (issue 22 §2 "Payment").
    creditCard: { cardNumber: '622588******1234', vipCardId: '', bindingCreditCardId: 'CC-1001-101-1', cardType: 1 },
    administrativeReviewerMsg: { email: 'reviewer@huaxin.cn', city: '', phoneNumber: '' },
    specialConfig: { '102': 1 },
    ...overrides,
  });
}

export const priceEstimate: PriceEstimateResult = {
  mileage: 42.5,
  time: 55,
  price: 268,
  feeDescription: '起步价 + 里程费 + 时长费',
  priceRemark: '预估价格，以实际行程为准',
  priceRemarkEnglish: 'Estimated, the trip decides',
  carTypeLevel: 2,
  orderPriceConfig: { chargeParkingFee: true, chargeTollsFee: false },
};

function ownAddress(overrides: Partial<OwnCarAddress>): OwnCarAddress {
  return { ...ownCarAddress(3), ...overrides };
}

/** An own-car form as it opens. */
export function blankOwnCarData(overrides: Partial<OwnCarBookingData> = {}): OwnCarBookingData {
  return {
    fromTime: '2026-11-23 14:00',
    beforeAllow: 0,
    toTime: '',
    afterAllow: 0,
    pickUp: ownAddress({}),
    destination: ownAddress({}),
    isStop: false,
    isMeetGreet: false,
    additionStopsList: [],
    bookerName: '王小明',
    bookerPhone: '13800000001',
    bookerEmail: 'wangxm@huaxin.cn',
    passName: '',
    passPhone: '',
    passEmail: '',
    passList: [],
    contactPhone: '',
    passNo: 1,
    specialConfig: {},
    costCentre: '',
    specialCostCentre: null,
    costCentreOwner: '',
    carType: null,
    carLicense: '',
    carOwnEnterprise: null,
    comments: '',
    sms: [],
    auditor: { phoneNumber: '', email: '', name: '' },
    isFixedTime: false,
    fixedEndTime: '',
    weekdays: [],
    ...overrides,
  };
}

/** A local (region type 1) own-car trip of 3 hours with the required special fields filled. */
export function readyOwnCarTrip(overrides: Partial<OwnCarBookingData> = {}): OwnCarBookingData {
  return blankOwnCarData({
    fromTime: '2026-11-23 14:00',
    toTime: '2026-11-23 17:00',
    tripType: 1,
    passName: '李雷',
    pickUp: ownAddress({ city: '上海', address: '上海市浦东新区张江路100号' }),
    destination: ownAddress({ city: '上海', address: '上海市徐汇区漕河泾开发区' }),
    specialConfig: { '102': 1 },
    costCentre: '研发中心',
    ...overrides,
  });
}

function car(carLicense: string, carType: number, bookedTimes: FleetCar['bookedTimes']): FleetCar {
  return {
    enterpriseId: 1001,
    carLicense,
    carType,
    carTypeDesc: '商务车',
    color: '黑色',
    colorId: 1,
    purchaseDate: '2024-01-01',
    carOwnership: 1, seats: 4,
    isDeleted: 0,
    creationTime: '2024-01-01 09:00',
    lastModificationTime: '2024-01-01 09:00',
    bookedTimes,
  };
}

/** The fleet for the ready trip (2026-11-23 14:00-17:00): 沪A10001 is booked over it, 沪A10002 is free. */
export const fleet: FleetCar[] = [
  car('沪A10001', 1, [{ fromTime: '2026-11-23 15:00', toTime: '2026-11-23 18:00', reason: '已被预订' }]),
  car('沪A10002', 2, [{ fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00', reason: '保养' }]),
];
