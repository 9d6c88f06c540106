/**
 * The order lists, cancel, exports and own-car logs of issue 11 §1 over real HTTP against a fresh
 * seeded database. What a list must hold is said in terms of the seed (`seeded-orders.ts`: the
 * lists' db/seed/orders.json — 王小明 five special-car orders in statuses 2 1 5 8 9 and six own-car
 * orders in 2 1 3 5 8 9, 陈晓明 two of each kind, 中元能源 2002 one — plus the orders the approval
 * and fleet seeds write). The filter tests use the lists' seed's own dates, trip types and cost
 * centres, which the other seeds do not share.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatBoardingTime } from '../../rules/index.ts';
import { DATABASE_FILE } from '../../src/server/db/database.ts';
import { EXPORT_ROW_CAP } from '../../src/server/order-export.ts';
import { endpoints, type OrderNotificationLog, type OwnCarOrderSummary, type SpecialCarOrderSummary } from '../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { download, sheetRows } from './order-download.ts';
import { seeded } from './seeded-orders.ts';

const DAY = 86_400_000;
const ORDER_NOT_CHANGEABLE = 20300002;

let t: TestServer;
let booker: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  admin = t.client();
  await admin.signIn(t.logs, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

async function specialList(client: TestClient, body: object = {}) {
  const answer = await client.call(endpoints.csOrder.list, { body: { pageSize: 100, ...body } });
  expect(answer.status, answer.envelope.message).toBe(200);
  return answer.envelope.result as { total: number; items: SpecialCarOrderSummary[] };
}

async function ownList(client: TestClient, body: object = {}) {
  const answer = await client.call(endpoints.ownOrder.list, { body: { pageSize: 100, ...body } });
  expect(answer.status, answer.envelope.message).toBe(200);
  return answer.envelope.result as { total: number; items: OwnCarOrderSummary[] };
}

const statuses = (items: readonly { status: number }[]) => items.map((i) => i.status).sort((a, b) => a - b);
const WANG = 'u-1001-101';
const wangSpecial = seeded({ businessType: 4, bookerId: WANG });
const chinaDay = (days: number) => formatBoardingTime(Date.now() + days * DAY).slice(0, 10);

describe('who sees which orders', () => {
  it('a booker lists his own orders of each kind, in the seeded statuses', async () => {
    const special = await specialList(booker);
    expect(special.total).toBe(wangSpecial.length);
    expect(statuses(special.items)).toEqual(statuses(wangSpecial));
    expect(new Set(special.items.map((i) => i.bookerName))).toEqual(new Set(['王小明']));
    const own = await ownList(booker);
    expect(statuses(own.items)).toEqual(statuses(seeded({ businessType: 5, bookerId: WANG })));
    expect(new Set(statuses(own.items))).toEqual(new Set([1, 2, 3, 5, 8, 9]));
  });

  it('admin.allOrders lists the whole enterprise and never another enterprise', async () => {
    const special = await specialList(admin);
    expect(special.total).toBe(seeded({ businessType: 4, enterpriseId: 1001 }).length);
    expect(new Set(special.items.map((i) => i.bookerName))).toEqual(new Set(['王小明', '陈晓明']));
    expect(special.items.some((i) => i.passengerName === '刘洋')).toBe(false);
  });

  it('mine: only the signed-in user\u2019s own orders, even for admin.allOrders (the trips page)', async () => {
    expect(await specialList(admin, { mine: true })).toEqual({ total: 0, items: [] });
    expect((await specialList(booker, { mine: true })).total).toBe(wangSpecial.length);
  });
});

describe('filters', () => {
  it('by status: 已取消 only', async () => {
    const { items } = await specialList(booker, { status: 9 });
    expect(items.map((i) => [i.status, i.statusName])).toEqual([[9, '已取消']]);
  });

  it('by passenger, a part of the name', async () => {
    const { items } = await specialList(booker, { passengerName: '晓明' });
    const expected = wangSpecial.filter((o) => o.passengerName.includes('晓明'));
    expect(new Set(items.map((i) => i.passengerName))).toEqual(new Set(expected.map((o) => o.passengerName)));
    expect(statuses(items)).toEqual(statuses(expected));
  });

  it('by boarding dates, both ends inclusive', async () => {
    const { items } = await specialList(booker, { dateFrom: chinaDay(21), dateTo: chinaDay(22) });
    expect(statuses(items)).toEqual([1, 2]);
    expect(items.every((i) => i.boardingTime.slice(0, 10) >= chinaDay(21) && i.boardingTime.slice(0, 10) <= chinaDay(22))).toBe(true);
  });

  it('by cost centre and by trip type', async () => {
    expect(statuses((await specialList(booker, { costCentre: '市场' })).items)).toEqual([5]);
    expect(statuses((await specialList(booker, { tripType: 1 })).items)).toEqual([1, 8]);
  });

  it('by booker, for whoever sees all orders', async () => {
    const { items } = await ownList(admin, { bookerName: '陈晓明' });
    expect(items).toHaveLength(2);
    expect(new Set(items.map((i) => i.bookerName))).toEqual(new Set(['陈晓明']));
  });

  it('a % in a text filter is a character, not a wildcard', async () => {
    expect((await specialList(booker, { passengerName: '%' })).total).toBe(0);
  });

  it('a refused filter is a 400 naming the field by its Chinese label (never its pointer), never a 500', async () => {
    const cases: [object, string, string][] = [
      [{ status: 4 }, '订单状态格式不正确', '/status'],
      [{ sortBy: 'payload_json' }, '排序字段格式不正确', '/sortBy'],
      [{ dateFrom: '11/01/2026' }, '用车日期自格式不正确', '/dateFrom'],
      [{ enterpriseId: 2002 }, '提交的内容有误，请刷新页面后重试', '/enterpriseId'],
    ];
    for (const [body, message, field] of cases) {
      const answer = await booker.call(endpoints.csOrder.list, { body });
      expect([answer.status, answer.envelope.message, answer.envelope.result], JSON.stringify(body)).toEqual([400, message, { field }]);
    }
    const reversed = await booker.call(endpoints.ownOrder.list, { body: { dateFrom: chinaDay(2), dateTo: chinaDay(1) } });
    expect([reversed.status, reversed.envelope.message, reversed.envelope.result]).toEqual([400, '结束日期不能早于开始日期', { field: '/dateTo' }]);
  });
});

describe('sort and paging', () => {
  it('sorts by boarding time either way and pages through the same order', async () => {
    const ascending = (await specialList(booker, { sortBy: 'boardingTime', sortOrder: 'asc' })).items.map((i) => i.boardingTime);
    expect(ascending).toEqual([...ascending].sort());
    const descending = (await specialList(booker, { sortBy: 'boardingTime', sortOrder: 'desc' })).items.map((i) => i.boardingTime);
    expect(descending).toEqual([...ascending].reverse());
    const page2 = await specialList(booker, { sortBy: 'boardingTime', sortOrder: 'asc', pageIndex: 2, pageSize: 2 });
    expect(page2.total).toBe(wangSpecial.length);
    expect(page2.items.map((i) => i.boardingTime)).toEqual(ascending.slice(2, 4));
  });

  it('without a sort, newest first', async () => {
    const created = (await ownList(booker)).items.map((i) => i.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe('cancel', () => {
  it('a booker cancels his booked own-car order: 已取消 in the list, logged by SMS and e-mail, and not twice', async () => {
    // One still ahead (the fleet seed's booked order has begun already and may not change).
    const booked = (await ownList(booker, { status: 2 })).items.find((i) => i.boardingTime > formatBoardingTime(Date.now()));
    const orderId = booked!.orderId;
    const cancelled = await booker.call(endpoints.ownOrder.cancel, { params: { orderId } });
    expect(cancelled.envelope).toMatchObject({ isSuccess: true, result: { orderId, status: 9 } });
    const row = (await ownList(booker)).items.find((i) => i.orderId === orderId);
    expect(row?.statusName).toBe('已取消');
    const again = await booker.call(endpoints.ownOrder.cancel, { params: { orderId } });
    expect(again.envelope).toMatchObject({ isSuccess: false, errorCode: ORDER_NOT_CHANGEABLE, message: '订单当前状态不可修改或取消' });
    const sms = (await booker.call(endpoints.ownOrder.smsLog, { params: { orderId } })).envelope.result as OrderNotificationLog[];
    expect(sms.map((n) => [n.eventName, n.recipientName, n.address])).toEqual([['已提交', '预订人', '13800000001'], ['已取消', '预订人', '13800000001']]);
    expect(sms[1]?.content).toBe(`【企业用车】您的自有车订单 ${orderId} 已取消。用车时间 ${booked!.boardingTime}，车辆 ${booked!.carLicense}。`);
    const email = (await booker.call(endpoints.ownOrder.emailLog, { params: { orderId } })).envelope.result as OrderNotificationLog[];
    expect(email.map((n) => [n.event, n.address])).toEqual([['create', 'wangxiaoming@huaxin-tech.example.cn'], ['cancel', 'wangxiaoming@huaxin-tech.example.cn']]);
  });

  it('a completed or refused order cannot be cancelled (the status table of docs/rules.md 10.7)', async () => {
    for (const status of [5, 8]) {
      const [order] = (await specialList(booker, { status })).items;
      const answer = await booker.call(endpoints.csOrder.cancel, { params: { orderId: order!.orderId } });
      expect(answer.envelope.errorCode).toBe(ORDER_NOT_CHANGEABLE);
      expect((await specialList(booker, { status })).items.map((i) => i.orderId)).toContain(order!.orderId);
    }
  });

  it('a driver-assigned own-car order can still be cancelled', async () => {
    const assigned = (await ownList(booker, { status: 3 })).items.find((i) => i.boardingTime > formatBoardingTime(Date.now()));
    const answer = await booker.call(endpoints.ownOrder.cancel, { params: { orderId: assigned!.orderId } });
    expect(answer.envelope.result).toEqual({ orderId: assigned!.orderId, status: 9 });
  });
});

describe('exports', () => {
  it('the .xlsx holds the Chinese headers and exactly the rows of the filtered list, every page', async () => {
    const filter = { tripType: 3, sortBy: 'boardingTime', sortOrder: 'asc' };
    const listed = (await specialList(admin, filter)).items;
    const file = await download(admin, endpoints.csOrder.export, { ...filter, pageIndex: 1, pageSize: 1 });
    if (!file.ok) throw new Error(file.envelope.message);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.fileName).toMatch(/^专车订单-\d{8}-\d{4}\.xlsx$/);
    const [headers, ...rows] = await sheetRows(file.bytes);
    expect(headers).toEqual(['订单号', '订单状态', '用车时间', '行程类型', '预订人', '乘车人', '上车地点', '下车地点', '成本中心', '下单时间', '预估价格（元）']);
    expect(rows.map((r) => r[0])).toEqual(listed.map((i) => i.orderId));
    expect(rows.map((r) => r[1])).toEqual(listed.map((i) => i.statusName));
  });

  it('an own-car export has the drop-off time and the plate; a booker exports only his own', async () => {
    const file = await download(booker, endpoints.ownOrder.export, {});
    if (!file.ok) throw new Error(file.envelope.message);
    const [headers, ...rows] = await sheetRows(file.bytes);
    expect(headers).toContain('车牌号');
    expect(headers).toContain('下车时间');
    expect(rows.map((r) => r[0]).sort()).toEqual((await ownList(booker)).items.map((i) => i.orderId).sort());
    expect(new Set(rows.map((r) => r[headers!.indexOf('预订人')]))).toEqual(new Set(['王小明']));
  });

  it('a refused filter or a body that does not decrypt is a 400 envelope, no session a 401', async () => {
    const bad = await download(booker, endpoints.ownOrder.export, { status: 7 });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    const response = await fetch(`${booker.baseUrl}/enterpriseapi/own/order/export`, {
      method: 'POST', headers: { 'content-type': 'text/plain', cookie: booker.cookie ?? '' }, body: 'not cipher text',
    });
    expect(response.status).toBe(400);
    const anonymous = await download(t.client(), endpoints.ownOrder.export, {});
    expect(anonymous).toMatchObject({ ok: false, status: 401 });
  });

  it(`more than ${EXPORT_ROW_CAP} rows is refused with 422 and the cap in Chinese, not cut short`, async () => {
    const db = new Database(join(t.dataDir, DATABASE_FILE));
    try {
      db.transaction(() => {
        const template = db.prepare("SELECT * FROM orders WHERE business_type = 4 AND booker_id = 'u-1001-101' LIMIT 1").get() as Record<string, unknown>;
        const insert = db.prepare(
          `INSERT INTO orders (order_id, business_type, enterprise_id, booker_id, status, boarding_time, price_fen, payload_json, created_at, updated_at)
           VALUES (?, 4, 1001, 'u-1001-101', 2, ?, ?, ?, ?, ?)`,
        );
        for (let i = 0; i <= EXPORT_ROW_CAP; i += 1) {
          insert.run(`CSBULK${String(i).padStart(8, '0')}`, template.boarding_time, template.price_fen, template.payload_json, template.created_at, template.updated_at);
        }
      })();
    } finally {
      db.close();
    }
    const file = await download(booker, endpoints.csOrder.export, {});
    expect(file).toMatchObject({ ok: false, status: 422, envelope: { errorCode: 20300021, message: '导出的订单超过 5000 条，请缩小筛选范围后再导出' } });
    const narrowed = await download(booker, endpoints.csOrder.export, { status: 9 });
    expect(narrowed.ok).toBe(true);
  });
});
