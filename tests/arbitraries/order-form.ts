/**
 * Arbitraries for the order forms (spec §3, D9): booking-form states that can be submitted, each
 * with the context it is built in. The invariants of a submittable form (see SpecialCarForm and
 * OwnCarForm) are built in: stops exactly when isStop, baggage apart from other requirements,
 * message options in table order, the special cost centre only for the special enterprise.
 */
import { fc } from '@fast-check/vitest';
import { formatBoardingTime } from '../../rules/model/china-time.ts';
import { AddressType, BAGGAGE_REQUIREMENT_IDS, FIXED_END_DATE_FORMAT, SPECIAL_ENTERPRISE_ID } from '../../rules/model/constants.ts';
import type { CostCentreFields, OrderContact, SpecialConfigEntry } from '../../rules/orders/order-form.ts';
import type { OwnCarAddress, OwnCarForm, OwnCarOrderContext, OwnCarStop } from '../../rules/orders/own-car-order.ts';
import { OWN_CAR_MESSAGE_OPTIONS } from '../../rules/orders/own-car-order.ts';
import type { SpecialCarAddress, SpecialCarForm, SpecialCarOrderContext, SpecialCarStop } from '../../rules/orders/special-car-order.ts';
import { SPECIAL_CAR_MESSAGE_OPTIONS } from '../../rules/orders/special-car-order.ts';
import { wholeMinuteArb } from './china-time.ts';
import { costCentrePartArb } from './special-cost-centre.ts';

/** Free text as people type it: ASCII, Chinese, spaces, empty. */
export const textArb = fc.oneof(fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 6 }), fc.constantFrom('', '张三', '上海虹桥国际机场'));
const idArb = fc.integer({ min: 0, max: 10_000 });
const maybeIdArb = fc.option(idArb, { nil: null });
/** Coordinates as the schemas bound them: latitude within ±90, longitude within ±180. */
const latitudeArb = fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null });
const longitudeArb = fc.option(fc.double({ min: -180, max: 180, noNaN: true }), { nil: null });
const boardingTimeArb = wholeMinuteArb.map(formatBoardingTime);
const maybeTimeArb = fc.oneof(fc.constant(''), boardingTimeArb);
/** A place id as the place lookups answer it (src/shared/places.ts), or none (an address from before ids). */
const placeIdArb = fc.option(
  fc.tuple(fc.constantFrom('address', 'airport', 'company', 'frequent'), fc.stringMatching(/^[A-Za-z0-9]{1,32}$/)).map(([kind, key]) => `${kind}:${key}`),
  { nil: undefined },
);
/** The address with a place id, or without the key. */
const withPlaceId = <A extends object>(address: fc.Arbitrary<A>): fc.Arbitrary<A & { placeId?: string }> =>
  fc.tuple(address, placeIdArb).map(([a, placeId]) => (placeId === undefined ? a : { ...a, placeId }));
const addressTypeArb = fc.constantFrom(...Object.values(AddressType).map((kind) => kind.value));
/** Enterprises: the special one of spec §6 and ordinary ones. */
export const enterpriseIdArb = fc.constantFrom(SPECIAL_ENTERPRISE_ID, 1001, 1002);

export const contactArb: fc.Arbitrary<OrderContact> = fc.record({ name: textArb, phoneNumber: textArb, email: textArb });

export const specialConfigEntryArb: fc.Arbitrary<SpecialConfigEntry> = fc.record({
  id: idArb,
  name: textArb,
  value: fc.oneof(textArb, idArb, fc.array(idArb, { maxLength: 4 }), fc.constant(null)),
});

/** The cost-centre fields a form of this enterprise can hold. */
export function costCentreFieldsArb(enterpriseId: number): fc.Arbitrary<CostCentreFields> {
  if (enterpriseId !== SPECIAL_ENTERPRISE_ID) return fc.record({ costCentre: textArb, specialCostCentre: fc.constant(null) });
  return fc.oneof(
    fc.record({
      costCentre: costCentrePartArb,
      specialCostCentre: fc.record({ bizOperUnit: costCentrePartArb, deptId: costCentrePartArb }),
    }),
    fc.constant({ costCentre: '', specialCostCentre: null }),
  );
}

