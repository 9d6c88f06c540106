/**
 * The seeded orders (issue 11 §1, `db/seed/orders.json`): both kinds in the statuses 1, 2, 3, 5, 8
 * and 9 for two bookers of 上海华信 (1001) and one order of 中元能源 (2002), so the order lists show
 * something real. Each payload is built from a booking form by the rules core's own builders
 * (`buildSpecialCarOrder`, `buildOwnCarOrder`), as the portal submits it; boarding days count from
 * the seed's day, China time. Its approvers are those the booking form would fill (the booker's own
 * approver, the enterprise's first reviewer; the own car's cost centre decides its approver), resolved
 * like a booking's (`resolvedPayload`, issue 21 §1). Runs inside the first-start seed only.
 */
import {
  AddressType,
  buildOwnCarOrder,
  buildSpecialCarOrder,
  DEFAULT_ORDER_TYPE,
  formatBoardingTime,
  OWN_CAR,
  ownCarNotifications,
  OrderStatus,
  PaymentType,
  SPECIAL_CAR,
  type OwnCarForm,
  type SpecialCarForm,
} from '../../../rules/index.ts';
import { enterpriseBundle } from '../store/enterprises.ts';
import { insertOrder, insertOrderNotifications } from '../store/orders.ts';
import { resolvedPayload } from './seed-approvals.ts';
import type { Db } from './database.ts';
import type { ReferenceData } from './reference-data.ts';
import ordersJson from './seed/orders.json' with { type: 'json' };

interface SeedOrder {
  kind: 'special' | 'own';
  bookerId: string;
  status: number;
  /** Boarding day, days from the seed's day (China time); negative in the past. */
  dayOffset: number;
  /** `HH:mm`. */
  time: string;
  passenger: string;
  tripType: number;
  costCentre: string;
  car?: string;
  createdDaysAgo: number;
}

export const SEED_ORDERS: readonly SeedOrder[] = (ordersJson as { orders: SeedOrder[] }).orders;

const DAY = 86_400_000;
const HOUR = 3_600_000;

type SpecialAddress = SpecialCarForm['pickUp'];
type OwnAddress = OwnCarForm['pickUp'];

/** Two places in each seeded enterprise's city: pick-up and drop-off. */
const PLACES: Readonly<Record<number, readonly [Partial<SpecialAddress>, Partial<SpecialAddress>]>> = {
  1001: [
    { city: '上海', cityCode: '310100', province: '上海市', address: '上海市浦东新区张江高科碧波路690号', landmark: '华信智能科技总部', lat: 31.2035, lng: 121.5914 },
    { city: '上海', cityCode: '310100', province: '上海市', address: '上海市静安区南京西路1515号', landmark: '静安嘉里中心', lat: 31.224, lng: 121.4475 },
  ],
  2002: [
    { city: '北京', cityCode: '110100', province: '北京市', address: '北京市西城区金融大街15号', landmark: '中元能源大厦', lat: 39.915, lng: 116.359 },
    { city: '北京', cityCode: '110100', province: '北京市', address: '北京市丰台区永外大街车站路12号', landmark: '北京南站', lat: 39.8652, lng: 116.3785 },
  ],
};
/** Where an intercity special-car trip of 1001 goes. */
const HANGZHOU: Partial<SpecialAddress> = { city: '杭州', cityCode: '330100', province: '浙江省', address: '浙江省杭州市西湖区文三路90号', landmark: '东部软件园', lat: 30.2807, lng: 120.1346 };

const specialAddress = (fields: Partial<SpecialAddress>): SpecialAddress => ({
  addressType: AddressType.ORDINARY.value, city: '', cityCode: '', province: '', address: '', landmark: '', addressEn: '', lat: null, lng: null,
  airPortCode: '', flightNumber: '', terminal: '', plannedTime: '', remark: '', isModifyAddress: false, office: '', ...fields,
});

const ownAddress = ({ city = '', cityCode = '', address = '', landmark = '', lat = null, lng = null }: Partial<SpecialAddress>): OwnAddress => ({
  addressType: AddressType.ORDINARY.value, city, cityCode, address, landmark, lat, lng, airline: '', trainNumber: '',
});

/** `YYYY-MM-DD HH:mm`, China time: `dayOffset` days from `now`'s China day, at `time`. */
function boardingAt(now: number, dayOffset: number, time: string): string {
  return `${formatBoardingTime(now + dayOffset * DAY).slice(0, 10)} ${time}`;
}

interface Person {
  userId: string;
  enterpriseId: number;
  trueName: string;
  phoneNumber: string;
  email: string;
  priority: number;
  /** His own approver (the profile's), whom the special-car form fills in. */
  approver: { name: string; phone: string; email: string };
}

/** The reviewer the special-car form's list offers first. */
type SeedReviewer = { phoneNumber: string; email: string; city: string };

function specialCarForm(order: SeedOrder, booker: Person, passenger: Person, reviewer: SeedReviewer, now: number): SpecialCarForm {
  const [from, to] = PLACES[booker.enterpriseId] ?? PLACES[1001]!;
  const intercity = order.tripType === 3;
  return {
    bookerName: booker.trueName, bookerPhone: booker.phoneNumber, bookerEmail: booker.email,
    passName: passenger.trueName, passPhone: passenger.phoneNumber, passEmail: '', passEmployeeId: '', passList: [],
    orderType: DEFAULT_ORDER_TYPE, trainStaff: 1, tripType: order.tripType,
    travelDateTime: boardingAt(now, order.dayOffset, order.time), travelTime: null,
    pickUp: specialAddress(from), destination: specialAddress(intercity ? HANGZHOU : to),
    isStop: false, additionStopsList: [], isMeetGreet: false, firstCarType: 2, secondCarType: 21,
    mileage: intercity ? 214.3 : 18.6, time: intercity ? 322 : 45, priceRemark: '', priceEnglishRemark: '',
    isIncludeParkingFee: false, isIncludeTollsFee: false, paymentType: PaymentType.CHECKOUT.value,
    ECardList: [], ECardAmount: 0, creditCard: null,
    approverName: booker.approver.name, approverEmail: booker.approver.email, approverPhone: booker.approver.phone, administrativeReviewerMsg: { ...reviewer },
    justification: '客户拜访', costCentre: order.costCentre, specialCostCentre: null, costCentreOwner: '',
    specialConfigList: [], sms: [], specialRequirements: [], baggage: [],
  };
}

