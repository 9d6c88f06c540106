/**
 * docs/security.md §4: prices from the server's own places (issue 21 point 4). Over real HTTP
 * against a temporary database: an address names a place the server knows (its `placeId`, an
 * airport code, or text the server matches against its places in the named city), and the price,
 * the estimate's and the stored order's, and the stored coordinates come from that place; the
 * coordinates the client sends are never read. An address that names no place the booker may
 * name is a business error of its role (20300030 pickup, 20300031 drop-off, 20300032 stop) with a
 * sentence that says which address and what to do, and nothing is stored.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, ServiceType, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import type { SpecialCarStop } from '../../../rules/orders/special-car-order.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { OTHER_ENTERPRISE_BOOKER, signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { byText, HANGZHOU_SOFTWARE_PARK, LUJIAZUI, ownCarForm, ownCarPayload, PUDONG_AIRPORT, specialCarPayload } from '../payloads.ts';
import { orderCount, readDatabase } from './support.ts';

const PICK_UP_NOT_RESOLVED = 20300030;
const DROP_OFF_NOT_RESOLVED = 20300031;
const STOP_NOT_RESOLVED = 20300032;

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

type Address = typeof LUJIAZUI;
const payload = (overrides: Parameters<typeof specialCarPayload>[0] = {}) =>
  specialCarPayload({ travelDateTime: formatBoardingTime(Date.now() + 3 * 3600_000), ...overrides });

/** The estimate body of an order payload: its route and its trip type and car level. */
const estimateBody = (order: SpecialCarOrderPayload) => ({
  boardingAddress: order.boardingAddress,
  dropOffAddress: order.dropOffAddress,
  stops: order.stops ?? [],
  baseData: { tripType: order.baseData.tripType, carTypeLevel: order.baseData.carTypeLevel },
});

async function estimate(order: SpecialCarOrderPayload) {
  return booker.call(endpoints.csOrder.estimatePrice, { body: estimateBody(order) });
}

async function priceOf(order: SpecialCarOrderPayload): Promise<{ price: number; mileage: number }> {
  const { envelope } = await estimate(order);
  expect(envelope, JSON.stringify(envelope)).toMatchObject({ isSuccess: true });
  return envelope.result;
}

/** A point 65 km from Shanghai's centre towards Hangzhou: inside Shanghai's 70 km circle. */
const SHANGHAI_WEST_EDGE = { lat: 30.8537, lng: 120.9542 };
/** A point 42 km from both Shanghai's and Suzhou's centres: inside both circles. */
const SHANGHAI_SUZHOU_OVERLAP = { lat: 31.2647, lng: 121.0295 };
/** 苏州站, a seeded place of Suzhou (address 382). */
const SUZHOU_STATION: Address = { ...byText(LUJIAZUI), city: '苏州', cityCode: '320500', province: '江苏省', landmark: '苏州站', address: '江苏省苏州市姑苏区苏站路27号', lat: 31.33, lng: 120.6106 };

/** The price of Lujiazui → 东部软件园 (level 2, intercity one-way) with the places' own coordinates. */
let honestPrice: number;
beforeAll(async () => {
  honestPrice = (await priceOf(payload())).price;
});

