/**
 * docs/security.md (booking step): the server refuses what the booking page refuses. An order is
 * judged by the page's own booking step (`bookingStep`, rules/step/, `from: 'submitted'`), whose
 * submit blockers include the required fields of the compiled form left empty: a client that skips
 * the page (or edits its request) cannot store an order whose required approver or reviewer is
 * left empty (before, the server stored it and the order waited for nobody). Over real HTTP; nothing is stored.
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

describe('a required field the page asks for cannot be left out by the request', () => {
  it('a special-car order with the required administrative reviewer left empty: 行政审核人邮箱为必填项, nothing stored', async () => {
    const before = orderCount(t);
    const body = specialCarPayload({ administrativeReviewerMsg: { email: '', city: '', phoneNumber: '' } });
    const { status, envelope } = await booker.call(endpoints.csOrder.create, { body });
    expect([status, envelope.isSuccess, envelope.errorCode, envelope.message]).toEqual([200, false, ORDER_REFUSED, '行政审核人邮箱为必填项']);
    expect(orderCount(t)).toBe(before);
  });

  it('an own-car order with the required cost-centre approver left empty: 成本中心审批人手机号为必填项, nothing stored', async () => {
    const before = orderCount(t);
    const body = ownCarPayload({ auditor: { phoneNumber: '', email: '', name: '' } });
    const { status, envelope } = await booker.call(endpoints.ownOrder.create, { body });
    expect([status, envelope.isSuccess, envelope.errorCode, envelope.message]).toEqual([200, false, ORDER_REFUSED, '成本中心审批人手机号为必填项']);
    expect(orderCount(t)).toBe(before);
  });

  it('the same orders with the approver and the reviewer named are stored (the refusals are the fields, not the orders)', async () => {
    expect((await booker.call(endpoints.ownOrder.create, { body: ownCarPayload() })).envelope.isSuccess).toBe(true);
    expect((await booker.call(endpoints.csOrder.create, { body: specialCarPayload() })).envelope.isSuccess).toBe(true);
  });
});