function ownCarForm(order: SeedOrder, booker: Person, passenger: Person, now: number): OwnCarForm {
  const [from, to] = PLACES[booker.enterpriseId] ?? PLACES[1001]!;
  const start = boardingAt(now, order.dayOffset, order.time);
  const [h = '0', m = '00'] = order.time.split(':');
  const end = `${start.slice(0, 10)} ${String(Math.min(23, Number(h) + 3)).padStart(2, '0')}:${m}`;
  return {
    fromTime: start, beforeAllow: 0, toTime: end, afterAllow: 0, tripType: order.tripType,
    pickUp: ownAddress(from), destination: ownAddress(to), isStop: false, isMeetGreet: false, additionStopsList: [],
    bookerName: booker.trueName, bookerPhone: booker.phoneNumber, bookerEmail: booker.email,
    passName: passenger.trueName, passPhone: passenger.phoneNumber, passEmail: '', passList: [],
    contactPhone: passenger.phoneNumber, passNo: 1, specialConfig: [],
    costCentre: order.costCentre, specialCostCentre: null, costCentreOwner: '',
    carType: 2, carLicense: order.car ?? '', carOwnEnterprise: booker.enterpriseId, comments: '',
    // The booker hears of the order by SMS and e-mail (the log of docs/orders.md shows them).
    // The order's cost centre decides its approver (resolvedPayload fills him in).
    sms: [8, 9], auditor: { phoneNumber: '', email: '', name: '' },
    isFixedTime: false, fixedEndTime: '', weekdays: [],
  };
}

/**
 * Inserts the seeded orders. Every booker and passenger must be a seeded user of the same enterprise.
 *
 * @example seedOrders(db, REFERENCE, Date.now()) // 16 orders of 1001 and 2002
 */
export function seedOrders(db: Db, reference: ReferenceData, now: number): void {
  const people = new Map<string, Person>(
    reference.users.map((u) => [
      u.userId,
      {
        userId: u.userId, enterpriseId: u.enterpriseId, trueName: u.trueName, phoneNumber: u.phoneNumber, email: u.email, priority: u.priority,
        approver: { name: u.approverName, phone: u.approverPhoneNumber, email: u.approveEmail },
      },
    ]),
  );
  const reviewerOf = (enterpriseId: number): SeedReviewer => {
    const r = reference.reviewers.find((row) => row.enterpriseId === enterpriseId);
    return { phoneNumber: r?.approverCellphone ?? '', email: r?.approverEmail ?? '', city: r?.city ?? '' };
  };
  const byName = (name: string, enterpriseId: number) => [...people.values()].find((p) => p.trueName === name && p.enterpriseId === enterpriseId);
  // Oldest first, so that order ids (a sequence) follow the creation times.
  const ordered = [...SEED_ORDERS].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
  for (const [i, order] of ordered.entries()) {
    const booker = people.get(order.bookerId);
    const passenger = booker && byName(order.passenger, booker.enterpriseId);
    if (!booker || !passenger) throw new Error(`db/seed/orders.json: unknown booker or passenger in ${JSON.stringify(order)}`);
    const context = { enterpriseId: booker.enterpriseId, userId: booker.userId, userLevel: booker.priority };
    const createdAt = now - order.createdDaysAgo * DAY + i * HOUR;
    const boardingTime = boardingAt(now, order.dayOffset, order.time);
    const common = { enterpriseId: booker.enterpriseId, bookerId: booker.userId, status: order.status, boardingTime };
    const bundle = enterpriseBundle(db, booker.enterpriseId);
    const where = `db/seed/orders.json ${JSON.stringify(order)}`;
    if (order.kind === 'special') {
      const built = buildSpecialCarOrder(specialCarForm(order, booker, passenger, reviewerOf(booker.enterpriseId), now), context);
      const payload = resolvedPayload(db, bundle, { ...common, businessType: SPECIAL_CAR, payload: built }, where);
      insertOrder(db, { ...common, businessType: SPECIAL_CAR, priceFen: order.tripType === 3 ? 86_500 : 12_800, payload }, createdAt);
    } else {
      const built = { ...buildOwnCarOrder(ownCarForm(order, booker, passenger, now), context), isNeedAudit: order.status === 1 };
      const payload = resolvedPayload(db, bundle, { ...common, businessType: OWN_CAR, payload: built }, where);
      const orderId = insertOrder(db, { ...common, businessType: OWN_CAR, priceFen: null, payload }, createdAt);
      // What its SMS and e-mail choices sent when it was booked (and cancelled), as the routes record them.
      const events = order.status === OrderStatus.CANCELLED.value ? (['create', 'cancel'] as const) : (['create'] as const);
      for (const event of events) {
        const sent = ownCarNotifications(payload, orderId, event).map((n) => ({ ...n, event, createdAt }));
        insertOrderNotifications(db, orderId, booker.enterpriseId, sent);
      }
    }
  }
}
