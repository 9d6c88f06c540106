/**
 * The portal's transport against the reference server, in Node: the same encrypted requests a
 * browser sends, through `createTransport`, with the session cookie kept as a browser keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiedOrderTravelTime, readOwnCarOrder, readSpecialCarOrder } from '../../rules/index.ts';
import { endpoints } from '../../src/shared/index.ts';
import { createTransport, type Transport } from '../../src/transport/index.ts';
import { DEMO_BOOKER, lastSmsCode, startTestServer, type TestServer } from '../server/client.ts';
import { ownCarForm, ownCarPayload, specialCarForm, specialCarPayload, PUDONG_AIRPORT } from '../server/payloads.ts';
import { cookieKeepingFetch } from '../server/portal-transport.ts';

let t: TestServer;
let transport: Transport;
let operatorId = '';
const businessErrors: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  transport = createTransport({
    baseUrl: t.server.url,
    fetch: cookieKeepingFetch(),
    getOperatorId: () => operatorId,
    hooks: { onBusinessError: (message) => void businessErrors.push(message) },
  });
  const password = await transport.call(endpoints.userLogin.passwordLogin, { body: DEMO_BOOKER });
  expect(password.isSuccess).toBe(true);
  const code = lastSmsCode(t.logs, DEMO_BOOKER.phoneNumber);
  const signedIn = await transport.call(endpoints.userLogin.verificationCodeLogin, {
    body: { phoneNumber: DEMO_BOOKER.phoneNumber, code },
  });
  expect(signedIn.isSuccess).toBe(true);
  operatorId = signedIn.result.userId;
});
afterAll(() => t.stop());

describe('special-car orders through the transport', () => {
  it('create, read, update, copy and cancel', async () => {
    const created = await transport.call(endpoints.csOrder.create, { body: specialCarPayload() });
    expect(created).toMatchObject({ isSuccess: true, errorCode: 0 });
    const { orderId } = created.result;

    const read = async (id: string) => {
      const detail = await transport.call(endpoints.csOrder.detail, { query: { orderId: id } });
      expect(detail.isSuccess).toBe(true);
      return readSpecialCarOrder(detail.result, { enterpriseId: 1001 });
    };
    expect(await read(orderId)).toEqual(specialCarForm());

    const updated = await transport.call(endpoints.csOrder.update, { query: { orderId }, body: specialCarPayload({ justification: '项目验收' }) });
    expect(updated.isSuccess).toBe(true);
    expect((await read(orderId)).justification).toBe('项目验收');

    // Copying an order: read it back, reset the travel time (spec §4), create a new one.
    const copy = { ...(await read(orderId)), travelDateTime: copiedOrderTravelTime(Date.now()) };
    const copied = await transport.call(endpoints.csOrder.create, {
      body: specialCarPayload({ ...copy }),
    });
    expect(copied.isSuccess).toBe(true);
    expect(copied.result.orderId).not.toBe(orderId);
    expect(await read(copied.result.orderId)).toEqual({ ...specialCarForm(), justification: '项目验收', travelDateTime: copy.travelDateTime });

    const cancelled = await transport.call(endpoints.csOrder.cancel, { query: { orderId } });
    expect(cancelled.isSuccess).toBe(true);
    const canUpdate = await transport.call(endpoints.csOrder.isCanUpdate, { query: { orderId } });
    expect(canUpdate.result).toBe(false);
  });

  it('an order the rules refuse is refused by the server with the rule message', async () => {
    const refused = await transport.call(endpoints.csOrder.create, { body: specialCarPayload({ tripType: 1, pickUp: PUDONG_AIRPORT }) });
    expect(refused).toMatchObject({ isSuccess: false, message: '同城单程上车地址不能选择机场，请重新选择地址' });
    expect(refused.errorCode).not.toBe(0);
    expect(businessErrors).toContain('同城单程上车地址不能选择机场，请重新选择地址');
  });
});

describe('own-car orders through the transport', () => {
  it('create, read, update, copy and cancel', async () => {
    const created = await transport.call(endpoints.ownOrder.create, { body: ownCarPayload() });
    expect(created).toMatchObject({ isSuccess: true, errorCode: 0 });
    const { orderId } = created.result;

    const read = async (id: string) => {
      const detail = await transport.call(endpoints.ownOrder.detail, { query: { orderId: id } });
      expect(detail.isSuccess).toBe(true);
      return readOwnCarOrder(detail.result);
    };
    expect(await read(orderId)).toEqual(ownCarForm());

    const updated = await transport.call(endpoints.ownOrder.update, { query: { orderId }, body: ownCarPayload({ comments: '请提前十分钟到达' }) });
    expect(updated.isSuccess).toBe(true);
    expect((await read(orderId)).comments).toBe('请提前十分钟到达');

    const original = await read(orderId);
    const fromTime = copiedOrderTravelTime(Date.now());
    // The copy's time overlaps the original's, which still holds its car: the copy takes another free car.
    const copied = await transport.call(endpoints.ownOrder.create, {
      body: ownCarPayload({ ...original, fromTime, toTime: copiedOrderTravelTime(Date.now() + 3 * 3600_000), carLicense: '浙A·F9001' }),
    });
    expect(copied.isSuccess).toBe(true);
    expect(copied.result.orderId).not.toBe(orderId);
    expect((await read(copied.result.orderId)).fromTime).toBe(fromTime);

    const cancelled = await transport.call(endpoints.ownOrder.cancel, { query: { orderId } });
    expect(cancelled.isSuccess).toBe(true);
    const canUpdate = await transport.call(endpoints.ownOrder.isCanUpdate, { query: { orderId } });
    expect(canUpdate.result).toBe(false);
  });

  it('an order the rules refuse is refused by the server with the rule message', async () => {
    // 4 hours or more makes 用车说明 required at 上海华信 (fixtures/enterprises/huaxin-tech).
    const long = ownCarPayload({ toTime: copiedOrderTravelTime(Date.now() + 6 * 3600_000) });
    const refused = await transport.call(endpoints.ownOrder.create, { body: long });
    expect(refused).toMatchObject({ isSuccess: false, message: '用车说明为必填项' });
  });
});
