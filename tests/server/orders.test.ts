import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_NOT_IN_FLEET, formatBoardingTime, readOwnCarOrder, readSpecialCarOrder, type OwnCarOrderDetail, type SpecialCarOrderDetail } from '../../rules/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { ownCarForm, ownCarPayload, PUDONG_AIRPORT, specialCarForm, specialCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

describe('special-car orders', () => {
  it('an order the rules accept is stored and its detail reads back as the same form', async () => {
    const created = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload() });
    expect(created.envelope).toMatchObject({ isSuccess: true, errorCode: 0 });
    const { orderId, price } = created.envelope.result as { orderId: string; price: number };
    expect(orderId).toMatch(/^CS\d{14}$/);
    expect(price).toBeGreaterThan(0);
    const detail = await booker.call('GET', '/CsOrder/Detail', { params: { orderId } });
    expect(detail.envelope.isSuccess).toBe(true);
    expect(readSpecialCarOrder(detail.envelope.result as SpecialCarOrderDetail, { enterpriseId: 1001 })).toEqual(specialCarForm());
  });

  it('an order missing a required special field is refused with the rule message', async () => {
    const payload = specialCarPayload({ specialConfigList: [{ id: 102, name: '出差事由', value: 1 }] });
    const { status, envelope } = await booker.call('POST', '/CsOrder/Create', { body: payload });
    expect(status).toBe(200);
    expect(envelope).toEqual({ isSuccess: false, errorCode: 20300001, message: '项目编号为必填项', result: null });
  });

  it('a local one-way trip from an airport is refused with the address rule message', async () => {
    const payload = specialCarPayload({ tripType: 1, pickUp: PUDONG_AIRPORT });
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body: payload });
    expect(envelope.isSuccess).toBe(false);
    expect(envelope.errorCode).not.toBe(0);
    expect(envelope.message).toBe('同城单程上车地址不能选择机场，请重新选择地址');
  });

  it('an order whose payment type is not the one the rules select is refused with 20300005', async () => {
    // Enterprise 1001 offers checkout (4), credit card (2) and balance (20): checkout alone is an option (D5).
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload({ paymentType: 2 }) });
    expect(envelope).toEqual({ isSuccess: false, errorCode: 20300005, message: '所选付款方式不可用，请重新选择', result: null });
  });

  it('an order with a car level the enterprise does not offer is refused with 20300006', async () => {
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload({ firstCarType: 9 }) });
    expect(envelope).toEqual({ isSuccess: false, errorCode: 20300006, message: '所选车型不可用，请重新选择', result: null });
  });

  it('an update the rules refuse leaves the order as it was', async () => {
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload() });
    const { orderId } = envelope.result as { orderId: string };
    const refused = await booker.call('PUT', '/CsOrder/Update', { params: { orderId }, body: specialCarPayload({ passName: '李雷', paymentType: 2 }) });
    expect(refused.envelope).toMatchObject({ isSuccess: false, errorCode: 20300005 });
    const detail = await booker.call('GET', '/CsOrder/Detail', { params: { orderId } });
    expect((detail.envelope.result as SpecialCarOrderDetail).passenger.name).toBe(specialCarForm().passName);
  });

  it('a payload without its base data is a 422 in words, the pointer kept for the form and the log', async () => {
    const { baseData: _b, ...payload } = specialCarPayload();
    const { status, envelope } = await booker.call('POST', '/CsOrder/Create', { body: payload });
    expect(status).toBe(422);
    expect([envelope.message, envelope.result]).toEqual(['订单未保存：提交的内容有误，请刷新页面后重试', { field: '/' }]);
    expect(t.logs.at(-1)).toContain('baseData');
  });

  it('an order can be updated, cancelled, and then no longer changed', async () => {
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload() });
    const { orderId } = envelope.result as { orderId: string };
    const updated = await booker.call('PUT', '/CsOrder/Update', { params: { orderId }, body: specialCarPayload({ passName: '李雷' }) });
    expect(updated.envelope.isSuccess).toBe(true);
    const detail = await booker.call('GET', '/CsOrder/Detail', { params: { orderId } });
    expect((detail.envelope.result as SpecialCarOrderDetail).passenger.name).toBe('李雷');
    expect((await booker.call('GET', '/CsOrder/IsCanUpdate', { params: { orderId } })).envelope.result).toBe(true);
    expect((await booker.call('PUT', '/CsOrder/Cancel', { params: { orderId } })).envelope.isSuccess).toBe(true);
    expect((await booker.call('GET', '/CsOrder/IsCanUpdate', { params: { orderId } })).envelope.result).toBe(false);
    expect((await booker.call('PUT', '/CsOrder/Cancel', { params: { orderId } })).envelope.errorCode).toBe(20300002);
  });

  it('an unknown order is a 404', async () => {
    const { status, envelope } = await booker.call('GET', '/CsOrder/Detail', { params: { orderId: 'CS00000000000000' } });
    expect(status).toBe(404);
    expect(envelope.errorCode).toBe(404);
  });

  it('50 parallel creations all land, each once', async () => {
    const before = (await booker.call('POST', '/CsOrder', { body: { pageSize: 1 } })).envelope.result as { total: number };
    const answers = await Promise.all(Array.from({ length: 50 }, () => booker.call('POST', '/CsOrder/Create', { body: specialCarPayload() })));
    const ids = answers.map((a) => (a.envelope.result as { orderId: string }).orderId);
    expect(answers.every((a) => a.envelope.isSuccess)).toBe(true);
    expect(new Set(ids).size).toBe(50);
    const after = (await booker.call('POST', '/CsOrder', { body: { pageSize: 9999 } })).envelope.result as { total: number; items: { orderId: string }[] };
    expect(after.total - before.total).toBe(50);
    const listed = after.items.map((i) => i.orderId);
    expect(ids.every((id) => listed.filter((l) => l === id).length === 1)).toBe(true);
  });
});

