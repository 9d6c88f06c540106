/**
 * Double booking of an own car (docs/security.md "Own cars"): concurrent creates of the same car at
 * the same time store exactly one order. Each create is judged and stored in one IMMEDIATE write
 * transaction (routes/orders.ts, store/transactions.ts), so no create reads the car as free between
 * another's check and its write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_ALREADY_BOOKED, formatBoardingTime, OWN_CAR } from '../../../rules/index.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { ownCarPayload } from '../payloads.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const day = (offset: number) => formatBoardingTime(Date.now() + offset * 24 * 3600_000).slice(0, 10);

/** The stored own-car orders of a car at a boarding time, read from the database file. */
const storedAt = (car: string, boardingTime: string) =>
  readDatabase(t, (db) =>
    (db.prepare('SELECT payload_json FROM orders WHERE business_type = ? AND boarding_time = ?').all(OWN_CAR, boardingTime) as { payload_json: string }[])
      .filter((row) => (JSON.parse(row.payload_json) as { carLicense: string }).carLicense === car).length,
  );

describe('concurrent bookings of one car', () => {
  it('two creates of the same car and time at once: exactly one is stored, the other is refused with 422', async () => {
    const body = ownCarPayload({ carLicense: '沪A·D5678', carType: 3, fromTime: `${day(20)} 09:00`, toTime: `${day(20)} 11:00` });
    const answers = await Promise.all([booker.call(endpoints.ownOrder.create, { body }), booker.call(endpoints.ownOrder.create, { body })]);
    expect(answers.filter((a) => a.envelope.isSuccess)).toHaveLength(1);
    const refused = answers.filter((a) => !a.envelope.isSuccess);
    expect(refused.map((a) => [a.status, a.envelope.message])).toEqual([[422, CAR_ALREADY_BOOKED.message]]);
    expect(storedAt('沪A·D5678', `${day(20)} 09:00`)).toBe(1);
  });

  it('ten overlapping creates from two sessions at once: exactly one is stored, none is a 500', async () => {
    const other = t.client();
    await other.signIn(t.logs, '13800000002', 'Admin@2026');
    const bodies = Array.from({ length: 10 }, (_, i) =>
      ownCarPayload({ carLicense: '浙A·F9001', fromTime: `${day(21)} ${String(9 + (i % 3)).padStart(2, '0')}:00`, toTime: `${day(21)} 12:30` }));
    const answers = await Promise.all(bodies.map((body, i) => (i % 2 === 0 ? booker : other).call(endpoints.ownOrder.create, { body })));
    expect(answers.filter((a) => a.envelope.isSuccess)).toHaveLength(1);
    expect(answers.every((a) => a.envelope.isSuccess || a.status === 422)).toBe(true);
    const stored = ['09:00', '10:00', '11:00'].reduce((n, time) => n + storedAt('浙A·F9001', `${day(21)} ${time}`), 0);
    expect(stored).toBe(1);
  });
});
