/**
 * Issue 21 §6, the fleet's figures (docs/security.md §14, docs/fleet.md "One plate, one car" and
 * "Ending a trip"): one enterprise registered another enterprise's plate, and a one-minute trip was
 * ended with 10,000,000 km and ¥4,000,000. Replayed here through the API, with what the database
 * holds afterwards. Each answer is logged (`[replay]`) for the report.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../src/server/db/database.ts';
import { endpoints, type ImportResult } from '../../../src/shared/index.ts';
import { startWithFleetRoles, type TestClient, type TestServer } from '../client.ts';
import { CAR_HEADER, XLSX_TYPE, xlsxOf } from '../fleet-xlsx-files.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let fleet: TestClient;

beforeAll(async () => {
  ({ t, fleet } = await startWithFleetRoles());
});
afterAll(() => t.stop());

const PLATE_TAKEN = 20500020;
const CAR_EXISTS = 20500006;
const takenText = (plate: string) => `车牌号 ${plate} 已被登记，同一车牌只能登记一辆车，请核对车牌号`;
const car = (carLicense: string) => ({ carLicense, carType: 2, carTypeDesc: '', colorId: 1, purchaseDate: '2025-05-05', carOwnership: 1 });

/** The cars not deleted whose licence is this plate however written (no dot, upper case). */
const carsOfPlate = (compact: string) =>
  readDatabase(t, (db) => (db.prepare('SELECT enterprise_id AS enterpriseId, car_license AS carLicense FROM own_cars WHERE deleted = 0').all() as { enterpriseId: number; carLicense: string }[]))
    .filter((c) => c.carLicense.normalize('NFKC').toUpperCase().replace(/[\s·]/g, '') === compact);

async function register(carLicense: string) {
  const answer = await fleet.call(endpoints.ownCar.create, { body: car(carLicense) });
  console.info(`[replay] POST /own/car ${carLicense}: ${answer.status} ${answer.envelope.errorCode} ${answer.envelope.message}`);
  return [answer.envelope.isSuccess, answer.envelope.errorCode, answer.envelope.message];
}

