/**
 * docs/security.md §3: nothing stored that the session does not own. Over real HTTP against a
 * temporary database: what the client cannot know better than the session is overwritten (read
 * back through the detail), what names another party is refused and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, type OwnCarOrderDetail, type SpecialCarOrderDetail, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { ownCarPayload, specialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

const GIFT_CARD_NOT_USABLE = 20300009;
const SESSION_USER = { userId: 'u-1001-101', phoneNumber: '13800000001', priority: 1, enterpriseId: 1001 } as const;

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

/** A boarding time three hours from now, on today's China date or the next. */
const soon = () => formatBoardingTime(Date.now() + 3 * 3600_000);

function specialCar(change: (payload: SpecialCarOrderPayload) => void): SpecialCarOrderPayload {
  const payload = specialCarPayload({ travelDateTime: soon() });
  change(payload);
  return payload;
}

async function createSpecial(payload: unknown) {
  return booker.call('POST', '/CsOrder/Create', { body: payload });
}

async function specialDetail(orderId: string): Promise<SpecialCarOrderDetail> {
  return (await booker.call('GET', '/CsOrder/Detail', { params: { orderId } })).envelope.result as SpecialCarOrderDetail;
}

/** Creates `payload`, expects a refusal with `status` and `errorCode`, and that nothing was stored. */
async function expectRefused(path: string, payload: unknown, status: number, errorCode: number, message?: string) {
  const before = orderCount(t);
  const { status: got, envelope } = await booker.call('POST', path, { body: payload });
  expect({ status: got, isSuccess: envelope.isSuccess, errorCode: envelope.errorCode }).toEqual({ status, isSuccess: false, errorCode });
  if (message) expect(envelope.message).toBe(message);
  expect(orderCount(t)).toBe(before);
}

describe('special car: the session is the booker and the payer', () => {
  it("the booker's id, the priority and the payer's phone number are the session's, whatever the client sent", async () => {
    const created = await createSpecial(
      specialCar((p) => {
        p.booker.userId = 'u-1001-900';
        p.baseData.priority = 9;
        p.payTypes[0]!.phoneNumber = '13999999999';
      }),
    );
    expect(created.envelope.isSuccess).toBe(true);
    const detail = await specialDetail((created.envelope.result as { orderId: string }).orderId);
    expect(detail.booker.userId).toBe(SESSION_USER.userId);
    expect(detail.baseData.priority).toBe(SESSION_USER.priority);
    expect(detail.payTypes.map((pay) => [pay.userId, pay.phoneNumber])).toEqual([[SESSION_USER.userId, SESSION_USER.phoneNumber]]);
  });

  it('an empty payer or account is filled with the session user', async () => {
    const created = await createSpecial(
      specialCar((p) => {
        p.baseData.accountId = '';
        p.payTypes[0]!.userId = '';
      }),
    );
    expect(created.envelope.isSuccess).toBe(true);
    const detail = await specialDetail((created.envelope.result as { orderId: string }).orderId);
    expect(detail.baseData.accountId).toBe(SESSION_USER.userId);
    expect(detail.payTypes[0]?.userId).toBe(SESSION_USER.userId);
  });

  it("the session's own account and its enterprise's account are accepted", async () => {
    for (const accountId of [SESSION_USER.userId, String(SESSION_USER.enterpriseId)]) {
      const created = await createSpecial(specialCar((p) => void (p.baseData.accountId = accountId)));
      expect(created.envelope.isSuccess).toBe(true);
      expect((await specialDetail((created.envelope.result as { orderId: string }).orderId)).baseData.accountId).toBe(accountId);
    }
  });

  it('another payer is refused with 403 and nothing is stored', async () => {
    await expectRefused('/CsOrder/Create', specialCar((p) => void (p.payTypes[0]!.userId = 'u-1001-900')), 403, 403, '无权以其他用户的身份付款');
    await expectRefused('/CsOrder/Create', specialCar((p) => void (p.payTypes[0]!.userId = 'u-2002-010')), 403, 403);
  });

  it("another user's or another enterprise's account is refused with 403 and nothing is stored", async () => {
    await expectRefused('/CsOrder/Create', specialCar((p) => void (p.baseData.accountId = 'u-2002-010')), 403, 403, '无权使用其他用户或企业的账户');
    await expectRefused('/CsOrder/Create', specialCar((p) => void (p.baseData.accountId = '2002')), 403, 403);
  });

  it('a negative payAmount is refused at the boundary (422) and nothing is stored', async () => {
    await expectRefused('/CsOrder/Create', specialCar((p) => void (p.payTypes[0]!.payAmount = -500)), 422, 422);
  });

  it('an update cannot move the order to another payer either', async () => {
    const created = await createSpecial(specialCar(() => undefined));
    const { orderId } = created.envelope.result as { orderId: string };
    const forged = specialCar((p) => void (p.payTypes[0]!.userId = 'u-1001-900'));
    const { status } = await booker.call('PUT', '/CsOrder/Update', { params: { orderId }, body: { ...forged, orderId } });
    expect(status).toBe(403);
    expect((await specialDetail(orderId)).payTypes[0]?.userId).toBe(SESSION_USER.userId);
  });
});

