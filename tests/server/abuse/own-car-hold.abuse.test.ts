/**
 * The car hold is decided once (issue 22 §1; docs/security.md "Own cars: no double booking"): the
 * server's create/update check and the portal's own-car form run the one rule of
 * rules/trip/car-availability.ts on the same fleet, so what the portal offers the server takes and
 * what it refuses the server refuses, with the same words.
 *
 * Before, the two decided a restricted day (限行日) differently: the portal widened the trip by its
 * allowances and left a trip back at midnight off the next day; the server looked at the days of
 * boarding to drop-off only, the end's day included. So a client (stale or forged) booked a car
 * that comes back into its restricted day, and the portal offered a trip the server then refused.
 * The order being updated was left out by its time in the portal and by its id on the server; now
 * by its id on both (ServiceTimes `exceptOrderId`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_ALREADY_BOOKED, checkCarChoice, formatBoardingTime, OWN_CAR, type OwnCarBookingData, type TripTimes } from '../../../rules/index.ts';
import { loadFleet } from '../../../src/features/booking/api/own-car-fleet.ts';
import type { LoadCarsInput } from '../../../src/features/booking/machines/own-car-machine.ts';
import { endpoints } from '../../../src/shared/index.ts';
import type { Transport } from '../../../src/transport/index.ts';
import { DEMO_BOOKER, FLEET_MANAGER, signedInClient, startTestServer, type TestClient, type TestServer } from '../client.ts';
import { ownCarPayload } from '../payloads.ts';
import { signedInTransport } from '../portal-transport.ts';
import { readDatabase, writeDatabase } from './support.ts';

const CAR = '沪A·D1234';
const RESTRICTED = 20500002;
const BOOKED = 20300011;
const HOUR = 3600_000;

/** The server's clock, and the clients' (timestamps within the request window). */
const NOW = Date.now();
let t: TestServer;
let booker: TestClient;
let portal: Transport;

/** A China date some days after the server's now. */
const day = (offset: number) => formatBoardingTime(NOW + offset * 24 * HOUR).slice(0, 10);
/** 年检 for 沪A·D1234 on day 30. */
const restrictedDay = day(30);
const eve = day(29);

beforeAll(async () => {
  t = await startTestServer({ now: () => NOW });
  booker = await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
  const fleet = await signedInClient(t, FLEET_MANAGER.phoneNumber, FLEET_MANAGER.password);
  const added = await fleet.call(endpoints.ownCar.addRestrictedDate, { body: { date: restrictedDay, carLicense: CAR, reason: '年检' } });
  expect(added.envelope.isSuccess, added.envelope.message).toBe(true);
  ({ transport: portal } = await signedInTransport(t, DEMO_BOOKER, {}, () => NOW));
});
afterAll(() => t.stop());

const trip = (fromTime: string, toTime: string, beforeAllow = 0, afterAllow = 0): TripTimes => ({ fromTime, toTime, beforeAllow, afterAllow });

/** What the portal's own-car machine decides for the car and trip: `checkCarChoice` on the fleet `loadFleet` loads. */
async function portalIssues(carLicense: string, times: TripTimes, exceptOrderId?: string) {
  const input = { data: { ...times, carLicense } as unknown as OwnCarBookingData, booking: {} } as unknown as LoadCarsInput;
  return checkCarChoice(await loadFleet(portal, 1001, input, exceptOrderId), carLicense, times);
}

/** An own-car order body for the car and trip (trips under four hours: huaxin-tech's 用车说明 is required from four on). */
const body = (carLicense: string, times: TripTimes, comments = '') => ownCarPayload({ carLicense, ...times, comments });
/** The own-car orders stored for the car at a boarding time, read from the database file. */
const storedAt = (carLicense: string, boardingTime: string) =>
  readDatabase(t, (db) =>
    (db.prepare('SELECT payload_json FROM orders WHERE business_type = ? AND boarding_time = ?').all(OWN_CAR, boardingTime) as { payload_json: string }[])
      .filter((row) => (JSON.parse(row.payload_json) as { carLicense: string }).carLicense === carLicense).length,
  );

