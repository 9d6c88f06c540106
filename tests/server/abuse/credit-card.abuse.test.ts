/**
 * The credit card an order pays with is one of the session user's bound cards, taken from the
 * server's record (issue 22, pay lane, docs/security.md 16): a body naming another user's card, or
 * a card id that does not exist, is refused with 20300081 and nothing is stored; the numbers the
 * body carries are not stored, the server's are; an order that does not pay by card keeps none.
 * Paying by credit card or by gift e-card without choosing one is refused by the booking step's
 * required check, as the page refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, PaymentType, type SpecialCarOrderDetail } from '../../../rules/index.ts';
import { OTHER_ENTERPRISE_BOOKER, signedInClient, startTestServer, type TestClient, type TestServer } from '../client.ts';
import { zhongyuanSpecialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

const CREDIT_CARD_NOT_USABLE = 20300081;
const CREDIT_CARD_NOT_USABLE_TEXT = '所选信用卡不存在或不可用，请重新选择';
/** 刘洋's own card, as the server holds it (db/seed/reference.json). */
const OWN_CARD = { bindingCreditCardId: 'CC-2002-010-1', cardNumber: '622202******0010', cardType: 1, vipCardId: '' };

let t: TestServer;
let booker: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  booker = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
});
afterAll(() => t.stop());

const soon = () => formatBoardingTime(Date.now() + 3 * 3600_000);

async function create(paymentType: number, creditCard: typeof OWN_CARD | null) {
  const before = orderCount(t);
  const { status, envelope } = await booker.call('POST', '/CsOrder/Create', { body: zhongyuanSpecialCarPayload({ travelDateTime: soon(), paymentType, creditCard }) });
  const orderId = (envelope.result as { orderId?: string } | null)?.orderId;
  const detail = orderId ? ((await booker.call('GET', '/CsOrder/Detail', { params: { orderId } })).envelope.result as SpecialCarOrderDetail) : null;
  return { answer: { status, isSuccess: envelope.isSuccess, errorCode: envelope.errorCode, message: envelope.message }, stored: orderCount(t) - before, card: detail?.creditCard ?? null };
}

const refusal = { answer: { status: 200, isSuccess: false, errorCode: CREDIT_CARD_NOT_USABLE, message: CREDIT_CARD_NOT_USABLE_TEXT }, stored: 0, card: null };

describe('the credit card is one of the session user’s bound cards', () => {
  it("another user's card (王小明's CC-1001-101-1) is refused and nothing is stored", async () => {
    expect(await create(PaymentType.CREDIT_CARD.value, { ...OWN_CARD, bindingCreditCardId: 'CC-1001-101-1', cardNumber: '622588******1234' })).toEqual(refusal);
  });

  it('a card id that does not exist is refused', async () => {
    expect(await create(PaymentType.CREDIT_CARD.value, { ...OWN_CARD, bindingCreditCardId: 'CC-FORGED' })).toEqual(refusal);
  });

  it("the booker's own card is stored with the server's numbers, not the body's", async () => {
    const { answer, stored, card } = await create(PaymentType.CREDIT_CARD.value, { ...OWN_CARD, cardNumber: '4111111111111111', cardType: 9 });
    expect({ isSuccess: answer.isSuccess, stored, card }).toEqual({ isSuccess: true, stored: 1, card: OWN_CARD });
  });

  it('an order that does not pay by credit card keeps no card', async () => {
    const { answer, card } = await create(PaymentType.BALANCE.value, OWN_CARD);
    expect({ isSuccess: answer.isSuccess, card }).toEqual({ isSuccess: true, card: null });
  });

  it('paying by 礼品E卡 without a gift card says the gift card is missing', async () => {
    const before = orderCount(t);
    const { envelope } = await booker.call('POST', '/CsOrder/Create', { body: zhongyuanSpecialCarPayload({ travelDateTime: soon(), paymentType: PaymentType.GIFT_CARD.value, ECardList: [] }) });
    expect({ isSuccess: envelope.isSuccess, message: envelope.message, stored: orderCount(t) - before }).toEqual({ isSuccess: false, message: '礼品E卡为必填项', stored: 0 });
    // With one of his usable cards it is taken.
    const paid = await booker.call('POST', '/CsOrder/Create', { body: zhongyuanSpecialCarPayload({ travelDateTime: soon(), paymentType: PaymentType.GIFT_CARD.value, ECardList: ['GC-2002-0001'] }) });
    expect(paid.envelope.isSuccess).toBe(true);
  });

  it('paying by credit card without a card says the card is missing', async () => {
    const { answer, stored } = await create(PaymentType.CREDIT_CARD.value, null);
    expect({ isSuccess: answer.isSuccess, message: answer.message, stored }).toEqual({ isSuccess: false, message: '信用卡为必填项', stored: 0 });
  });
});