describe('the attacks of the issue, replayed: priced from the places, not the coordinates', () => {
  it('Hangzhou\'s drop-off with its coordinates moved to Shanghai\'s edge costs what Hangzhou costs (¥921)', async () => {
    expect(honestPrice).toBe(921);
    const moved = payload({ pickUp: byText(LUJIAZUI), destination: { ...byText(HANGZHOU_SOFTWARE_PARK), ...SHANGHAI_WEST_EDGE } });
    expect((await priceOf(moved)).price).toBe(honestPrice);
    const withId = payload({ destination: { ...HANGZHOU_SOFTWARE_PARK, ...SHANGHAI_WEST_EDGE } });
    expect((await priceOf(withId)).price).toBe(honestPrice);
  });

  it('a drop-off named Shanghai with Hangzhou\'s text and a point at Shanghai\'s edge is refused, not priced (it was ¥383 for 88.2 km)', async () => {
    const named = payload({ destination: { ...byText(HANGZHOU_SOFTWARE_PARK), city: '上海', cityCode: '310100', province: '上海市', ...SHANGHAI_WEST_EDGE } });
    const { status, envelope } = await estimate(named);
    expect([status, envelope]).toMatchObject([200, { isSuccess: false, errorCode: DROP_OFF_NOT_RESOLVED, message: '无法识别下车地点，请从搜索结果中选择地址' }]);
    const before = orderCount(t);
    const order = await booker.call(endpoints.csOrder.create, { body: named });
    expect(order.envelope).toMatchObject({ isSuccess: false, errorCode: DROP_OFF_NOT_RESOLVED });
    expect(orderCount(t)).toBe(before);
  });

  it('the same id in another city than the one named is refused: Hangzhou\'s place named Shanghai', async () => {
    const named = payload({ destination: { ...HANGZHOU_SOFTWARE_PARK, city: '上海', cityCode: '310100', placeId: 'address:371' } });
    const { envelope } = await estimate(named);
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: DROP_OFF_NOT_RESOLVED, message: '下车地点不在上海，请从搜索结果中选择地址' });
  });

  it('Shanghai → Suzhou with both points in the circles\' overlap costs the way between the places (it was ¥20 for 0 km)', async () => {
    const honest = await priceOf(payload({ destination: SUZHOU_STATION }));
    const overlap = await priceOf(payload({ pickUp: { ...byText(LUJIAZUI), ...SHANGHAI_SUZHOU_OVERLAP }, destination: { ...SUZHOU_STATION, ...SHANGHAI_SUZHOU_OVERLAP } }));
    expect(overlap).toMatchObject({ price: honest.price, mileage: honest.mileage });
    expect(overlap.mileage).toBeGreaterThan(100);
  });

  it('the stored order carries the place\'s id and coordinates, not the client\'s, and the estimate\'s price', async () => {
    const moved = payload({ pickUp: byText(LUJIAZUI), destination: { ...byText(HANGZHOU_SOFTWARE_PARK), ...SHANGHAI_WEST_EDGE } });
    const created = await booker.call(endpoints.csOrder.create, { body: moved });
    expect(created.envelope).toMatchObject({ isSuccess: true, result: { price: honestPrice } });
    const { orderId } = created.envelope.result;
    const detail = (await booker.call(endpoints.csOrder.detail, { params: { orderId } })).envelope.result;
    expect(detail.dropOffAddress).toMatchObject({ placeId: 'address:371', lat: 30.2807, lng: 120.1346 });
    expect(detail.boardingAddress).toMatchObject({ placeId: 'address:101', lat: 31.2397, lng: 121.5057 });
    const storedFen = readDatabase(t, (db) => (db.prepare('SELECT price_fen FROM orders WHERE order_id = ?').get(orderId) as { price_fen: number }).price_fen);
    expect(storedFen).toBe(honestPrice * 100);
  });
});