/** Stops and the isStop switch that goes with them. */
function stopsArb<T>(stop: fc.Arbitrary<T>) {
  return fc.array(stop, { maxLength: 3 }).map((stops) => ({ isStop: stops.length > 0, additionStopsList: stops }));
}

const specialCarAddressArb: fc.Arbitrary<SpecialCarAddress> = withPlaceId(
  fc.record({
    addressType: addressTypeArb,
    city: textArb,
    cityCode: textArb,
    province: textArb,
    address: textArb,
    landmark: textArb,
    addressEn: textArb,
    lat: latitudeArb,
    lng: longitudeArb,
    airPortCode: textArb,
    flightNumber: textArb,
    terminal: textArb,
    plannedTime: maybeTimeArb,
    remark: textArb,
    isModifyAddress: fc.boolean(),
    office: textArb,
  }),
);

const specialCarStopArb: fc.Arbitrary<SpecialCarStop> = withPlaceId(
  fc.record({
    city: textArb,
    landMark: textArb,
    address: textArb,
    name: textArb,
    englishName: textArb,
    arrivalTime: maybeTimeArb,
    isAirPort: fc.boolean(),
    airPortName: textArb,
    cityCode: textArb,
    lat: latitudeArb,
    lng: longitudeArb,
    remark: textArb,
  }),
);

export const specialCarContextArb: fc.Arbitrary<SpecialCarOrderContext> = fc.record(
  {
    enterpriseId: enterpriseIdArb,
    userId: textArb,
    accountId: textArb,
    userLevel: fc.nat(9),
    userType: fc.constantFrom(0, 1),
    isBand4Up: fc.boolean(),
    officeLocation: textArb,
    baseConfig: fc.record({ isNeedSmsNotify: fc.boolean(), isEnglishCustomer: fc.boolean() }, { requiredKeys: [] }),
    picturePriceUrl: fc.option(fc.webUrl(), { nil: null }),
    letterOfCommitmentId: fc.option(textArb, { nil: null }),
  },
  { requiredKeys: ['enterpriseId', 'userId'] },
);

/** A submittable special-car form for an enterprise. */
export function specialCarFormArb(enterpriseId: number): fc.Arbitrary<SpecialCarForm> {
  return fc
    .tuple(
      fc.record({
        bookerName: textArb,
        bookerPhone: textArb,
        bookerEmail: textArb,
        passName: textArb,
        passPhone: textArb,
        passEmail: textArb,
        passEmployeeId: textArb,
        passList: fc.array(contactArb, { maxLength: 3 }),
        orderType: fc.nat(5),
        trainStaff: fc.integer({ min: 1, max: 9 }),
        tripType: fc.integer({ min: 1, max: 10 }),
        travelDateTime: boardingTimeArb,
        travelTime: maybeIdArb,
        pickUp: specialCarAddressArb,
        destination: specialCarAddressArb,
        isMeetGreet: fc.boolean(),
        firstCarType: maybeIdArb,
        secondCarType: maybeIdArb,
        mileage: fc.double({ min: 0, max: 5000, noNaN: true }),
        time: fc.nat(10_000),
        priceRemark: textArb,
        priceEnglishRemark: textArb,
        isIncludeParkingFee: fc.boolean(),
        isIncludeTollsFee: fc.boolean(),
        paymentType: fc.constantFrom(2, 4, 20, 23, 24),
        ECardList: fc.array(textArb, { maxLength: 3 }),
        ECardAmount: fc.nat(100_000),
        creditCard: fc.option(
          fc.record({ cardNumber: textArb, vipCardId: textArb, bindingCreditCardId: textArb, cardType: fc.nat(5) }),
          { nil: null },
        ),
        approverName: textArb,
        approverEmail: textArb,
        approverPhone: textArb,
        administrativeReviewerMsg: fc.record({ email: textArb, city: textArb, phoneNumber: textArb }),
        justification: textArb,
        costCentreOwner: textArb,
        specialConfigList: fc.array(specialConfigEntryArb, { maxLength: 4 }),
        sms: fc.subarray(Object.values(SPECIAL_CAR_MESSAGE_OPTIONS)),
        specialRequirements: fc.array(idArb.filter((id) => !BAGGAGE_REQUIREMENT_IDS.includes(id)), { maxLength: 4 }),
        baggage: fc.array(fc.constantFrom(...BAGGAGE_REQUIREMENT_IDS), { maxLength: 3 }),
      }),
      stopsArb(specialCarStopArb),
      costCentreFieldsArb(enterpriseId),
    )
    .map(([fields, stops, costCentre]) => ({ ...fields, ...stops, ...costCentre }));
}

