/**
 * D5 price pictures (issue 22, pay lane): whether an order is quoted by a price picture is the
 * server's (`quotedPicturePriceUrl`: a picture-priced trip type of a level the enterprise offers),
 * never the body's `orderQuotationPriceType`. A booker who says "no picture" for a full-day hire
 * does not get back the payment types the picture takes away, and one who says "picture" for a
 * one-way trip does not store a picture quotation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoardingTime, OrderQuotationPriceType, PAYMENT_NOT_OFFERED, PaymentType, ServiceType, type SpecialCarOrderDetail, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import { DEMO_BOOKER, OTHER_ENTERPRISE_BOOKER, signedInClient, startTestServer, type TestClient, type TestServer } from '../client.ts';
import { specialCarPayload, zhongyuanSpecialCarPayload } from '../payloads.ts';
import { orderCount } from './support.ts';

const PAYMENT_NOT_OFFERED_CODE = 20300005;

let t: TestServer;
let huaxin: TestClient;
let zhongyuan: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  huaxin = await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
  zhongyuan = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
});
afterAll(() => t.stop());

const soon = () => formatBoardingTime(Date.now() + 3 * 3600_000);

/** 刘洋 of 中元能源 books a full-day hire, paying with `paymentType`, saying the quotation is `quotation`. */
function zhongyuanFullDay(paymentType: number, quotation: number): SpecialCarOrderPayload {
  const payload = zhongyuanSpecialCarPayload({ tripType: ServiceType.FULL_DAY.value, travelDateTime: soon(), paymentType });
  payload.baseData.orderQuotationPriceType = quotation;
  return payload;
}

describe('the price picture is the server\'s quotation (D5)', () => {
  it('a full-day hire said to be quoted normally still keeps only the first payment type', async () => {
    const before = orderCount(t);
    const { status, envelope } = await zhongyuan.call('POST', '/CsOrder/Create', { body: zhongyuanFullDay(PaymentType.BALANCE.value, OrderQuotationPriceType.NORMAL) });
    expect({ status, isSuccess: envelope.isSuccess, errorCode: envelope.errorCode, message: envelope.message }).toEqual({ status: 200, isSuccess: false, errorCode: PAYMENT_NOT_OFFERED_CODE, message: PAYMENT_NOT_OFFERED.message });
    expect(orderCount(t)).toBe(before);
  });

  it('the same hire paid with the first offered type is stored as quoted by picture', async () => {
    const created = await zhongyuan.call('POST', '/CsOrder/Create', { body: zhongyuanFullDay(PaymentType.ENTERPRISE_BALANCE.value, OrderQuotationPriceType.NORMAL) });
    expect(created.envelope.isSuccess).toBe(true);
    const orderId = (created.envelope.result as { orderId: string }).orderId;
    const detail = (await zhongyuan.call('GET', '/CsOrder/Detail', { params: { orderId } })).envelope.result as SpecialCarOrderDetail;
    expect(detail.baseData.orderQuotationPriceType).toBe(OrderQuotationPriceType.PICTURE);
  });

  it('a one-way trip said to be quoted by picture is stored as quoted normally', async () => {
    const payload = specialCarPayload({ travelDateTime: soon() });
    payload.baseData.orderQuotationPriceType = OrderQuotationPriceType.PICTURE;
    const created = await huaxin.call('POST', '/CsOrder/Create', { body: payload });
    expect(created.envelope.isSuccess).toBe(true);
    const orderId = (created.envelope.result as { orderId: string }).orderId;
    const detail = (await huaxin.call('GET', '/CsOrder/Detail', { params: { orderId } })).envelope.result as SpecialCarOrderDetail;
    expect(detail.baseData.orderQuotationPriceType).toBe(OrderQuotationPriceType.NORMAL);
  });
});