describe('special car: gift cards are the session user’s usable cards', () => {
  const withCards = (...ids: string[]) => specialCar((p) => void (p.payTypes[0]!.giftCardList = ids.map((id) => ({ id, isSelected: true }))));
  const text = '所选礼品E卡不存在或不可用，请重新选择';

  it("the session user's own valid card is accepted and stored", async () => {
    const created = await createSpecial(withCards('GC-1001-0001'));
    expect(created.envelope.isSuccess).toBe(true);
    const detail = await specialDetail((created.envelope.result as { orderId: string }).orderId);
    expect(detail.payTypes[0]?.giftCardList).toEqual([{ id: 'GC-1001-0001', isSelected: true }]);
  });

  it("another user's card is refused, with the same words as a card that does not exist", async () => {
    await expectRefused('/CsOrder/Create', withCards('GC-2002-0001'), 200, GIFT_CARD_NOT_USABLE, text);
    await expectRefused('/CsOrder/Create', withCards('GC-1001-0001', 'GC-5005-0001'), 200, GIFT_CARD_NOT_USABLE, text);
  });

  it('a card that does not exist is refused', async () => {
    await expectRefused('/CsOrder/Create', withCards('GC-0000-9999'), 200, GIFT_CARD_NOT_USABLE, text);
  });

  it('an expired card of the session user is refused', async () => {
    await expectRefused('/CsOrder/Create', withCards('GC-1001-0002'), 200, GIFT_CARD_NOT_USABLE, text);
  });
});

describe('own car: the session is the booker, its enterprise owns the car', () => {
  const ownCar = (change: (payload: ReturnType<typeof ownCarPayload>) => void) => {
    const payload = ownCarPayload({ fromTime: soon(), toTime: formatBoardingTime(Date.now() + 6 * 3600_000) });
    change(payload);
    return payload;
  };

  it('bookerId, userLevel and carOwnEnterprise are the session’s, whatever the client sent', async () => {
    const created = await booker.call('POST', '/own/order', {
      body: ownCar((p) => {
        p.bookerId = 'u-1001-900';
        p.userLevel = 9;
        p.carOwnEnterprise = null;
      }),
    });
    expect(created.envelope.isSuccess).toBe(true);
    const { orderId } = created.envelope.result as { orderId: string };
    const detail = (await booker.call('GET', '/own/order/Detail', { params: { orderId } })).envelope.result as OwnCarOrderDetail;
    expect([detail.bookerId, detail.userLevel, detail.enterpriseId, detail.carOwnEnterprise]).toEqual([
      SESSION_USER.userId,
      SESSION_USER.priority,
      SESSION_USER.enterpriseId,
      SESSION_USER.enterpriseId,
    ]);
  });

  it('an order for another enterprise, or with another enterprise’s car, is refused with 403 and nothing is stored', async () => {
    await expectRefused('/own/order', ownCar((p) => void (p.enterpriseId = 2002)), 403, 403, '无权为其他企业预订');
    await expectRefused('/own/order', ownCar((p) => void (p.carOwnEnterprise = 2002)), 403, 403, '无权为其他企业预订');
  });
});
