/**
 * Attacks on the fleet's history calls (issue 25 §2; docs/fleet.md "History"): a booker reads no car's
 * driver's, accident's or policy's history (484); 1001's fleet manager never reads 2002's car or driver (404); a forged or
 * oversized id is a 4xx with a message, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/shared/index.ts';
import { startWithFleetRoles, type TestClient, type TestServer } from '../client.ts';

let t: TestServer;
let booker: TestClient;
let fleet: TestClient;

beforeAll(async () => {
  ({ t, booker, fleet } = await startWithFleetRoles());
});
afterAll(() => t.stop());

describe('the history of the fleet', () => {
  it('a booker without ownCar.fleet reads no detail nor import log (484)', async () => {
    const answers = [
      await booker.call(endpoints.ownCar.recordDetail, { params: { carLicense: '沪A·D1234' } }),
      await booker.call(endpoints.ownDriver.detail, { params: { driverId: '1' } }),
      await booker.call(endpoints.ownCar.importLogs),
      await booker.call(endpoints.ownDriver.importLogs),
      await booker.call(endpoints.ownCar.insuranceRecordDetail, { params: { id: '1' } }),
      await booker.call(endpoints.ownCar.accidentRecordDetail, { params: { id: '1' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([484, 484, 484, 484, 484, 484]);
  });

  it('another enterprise\'s car and driver are not found (404), 1001\'s own is', async () => {
    expect((await fleet.call(endpoints.ownCar.recordDetail, { params: { carLicense: '沪A·D1234' } })).status).toBe(200);
    const car = await fleet.call(endpoints.ownCar.recordDetail, { params: { carLicense: '京A·Z8866' } });
    expect([car.status, car.envelope.message]).toEqual([404, '车辆不存在']);
    // 赵志刚 is driver 4 of the seed (2002).
    const driver = await fleet.call(endpoints.ownDriver.detail, { params: { driverId: '4' } });
    expect([driver.status, driver.envelope.message]).toEqual([404, '司机不存在']);
    // Policy 4 of the seed is 2002's: neither read nor deleted.
    const policy = await fleet.call(endpoints.ownCar.insuranceRecordDetail, { params: { id: '4' } });
    expect([policy.status, policy.envelope.message]).toEqual([404, '保险记录不存在']);
    expect((await fleet.call(endpoints.ownCar.deleteInsurance, { params: { id: 4 } })).status).toBe(404);
    // Accident 3 of the seed is 2002's.
    const accident = await fleet.call(endpoints.ownCar.accidentRecordDetail, { params: { id: '3' } });
    expect([accident.status, accident.envelope.message]).toEqual([404, '事故记录不存在']);
  });

  it('a forged, missing or oversized id is a 4xx with a message, never a 500', async () => {
    const answers = [
      await fleet.call(endpoints.ownDriver.detail, { params: { driverId: 'abc' } }),
      await fleet.call(endpoints.ownDriver.detail, { params: { driverId: '1e3' } }),
      await fleet.call(endpoints.ownDriver.detail, { params: { driverId: '-1' } }),
      await fleet.call(endpoints.ownDriver.detail, { params: { driverId: '9'.repeat(40) } }),
      await fleet.call(endpoints.ownCar.recordDetail),
      await fleet.call(endpoints.ownCar.recordDetail, { params: { carLicense: '沪'.repeat(200) } }),
      await fleet.call(endpoints.ownCar.insuranceRecordDetail, { params: { id: 'abc' } }),
      await fleet.call(endpoints.ownCar.insuranceRecordDetail, { params: { id: '-1' } }),
      await fleet.call(endpoints.ownCar.insuranceRecordDetail),
      await fleet.call(endpoints.ownCar.accidentRecordDetail, { params: { id: '1.5' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 404, 400, 400, 400, 400]);
    expect(answers.every((a) => a.envelope.message !== '')).toBe(true);
  });
});
