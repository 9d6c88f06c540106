/**
 * The own fleet over HTTP (issue 11 §2–4, docs/fleet.md): the fleet manager 周强 adds a car and a
 * driver, assigns the driver to the seeded own-car order waiting for one (2→3), a busy driver is
 * refused, the trip is ended with its figures (3→5) and cannot be ended twice; restricted dates
 * refuse an own-car booking; the driver template downloads as a real .xlsx.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, OrderStatus } from '../../rules/index.ts';
import { cipher, FLEET_MANAGER, signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { endpoints } from '../../src/shared/index.ts';
import { ownCarPayload } from './payloads.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { setOrderStatus } from '../../src/server/store/orders.ts';

let t: TestServer;
let booker: TestClient;
let fleet: TestClient;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  fleet = await signedInClient(t, FLEET_MANAGER.phoneNumber, FLEET_MANAGER.password);
});
afterAll(() => t.stop());

const HOUR = 3_600_000;
const CAR = { carLicense: '沪A·N2026', carType: 2, carTypeDesc: '丰田凯美瑞', colorId: 2, purchaseDate: '2026-01-15', carOwnership: 1 };
const DRIVER = { name: '陈师傅', phoneNumber: '13916600088', licenseNumber: '310101199001011234', licenseExpiry: '2032-01-01', carLicense: '沪A·N2026' };

async function ordersInStatus(status: number) {
  const list = await fleet.call(endpoints.ownOrder.list, { body: { pageSize: 9999, status } });
  expect(list.envelope.isSuccess, list.envelope.message).toBe(true);
  return list.envelope.result!.items;
}

describe('cars and drivers', () => {
  it('the fleet manager adds a car; it is listed with the colour name and a second add is refused', async () => {
    const added = await fleet.call(endpoints.ownCar.create, { body: CAR });
    expect(added.envelope.isSuccess, added.envelope.message).toBe(true);
    expect(added.envelope.result).toMatchObject({ ...CAR, enterpriseId: 1001, color: '白色', isDeleted: 0 });
    const list = await fleet.call(endpoints.ownCar.list, { body: { carLicense: 'N2026' } });
    expect(list.envelope.result!.items.map((c) => c.carLicense)).toEqual(['沪A·N2026']);
    const again = await fleet.call(endpoints.ownCar.create, { body: CAR });
    expect([again.envelope.isSuccess, again.envelope.errorCode, again.envelope.message]).toEqual([false, 20500006, '该车牌号已在车队中']);
  });

  it('edits the car and deletes it; a deleted car is no longer listed', async () => {
    const body = { ...CAR, carLicense: '沪A·N2027' };
    expect((await fleet.call(endpoints.ownCar.create, { body })).envelope.isSuccess).toBe(true);
    const edited = await fleet.call(endpoints.ownCar.update, { body: { ...body, colorId: 1 } });
    expect(edited.envelope.result?.color).toBe('黑色');
    expect((await fleet.call(endpoints.ownCar.delete, { params: { carLicense: '沪A·N2027' } })).envelope.result).toEqual({ deleted: 1 });
    const list = await fleet.call(endpoints.ownCar.list, { body: { carLicense: 'N2027' } });
    expect(list.envelope.result!.total).toBe(0);
  });

  it('sorts the list by a declared key (src/shared/resources/own-car.ts), the plate when none is asked; another key is 400', async () => {
    const plates = async (body: object) => (await fleet.call(endpoints.ownCar.list, { body: { pageSize: 100, ...body } })).envelope.result!.items.map((c) => c.carLicense);
    const byPlate = await plates({});
    expect(byPlate).toEqual([...byPlate].sort(new Intl.Collator('zh-CN', { numeric: true }).compare));
    const newest = await fleet.call(endpoints.ownCar.list, { body: { pageSize: 100, sortKey: 'purchaseDate', sortOrder: 'desc' } });
    const dates = newest.envelope.result!.items.map((c) => c.purchaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await plates({ carType: 2, sortKey: 'carLicense', sortOrder: 'desc' })).toEqual(['浙A·F9001', '沪A·N2026', '沪A·D1234']);
    expect(await plates({ carType: 0 })).toEqual(byPlate);
    for (const body of [{ sortKey: 'enterpriseId' }, { sortOrder: 'up' }]) {
      const refused = await fleet.call(endpoints.ownCar.list, { body });
      expect([refused.status, refused.envelope.isSuccess]).toEqual([400, false]);
    }
  });

  it('adds, edits, clears the licence of, and batch-deletes drivers', async () => {
    const added = await fleet.call(endpoints.ownDriver.create, { body: DRIVER });
    expect(added.envelope.isSuccess, added.envelope.message).toBe(true);
    const driverId = added.envelope.result!.driverId;
    const edited = await fleet.call(endpoints.ownDriver.update, { body: { ...DRIVER, driverId, name: '陈建华' } });
    expect(edited.envelope.result?.name).toBe('陈建华');
    const cleared = await fleet.call(endpoints.ownDriver.clearLicense, { body: { driverId } });
    expect(cleared.envelope.result?.carLicense).toBe('');
    const other = await fleet.call(endpoints.ownDriver.create, { body: { ...DRIVER, phoneNumber: '13916600089', carLicense: '' } });
    const batch = await fleet.call(endpoints.ownDriver.deleteBatch, { body: { driverIds: [driverId, other.envelope.result!.driverId] } });
    expect(batch.envelope.result).toEqual({ deleted: 2 });
    const list = await fleet.call(endpoints.ownDriver.list, { body: { keyword: '陈' } });
    expect(list.envelope.result!.total).toBe(0);
  });

  it('sorts the drivers by a declared key (src/shared/resources/own-driver.ts), the name when none is asked; another key is 400', async () => {
    const listed = async (body: object) => (await fleet.call(endpoints.ownDriver.list, { body: { pageSize: 100, ...body } })).envelope.result!.items;
    const names = (await listed({})).map((d) => d.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('zh-CN', { numeric: true }).compare));
    const expiries = (await listed({ sortKey: 'licenseExpiry', sortOrder: 'desc' })).map((d) => d.licenseExpiry);
    expect(expiries).toEqual([...expiries].sort().reverse());
    const refused = await fleet.call(endpoints.ownDriver.list, { body: { sortKey: 'enterpriseId' } });
    expect([refused.status, refused.envelope.isSuccess]).toEqual([400, false]);
  });

  it('lists the seeded drivers of the enterprise only, by name (pinyin)', async () => {
    const list = await fleet.call(endpoints.ownDriver.list, { body: {} });
    expect(list.envelope.result!.items.map((d) => d.name)).toEqual(['李卫东', '王海峰', '张建国']);
  });
});

describe('assigning a driver and ending the trip', () => {
  it('assigns a free driver (2→3), refuses a busy one, clears (3→2), assigns again, ends the trip (3→5) once', async () => {
    // A trip that has begun (the fleet seed's, docs/fleet.md), so it can be ended an hour ago; the
    // order lists' seed books its own-car orders weeks ahead.
    const begun = formatBoardingTime(Date.now() - 2 * HOUR);
    const waiting = (await ordersInStatus(OrderStatus.BOOKED.value)).find((order) => order.boardingTime <= begun);
    expect(waiting, 'the seed has an own-car order waiting for a driver').toBeDefined();
    const orderId = waiting!.orderId;
    const driver = (await fleet.call(endpoints.ownDriver.create, { body: { ...DRIVER, phoneNumber: '13916600090' } })).envelope.result!;

    const offered = await fleet.call(endpoints.ownDriver.canAssign, { params: { orderId } });
    expect(offered.envelope.result!.find((d) => d.driverId === driver.driverId)).toMatchObject({ canAssign: true, reason: '' });

    const assigned = await fleet.call(endpoints.ownOrder.assignDriver, { body: { orderId, driverId: driver.driverId } });
    expect(assigned.envelope.result).toEqual({ orderId, status: 3, driverId: driver.driverId });

    const cleared = await fleet.call(endpoints.ownOrder.clearDriver, { body: { orderId } });
    expect(cleared.envelope.result).toEqual({ orderId, status: 2, driverId: null });
    expect((await fleet.call(endpoints.ownOrder.assignDriver, { body: { orderId, driverId: driver.driverId } })).envelope.result?.status).toBe(3);

    const before = await fleet.call(endpoints.ownOrder.endTheTripInfo, { params: { orderId } });
    expect(before.envelope.result).toMatchObject({ status: 3, statusName: '已派司机', canEnd: true, reason: '', trip: null, driver: { name: DRIVER.name } });

    const endTime = formatBoardingTime(Date.now() - HOUR);
    const bad = await fleet.call(endpoints.ownOrder.endTheTripWeb, {
      body: { orderId, startMileage: 1000, endMileage: 900, endTime, tollFee: 0, parkingFee: 0, fuelFee: 0, otherFee: 0 },
    });
    expect([bad.status, bad.envelope.errorCode, bad.envelope.message]).toEqual([422, 20500005, '结束里程不能小于开始里程']);

    const figures = { orderId, startMileage: 1000, endMileage: 1042.5, endTime, tollFee: 25, parkingFee: 12.5, fuelFee: 60, otherFee: 0, remark: '' };
    const ended = await fleet.call(endpoints.ownOrder.endTheTripWeb, { body: figures });
    expect(ended.envelope.isSuccess, ended.envelope.message).toBe(true);
    expect(ended.envelope.result).toMatchObject({ status: 5, statusName: '已完成', canEnd: false, trip: { distance: 42.5, totalFee: 97.5, endMileage: 1042.5 } });

    const twice = await fleet.call(endpoints.ownOrder.endTheTrip, { body: figures });
    expect([twice.envelope.isSuccess, twice.envelope.errorCode, twice.envelope.message]).toEqual([false, 20500004, '该行程已结束，不能重复结束']);
    // The booker reads the figures of his order.
    const seen = await booker.call(endpoints.ownOrder.endTheTripInfo, { params: { orderId } });
    expect(seen.envelope.result?.trip?.totalFee).toBe(97.5);
  });

  it('a driver already working an overlapping order is refused with the rule message', async () => {
    const driver = (await fleet.call(endpoints.ownDriver.create, { body: { ...DRIVER, phoneNumber: '13916600091', carLicense: '' } })).envelope.result!;
    const first = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ carLicense: '沪A·D5678', carType: 3 }) });
    const second = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ carLicense: '浙A·F9001', carType: 3 }) });
    expect([first.envelope.message, second.envelope.message]).toEqual(['', '']);
    const [a, b] = [first.envelope.result!.orderId, second.envelope.result!.orderId];
    // Both wait for the approver (status 1); approving is the approvals' lane, so they are set to 2 (approved) in the store.
    const db = openDatabase(t.dataDir);
    for (const orderId of [a, b]) setOrderStatus(db, orderId, OrderStatus.BOOKED.value, Date.now());
    db.close();
    expect((await fleet.call(endpoints.ownOrder.assignDriver, { body: { orderId: a, driverId: driver.driverId } })).envelope.result?.status).toBe(3);
    const busy = await fleet.call(endpoints.ownOrder.assignDriver, { body: { orderId: b, driverId: driver.driverId } });
    expect([busy.envelope.isSuccess, busy.envelope.errorCode, busy.envelope.message]).toEqual([false, 20500001, '该司机在此时间段已有其他用车任务，不能派单']);
    const offered = await fleet.call(endpoints.ownDriver.canAssign, { params: { orderId: b } });
    expect(offered.envelope.result!.find((d) => d.driverId === driver.driverId)).toMatchObject({ canAssign: false, reason: '该司机在此时间段已有其他用车任务，不能派单' });
  });

  it('an order waiting for a driver cannot be ended: a clear message', async () => {
    const [waiting] = await ordersInStatus(OrderStatus.BOOKED.value);
    if (!waiting) return;
    const info = await fleet.call(endpoints.ownOrder.endTheTripInfo, { params: { orderId: waiting.orderId } });
    expect(info.envelope.result).toMatchObject({ canEnd: false, reason: '只有已派司机的订单才能结束行程' });
  });
});

describe('the seeded ended trip', () => {
  it('reads with the totals ending a trip computes (the detail page shows them), not only its figures', async () => {
    const ended = await ordersInStatus(OrderStatus.COMPLETED.value);
    const seeded = ended.find((order) => order.carLicense === '沪A·D1234');
    expect(seeded).toBeDefined();
    const info = await fleet.call(endpoints.ownOrder.endTheTripInfo, { params: { orderId: seeded!.orderId } });
    // seed/fleet.json: 23150 → 23192.4 km, fees 15 + 20 + 0 + 0.
    expect(info.envelope.result).toMatchObject({ canEnd: false, trip: { distance: 42.4, totalFee: 35 } });
  });
});

describe('restricted dates', () => {
  it('refuse an own-car booking on the day with the rule message, and checkRestrictedDate says so beforehand', async () => {
    const date = formatBoardingTime(Date.now() + 20 * 24 * HOUR).slice(0, 10);
    const added = await fleet.call(endpoints.ownCar.addRestrictedDate, { body: { date, carLicense: '', reason: '道路施工' } });
    expect(added.envelope.isSuccess, added.envelope.message).toBe(true);
    const message = `车辆 沪A·D1234 在 ${date} 限行（道路施工），不能预订，请选择其他车辆或日期`;
    const check = await booker.call(endpoints.ownCar.checkRestrictedDate, { body: { carLicense: '沪A·D1234', fromTime: `${date} 09:00`, toTime: `${date} 11:00` } });
    expect(check.envelope.result).toEqual({ restricted: true, message });
    const order = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ fromTime: `${date} 09:00`, toTime: `${date} 11:00` }) });
    expect([order.status, order.envelope.errorCode, order.envelope.message]).toEqual([422, 20500002, message]);
    expect((await fleet.call(endpoints.ownCar.deleteRestrictedDate, { params: { id: added.envelope.result!.id } })).envelope.result).toEqual({ deleted: 1 });
    const after = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ fromTime: `${date} 09:00`, toTime: `${date} 11:00` }) });
    expect(after.envelope.isSuccess, after.envelope.message).toBe(true);
  });

  it('the seed restricts a day for every car', async () => {
    const list = await booker.call(endpoints.ownCar.restrictedDate);
    expect(list.envelope.result!.some((d) => d.carLicense === '' && d.reason === '重污染天气限行')).toBe(true);
  });
});

describe('the driver template', () => {
  it('downloads as an .xlsx that opens with the import columns', async () => {
    const response = await fetch(`${fleet.baseUrl}/enterpriseapi/own/driver/export/template`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: fleet.cookie ?? '' },
      body: cipher.encrypt(JSON.stringify({})),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('司机导入模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const header = book.getWorksheet('司机')!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(['姓名', '手机号', '驾驶证号', '驾驶证有效期至', '常用车辆']);
  });
});
