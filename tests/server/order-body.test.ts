/**
 * The order bodies at the server's boundary (spec §3, D9): a body that does not satisfy its order
 * schema is refused with HTTP 422, the first issue as a Chinese sentence naming the field by its
 * schema title where it has one (never the JSON Pointer: issue 22) and the pointer as the result's
 * `field`, a log line in Chinese and English with method and path, and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecialCarOrderDetail } from '../../rules/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { ownCarPayload, specialCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

async function orderCount(path: '/CsOrder' | '/own/order/List'): Promise<number> {
  const { envelope } = await booker.call('POST', path, { body: { pageSize: 1 } });
  return (envelope.result as { total: number }).total;
}

/** What the person reads where a refused value has a label; every other refusal asks to reload (no portal form sends it). */
const SAID: Record<string, string> = { '/baseData/boardingTime': '订单未保存：时间格式应为 YYYY-MM-DD HH:mm' };

const special = specialCarPayload();
const own = ownCarPayload();

describe('special-car order bodies', () => {
  it.each([
    ['an unknown key', { ...special, isVip: true }, '/isVip', '不允许有额外的属性: isVip', 'must NOT have additional properties: isVip'],
    ['an unknown nested key', { ...special, booker: { ...special.booker, role: 'admin' } }, '/booker/role', '不允许有额外的属性: role', 'must NOT have additional properties: role'],
    ['a wrong type', { ...special, booker: { ...special.booker, name: 42 } }, '/booker/name', '应当是 string 类型', 'must be string'],
    ['a negative passenger number', { ...special, baseData: { ...special.baseData, passengerNumber: -2 } }, '/baseData/passengerNumber', '应当为 >= 1', 'must be >= 1'],
    [
      'a boarding day that does not exist',
      { ...special, baseData: { ...special.baseData, boardingTime: '2027-02-30 10:00' } },
      '/baseData/boardingTime',
      '时间格式应为 YYYY-MM-DD HH:mm',
      'A time must read YYYY-MM-DD HH:mm (China time)',
    ],
  ])('a body with %s is refused with its pointer, logged, and not stored', async (_, body, pointer, chinese, english) => {
    const before = await orderCount('/CsOrder');
    const { status, envelope } = await booker.call('POST', '/CsOrder/Create', { body });
    expect(status).toBe(422);
    expect(envelope).toEqual({ isSuccess: false, errorCode: 422, message: SAID[pointer] ?? '订单未保存：提交的内容有误，请刷新页面后重试', result: { field: pointer } });
    expect(t.logs.at(-1)).toBe(`[422] POST /CsOrder/Create: 订单参数错误 / order body refused: ${pointer} ${chinese} / ${english}`);
    expect(await orderCount('/CsOrder')).toBe(before);
  });

  it('every issue is logged, the first one answered', async () => {
    const body = { ...special, baseData: { ...special.baseData, tripType: '3' } };
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body });
    expect([envelope.message, envelope.result]).toEqual(['订单未保存：提交的内容有误，请刷新页面后重试', { field: '/baseData/tripType' }]);
    expect(t.logs.at(-1)).toBe(
      '[422] POST /CsOrder/Create: 订单参数错误 / order body refused: /baseData/tripType 应当是 integer 类型 / must be integer; ' +
        '/baseData/tripType 应当是预设定的枚举值之一 / must be equal to one of the allowed values',
    );
  });

  it('a valid body still lands', async () => {
    const before = await orderCount('/CsOrder');
    const { status, envelope } = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload() });
    expect(status).toBe(200);
    expect(envelope.isSuccess).toBe(true);
    expect(await orderCount('/CsOrder')).toBe(before + 1);
  });

  it('an update with a refused body leaves the order as it was', async () => {
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload() });
    const { orderId } = envelope.result as { orderId: string };
    const body = { ...specialCarPayload({ passName: '李雷' }), stops: 'none' };
    const updated = await booker.call('PUT', '/CsOrder/Update', { params: { orderId }, body });
    expect(updated.status).toBe(422);
    expect([updated.envelope.message, updated.envelope.result]).toEqual(['订单未保存：提交的内容有误，请刷新页面后重试', { field: '/stops' }]);
    expect(t.logs.at(-1)).toBe('[422] PUT /CsOrder/Update: 订单参数错误 / order body refused: /stops 应当是 array 类型 / must be array');
    const detail = await booker.call('GET', '/CsOrder/Detail', { params: { orderId } });
    expect((detail.envelope.result as SpecialCarOrderDetail).passenger.name).toBe(special.passenger.name);
  });
});

describe('own-car order bodies', () => {
  it.each([
    ['an unknown key', { ...own, discount: 1 }, '/discount', '不允许有额外的属性: discount'],
    ['a wrong type', { ...own, enterpriseId: '1001' }, '/enterpriseId', '应当是 integer 类型'],
    ['a negative passenger number', { ...own, contacts: { ...own.contacts, passengerNumber: -1 } }, '/contacts/passengerNumber', '应当为 >= 1'],
  ])('a body with %s is refused with its pointer and not stored', async (_, body, pointer, chinese) => {
    const before = await orderCount('/own/order/List');
    const { status, envelope } = await booker.call('POST', '/own/order', { body });
    expect(status).toBe(422);
    expect([envelope.message, envelope.result], chinese).toEqual([SAID[pointer] ?? '订单未保存：提交的内容有误，请刷新页面后重试', { field: pointer }]);
    expect(t.logs.at(-1)).toMatch(/^\[422\] POST \/own\/order: 订单参数错误 \/ order body refused: /);
    expect(await orderCount('/own/order/List')).toBe(before);
  });

  it('a valid body still lands', async () => {
    const before = await orderCount('/own/order/List');
    const { envelope } = await booker.call('POST', '/own/order', { body: ownCarPayload() });
    expect(envelope.isSuccess).toBe(true);
    expect(await orderCount('/own/order/List')).toBe(before + 1);
  });
});
