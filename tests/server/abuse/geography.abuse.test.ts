/**
 * docs/security.md §4: prices from the server's own geography. Over real HTTP: coordinates outside
 * the city an address names are refused (estimate and order; the order is not stored), and the
 * estimate and the stored price of the same trip are the same number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { HANGZHOU_SOFTWARE_PARK, LUJIAZUI, PUDONG_AIRPORT, specialCarPayload } from '../payloads.ts';
import { orderCount, readDatabase } from './support.ts';

const ADDRESS_OUTSIDE_CITY = 20300008;

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());
const payload = (overrides: Parameters<typeof specialCarPayload>[0] = {}) =>
  specialCarPayload({ travelDateTime: formatBoardingTime(Date.now() + 3 * 3600_000), ...overrides });

/** The estimate body of an order payload: its route and its trip type and car level. */
const estimateBody = (order: SpecialCarOrderPayload) => ({
  boardingAddress: order.boardingAddress,
  dropOffAddress: order.dropOffAddress,
  stops: order.stops ?? [],
  baseData: { tripType: order.baseData.tripType, carTypeLevel: order.baseData.carTypeLevel },
});

/** "Hangzhou" with the coordinates of a street next to the Shanghai pickup: the ¥20 intercity trip. */
const FAKE_HANGZHOU = { ...HANGZHOU_SOFTWARE_PARK, lat: 31.2401, lng: 121.5061 };

describe('coordinates must lie in the city the address names', () => {
  it('the estimate refuses a drop-off named Hangzhou placed in Shanghai, naming the city', async () => {
    const { status, envelope } = await booker.call(endpoints.csOrder.estimatePrice, { body: estimateBody(payload({ destination: FAKE_HANGZHOU })) });
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: ADDRESS_OUTSIDE_CITY, message: '地址坐标不在杭州范围内，请重新选择地址' });
  });

  it('an order with such a drop-off is refused and not stored', async () => {
    const before = orderCount(t);
    const { status, envelope } = await booker.call(endpoints.csOrder.create, { body: payload({ destination: FAKE_HANGZHOU }) });
    expect([status, envelope.isSuccess, envelope.errorCode]).toEqual([200, false, ADDRESS_OUTSIDE_CITY]);
    expect(orderCount(t)).toBe(before);
  });

  it('lat 500 is refused: by the estimate as invalid coordinates, by the order schema at the boundary', async () => {
    const wild = { ...LUJIAZUI, lat: 500 };
    const estimate = await booker.call(endpoints.csOrder.estimatePrice, { body: estimateBody(payload({ pickUp: wild })) });
    expect(estimate.envelope).toMatchObject({ isSuccess: false, errorCode: ADDRESS_OUTSIDE_CITY, message: '地址坐标无效，请重新选择地址' });
    const before = orderCount(t);
    const order = await booker.call(endpoints.csOrder.create, { body: payload({ pickUp: wild }) });
    expect(order.status).toBe(422);
    expect(orderCount(t)).toBe(before);
  });

  it('coordinates with a city the server does not know are refused', async () => {
    const nowhere = { ...LUJIAZUI, city: '不存在市', cityCode: '999999' };
    const { envelope } = await booker.call(endpoints.csOrder.estimatePrice, { body: estimateBody(payload({ pickUp: nowhere })) });
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: ADDRESS_OUTSIDE_CITY });
  });

  it("addresses inside their city are priced, an airport 32 km from the city's centre among them", async () => {
    const { envelope } = await booker.call(endpoints.csOrder.estimatePrice, { body: estimateBody(payload({ pickUp: PUDONG_AIRPORT })) });
    expect(envelope.isSuccess).toBe(true);
  });
});

describe('the estimate and the stored price agree', () => {
  it('the same trip costs the same whole-yuan price in the estimate, the create answer and the stored order', async () => {
    for (const order of [payload(), payload({ pickUp: PUDONG_AIRPORT }), payload({ firstCarType: 3 })]) {
      const estimate = await booker.call(endpoints.csOrder.estimatePrice, { body: estimateBody(order) });
      expect(estimate.envelope.isSuccess).toBe(true);
      const estimated = (estimate.envelope.result as { price: number }).price;
      expect(Number.isInteger(estimated)).toBe(true);
      const created = await booker.call(endpoints.csOrder.create, { body: order });
      const { orderId, price } = created.envelope.result as { orderId: string; price: number };
      expect(price).toBe(estimated);
      const storedFen = readDatabase(t, (db) => (db.prepare('SELECT price_fen FROM orders WHERE order_id = ?').get(orderId) as { price_fen: number }).price_fen);
      expect(storedFen).toBe(estimated * 100);
    }
  });
});