describe('one plate, one car (issue 21 §6)', () => {
  it('1001\'s fleet manager cannot register 2002\'s plate, however it is written; the answer names the plate, not whose it is', async () => {
    for (const spelling of ['京A·Z8866', '京AZ8866', '京a z8866', '京Ａ·Ｚ８８６６']) {
      const [isSuccess, errorCode, message] = await register(spelling);
      expect([isSuccess, errorCode]).toEqual([false, PLATE_TAKEN]);
      expect(message).toMatch(/^车牌号 京A·?Z8866 已被登记，同一车牌只能登记一辆车，请核对车牌号$/);
      expect(String(message)).not.toMatch(/2002|中原|zhongyuan/);
    }
    expect(carsOfPlate('京AZ8866')).toEqual([{ enterpriseId: 2002, carLicense: '京A·Z8866' }]);
  });

  it('a plate of its own fleet written another way is "already in the fleet"', async () => {
    for (const spelling of ['沪AD1234', '沪a·d1234', ' 沪A D1234 ']) {
      expect(await register(spelling)).toEqual([false, CAR_EXISTS, '该车牌号已在车队中']);
    }
    expect(carsOfPlate('沪AD1234')).toEqual([{ enterpriseId: 1001, carLicense: '沪A·D1234' }]);
  });

  it('a new plate typed in lower case with spaces is kept normalised', async () => {
    expect(await register('沪b 88001')).toEqual([true, 0, '']);
    expect(carsOfPlate('沪B88001')).toEqual([{ enterpriseId: 1001, carLicense: '沪B88001' }]);
  });

  it('a car import naming another enterprise\'s plate is refused at that row; nothing is imported', async () => {
    const before = readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM own_cars').get() as { n: number }).n);
    const file = await xlsxOf(CAR_HEADER, [
      ['沪A·K1001', '舒适型', '', '白色', '2025-01-01', '企业自有'],
      ['京a z8866', '舒适型', '', '白色', '2025-01-01', '企业自有'],
    ]);
    const answer = await fleet.upload(endpoints.ownCar.import, file, { contentType: XLSX_TYPE });
    const result = answer.envelope.result as ImportResult;
    console.info(`[replay] POST /own/car/import with 京a z8866: ${answer.status} ${answer.envelope.errorCode} ${result.errors.map((e) => e.text).join('; ')}`);
    expect([answer.status, answer.envelope.errorCode, result.imported]).toEqual([422, 20500010, 0]);
    expect(result.errors.map((e) => e.text)).toEqual([`行 3，列「车牌号」：${takenText('京AZ8866')}`]);
    expect(readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM own_cars').get() as { n: number }).n)).toBe(before);
  });

  it('the database itself refuses a second car of one plate (migration 011), and the seed holds none', () => {
    const db = new Database(join(t.dataDir, DATABASE_FILE));
    try {
      const clashes = db.prepare('SELECT plate_key, COUNT(*) AS n FROM own_cars WHERE deleted = 0 GROUP BY plate_key HAVING n > 1').all();
      expect(clashes).toEqual([]);
      const write = () => db.prepare("INSERT INTO own_cars (enterprise_id, car_license, plate_key, data_json, created_at, updated_at) VALUES (1001, '京AZ8866', '京AZ8866', '{}', 0, 0)").run();
      expect(write).toThrow(/UNIQUE constraint failed: own_cars\.plate_key/);
    } finally {
      db.close();
    }
  });

  it('a deleted car holds its plate no more: another enterprise may register it', async () => {
    // 2002 deletes 京A·Z9977 (as its fleet manager would; the seed has none for 2002).
    const db = new Database(join(t.dataDir, DATABASE_FILE));
    db.prepare("UPDATE own_cars SET deleted = 1 WHERE enterprise_id = 2002 AND car_license = '京A·Z9977'").run();
    db.close();
    expect(await register('京A·Z9977')).toEqual([true, 0, '']);
    expect(carsOfPlate('京AZ9977')).toEqual([{ enterpriseId: 1001, carLicense: '京A·Z9977' }]);
  });
});

describe('ending a trip with figures no car could drive (issue 21 §6)', () => {
  let orderId: string;
  let boardingMs: number;
  /** `YYYY-MM-DD HH:mm` China time, `minutes` after the order's boarding time. */
  const afterBoarding = (minutes: number) => new Date(boardingMs + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

  beforeAll(async () => {
    const list = await fleet.call(endpoints.ownOrder.list, { body: { pageSize: 100, status: 3 } });
    orderId = list.envelope.result!.items[0]!.orderId;
    const info = await fleet.call(endpoints.ownOrder.endTheTripInfo, { params: { orderId } });
    boardingMs = Date.parse(`${info.envelope.result!.boardingTime.replace(' ', 'T')}:00+08:00`);
  });

  async function endTrip(figures: Record<string, number | string>) {
    const answer = await fleet.call(endpoints.ownOrder.endTheTripWeb, { body: { orderId, tollFee: 0, parkingFee: 0, fuelFee: 0, otherFee: 0, ...figures } });
    console.info(`[replay] end trip ${JSON.stringify(figures)}: ${answer.status} ${answer.envelope.errorCode} ${answer.envelope.message}`);
    return [answer.status, answer.envelope.errorCode, answer.envelope.message];
  }
  const trip = () => readDatabase(t, (db) => db.prepare('SELECT trip_json FROM own_order_fleet WHERE order_id = ?').get(orderId) as { trip_json: string | null } | undefined);

  it('the replay: 10,000,000 km and ¥4,000,000 in one minute is refused with the rule\'s message; nothing is kept', async () => {
    const attack = { startMileage: 0, endMileage: 10_000_000, endTime: afterBoarding(1), tollFee: 1_000_000, parkingFee: 1_000_000, fuelFee: 1_000_000, otherFee: 1_000_000 };
    expect(await endTrip(attack)).toEqual([422, 20500021, '里程不能超过 1000000 公里，请核对里程表读数']);
    expect(trip()?.trip_json ?? null).toBeNull();
  });

  it('each limit is told: the speed over the trip\'s time, tolls against the distance, parking against the time, other fees', async () => {
    expect(await endTrip({ startMileage: 1000, endMileage: 999_000, endTime: afterBoarding(1) })).toEqual([422, 20500021, '1 分钟内行驶 998000 公里，平均时速超过 150 公里，请核对结束里程和结束时间']);
    expect(await endTrip({ startMileage: 1000, endMileage: 1042.5, endTime: afterBoarding(60), tollFee: 1_000_000 })).toEqual([422, 20500021, '路桥费过高：42.5 公里的行程路桥费不能超过 327.5 元，请核对']);
    expect(await endTrip({ startMileage: 1000, endMileage: 1042.5, endTime: afterBoarding(60), parkingFee: 500 })).toEqual([422, 20500021, '停车费过高：1 小时的行程停车费不能超过 130 元，请核对']);
    expect(await endTrip({ startMileage: 1000, endMileage: 1042.5, endTime: afterBoarding(60), fuelFee: 5000 })).toEqual([422, 20500021, '油费过高：42.5 公里的行程油费不能超过 927.5 元，请核对']);
    expect(await endTrip({ startMileage: 1000, endMileage: 1042.5, endTime: afterBoarding(60), otherFee: 3000 })).toEqual([422, 20500021, '其他费用不能超过 2000 元；维修保养等大额费用请在「费用」中登记']);
    expect(trip()?.trip_json ?? null).toBeNull();
  });

  it('figures a car could drive end the trip', async () => {
    expect(await endTrip({ startMileage: 1000, endMileage: 1042.5, endTime: afterBoarding(60), tollFee: 25, parkingFee: 12.5, fuelFee: 60, otherFee: 30 })).toEqual([200, 0, '']);
    expect(JSON.parse(trip()!.trip_json!)).toMatchObject({ distance: 42.5, totalFee: 127.5 });
  });
});
