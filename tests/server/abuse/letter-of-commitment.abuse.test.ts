/**
 * The letter of commitment (issue 22, pay2 lane, item 1; docs/rules.md "Letter of commitment",
 * docs/security.md 20): `POST /csorder/letterOfCommitment` answers the session's enterprise's letter
 * (the body is checked against schemas/letter-of-commitment-request.schema.json, and names no
 * enterprise); an order paying by 挂账 at an enterprise with a letter is refused until the booker
 * agreed to it (the booking step's field check, as on the page); an order naming a letter that is
 * not the booker's enterprise's is refused and nothing is stored; the stored letter is the server's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, PaymentType, type SpecialCarOrderDetail, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import { DEMO_BOOKER, signedInClient, startTestServer, type TestClient, type TestServer } from '../client.ts';
import { specialCarPayload, tianfuSpecialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

const TIANFU_BOOKER = { phoneNumber: '13800000006', password: 'Demo@2026' } as const;
const LETTER_ID = 'LC-6006-2026';
const LETTER_NOT_OURS = { errorCode: 20300090, message: '所选用车承诺函不是本企业的，请重新阅读并同意本企业的承诺函' };
const LETTER_NOT_AGREED = { errorCode: 20300091, message: '请阅读并勾选同意用车承诺函' };

let t: TestServer;
let tianfu: TestClient;
let huaxin: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  tianfu = await signedInClient(t, TIANFU_BOOKER.phoneNumber, TIANFU_BOOKER.password);
  huaxin = await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
});
afterAll(() => t.stop());

const soon = () => formatBoardingTime(Date.now() + 3 * 3600_000);

async function create(client: TestClient, payload: SpecialCarOrderPayload) {
  const before = orderCount(t);
  const { status, envelope } = await client.call('POST', '/CsOrder/Create', { body: payload });
  const orderId = (envelope.result as { orderId?: string } | null)?.orderId;
  const detail = orderId ? ((await client.call('GET', '/CsOrder/Detail', { params: { orderId } })).envelope.result as SpecialCarOrderDetail) : null;
  return { answer: { status, isSuccess: envelope.isSuccess, errorCode: envelope.errorCode, message: envelope.message }, stored: orderCount(t) - before, detail };
}

const refusal = (error: { errorCode: number; message: string }) => ({ answer: { status: 200, isSuccess: false, ...error }, stored: 0, detail: null });

describe('POST /csorder/letterOfCommitment answers the session’s enterprise’s letter', () => {
  it('天府银行’s booker reads its letter; paying by 挂账 asks for it, by 信用卡 not', async () => {
    const letter = (await tianfu.call('POST', '/csorder/letterOfCommitment', { body: {} })).envelope.result as { letter: { letterOfCommitmentId: string; title: string; content: string } | null };
    expect(letter.letter).toMatchObject({ letterOfCommitmentId: LETTER_ID, title: '天府银行挂账用车承诺函' });
    expect(letter.letter!.content).toContain('按月统一结算');
    const checkout = await tianfu.call('POST', '/csorder/letterOfCommitment', { body: { paymentType: PaymentType.CHECKOUT.value } });
    expect((checkout.envelope.result as { letter: { letterOfCommitmentId: string } }).letter.letterOfCommitmentId).toBe(LETTER_ID);
    const card = await tianfu.call('POST', '/csorder/letterOfCommitment', { body: { paymentType: PaymentType.CREDIT_CARD.value } });
    expect(card.envelope.result).toEqual({ letter: null });
  });

  it('another enterprise’s booker gets none: the enterprise is the session’s', async () => {
    expect((await huaxin.call('POST', '/csorder/letterOfCommitment', { body: { paymentType: 4 } })).envelope.result).toEqual({ letter: null });
  });

  it('a body naming an enterprise, or a payment type that is no number, is refused at the boundary (422)', async () => {
    for (const body of [{ enterpriseId: 6006 }, { paymentType: '4' }, { paymentType: 4.5 }, [4]]) {
      const { status, envelope } = await huaxin.call('POST', '/csorder/letterOfCommitment', { body });
      expect({ status, isSuccess: envelope.isSuccess }).toEqual({ status: 422, isSuccess: false });
      expect(envelope.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('an order paying by 挂账 carries the booker’s agreement to the enterprise’s letter', () => {
  it('not agreed: refused with the step’s sentence, nothing stored', async () => {
    expect(await create(tianfu, tianfuSpecialCarPayload({ travelDateTime: soon(), isAgreeLetterOfCommitment: false }))).toEqual(refusal(LETTER_NOT_AGREED));
  });

  it('a letter id that is not 天府银行’s: refused, nothing stored', async () => {
    expect(await create(tianfu, tianfuSpecialCarPayload({ travelDateTime: soon() }, 'LC-FORGED'))).toEqual(refusal(LETTER_NOT_OURS));
  });

  it('天府银行’s letter named by 上海华信’s booker: refused, nothing stored', async () => {
    const payload = { ...specialCarPayload({ travelDateTime: soon() }), letterOfCommitment: { letterOfCommitmentId: LETTER_ID } };
    expect(await create(huaxin, payload)).toEqual(refusal(LETTER_NOT_OURS));
  });

  it('agreed: stored, and the detail says which letter was agreed to', async () => {
    const { answer, stored, detail } = await create(tianfu, tianfuSpecialCarPayload({ travelDateTime: soon() }));
    expect({ isSuccess: answer.isSuccess, stored }).toEqual({ isSuccess: true, stored: 1 });
    expect(detail!.letterOfCommitment).toEqual({ letterOfCommitmentId: LETTER_ID });
    expect(detail!.orderExtraDetail).toEqual({ letterOfCommitmentId: LETTER_ID, isAgreeLetterOfCommitment: true });
  });

  it('an enterprise with no letter on file (上海华信) books 挂账 as before, and its order names no letter', async () => {
    const { answer, detail } = await create(huaxin, specialCarPayload({ travelDateTime: soon(), paymentType: PaymentType.CHECKOUT.value }));
    expect(answer.isSuccess).toBe(true);
    expect(detail!.orderExtraDetail).toEqual({ letterOfCommitmentId: null, isAgreeLetterOfCommitment: false });
  });
});
