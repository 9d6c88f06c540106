/**
 * Issue 11 §5 as attacks: a user of one enterprise never sees, cancels, exports or reads the logs of
 * another's orders; a booker never cancels another booker's order. Over real HTTP against the seeded
 * orders (db/seed/orders.json).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints, type OwnCarOrderSummary, type SpecialCarOrderSummary } from '../../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { download, sheetRows } from '../order-download.ts';
import { seeded } from '../seeded-orders.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;
let otherEnterprise: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  otherEnterprise = t.client();
  await otherEnterprise.signIn(t.logs, '13800000004', 'Demo@2026');
  admin = t.client();
  await admin.signIn(t.logs, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

const statusOf = (orderId: string) => readDatabase(t, (db) => (db.prepare('SELECT status FROM orders WHERE order_id = ?').get(orderId) as { status: number }).status);

async function enterpriseOrders() {
  const special = (await admin.call(endpoints.csOrder.list, { body: { pageSize: 100 } })).envelope.result as { items: SpecialCarOrderSummary[] };
  const own = (await admin.call(endpoints.ownOrder.list, { body: { pageSize: 100 } })).envelope.result as { items: OwnCarOrderSummary[] };
  return { special: special.items, own: own.items };
}

describe('a user of 2002 and the orders of 1001', () => {
  it('lists only 2002\u2019s orders, whatever the filter asks', async () => {
    const special = await otherEnterprise.call(endpoints.csOrder.list, { body: { pageSize: 100, bookerName: '王小明' } });
    expect(special.envelope.result).toEqual({ total: 0, items: [] });
    const all = (await otherEnterprise.call(endpoints.csOrder.list, { body: { pageSize: 100 } })).envelope.result as { items: SpecialCarOrderSummary[] };
    expect(all.items.map((i) => i.bookerName)).toEqual(seeded({ businessType: 4, enterpriseId: 2002 }).map(() => '刘洋'));
    expect((await otherEnterprise.call(endpoints.ownOrder.list, { body: {} })).envelope.result).toEqual({ total: 0, items: [] });
  });

  it('cannot name the enterprise in the body: refused, not obeyed', async () => {
    const answer = await otherEnterprise.call(endpoints.csOrder.list, { body: { enterpriseId: 1001 } });
    expect(answer.status).toBe(400);
  });

  it('gets 404 for the detail, the cancel and the logs of a 1001 order, and the order stays as it was', async () => {
    const { special, own } = await enterpriseOrders();
    const target = special.find((o) => o.status === 2)!;
    const ownTarget = own.find((o) => o.status === 2)!;
    for (const [endpoint, orderId] of [
      [endpoints.csOrder.detail, target.orderId],
      [endpoints.csOrder.cancel, target.orderId],
      [endpoints.ownOrder.cancel, ownTarget.orderId],
      [endpoints.ownOrder.smsLog, ownTarget.orderId],
      [endpoints.ownOrder.emailLog, ownTarget.orderId],
    ] as const) {
      const answer = await otherEnterprise.call(endpoint, { params: { orderId } });
      expect(answer.status, endpoint.path).toBe(404);
    }
    expect(statusOf(target.orderId)).toBe(2);
    expect(statusOf(ownTarget.orderId)).toBe(2);
  });

  it('exports only 2002\u2019s rows', async () => {
    const file = await download(otherEnterprise, endpoints.csOrder.export, {});
    if (!file.ok) throw new Error(file.envelope.message);
    const [, ...rows] = await sheetRows(file.bytes);
    expect(rows.map((r) => r[4])).toEqual(seeded({ businessType: 4, enterpriseId: 2002 }).map(() => '刘洋'));
  });
});

describe('a booker and another booker\u2019s orders', () => {
  it('cannot cancel 陈晓明\u2019s order nor read its logs (404), and it stays booked', async () => {
    const { special, own } = await enterpriseOrders();
    const his = special.find((o) => o.bookerName === '陈晓明' && o.status === 2)!;
    const hisOwn = own.find((o) => o.bookerName === '陈晓明' && o.status === 2)!;
    expect((await booker.call(endpoints.csOrder.cancel, { params: { orderId: his.orderId } })).status).toBe(404);
    expect((await booker.call(endpoints.ownOrder.cancel, { params: { orderId: hisOwn.orderId } })).status).toBe(404);
    expect((await booker.call(endpoints.ownOrder.smsLog, { params: { orderId: hisOwn.orderId } })).status).toBe(404);
    expect(statusOf(his.orderId)).toBe(2);
    expect(statusOf(hisOwn.orderId)).toBe(2);
  });

  it('lists none of them even when filtering by their booker', async () => {
    const answer = await booker.call(endpoints.csOrder.list, { body: { bookerName: '陈晓明' } });
    expect(answer.envelope.result).toEqual({ total: 0, items: [] });
  });
});
