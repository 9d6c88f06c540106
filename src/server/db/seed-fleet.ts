/**
 * The own fleet's seed (issue 11 §4, docs/fleet.md "Seed"): the cars of reference.json into
 * `own_cars`, and from db/seed/fleet.json the drivers, restricted dates and a few own-car orders in
 * the fleet's statuses (2 waiting for a driver, 3 with a driver, 5 ended with its figures). Days are
 * relative to the seed's China date, so the demo always has a trip to dispatch and to end.
 */
import { AddressType, buildOwnCarOrder, endTripTotals, formatBoardingTime, parseBoardingTime, RegionType, OWN_CAR, type OwnCarForm } from '../../../rules/index.ts';
import { insertCarRecord, insertOwnCar, insertOwnDriver, insertRestrictedDate, setOrderDriver, setOrderTrip } from '../store/fleet.ts';
import { insertOrder } from '../store/orders.ts';
import type { Db } from './database.ts';
import type { ReferenceData } from './reference-data.ts';
import fleetJson from './seed/fleet.json' with { type: 'json' };

interface SeedDriver { enterpriseId: number; name: string; phoneNumber: string; licenseNumber: string; licenseExpiry: string; carLicense: string }
interface SeedRestrictedDate { enterpriseId: number; dayOffset: number; carLicense: string; reason: string }
interface SeedTrip { startMileage: number; endMileage: number; endTime: string; tollFee: number; parkingFee: number; fuelFee: number; otherFee: number; remark: string }
interface SeedOrder {
  enterpriseId: number; bookerId: string; carLicense: string; carType: number; dayOffset: number; from: string; to: string;
  status: number; driver: string | null; trip: SeedTrip | null; landmark: string;
}
interface SeedAccident {
  enterpriseId: number; carLicense: string; dayOffset: number; time: string; location: string; driverName: string;
  responsibility: number; description: string; loss: number; processState: number;
}
interface SeedInsurance { enterpriseId: number; carLicense: string; insurer: string; policyNumber: string; insuranceType: number; startOffset: number; endOffset: number; premium: number }
export interface FleetSeed { drivers: SeedDriver[]; restrictedDates: SeedRestrictedDate[]; orders: SeedOrder[]; accidents: SeedAccident[]; insurance: SeedInsurance[] }

export const FLEET_SEED: FleetSeed = fleetJson as FleetSeed;

const DAY = 86_400_000;

type OwnAddress = OwnCarForm['pickUp'];
const address = (fields: Partial<OwnAddress>): OwnAddress => ({
  addressType: AddressType.ORDINARY.value, city: '上海', cityCode: '310100', address: '', landmark: '', lat: null, lng: null, airline: '', trainNumber: '', ...fields,
});

function seedOrderForm(order: SeedOrder, day: string, users: ReferenceData['users']): OwnCarForm {
  const booker = users.find((u) => u.userId === order.bookerId);
  const name = booker?.trueName ?? '';
  const phone = booker?.phoneNumber ?? '';
  return {
    fromTime: `${day} ${order.from}`, beforeAllow: 0, toTime: `${day} ${order.to}`, afterAllow: 0,
    tripType: RegionType.SAME_CITY.value,
    pickUp: address({ address: '上海市浦东新区张江高科碧波路690号', landmark: '华信智能科技总部', lat: 31.2035, lng: 121.5914 }),
    destination: address({ address: `上海市 ${order.landmark}`, landmark: order.landmark }),
    isStop: false, isMeetGreet: false, additionStopsList: [],
    bookerName: name, bookerPhone: phone, bookerEmail: '', passName: name, passPhone: phone, passEmail: '', passList: [],
    contactPhone: phone, passNo: 1, specialConfig: [], costCentre: '研发中心', specialCostCentre: null, costCentreOwner: '',
    carType: order.carType, carLicense: order.carLicense, carOwnEnterprise: order.enterpriseId, comments: '', sms: [],
    auditor: { phoneNumber: '', email: '', name: '' }, isFixedTime: false, fixedEndTime: '', weekdays: [],
  };
}

/** Seeds the fleet inside the seed's transaction; `now` places the relative days. */
export function seedFleet(db: Db, reference: ReferenceData, now: number, seed: FleetSeed = FLEET_SEED): void {
  for (const car of reference.ownCars) insertOwnCar(db, car, now);
  const driverIds = new Map<string, number>();
  for (const { enterpriseId, ...fields } of seed.drivers) driverIds.set(fields.name, insertOwnDriver(db, enterpriseId, fields, now));
  const today = parseBoardingTime(`${formatBoardingTime(now).slice(0, 10)} 00:00`);
  const dayOf = (offset: number) => formatBoardingTime((today.ok ? today.value : now) + offset * DAY).slice(0, 10);
  for (const r of seed.restrictedDates) insertRestrictedDate(db, r.enterpriseId, { date: dayOf(r.dayOffset), carLicense: r.carLicense, reason: r.reason });
  for (const order of seed.orders) {
    const day = dayOf(order.dayOffset);
    const booker = reference.users.find((u) => u.userId === order.bookerId);
    const payload = buildOwnCarOrder(seedOrderForm(order, day, reference.users), { enterpriseId: order.enterpriseId, userId: order.bookerId, userLevel: booker?.priority ?? 0 });
    const orderId = insertOrder(db, { businessType: OWN_CAR, enterpriseId: order.enterpriseId, bookerId: order.bookerId, status: order.status, boardingTime: payload.boardingTime, priceFen: null, payload: { ...payload, isNeedAudit: false } }, now);
    const driverId = order.driver === null ? undefined : driverIds.get(order.driver);
    if (driverId !== undefined) setOrderDriver(db, orderId, driverId, now);
    // The totals as ending the trip computes them (rules/fleet `endTripTotals`), so the ended order reads as any other.
    if (order.trip) setOrderTrip(db, orderId, { ...order.trip, ...endTripTotals(order.trip), endTime: `${day} ${order.trip.endTime}`, endedAt: now }, now);
  }
  for (const { enterpriseId, dayOffset, time, ...accident } of seed.accidents) {
    insertCarRecord(db, 'own_car_accidents', enterpriseId, { ...accident, accidentTime: `${dayOf(dayOffset)} ${time}` }, now);
  }
  for (const { enterpriseId, startOffset, endOffset, ...policy } of seed.insurance) {
    insertCarRecord(db, 'own_car_insurance', enterpriseId, { ...policy, startDate: dayOf(startOffset), endDate: dayOf(endOffset) }, now);
  }
}
