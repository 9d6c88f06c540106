/**
 * Attacks on the own fleet (issue 11 §5, docs/fleet.md "Permissions"): a booker cannot write the
 * fleet (484); a user of 2002 never sees nor alters 1001's cars, drivers or orders (404 / nothing
 * changed); bad bodies are 4xx with a message, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../rules/index.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { startWithFleetRoles, type TestClient, type TestServer } from '../client.ts';

let t: TestServer;
let booker: TestClient;
let fleet: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  ({ t, booker, fleet, stranger } = await startWithFleetRoles());
});
afterAll(() => t.stop());

const CAR = { carLicense: '沪A·H6666', carType: 2, carTypeDesc: '', colorId: 1, purchaseDate: '2025-05-05', carOwnership: 1 };

describe('a booker cannot write the fleet', () => {
  it('every write answers 484 and changes nothing', async () => {
    const answers = [
      await booker.call(endpoints.ownCar.create, { body: CAR }),
      await booker.call(endpoints.ownCar.delete, { params: { carLicense: '沪A·D1234' } }),
      await booker.call(endpoints.ownDriver.create, { body: { name: '某', phoneNumber: '13900000000', licenseNumber: '310101199001011234', licenseExpiry: '2030-01-01' } }),
      await booker.call(endpoints.ownDriver.list, { body: {} }),
      await booker.call(endpoints.ownCar.addRestrictedDate, { body: { date: '2030-01-01', reason: 'x' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([484, 484, 484, 484, 484]);
    const cars = await booker.call(endpoints.ownCar.list, { body: { pageSize: 100 } });
    expect(cars.envelope.result!.items.map((c) => c.carLicense)).toContain('沪A·D1234');
    expect(cars.envelope.result!.items.map((c) => c.carLicense)).not.toContain('沪A·H6666');
  });

  it('the booker cannot assign a driver to his own order nor end its trip', async () => {
    const list = await booker.call(endpoints.ownOrder.list, { body: { pageSize: 100, status: OrderStatus.DRIVER_ASSIGNED.value } });
    const orderId = list.envelope.result!.items[0]!.orderId;
    expect((await booker.call(endpoints.ownOrder.clearDriver, { body: { orderId } })).status).toBe(484);
    const end = await booker.call(endpoints.ownOrder.endTheTripWeb, {
      body: { orderId, startMileage: 1, endMileage: 2, endTime: '2026-01-01 10:00', tollFee: 0, parkingFee: 0, fuelFee: 0, otherFee: 0 },
    });
    expect(end.status).toBe(484);
  });
});

describe('enterprise 2002 never sees nor alters 1001\'s fleet', () => {
  it('sees none of 1001\'s cars, drivers or restricted dates', async () => {
    const cars = await stranger.call(endpoints.ownCar.list, { body: { pageSize: 100 } });
    expect(cars.envelope.result!.items.every((c) => c.enterpriseId === 2002)).toBe(true);
    const detail = await stranger.call(endpoints.ownCar.detail, { params: { carLicense: '沪A·D1234' } });
    expect(detail.envelope.result).toBeNull();
    const dates = await stranger.call(endpoints.ownCar.restrictedDate);
    expect(dates.envelope.result!.map((d) => d.reason)).toEqual(['单双号限行']);
  });

  it('a fleet manager of 1001 cannot reach 2002\'s driver, and 2002 cannot reach 1001\'s orders', async () => {
    const own = await fleet.call(endpoints.ownDriver.list, { body: { pageSize: 100 } });
    expect(own.envelope.result!.items.map((d) => d.name)).not.toContain('赵志刚');
    // 赵志刚 is driver 4 of the seed (2002): not 1001's, so not found.
    expect((await fleet.call(endpoints.ownDriver.delete, { params: { driverId: 4 } })).status).toBe(404);
    const batch = await fleet.call(endpoints.ownDriver.deleteBatch, { body: { driverIds: [4] } });
    expect(batch.envelope.result).toEqual({ deleted: 0 });
    const orders = await fleet.call(endpoints.ownOrder.list, { body: { pageSize: 100 } });
    const orderId = orders.envelope.result!.items[0]!.orderId;
    expect((await stranger.call(endpoints.ownOrder.endTheTripInfo, { params: { orderId } })).status).toBe(404);
    expect((await stranger.call(endpoints.ownOrder.assignDriver, { body: { orderId, driverId: 4 } })).status).toBe(404);
  });

  it('assigning another enterprise\'s driver to one\'s own order is not found', async () => {
    const orders = await fleet.call(endpoints.ownOrder.list, { body: { pageSize: 100, status: OrderStatus.BOOKED.value } });
    const orderId = orders.envelope.result!.items[0]!.orderId;
    const answer = await fleet.call(endpoints.ownOrder.assignDriver, { body: { orderId, driverId: 4 } });
    expect([answer.status, answer.envelope.message]).toEqual([404, '司机不存在']);
  });
});

describe('bad bodies are 4xx with a message', () => {
  it.each([
    ['a car with a bad licence', endpoints.ownCar.create, { ...CAR, carLicense: 'DROP TABLE' }],
    ['a car with an unknown key', endpoints.ownCar.create, { ...CAR, enterpriseId: 2002 }],
    ['a car with a date that does not exist', endpoints.ownCar.create, { ...CAR, purchaseDate: '2025-02-30' }],
    ['a driver with a bad phone', endpoints.ownDriver.create, { name: '某', phoneNumber: '1', licenseNumber: '310101199001011234', licenseExpiry: '2030-01-01' }],
    ['end-trip figures as text', endpoints.ownOrder.endTheTripWeb, { orderId: 'x', startMileage: '1', endMileage: 2, endTime: '', tollFee: 0, parkingFee: 0, fuelFee: 0, otherFee: 0 }],
    ['a batch delete of nothing', endpoints.ownDriver.deleteBatch, { driverIds: [] }],
    ['a batch delete of strings', endpoints.ownDriver.deleteBatch, { driverIds: ['1 OR 1=1'] }],
  ] as const)('%s', async (_name, endpoint, body) => {
    const answer = await fleet.call(endpoint, { body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.envelope.message).not.toBe('');
  });

  it('a missing orderId is 400', async () => {
    expect((await fleet.call(endpoints.ownOrder.endTheTripInfo)).status).toBe(400);
  });
});
