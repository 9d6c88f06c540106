/**
 * Keeping the fleet's cars over HTTP (issue 11 §4, docs/fleet.md "Car upkeep"): a car an order still
 * needs is not deleted (alone or in a batch, all or nothing); owners are users of the enterprise,
 * added once and removed; the days of service show the booking form's booked times and the
 * restricted dates per day; MultiEnterprise answers the session's visible enterprises' cars only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, serviceDates } from '../../rules/index.ts';
import { endpoints } from '../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';

let t: TestServer;
let booker: TestClient;
let fleet: TestClient;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  fleet = t.client();
  const signedIn = await fleet.signIn(t.logs, '13800000011', 'Fleet@2026');
  if (!signedIn.envelope.isSuccess) throw new Error(signedIn.envelope.message);
});
afterAll(() => t.stop());

const car = (carLicense: string) => ({ carLicense, carType: 2, carTypeDesc: '', colorId: 1, purchaseDate: '2025-05-05', carOwnership: 1 });
const today = () => formatBoardingTime(Date.now()).slice(0, 10);
const IN_USE = (license: string) => `车辆 ${license} 还有未完成的订单（待审批、已预订或已派司机），不能删除`;

async function licences() {
  return (await fleet.call(endpoints.ownCar.list, { body: { pageSize: 100 } })).envelope.result!.items.map((c) => c.carLicense);
}

describe('deleting cars', () => {
  it('a car with an order waiting for or holding a driver is refused with the rule message, and stays', async () => {
    const refused = await fleet.call(endpoints.ownCar.delete, { params: { carLicense: '沪A·D1234' } });
    expect([refused.status, refused.envelope.message]).toEqual([422, IN_USE('沪A·D1234')]);
    expect(await licences()).toContain('沪A·D1234');
  });

  it('a batch with one car in use deletes nothing; a batch of free cars deletes them all', async () => {
    for (const license of ['沪A·B0001', '沪A·B0002']) expect((await fleet.call(endpoints.ownCar.create, { body: car(license) })).envelope.isSuccess).toBe(true);
    const mixed = await fleet.call(endpoints.ownCar.deleteBatch, { body: { carLicenses: ['沪A·B0001', '沪A·D1234'] } });
    expect([mixed.status, mixed.envelope.message]).toEqual([422, IN_USE('沪A·D1234')]);
    expect(await licences()).toContain('沪A·B0001');
    const freed = await fleet.call(endpoints.ownCar.deleteBatch, { body: { carLicenses: ['沪A·B0001', '沪A·B0002'] } });
    expect(freed.envelope.result).toEqual({ deleted: 2 });
    expect(await licences()).not.toContain('沪A·B0002');
  });
});

describe('car owners (负责人)', () => {
  it('are added by phone number, listed with their names, refused twice, and removed', async () => {
    const added = await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '沪A·D5678', phoneNumber: '13912345678' } });
    expect(added.envelope.isSuccess, added.envelope.message).toBe(true);
    expect(added.envelope.result).toMatchObject({ carLicense: '沪A·D5678', userId: 'u-1001-200', trueName: '李建华', phoneNumber: '13912345678' });
    const twice = await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '沪A·D5678', phoneNumber: '13912345678' } });
    expect([twice.status, twice.envelope.message]).toEqual([422, '该用户已是此车辆的负责人']);
    const list = await fleet.call(endpoints.ownCar.owners, { params: { carLicense: '沪A·D5678' } });
    expect(list.envelope.result!.map((o) => o.trueName)).toEqual(['李建华']);
    expect((await fleet.call(endpoints.ownCar.deleteOwner, { params: { id: added.envelope.result!.id } })).envelope.result).toEqual({ deleted: 1 });
    expect((await fleet.call(endpoints.ownCar.owners, { params: { carLicense: '沪A·D5678' } })).envelope.result).toEqual([]);
    expect((await fleet.call(endpoints.ownCar.deleteOwner, { params: { id: added.envelope.result!.id } })).status).toBe(404);
  });

  it('a user of another enterprise, an inactive user, or no user, is not found; a deleted car takes its owners with it', async () => {
    const foreign = await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '沪A·D5678', phoneNumber: '13800000004' } });
    expect([foreign.status, foreign.envelope.message]).toEqual([404, '本企业没有该手机号的用户']);
    // 孙浩 (13800000009) is a user of 1001 who was never activated.
    expect((await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '沪A·D5678', phoneNumber: '13800000009' } })).status).toBe(404);
    expect((await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '沪A·D5678', phoneNumber: '13999999999' } })).status).toBe(404);
    expect((await fleet.call(endpoints.ownCar.create, { body: car('沪A·B0003') })).envelope.isSuccess).toBe(true);
    expect((await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '沪A·B0003', phoneNumber: '13800000001' } })).envelope.isSuccess).toBe(true);
    expect((await fleet.call(endpoints.ownCar.delete, { params: { carLicense: '沪A·B0003' } })).envelope.result).toEqual({ deleted: 1 });
    expect((await fleet.call(endpoints.ownCar.create, { body: car('沪A·B0003') })).envelope.isSuccess).toBe(true);
    expect((await fleet.call(endpoints.ownCar.owners, { params: { carLicense: '沪A·B0003' } })).envelope.result).toEqual([]);
  });
});

describe('service times (排班)', () => {
  it('one car, one day: the seeded booking of tomorrow, and the restricted day five days ahead', async () => {
    const [, tomorrow, , , , inFive] = serviceDates(today(), 6);
    const day = await booker.call(endpoints.ownCar.serviceTimes, { body: { carLicense: '沪A·D1234', date: tomorrow } });
    expect(day.envelope.result).toEqual([
      { carLicense: '沪A·D1234', bookedTimes: [{ fromTime: `${tomorrow} 09:00`, toTime: `${tomorrow} 12:00`, reason: '已被预订' }], restrictedTimes: [] },
    ]);
    const restricted = await booker.call(endpoints.ownCar.serviceTimes, { body: { carLicense: '沪A·D1234', date: inFive } });
    expect(restricted.envelope.result![0]!.restrictedTimes).toEqual([{ fromTime: `${inFive} 00:00`, toTime: `${serviceDates(inFive!, 2)[1]} 00:00`, reason: '限行：重污染天气限行' }]);
  });

  it('cars × days: a week of each car, its days in order, with the same times as the one-day call', async () => {
    const week = await fleet.call(endpoints.ownCar.multiDayServiceTimes, { body: { fromDate: today(), days: 7 } });
    expect(week.envelope.result!.map((c) => c.carLicense)).toEqual(expect.arrayContaining(['沪A·D1234', '沪A·D5678', '浙A·F9001']));
    const d5678 = week.envelope.result!.find((c) => c.carLicense === '沪A·D5678')!;
    expect(d5678.days.map((d) => d.date)).toEqual(serviceDates(today(), 7));
    expect(d5678.days[1]!.bookedTimes.map((b) => b.reason)).toEqual(['保养']);
    expect(d5678.days[6]!.restrictedTimes.map((b) => b.reason)).toEqual(['限行：年检']);
    const one = await fleet.call(endpoints.ownCar.serviceTimes, { body: { carLicense: '沪A·D5678', date: d5678.days[1]!.date } });
    expect(one.envelope.result![0]!.bookedTimes).toEqual(d5678.days[1]!.bookedTimes);
    const chosen = await fleet.call(endpoints.ownCar.multiDayServiceTimes, { body: { carLicenses: ['浙A·F9001'], fromDate: today(), days: 2 } });
    expect(chosen.envelope.result!.map((c) => [c.carLicense, c.days.length])).toEqual([['浙A·F9001', 2]]);
  });
});

describe('MultiEnterprise', () => {
  it('answers the cars of the session\'s enterprise, by car type too', async () => {
    const all = await booker.call(endpoints.ownCar.multiEnterprise, { body: {} });
    expect(all.envelope.result!.every((c) => c.enterpriseId === 1001)).toBe(true);
    expect(all.envelope.result!.map((c) => c.carLicense)).toEqual(expect.arrayContaining(['沪A·D1234', '沪A·D5678', '浙A·F9001']));
    const business = await booker.call(endpoints.ownCar.multiEnterprise, { body: { enterpriseIds: [1001], carType: 3 } });
    expect(business.envelope.result!.map((c) => c.carLicense)).toEqual(['沪A·D5678']);
  });
});