describe('an address names a place the booker may name, or it is refused', () => {
  /** Expects the estimate and the order create of `order` refused with `errorCode` (and `message`), nothing stored. */
  async function expectRefused(order: SpecialCarOrderPayload, errorCode: number, message?: string) {
    const priced = await estimate(order);
    expect(priced.envelope).toMatchObject({ isSuccess: false, errorCode, ...(message ? { message } : {}) });
    const before = orderCount(t);
    const created = await booker.call(endpoints.csOrder.create, { body: order });
    expect([created.status, created.envelope]).toMatchObject([200, { isSuccess: false, errorCode }]);
    expect(orderCount(t)).toBe(before);
  }

  it('a made-up place id', async () => {
    await expectRefused(payload({ pickUp: { ...LUJIAZUI, placeId: 'address:999999' } }), PICK_UP_NOT_RESOLVED, '无法识别上车地点，请从搜索结果中选择地址');
  });

  it("another enterprise's company address, by id and by its text; its own enterprise's booker is priced", async () => {
    // 中元能源大厦 is the company address 402 of 中元能源 (2002), in Beijing.
    const beijing = { ...byText(LUJIAZUI), city: '北京', cityCode: '110100', province: '北京市', landmark: '中元能源大厦', address: '北京市西城区金融大街15号', lat: 39.915, lng: 116.359 };
    const order = payload({ tripType: ServiceType.LOCAL_ONE_WAY.value, pickUp: { ...beijing, placeId: 'company:402' }, destination: { ...beijing, landmark: '北京南站', address: '北京市丰台区永外大街车站路12号' } });
    await expectRefused(order, PICK_UP_NOT_RESOLVED);
    await expectRefused({ ...order, boardingAddress: byText(order.boardingAddress) }, PICK_UP_NOT_RESOLVED);
    const owner = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
    const own = await owner.call(endpoints.csOrder.estimatePrice, { body: estimateBody(order) });
    expect(own.envelope.isSuccess).toBe(true);
  });

  it("another user's frequent address (507 is 刘洋's, of 2002)", async () => {
    await expectRefused(payload({ pickUp: { ...LUJIAZUI, placeId: 'frequent:507' } }), PICK_UP_NOT_RESOLVED);
  });

  it('the booker\'s own frequent and company addresses are priced', async () => {
    const own = await priceOf(payload({ pickUp: { ...LUJIAZUI, placeId: 'frequent:501' } }));
    const company = await priceOf(payload({ pickUp: { ...LUJIAZUI, placeId: 'company:401' } }));
    expect(own.price).toBe(company.price);
  });

  it('text that names no place of its city', async () => {
    const nowhere = { ...byText(LUJIAZUI), landmark: '不存在的大楼', address: '上海市不存在路1号' };
    await expectRefused(payload({ pickUp: nowhere }), PICK_UP_NOT_RESOLVED, '无法识别上车地点，请从搜索结果中选择地址');
    await expectRefused(payload({ pickUp: { ...byText(LUJIAZUI), city: '不存在市', cityCode: '999999' } }), PICK_UP_NOT_RESOLVED);
  });

  it('an airport address resolves only to an airport, and another kind never to one', async () => {
    await expectRefused(payload({ pickUp: { ...PUDONG_AIRPORT, airPortCode: '', placeId: 'address:101' } }), PICK_UP_NOT_RESOLVED);
    await expectRefused(payload({ pickUp: { ...LUJIAZUI, placeId: 'airport:PVG' } }), PICK_UP_NOT_RESOLVED);
    expect((await priceOf(payload({ pickUp: { ...PUDONG_AIRPORT, placeId: 'airport:PVG' } }))).price).toBeGreaterThan(0);
  });

  it('an own-car order with a made-up place is refused; a placed one stores the place\'s coordinates', async () => {
    const form = ownCarForm();
    const before = orderCount(t);
    const refused = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ destination: { ...form.destination, placeId: 'address:999999' } }) });
    expect(refused.envelope).toMatchObject({ isSuccess: false, errorCode: DROP_OFF_NOT_RESOLVED });
    expect(orderCount(t)).toBe(before);
    const created = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ destination: { ...byText(form.destination), lat: 0, lng: 0 } }) });
    expect(created.envelope.isSuccess).toBe(true);
    const detail = await booker.call(endpoints.ownOrder.detail, { params: { orderId: created.envelope.result.orderId } });
    expect(detail.envelope.result.dropOffAddress).toMatchObject({ placeId: 'address:103', lat: 31.224, lng: 121.4475 });
  });
});

describe('stops resolve the same way (异地往返 is priced)', () => {
  /** A stop at a place of Hangzhou: 杭州东站 (address 372). */
  const stop = (fields: Partial<SpecialCarStop> = {}): SpecialCarStop => ({
    city: '杭州', landMark: '杭州东站', address: '杭州市上城区天城路1号', name: '杭州东站', englishName: '', arrivalTime: '', isAirPort: false, airPortName: '', cityCode: '330100', lat: null, lng: null, remark: '', ...fields,
  });
  const roundTrip = (stops: SpecialCarStop[]) =>
    payload({ tripType: ServiceType.INTERCITY_ROUND_TRIP.value, destination: HANGZHOU_SOFTWARE_PARK, isStop: true, additionStopsList: stops });

  it('an intercity round trip with a stop picked by id (or by its text) is priced, the stop counted', async () => {
    const byId = await priceOf(roundTrip([stop({ placeId: 'address:372' })]));
    expect((await priceOf(roundTrip([stop()]))).price).toBe(byId.price);
    const { envelope } = await booker.call(endpoints.csOrder.create, { body: roundTrip([stop({ placeId: 'address:372' })]) });
    expect(envelope).toMatchObject({ isSuccess: true, result: { price: byId.price } });
  });

  it('a stop that names no place is refused with the stop\'s number', async () => {
    const second = stop({ name: '随便写的地方', landMark: '随便写的地方', address: '' });
    const { envelope } = await estimate(roundTrip([stop(), second]));
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: STOP_NOT_RESOLVED, message: '无法识别途经地点 2，请从搜索结果中选择地址' });
  });
});

