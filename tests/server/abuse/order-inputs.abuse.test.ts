/**
 * docs/security.md §6 (order inputs): no 500 from bad input. Over real HTTP: a boarding time in the
 * past, a passenger count out of bounds, a passenger nested thousands of levels deep, a gift-card
 * date that is not a date; each is answered 4xx or a business error and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, SPECIAL_CAR } from '../../../rules/index.ts';
import { listOrders } from '../../../src/server/store/orders.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { ownCarPayload, specialCarPayload } from '../payloads.ts';
import { orderCount, readDatabase } from './support.ts';

const BOARDING_TIME_PAST = 20300010;
const HOUR = 3600_000;

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());
const at = (offset: number) => formatBoardingTime(Date.now() + offset);

describe('a boarding time in the past is refused', () => {
  it('a special-car order an hour ago: the rule message, nothing stored', async () => {
    const before = orderCount(t);
    const { status, envelope } = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ travelDateTime: at(-HOUR) }) });
    expect([status, envelope.isSuccess, envelope.errorCode, envelope.message]).toEqual([200, false, BOARDING_TIME_PAST, '用车时间不能早于当前时间']);
    expect(orderCount(t)).toBe(before);
  });

  it('an own-car order last year: the rule message, nothing stored', async () => {
    const before = orderCount(t);
    const body = ownCarPayload({ fromTime: at(-365 * 24 * HOUR), toTime: at(-365 * 24 * HOUR + 3 * HOUR) });
    const { envelope } = await booker.call(endpoints.ownOrder.create, { body });
    expect([envelope.isSuccess, envelope.errorCode, envelope.message]).toEqual([false, BOARDING_TIME_PAST, '用车时间不能早于当前时间']);
    expect(orderCount(t)).toBe(before);
  });

  it('an update cannot move an order into the past', async () => {
    const travelDateTime = at(3 * HOUR);
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ travelDateTime }) });
    expect(created.envelope.isSuccess).toBe(true);
    const { orderId } = created.envelope.result as { orderId: string };
    const moved = specialCarPayload({ travelDateTime: at(-2 * HOUR) });
    const { envelope } = await booker.call(endpoints.csOrder.update, { params: { orderId }, body: { ...moved, orderId } });
    expect(envelope.errorCode).toBe(BOARDING_TIME_PAST);
    const stored = readDatabase(t, (db) => (db.prepare('SELECT boarding_time FROM orders WHERE order_id = ?').get(orderId) as { boarding_time: string }).boarding_time);
    expect(stored).toBe(travelDateTime);
  });
});

describe('passenger counts are bounded (1–99) at the boundary', () => {
  const refusedCounts = [0, -1, 100, 1e30, 2.5];
  it('a special-car passengerNumber out of bounds is a 422 and nothing is stored', async () => {
    for (const passengerNumber of refusedCounts) {
      const body = specialCarPayload({ travelDateTime: at(3 * HOUR) });
      body.baseData.passengerNumber = passengerNumber;
      const before = orderCount(t);
      expect((await booker.call(endpoints.csOrder.create, { body })).status).toBe(422);
      expect(orderCount(t)).toBe(before);
    }
  });
  it("an own-car contacts.passengerNumber out of bounds is a 422 and nothing is stored", async () => {
    for (const passengerNumber of refusedCounts) {
      const body = ownCarPayload({ fromTime: at(3 * HOUR), toTime: at(6 * HOUR) });
      body.contacts.passengerNumber = passengerNumber;
      const before = orderCount(t);
      expect((await booker.call(endpoints.ownOrder.create, { body })).status).toBe(422);
      expect(orderCount(t)).toBe(before);
    }
  });
});

describe('a passenger nested 4,105 levels deep', () => {
  it('is refused with a 4xx, not stored, and the order list still reads', async () => {
    // Written as text: JSON.stringify itself cannot nest that deep.
    const deep = `${'{"deep":'.repeat(4105)}"bottom"${'}'.repeat(4105)}`;
    const body = specialCarPayload({ travelDateTime: at(3 * HOUR) });
    (body.passenger as unknown as Record<string, unknown>).nested = 'DEEP';
    const rawBody = JSON.stringify(body).replace('"DEEP"', deep);
    const before = orderCount(t);
    const { status } = await booker.call(endpoints.csOrder.create, { rawBody });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(orderCount(t)).toBe(before);
    const list = await booker.call(endpoints.csOrder.list, { body: { pageIndex: 1, pageSize: 100 } });
    expect(list.status).toBe(200);
    expect(list.envelope.isSuccess).toBe(true);
  });
});

describe('gift cards: a boardingTime that is not a date is a 400', () => {
  it.each(['not-a-date', '2026-13-45', '2026-02-30 10:00', '明天'])('%s → 400', async (boardingTime) => {
    const { status, envelope } = await booker.call(endpoints.csOrder.giftCards, { params: { boardingTime } });
    expect(status).toBe(400);
    expect(envelope.message).toBe('用车时间格式不正确');
  });
  it('a boarding time or a date is answered with the cards usable that day', async () => {
    for (const boardingTime of ['2026-12-01 10:00', '2026-12-01']) {
      const { envelope } = await booker.call(endpoints.csOrder.giftCards, { params: { boardingTime } });
      expect((envelope.result as { id: string }[]).map((card) => card.id)).toEqual(['GC-1001-0001']);
    }
  });
});

describe('a huge pageIndex', () => {
  it('is refused at the boundary (params.ts) with a 4xx, not a 5xx', async () => {
    const { status } = await booker.call(endpoints.csOrder.list, { body: { pageIndex: 1e300, pageSize: 20 } });
    expect(status).toBe(400);
  });
  it('reaching the store anyway, it is an empty page, not an SQLite error', () => {
    const page = readDatabase(t, (db) => listOrders(db, { businessType: SPECIAL_CAR, enterpriseId: 1001, pageIndex: 1e300, pageSize: 9999 }));
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });
});
