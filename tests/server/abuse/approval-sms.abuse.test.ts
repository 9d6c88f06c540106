/**
 * The approval SMS attacked (docs/approvals.md "Approval messages"): `POST /CsOrder/sendAuditMessage`
 * cannot flood an approver (one per order a minute, the booking's own SMS included; 10 an hour per
 * user over all his orders), and nobody but the booker or whoever sees all orders may send it. Over
 * real HTTP against a temporary database with a hand-moved clock, counted in the database file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { OTHER_ENTERPRISE_BOOKER, signedInClient, type TestClient } from '../client.ts';
import { specialCarPayload } from '../payloads.ts';
import { MINUTE, RATE_LIMITED, readDatabase, startClockedServer, type ClockedServer } from './support.ts';

let t: ClockedServer;
let booker: TestClient;
let approver: TestClient;
let outsider: TestClient;

beforeAll(async () => {
  t = await startClockedServer();
  booker = await signedInClient(t, '13800000001', 'Demo@2026');
  approver = await signedInClient(t, '13912345678', 'Audit@2026');
  outsider = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
});
afterAll(() => t.stop());

const approvalTexts = (orderId: string) =>
  readDatabase(t, (db) => (db.prepare("SELECT COUNT(*) AS n FROM order_notifications WHERE order_id = ? AND recipient = 'approver'").get(orderId) as { n: number }).n);

async function newOrder(): Promise<string> {
  const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
  if (!created.envelope.isSuccess) throw new Error(created.envelope.message);
  return created.envelope.result.orderId;
}

const send = (client: TestClient, orderId: string) => client.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } });

describe('flooding an approver', () => {
  it('twenty asks in the minute after booking are all refused (487): the approver got one SMS', async () => {
    const orderId = await newOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(booker, orderId)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([RATE_LIMITED]));
    expect(answers[0]!.envelope.message).toBe('审批短信已发送，请 60 秒后再试');
    expect(approvalTexts(orderId)).toBe(1);
  });

  it('a minute later one ask of a burst is sent, the rest refused', async () => {
    const orderId = await newOrder();
    t.advance(MINUTE);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(booker, orderId)));
    expect(answers.filter((a) => a.envelope.isSuccess)).toHaveLength(1);
    expect(answers.filter((a) => a.status === RATE_LIMITED)).toHaveLength(9);
    expect(approvalTexts(orderId)).toBe(2);
  });

  it('over many orders a user is stopped after 10 in the hour, with the catalogue’s message', async () => {
    t.advance(2 * 60 * MINUTE);
    const orders: string[] = [];
    for (let i = 0; i < 11; i += 1) orders.push(await newOrder());
    t.advance(MINUTE);
    const answers = [];
    for (const orderId of orders) answers.push(await send(booker, orderId));
    expect(answers.slice(0, 10).every((a) => a.envelope.isSuccess)).toBe(true);
    expect(answers[10]!.status).toBe(RATE_LIMITED);
    expect(answers[10]!.envelope).toMatchObject({ isSuccess: false, errorCode: 20400009, message: '审批短信发送过于频繁，请 1 小时后再试' });
    expect(approvalTexts(orders[10]!)).toBe(1);
  });
});

describe('who may send it', () => {
  it('another enterprise’s user, or an approver who did not book the order, gets 404 and sends nothing', async () => {
    t.advance(2 * 60 * MINUTE);
    const orderId = await newOrder();
    t.advance(MINUTE);
    for (const client of [outsider, approver]) expect((await send(client, orderId)).status).toBe(404);
    expect(approvalTexts(orderId)).toBe(1);
  });

  it('an unknown, made-up or missing order id is a 4xx, never a 500', async () => {
    for (const body of [{ orderId: 'CS20991231000999' }, { orderId: 'XX1' }, { orderId: 'A'.repeat(5000) }, {}, { orderId: 7 }]) {
      const answer = await booker.call(endpoints.csOrder.sendAuditMessage, { body });
      expect([JSON.stringify(body).slice(0, 30), answer.status >= 400 && answer.status < 500]).toEqual([JSON.stringify(body).slice(0, 30), true]);
    }
    expect((await t.client().call(endpoints.csOrder.sendAuditMessage, { body: { orderId: 'CS20991231000999' } })).status).toBe(401);
  });
});