/** A special-car form with the context it is built in. */
export const specialCarCaseArb = specialCarContextArb.chain((context) =>
  specialCarFormArb(context.enterpriseId).map((form) => ({ form, context })),
);

const ownCarAddressArb: fc.Arbitrary<OwnCarAddress> = withPlaceId(
  fc.record({
    addressType: addressTypeArb,
    city: textArb,
    cityCode: textArb,
    address: textArb,
    landmark: textArb,
    lat: latitudeArb,
    lng: longitudeArb,
    airline: textArb,
    trainNumber: textArb,
  }),
);

const ownCarStopArb: fc.Arbitrary<OwnCarStop> = withPlaceId(
  fc.record({
    city: textArb,
    name: textArb,
    address: textArb,
    englishName: textArb,
    stopTime: maybeTimeArb,
    cityCode: textArb,
    lat: latitudeArb,
    lng: longitudeArb,
  }),
);

export const ownCarContextArb: fc.Arbitrary<OwnCarOrderContext> = fc.record(
  { enterpriseId: enterpriseIdArb, userId: textArb, userLevel: fc.nat(9), bookerExt: textArb, isNeedAudit: fc.boolean() },
  { requiredKeys: ['enterpriseId', 'userId'] },
);

/** Fixed-days booking fields: an end date and weekdays only when on fixed days. */
const fixedDaysArb = fc.oneof(
  fc.constant({ isFixedTime: false, fixedEndTime: '', weekdays: [] as number[] }),
  fc.record({
    isFixedTime: fc.constant(true),
    fixedEndTime: boardingTimeArb.map((time) => time.slice(0, FIXED_END_DATE_FORMAT.length)),
    weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7]),
  }),
);

/** A submittable own-car form for an enterprise. */
export function ownCarFormArb(enterpriseId: number): fc.Arbitrary<OwnCarForm> {
  return fc
    .tuple(
      fc.record({
        fromTime: boardingTimeArb,
        beforeAllow: fc.nat(120),
        toTime: boardingTimeArb,
        afterAllow: fc.nat(120),
        tripType: fc.integer({ min: 1, max: 4 }),
        pickUp: ownCarAddressArb,
        destination: ownCarAddressArb,
        isMeetGreet: fc.boolean(),
        bookerName: textArb,
        bookerPhone: textArb,
        bookerEmail: textArb,
        passName: textArb,
        passPhone: textArb,
        passEmail: textArb,
        passList: fc.array(contactArb, { maxLength: 3 }),
        contactPhone: textArb,
        passNo: fc.integer({ min: 1, max: 9 }),
        specialConfig: fc.array(specialConfigEntryArb, { maxLength: 4 }),
        costCentreOwner: textArb,
        carType: maybeIdArb,
        carLicense: textArb,
        carOwnEnterprise: maybeIdArb,
        comments: textArb,
        sms: fc.subarray(Object.values(OWN_CAR_MESSAGE_OPTIONS)),
        auditor: fc.record({ phoneNumber: textArb, email: textArb, name: textArb }),
      }),
      stopsArb(ownCarStopArb),
      costCentreFieldsArb(enterpriseId),
      fixedDaysArb,
    )
    .map(([fields, stops, costCentre, fixedDays]) => ({ ...fields, ...stops, ...costCentre, ...fixedDays }));
}

/** An own-car form with the context it is built in. */
export const ownCarCaseArb = ownCarContextArb.chain((context) => ownCarFormArb(context.enterpriseId).map((form) => ({ form, context })));