describe('own-car orders', () => {
  it('an own-car order is stored and its detail reads back as the same form', async () => {
    const created = await booker.call('POST', '/own/order', { body: ownCarPayload() });
    expect(created.envelope).toMatchObject({ isSuccess: true, errorCode: 0 });
    const { orderId } = created.envelope.result as { orderId: string };
    const detail = await booker.call('GET', '/own/order/Detail', { params: { orderId } });
    expect(readOwnCarOrder(detail.envelope.result as OwnCarOrderDetail)).toEqual(ownCarForm());
    const list = await booker.call('POST', '/own/order/List', { body: {} });
    expect((list.envelope.result as { items: { orderId: string }[] }).items.map((i) => i.orderId)).toContain(orderId);
  });

  it('the holiday trip type is accepted for a booker with the holiday permission, and skips required fields', async () => {
    // Another car than the first test's order, which holds 沪A·D1234 at the same default time.
    const { envelope } = await booker.call('POST', '/own/order', { body: ownCarPayload({ tripType: 4, specialConfig: [], carLicense: '浙A·F9001' }) });
    expect(envelope.isSuccess, envelope.message).toBe(true);
  });

  it('an own-car order of five hours without 用车说明 is refused with the rule message', async () => {
    const day = formatBoardingTime(Date.now() + 30 * 86_400_000).slice(0, 10);
    const form = { fromTime: `${day} 09:00`, toTime: `${day} 14:00` };
    const { envelope } = await booker.call('POST', '/own/order', { body: ownCarPayload(form) });
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: 20300001, message: '用车说明为必填项' });
  });

  it('a car of another enterprise is refused with 422 and the rule message', async () => {
    const { status, envelope } = await booker.call('POST', '/own/order', { body: ownCarPayload({ carLicense: '京A·Z8866' }) });
    expect(status).toBe(422);
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: 20300007, message: CAR_NOT_IN_FLEET.message, result: null });
  });
});

describe('prices and payments', () => {
  it('the estimate is the documented tariff over the server\'s places, the same every time', async () => {
    const body = {
      tripType: 3,
      carTypeLevel: 2,
      boardingAddress: { addressType: 3, city: '上海', cityCode: '310100', address: '上海市浦东新区陆家嘴环路1000号', landmark: '恒生银行大厦', placeId: 'address:101' },
      dropOffAddress: { addressType: 3, city: '杭州', cityCode: '330100', address: '浙江省杭州市西湖区文三路90号', landmark: '东部软件园', placeId: 'address:371' },
    };
    const first = await booker.call('POST', '/CsOrder/EstimatePrice', { body });
    const second = await booker.call('POST', '/CsOrder/EstimatePrice', { body });
    expect(first.envelope.result).toMatchObject({ mileage: 219.6, time: 330, price: 921 });
    expect(second.envelope.result).toEqual(first.envelope.result);
  });

  it('an intercity round trip without a stop gets the rule message instead of a price', async () => {
    const body = {
      tripType: 4,
      carTypeLevel: 2,
      boardingAddress: { addressType: 3, city: '上海', address: '人民广场' },
      dropOffAddress: { addressType: 3, city: '杭州', address: '武林广场' },
    };
    const { envelope } = await booker.call('POST', '/CsOrder/EstimatePrice', { body });
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: 20300001, message: '异地往返行程请先添加中途停靠' });
  });

  it('an estimate without a trip type is not ready for a price (20300003), saying what is missing as the page does', async () => {
    const body = {
      carTypeLevel: 2,
      boardingAddress: { addressType: 3, city: '上海', address: '人民广场' },
      dropOffAddress: { addressType: 3, city: '杭州', address: '武林广场' },
    };
    const { envelope } = await booker.call('POST', '/CsOrder/EstimatePrice', { body });
    // The step's price gate (rules/step/blockers.ts) names the first input missing by its title on the special-car form, as the booking page draws it.
    expect(envelope).toEqual({ isSuccess: false, errorCode: 20300003, message: '请先填写服务类型', result: null });
  });

  it('an estimate for a car level the enterprise does not offer is refused with 20300006', async () => {
    const body = {
      baseData: { tripType: 3, carTypeLevel: 9 },
      boardingAddress: { addressType: 3, city: '上海', address: '人民广场' },
      dropOffAddress: { addressType: 3, city: '杭州', address: '武林广场' },
    };
    const { envelope } = await booker.call('POST', '/CsOrder/EstimatePrice', { body });
    expect(envelope).toEqual({ isSuccess: false, errorCode: 20300006, message: '所选车型不可用，请重新选择', result: null });
  });

  it('the recharge amount is the rules core rounding to 10 yuan', async () => {
    const { envelope } = await booker.call('GET', '/CsOrder/RechargeAmount', { params: { orderPrice: 120.01, userBalance: 100 } });
    expect(envelope.result).toMatchObject({ rechargeAmount: 30 });
  });

  it('payment types are the enterprise’s, with their names', async () => {
    const { envelope } = await booker.call('GET', '/csorder/paymentType');
    expect(envelope.result).toEqual([
      { paymentType: 4, paymentName: '挂账' },
      { paymentType: 2, paymentName: '信用卡' },
      { paymentType: 20, paymentName: '余额' },
    ]);
  });
});
