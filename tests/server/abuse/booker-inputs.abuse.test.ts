/**
 * docs/security.md "Booker inputs judged once" (issue 22 §2): the checks the booking page makes as
 * the booker types are the booking step's, so the server refuses the same orders: a forged create
 * with more travellers than the car level seats (the seats from the server's own car levels, never
 * the body), a passenger phone that is no mainland mobile number, an e-mail that is no address, or a
 * one-way trip that ends where it starts; an own-car order with more travellers than its car's
 * passenger seats (the seats from the server's own fleet, never the body). Over real HTTP; nothing
 * is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { ownCarPayload, specialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

/** BusinessError.ORDER_REFUSED (src/server/messages.ts): a rule error without a code of its own. */
const ORDER_REFUSED = 20300001;

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

describe('what the booker types is judged by the server as by the page', () => {
  it.each([
    ['nine travellers on a four-seat 舒适型', { trainStaff: 9 }, '乘车人数超过所选车型的座位数（4 座），请减少乘车人或选择更大的车型'],
    ['a passenger phone of 7 digits', { passPhone: '1380000' }, '请输入正确的手机号：11 位数字，以 1 开头'],
    ['another passenger’s e-mail that is no address', { passList: [{ name: '韩梅梅', phoneNumber: '13800000005', email: 'hmm@' }] }, '请输入正确的邮箱，例如 name@example.com'],
  ])('%s: refused with the rule’s message, nothing stored', async (_name, overrides, message) => {
    const before = orderCount(t);
    const { status, envelope } = await booker.call(endpoints.csOrder.create, { body: specialCarPayload(overrides) });
    expect([status, envelope.isSuccess, envelope.errorCode, envelope.message]).toEqual([200, false, ORDER_REFUSED, message]);
    expect(orderCount(t)).toBe(before);
  });

  it('a one-way trip that ends where it starts: no price, no order', async () => {
    const same = specialCarPayload();
    const body = { ...same, dropOffAddress: { ...same.boardingAddress } };
    const before = orderCount(t);
    const order = await booker.call(endpoints.csOrder.create, { body });
    expect([order.status, order.envelope.isSuccess, order.envelope.message]).toEqual([200, false, '上车地点与下车地点相同，请重新选择下车地点']);
    expect(orderCount(t)).toBe(before);
    const price = await booker.call(endpoints.csOrder.estimatePrice, { body });
    expect([price.status, price.envelope.isSuccess, price.envelope.message]).toEqual([200, false, '上车地点与下车地点相同，请重新选择下车地点']);
  });

  it('the same order within the seats and with well-formed contacts is stored (the refusals are the inputs, not the order)', async () => {
    const body = specialCarPayload({ trainStaff: 4, passPhone: '13800000003', passList: [{ name: '韩梅梅', phoneNumber: '13800000005', email: 'hmm@huaxin-tech.example.cn' }] });
    expect((await booker.call(endpoints.csOrder.create, { body })).envelope.isSuccess).toBe(true);
  });
});

describe('an own car seats what its fleet record says (issue 22, lane flow)', () => {
  it('five travellers in 沪A·D1234 (4 passenger seats): refused at 乘车人数 with the seats, nothing stored; four are stored', async () => {
    const before = orderCount(t);
    const crowded = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ passNo: 5 }) });
    expect([crowded.status, crowded.envelope.isSuccess, crowded.envelope.errorCode, crowded.envelope.message]).toEqual([
      200,
      false,
      ORDER_REFUSED,
      '乘车人数超过所选车辆的乘客座位数（4 座），请减少乘车人或选择其他车辆',
    ]);
    // The passengers listed count too: the passenger and four others are five.
    const others = Array.from({ length: 4 }, (_, i) => ({ name: `乘客${i + 1}`, phoneNumber: `1380000001${i}`, email: '' }));
    const listed = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ passList: others }) });
    expect([listed.envelope.isSuccess, listed.envelope.message]).toEqual([false, '乘车人数超过所选车辆的乘客座位数（4 座），请减少乘车人或选择其他车辆']);
    expect(orderCount(t)).toBe(before);
    const within = await booker.call(endpoints.ownOrder.create, { body: ownCarPayload({ passNo: 4 }) });
    expect([within.envelope.isSuccess, within.envelope.message]).toEqual([true, '']);
    expect(orderCount(t)).toBe(before + 1);
  });
});
