/**
 * One booking attempt is one order (issue 21 §6, docs/security.md 15). Before: a double click on
 * 提交订单 (or a retry after a lost answer) stored two orders. Now an order create carries its
 * booking attempt's key (`idempotencyKey` in the encrypted query, src/shared/booking-attempt.ts),
 * and the server answers every repeat of (user, key) with the first order's answer, also when the
 * repeats arrive at the same moment. Time moves through the server's injected clock.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatBoardingTime, OWN_CAR, SPECIAL_CAR } from '../../../rules/index.ts';
import { endpoints, type Endpoint } from '../../../src/shared/index.ts';
import { signedInClient, startTestServer, type CallResult, type TestClient, type TestServer } from '../client.ts';
import { ownCarPayload, specialCarPayload } from '../payloads.ts';
import { MINUTE, orderCount, readDatabase } from './support.ts';

const DAY = 24 * 60 * MINUTE;
const KEY_REUSED = 20300043;

let clock = Date.now();
let t: TestServer;
let booker: TestClient;
let colleague: TestClient;

beforeAll(async () => {
  t = await startTestServer({ now: () => clock });
  booker = await signedInClient(t, '13800000001', 'Demo@2026');
  colleague = await signedInClient(t, '13800000003', 'Demo@2026');
});
afterAll(() => t.stop());

/** A special-car booking `days` ahead (China time), so that moving the clock a week keeps it in the future. */
const specialCar = (days: number, overrides: Parameters<typeof specialCarPayload>[0] = {}) =>
  specialCarPayload({ travelDateTime: formatBoardingTime(Date.now() + days * DAY), ...overrides });

const create = (client: TestClient, body: unknown, key?: string, endpoint: Endpoint = endpoints.csOrder.create): Promise<CallResult> =>
  client.call(endpoint, { body, ...(key === undefined ? {} : { params: { idempotencyKey: key } }) });

const ordersOf = (businessType: number) =>
  readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE business_type = ?').get(businessType) as { n: number }).n);

describe('a repeated create of one booking attempt', () => {
  it('two creates with one key at once (a double click): one order is stored and both answers name it', async () => {
    const before = orderCount(t);
    const key = randomUUID();
    const body = specialCar(10);
    const answers = await Promise.all([create(booker, body, key), create(booker, body, key)]);
    expect(answers.map((a) => [a.status, a.envelope.isSuccess])).toEqual([[200, true], [200, true]]);
    const [first, second] = answers.map((a) => a.envelope.result as { orderId: string; status: number; price: number });
    expect(second).toEqual(first);
    expect(first!.orderId).toMatch(/^CS\d{14}$/);
    expect(orderCount(t) - before).toBe(1);
    expect(t.logs).toContain(`[200] POST /CsOrder/Create: 重复提交，答复首次生成的订单 ${first!.orderId} / repeated create of one booking attempt, answered with its first order`);
  });

  it('ten own-car creates with one key at once: one order, ten answers naming it (not nine “car already booked”)', async () => {
    const before = ordersOf(OWN_CAR);
    const key = randomUUID();
    const body = ownCarPayload({ carLicense: '沪A·D5678', carType: 3, fromTime: `${formatBoardingTime(Date.now() + 12 * DAY).slice(0, 10)} 09:00`, toTime: `${formatBoardingTime(Date.now() + 12 * DAY).slice(0, 10)} 11:00` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(booker, body, key, endpoints.ownOrder.create)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => (a.envelope.result as { orderId: string }).orderId)).size).toBe(1);
    expect(ordersOf(OWN_CAR) - before).toBe(1);
  });

  it('a retry after the answer was lost (the same key, later): the first order’s answer, nothing stored', async () => {
    const key = randomUUID();
    const body = specialCar(10);
    const first = await create(booker, body, key);
    const before = orderCount(t);
    clock += 3 * MINUTE;
    const again = await create(booker, body, key);
    expect([again.status, again.envelope]).toEqual([first.status, first.envelope]);
    expect(orderCount(t)).toBe(before);
  });

  it('the key with a different order (edited after a lost answer): 422 naming the first order, nothing stored', async () => {
    const key = randomUUID();
    const first = await create(booker, specialCar(10), key);
    const orderId = (first.envelope.result as { orderId: string }).orderId;
    const before = orderCount(t);
    const edited = await create(booker, specialCar(10, { justification: '客户拜访（改为下午）' }), key);
    expect([edited.status, edited.envelope]).toEqual([
      422,
      {
        isSuccess: false,
        errorCode: KEY_REUSED,
        message: `该预订已提交为订单 ${orderId}，本次提交的内容与之不同，未再生成订单。如需修改，请打开该订单修改；如需另订，请放弃草稿后重新预订`,
        result: null,
      },
    ]);
    const otherKind = await create(booker, ownCarPayload({ carLicense: '浙A·F9001' }), key, endpoints.ownOrder.create);
    expect([otherKind.status, otherKind.envelope.errorCode]).toEqual([422, KEY_REUSED]);
    expect(orderCount(t)).toBe(before);
  });

  it('a key is the user’s own: a colleague sending the same key books his own order', async () => {
    const key = randomUUID();
    const mine = await create(booker, specialCar(10), key);
    const day = formatBoardingTime(Date.now() + 14 * DAY).slice(0, 10);
    const theirs = await create(colleague, ownCarPayload({ carLicense: '浙A·F9001', fromTime: `${day} 09:00`, toTime: `${day} 10:00` }), key, endpoints.ownOrder.create);
    expect(theirs.envelope.isSuccess, theirs.envelope.message).toBe(true);
    expect((theirs.envelope.result as { orderId: string }).orderId).not.toBe((mine.envelope.result as { orderId: string }).orderId);
  });

  it('a refused create records nothing: the same key, corrected, stores the order', async () => {
    const key = randomUUID();
    const refused = await create(booker, specialCar(10, { specialConfigList: [] }), key);
    expect(refused.envelope.isSuccess).toBe(false);
    const corrected = await create(booker, specialCar(10), key);
    expect(corrected.envelope.isSuccess, corrected.envelope.message).toBe(true);
  });

  it('a key that is not one (too short, other characters) is a 400, nothing stored', async () => {
    const before = orderCount(t);
    for (const key of ['abc', 'x'.repeat(65), '../../etc/passwd-0000', "1' OR '1'='1-000000"]) {
      const answer = await create(booker, specialCar(10), key);
      expect([answer.status, answer.envelope.message]).toEqual([400, '预订编号格式不正确']);
    }
    expect(orderCount(t)).toBe(before);
  });

  it('without a key every create is a new order, as before', async () => {
    const before = ordersOf(SPECIAL_CAR);
    await create(booker, specialCar(10));
    await create(booker, specialCar(10));
    expect(ordersOf(SPECIAL_CAR) - before).toBe(2);
  });

  it('a key is kept 7 days: a repeat 6 days later is answered with the first order; 7 days after the create it is a new order', async () => {
    const key = randomUUID();
    const body = specialCar(20);
    const first = await create(booker, body, key);
    clock += 6 * DAY;
    expect((await create(booker, body, key)).envelope).toEqual(first.envelope);
    clock += DAY;
    // Sessions last 7 days too: the booker signs in again.
    booker = await signedInClient(t, '13800000001', 'Demo@2026');
    const later = await create(booker, body, key);
    expect(later.envelope.isSuccess, later.envelope.message).toBe(true);
    expect((later.envelope.result as { orderId: string }).orderId).not.toBe((first.envelope.result as { orderId: string }).orderId);
  });
});