describe('for any client coordinates, a route of known places costs the same (property)', () => {
  const coordinate = fc.oneof(fc.constant(null), fc.double({ min: -1000, max: 1000, noNaN: true }), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const point = fc.record({ lat: coordinate, lng: coordinate });

  it('the estimate of 恒生银行大厦 → 杭州东站 → 东部软件园, whatever lat/lng each address sends', async () => {
    const route = (a: { lat: number | null; lng: number | null }, b: typeof a, c: typeof a) => ({
      baseData: { tripType: ServiceType.INTERCITY_ROUND_TRIP.value, carTypeLevel: 2 },
      boardingAddress: { ...LUJIAZUI, ...a },
      stops: [{ city: '杭州', cityCode: '330100', name: '杭州东站', address: '杭州市上城区天城路1号', placeId: 'address:372', ...b }],
      dropOffAddress: { ...HANGZHOU_SOFTWARE_PARK, ...c },
    });
    const reference = await booker.call(endpoints.csOrder.estimatePrice, { body: route({ lat: null, lng: null }, { lat: null, lng: null }, { lat: null, lng: null }) });
    expect(reference.envelope.isSuccess).toBe(true);
    await fc.assert(
      fc.asyncProperty(point, point, point, async (a, b, c) => {
        const { envelope } = await booker.call(endpoints.csOrder.estimatePrice, { body: route(a, b, c) });
        expect(envelope.result).toEqual(reference.envelope.result);
      }),
      { numRuns: 40 },
    );
  });

  it('the stored price and coordinates of an order of known places, whatever lat/lng it sends', async () => {
    const inRange = fc.record({ lat: fc.oneof(fc.constant(null), fc.double({ min: -90, max: 90, noNaN: true })), lng: fc.oneof(fc.constant(null), fc.double({ min: -180, max: 180, noNaN: true })) });
    await fc.assert(
      fc.asyncProperty(inRange, inRange, async (a, b) => {
        const order = payload({ pickUp: { ...LUJIAZUI, ...a }, destination: { ...HANGZHOU_SOFTWARE_PARK, ...b } });
        const { envelope } = await booker.call(endpoints.csOrder.create, { body: order });
        expect(envelope).toMatchObject({ isSuccess: true, result: { price: honestPrice } });
        const detail = (await booker.call(endpoints.csOrder.detail, { params: { orderId: envelope.result.orderId } })).envelope.result;
        expect([detail.boardingAddress.lat, detail.boardingAddress.lng, detail.dropOffAddress.lat, detail.dropOffAddress.lng]).toEqual([31.2397, 121.5057, 30.2807, 120.1346]);
      }),
      { numRuns: 15 },
    );
  });
});

describe('the estimate and the stored price agree', () => {
  it('the same trip costs the same whole-yuan price in the estimate, the create answer and the stored order', async () => {
    for (const order of [payload(), payload({ pickUp: PUDONG_AIRPORT }), payload({ firstCarType: 3 })]) {
      const estimated = (await priceOf(order)).price;
      expect(Number.isInteger(estimated)).toBe(true);
      const created = await booker.call(endpoints.csOrder.create, { body: order });
      const { orderId, price } = created.envelope.result;
      expect(price).toBe(estimated);
      const storedFen = readDatabase(t, (db) => (db.prepare('SELECT price_fen FROM orders WHERE order_id = ?').get(orderId) as { price_fen: number }).price_fen);
      expect(storedFen).toBe(estimated * 100);
    }
  });
});
