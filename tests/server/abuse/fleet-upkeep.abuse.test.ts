/**
 * Attacks on the fleet's upkeep calls (issue 11 §4–5, docs/fleet.md "Car upkeep"): a booker cannot
 * delete cars nor change owners (484); a user of 2002 never reaches 1001's cars through owners,
 * service times, batch delete or MultiEnterprise (404 / nothing changed, never listed); bad bodies
 * are 422 with the schema's message, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime } from '../../../rules/index.ts';
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

const today = () => formatBoardingTime(Date.now()).slice(0, 10);

describe('a booker cannot keep the fleet', () => {
  it('batch delete and owner writes answer 484', async () => {
    const answers = [
      await booker.call(endpoints.ownCar.deleteBatch, { body: { carLicenses: ['浙A·F9001'] } }),
      await booker.call(endpoints.ownCar.addOwner, { body: { carLicense: '浙A·F9001', phoneNumber: '13800000001' } }),
      await booker.call(endpoints.ownCar.deleteOwner, { params: { id: 1 } }),
      await booker.call(endpoints.ownCar.owners, { params: { carLicense: '浙A·F9001' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([484, 484, 484, 484]);
  });
});

describe('enterprise 2002 never reaches 1001\'s cars', () => {
  it('owners, service days and batch delete of 1001\'s car are not found or not touched', async () => {
    const owner = await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '浙A·F9001', phoneNumber: '13800000001' } });
    expect(owner.envelope.isSuccess, owner.envelope.message).toBe(true);
    // 2002's 刘洋 reads the service times (a booker's call): 1001's car is not found there.
    expect((await stranger.call(endpoints.ownCar.multiDayServiceTimes, { body: { carLicenses: ['浙A·F9001'], fromDate: today(), days: 1 } })).status).toBe(404);
    const day = await stranger.call(endpoints.ownCar.serviceTimes, { body: { carLicense: '浙A·F9001', date: today() } });
    expect(day.envelope.result).toEqual([]);
    const week = await stranger.call(endpoints.ownCar.multiDayServiceTimes, { body: { fromDate: today(), days: 7 } });
    expect(week.envelope.result!.map((c) => c.carLicense).sort()).toEqual(['京A·Z8866', '京A·Z9977']);
    // 1001's fleet manager asking for 2002's car is as unknown.
    expect((await fleet.call(endpoints.ownCar.owners, { params: { carLicense: '京A·Z8866' } })).status).toBe(404);
    expect((await fleet.call(endpoints.ownCar.addOwner, { body: { carLicense: '京A·Z8866', phoneNumber: '13800000001' } })).status).toBe(404);
    expect((await fleet.call(endpoints.ownCar.delete, { params: { carLicense: '京A·Z8866' } })).status).toBe(404);
    expect((await fleet.call(endpoints.ownCar.deleteBatch, { body: { carLicenses: ['京A·Z8866'] } })).envelope.result).toEqual({ deleted: 0 });
    const theirs = await stranger.call(endpoints.ownCar.list, { body: { pageSize: 100 } });
    expect(theirs.envelope.result!.items.map((c) => c.carLicense)).toContain('京A·Z8866');
  });

  it('MultiEnterprise never answers another enterprise\'s cars: naming one is not found', async () => {
    const asked = await stranger.call(endpoints.ownCar.multiEnterprise, { body: { enterpriseIds: [1001] } });
    expect([asked.status, asked.envelope.message]).toEqual([404, '企业不存在']);
    const mixed = await stranger.call(endpoints.ownCar.multiEnterprise, { body: { enterpriseIds: [2002, 1001] } });
    expect(mixed.status).toBe(404);
    const own = await stranger.call(endpoints.ownCar.multiEnterprise, { body: {} });
    expect(own.envelope.result!.every((c) => c.enterpriseId === 2002)).toBe(true);
    expect(own.envelope.result!.map((c) => c.carLicense)).not.toContain('沪A·D1234');
  });
});

describe('bad bodies are 422 with a message', () => {
  // Issue 22: the message is a sentence naming the field by its label (or, for a body no form sends,
  // asking to reload), never the pointer, the wire name or the schema's pattern; the pointer is the result's `field`.
  it.each([
    ['batch delete without licences', endpoints.ownCar.deleteBatch, { carLicenses: [] }, '提交的内容有误，请刷新页面后重试', '/carLicenses'],
    ['an owner without a mobile number', endpoints.ownCar.addOwner, { carLicense: '浙A·F9001', phoneNumber: '1380' }, '负责人手机号格式不正确', '/phoneNumber'],
    ['a week of 40 days', endpoints.ownCar.multiDayServiceTimes, { fromDate: '2026-11-23', days: 40 }, '提交的内容有误，请刷新页面后重试', '/days'],
    ['a day that does not exist', endpoints.ownCar.serviceTimes, { date: '2026-02-30' }, '日期不存在', '/date'],
    ['an enterprise id that is text', endpoints.ownCar.multiEnterprise, { enterpriseIds: ['1001'] }, '提交的内容有误，请刷新页面后重试', '/enterpriseIds/0'],
    ['an unknown field', endpoints.ownCar.addOwner, { carLicense: '浙A·F9001', phoneNumber: '13800000001', userId: 'u-2002-010' }, '提交的内容有误，请刷新页面后重试', '/userId'],
  ] as const)('%s', async (_name, endpoint, body, message, field) => {
    const answer = await fleet.call(endpoint, { body });
    expect([answer.status, answer.envelope.message, answer.envelope.result]).toEqual([422, message, { field }]);
  });
});