describe('a restricted day, decided once', () => {
  it('a car that comes back into its restricted day (afterAllow past midnight) is refused: 422 with the car, day and reason, nothing stored; the portal says the same', async () => {
    const late = trip(`${eve} 22:00`, `${eve} 23:30`, 0, 60);
    const message = `车辆 ${CAR} 在 ${restrictedDay} 限行（年检），不能预订，请选择其他车辆或日期`;
    const answer = await booker.call(endpoints.ownOrder.create, { body: body(CAR, late) });
    expect([answer.status, answer.envelope.errorCode, answer.envelope.message]).toEqual([422, RESTRICTED, message]);
    expect(storedAt(CAR, late.fromTime)).toBe(0);
    expect(t.logs.some((line) => line.startsWith(`[422] 自有车订单 ${CAR} ${late.fromTime}`) && line.includes('restricted'))).toBe(true);
    expect((await portalIssues(CAR, late)).map((i) => i.message)).toEqual([message]);
  });

  it('a car leaving early into its restricted day (beforeAllow before midnight) is refused the same way', async () => {
    const early = trip(`${day(31)} 00:30`, `${day(31)} 02:00`, 45, 0);
    const answer = await booker.call(endpoints.ownOrder.create, { body: body(CAR, early) });
    expect([answer.status, answer.envelope.errorCode]).toEqual([422, RESTRICTED]);
    expect(await portalIssues(CAR, early)).toHaveLength(1);
  });

  it('a trip back at 00:00 of the restricted day only touches it: the portal offers the car and the server takes the order', async () => {
    const touching = trip(`${eve} 21:00`, `${restrictedDay} 00:00`);
    expect(await portalIssues(CAR, touching)).toEqual([]);
    const answer = await booker.call(endpoints.ownOrder.create, { body: body(CAR, touching) });
    expect([answer.status, answer.envelope.message]).toEqual([200, '']);
    expect(storedAt(CAR, touching.fromTime)).toBe(1);
  });
});

describe('the order being updated, left out by its id on both sides', () => {
  it('ServiceTimes with exceptOrderId leaves out that order, and the update keeps its car', async () => {
    const times = trip(`${day(33)} 09:00`, `${day(33)} 11:00`, 30, 30);
    const created = await booker.call(endpoints.ownOrder.create, { body: body(CAR, times) });
    const orderId = created.envelope.result!.orderId;
    const span = { fromTime: `${day(33)} 00:00`, toTime: `${day(34)} 00:00` };
    const all = await booker.call(endpoints.ownCar.serviceTimes, { body: { ...span, carLicense: CAR } });
    expect(all.envelope.result).toEqual([{ carLicense: CAR, bookedTimes: [{ fromTime: `${day(33)} 08:30`, toTime: `${day(33)} 11:30`, reason: '已被预订' }] }]);
    const without = await booker.call(endpoints.ownCar.serviceTimes, { body: { ...span, carLicense: CAR, exceptOrderId: orderId } });
    expect(without.envelope.result).toEqual([{ carLicense: CAR, bookedTimes: [] }]);
    expect(await portalIssues(CAR, times, orderId)).toEqual([]);
    expect(await portalIssues(CAR, times)).toHaveLength(1);
    const updated = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: body(CAR, times, '提前十分钟到') });
    expect(updated.envelope.isSuccess, updated.envelope.message).toBe(true);
  });

  it('by its id, not its time: a colleague’s order over the very same time still takes the car on both sides', async () => {
    const times = trip(`${day(35)} 14:00`, `${day(35)} 16:00`);
    const mine = await booker.call(endpoints.ownOrder.create, { body: body(CAR, times) });
    const orderId = mine.envelope.result!.orderId;
    // 赵敏's order, same time, planted onto the same car (as an order stored before the check could leave it).
    const colleague = await signedInClient(t, '13800000002', 'Admin@2026');
    const theirs = await colleague.call(endpoints.ownOrder.create, { body: body('浙A·F9001', times) });
    writeDatabase(t, (db) => db.prepare("UPDATE orders SET payload_json = json_set(payload_json, '$.carLicense', ?) WHERE order_id = ?").run(CAR, theirs.envelope.result!.orderId));
    const listed = await booker.call(endpoints.ownCar.serviceTimes, { body: { fromTime: times.fromTime, toTime: times.toTime, carLicense: CAR, exceptOrderId: orderId } });
    expect(listed.envelope.result).toEqual([{ carLicense: CAR, bookedTimes: [{ fromTime: times.fromTime, toTime: times.toTime, reason: '已被预订' }] }]);
    const kept = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: body(CAR, times, '改一下备注') });
    expect([kept.status, kept.envelope.errorCode, kept.envelope.message]).toEqual([422, BOOKED, CAR_ALREADY_BOOKED.message]);
    expect((await portalIssues(CAR, times, orderId)).map((i) => i.message)).toEqual([CAR_ALREADY_BOOKED.message]);
  });

  it('an order the caller may not see cannot be left out: 404, as for its detail', async () => {
    const colleague = await signedInClient(t, '13800000002', 'Admin@2026');
    const times = trip(`${day(37)} 09:00`, `${day(37)} 10:00`);
    const theirs = await colleague.call(endpoints.ownOrder.create, { body: body('浙A·F9001', times) });
    const foreign = await booker.call(endpoints.ownCar.serviceTimes, { body: { fromTime: times.fromTime, toTime: times.toTime, exceptOrderId: theirs.envelope.result!.orderId } });
    expect(foreign.status).toBe(404);
    const unknown = await booker.call(endpoints.ownCar.serviceTimes, { body: { fromTime: times.fromTime, toTime: times.toTime, exceptOrderId: 'OC-NOPE' } });
    expect(unknown.status).toBe(404);
  });
});
