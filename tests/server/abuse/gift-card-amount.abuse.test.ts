/**
 * The gift-card amount an order pays (spec §3 `payTypes[].payAmount`, payment type 23 礼品E卡) is
 * the server's (issue 22, pay2 lane, item 2): the balances of the chosen cards as the server holds
 * them, capped at the server's price of the order (`giftCardAmount`, rules/payment), whatever
 * amount the body names; an order paying otherwise pays nothing by card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, PaymentType, type SpecialCarOrderDetail } from '../../../rules/index.ts';
import { OTHER_ENTERPRISE_BOOKER, signedInClient, startTestServer, type TestClient, type TestServer } from '../client.ts';
import { zhongyuanSpecialCarPayload } from '../payloads.ts';

/** 刘洋's card as the server holds it (db/seed/reference.json): 中元员工关怀E卡, ¥500. */
const OWN_GIFT_CARD = { id: 'GC-2002-0001', balance: 500 };

let t: TestServer;
let booker: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  booker = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
});
afterAll(() => t.stop());

const soon = () => formatBoardingTime(Date.now() + 3 * 3600_000);

/** Creates 刘洋's order paying by `paymentType` with his card ticked and the body's `payAmount`; the stored detail. */
async function create(paymentType: number, payAmount: number) {
  const body = zhongyuanSpecialCarPayload({ travelDateTime: soon(), paymentType, ECardList: [OWN_GIFT_CARD.id], ECardAmount: payAmount });
  const { envelope } = await booker.call('POST', '/CsOrder/Create', { body });
  expect(envelope.isSuccess).toBe(true);
  const orderId = (envelope.result as { orderId: string }).orderId;
  return (await booker.call('GET', '/CsOrder/Detail', { params: { orderId } })).envelope.result as SpecialCarOrderDetail & { price: number | null };
}

describe('the gift-card amount is the server’s', () => {
  it('a body naming ¥99,999 by card stores the card’s ¥500 capped at the order’s price', async () => {
    const detail = await create(PaymentType.GIFT_CARD.value, 99_999);
    expect(detail.price).not.toBeNull();
    expect(detail.payTypes.map((pay) => pay.payAmount)).toEqual([Math.min(OWN_GIFT_CARD.balance, detail.price!)]);
  });

  it('a body naming ¥0 by card still stores what the card pays', async () => {
    const detail = await create(PaymentType.GIFT_CARD.value, 0);
    expect(detail.payTypes[0]!.payAmount).toBeGreaterThan(0);
    expect(detail.payTypes[0]!.payAmount).toBe(Math.min(OWN_GIFT_CARD.balance, detail.price!));
  });

  it('an order paying by 余额 pays nothing by card, whatever amount the body names', async () => {
    const detail = await create(PaymentType.BALANCE.value, 300);
    expect(detail.payTypes[0]!.payAmount).toBe(0);
  });
});
