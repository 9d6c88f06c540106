/**
 * An own-car order on a booked car is refused (spec §3 "Own-car flow state", issue 8 "cars and
 * licences with their booked times respected"; docs/server.md "Own cars and their booked times"):
 * the server asks rules/trip/car-availability.ts with the enterprise's fleet and the times each car
 * is taken (its other orders with their allowances, the seeded busy times), over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_ALREADY_BOOKED, CAR_NOT_CHOSEN, formatBoardingTime, OrderStatus, type OwnCarForm } from '../../rules/index.ts';
import { endpoints } from '../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { ownCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const HOUR = 3600_000;
const CAR_BOOKED = 20300011;
/** A China date some days ahead (always after the server's now). */
const day = (offset: number) => formatBoardingTime(Date.now() + offset * 24 * HOUR).slice(0, 10);

/** An own-car booking of `car` on `date` from `from` to `to` (HH:mm), same city, under four hours. */
const trip = (car: string, date: string, from: string, to: string, more: Partial<OwnCarForm> = {}) =>
  ownCarPayload({ carLicense: car, fromTime: `${date} ${from}`, toTime: `${date} ${to}`, ...more });

const create = (body: unknown) => booker.call(endpoints.ownOrder.create, { body });
const ordersOf = async (car: string) => {
  const list = await booker.call(endpoints.ownOrder.list, { body: { pageSize: 9999 } });
  return list.envelope.result!.items.filter((item) => item.carLicense === car && item.status !== OrderStatus.CANCELLED.value);
};

describe('a car booked over the order’s time is refused', () => {
  it('an order overlapping another order of the same car: 422, the rule message, nothing stored', async () => {
    const date = day(10);
    const first = await create(trip('沪A·D1234', date, '09:00', '11:00'));
    expect(first.envelope.isSuccess, first.envelope.message).toBe(true);
    const before = (await ordersOf('沪A·D1234')).length;
    const second = await create(trip('沪A·D1234', date, '10:00', '12:00'));
    expect(second.status).toBe(422);
    expect(second.envelope).toEqual({ isSuccess: false, errorCode: CAR_BOOKED, message: CAR_ALREADY_BOOKED.message, result: null });
    expect((await ordersOf('沪A·D1234')).length).toBe(before);
    expect(t.logs.some((line) => line.startsWith('[422] 自有车订单 沪A·D1234') && line.includes(CAR_ALREADY_BOOKED.messageEn))).toBe(true);
  });

  it('another car at the same time, and the same car when the first trip has ended (touching ends), are accepted', async () => {
    const date = day(11);
    expect((await create(trip('沪A·D1234', date, '09:00', '11:00'))).envelope.isSuccess).toBe(true);
    const other = await create(trip('浙A·F9001', date, '09:00', '11:00'));
    expect(other.envelope.isSuccess, other.envelope.message).toBe(true);
    const next = await create(trip('沪A·D1234', date, '11:00', '13:00'));
    expect(next.envelope.isSuccess, next.envelope.message).toBe(true);
  });

  it('the allowances hold the car too: beforeAllow reaching back into an earlier trip is refused', async () => {
    const date = day(12);
    expect((await create(trip('沪A·D1234', date, '09:00', '11:00'))).envelope.isSuccess).toBe(true);
    const early = await create(trip('沪A·D1234', date, '11:30', '13:00', { beforeAllow: 45 }));
    expect([early.status, early.envelope.errorCode]).toEqual([422, CAR_BOOKED]);
    const late = await create(trip('沪A·D1234', date, '07:00', '08:30', { afterAllow: 31 }));
    expect([late.status, late.envelope.errorCode]).toEqual([422, CAR_BOOKED]);
    const clear = await create(trip('沪A·D1234', date, '11:30', '13:00', { beforeAllow: 30 }));
    expect(clear.envelope.isSuccess, clear.envelope.message).toBe(true);
  });

  it('a seeded busy time of the car refuses it (沪A·D1234 is taken tomorrow 09:00–12:00)', async () => {
    const refused = await create(trip('沪A·D1234', day(1), '10:00', '11:00'));
    expect([refused.status, refused.envelope.errorCode, refused.envelope.message]).toEqual([422, CAR_BOOKED, CAR_ALREADY_BOOKED.message]);
  });

  it('a cancelled order frees its car', async () => {
    const date = day(13);
    const first = await create(trip('沪A·D1234', date, '09:00', '11:00'));
    expect((await create(trip('沪A·D1234', date, '09:00', '11:00'))).status).toBe(422);
    const cancelled = await booker.call(endpoints.ownOrder.cancel, { params: { orderId: first.envelope.result!.orderId } });
    expect(cancelled.envelope.isSuccess).toBe(true);
    const again = await create(trip('沪A·D1234', date, '09:00', '11:00'));
    expect(again.envelope.isSuccess, again.envelope.message).toBe(true);
  });

  it('an order without a car is refused with 请选择车辆', async () => {
    const { status, envelope } = await create(trip('', day(14), '09:00', '11:00'));
    expect([status, envelope.message]).toEqual([422, CAR_NOT_CHOSEN.message]);
    expect(envelope.isSuccess).toBe(false);
  });
});

describe('an update', () => {
  it('does not block itself: the same order may move within its own time or keep it', async () => {
    const date = day(15);
    const created = await create(trip('沪A·D1234', date, '09:00', '11:00'));
    const orderId = created.envelope.result!.orderId;
    const same = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: trip('沪A·D1234', date, '09:00', '11:00', { comments: '提前到达' }) });
    expect(same.envelope.isSuccess, same.envelope.message).toBe(true);
    const moved = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: trip('沪A·D1234', date, '10:00', '12:00') });
    expect(moved.envelope.isSuccess, moved.envelope.message).toBe(true);
  });

  it('onto another order’s time of the same car is refused, and the order keeps its stored time', async () => {
    const date = day(16);
    expect((await create(trip('沪A·D1234', date, '09:00', '11:00'))).envelope.isSuccess).toBe(true);
    const mine = await create(trip('沪A·D1234', date, '14:00', '16:00'));
    const orderId = mine.envelope.result!.orderId;
    const onto = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: trip('沪A·D1234', date, '10:00', '12:00') });
    expect([onto.status, onto.envelope.errorCode]).toEqual([422, CAR_BOOKED]);
    const detail = await booker.call(endpoints.ownOrder.detail, { params: { orderId } });
    expect(detail.envelope.result!.boardingTime).toBe(`${date} 14:00`);
  });
});
