/**
 * Issue 22 §1 "a label is declared once": a booking field the server names (a gate's 请先填写X, a
 * 400 naming a parameter, the approver's summary of an order) is named by its title on the
 * booking form of that kind (rules/compile/field-labels.ts), the name the booker reads over the
 * field, never by a second spelling in the server (src/server/messages.ts `BOOKING_PARAMS`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStep, labelAt, newBookingData } from '../../rules/index.ts';
import { BOOKING_PARAMS, PARAM_LABELS } from '../../src/server/messages.ts';
import { endpoints } from '../../src/shared/index.ts';
import { booking } from '../support/booking-flows.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { specialCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const NOW = Date.parse('2026-11-23T05:00:00Z');

describe('the server names a booking field as the booking form of its kind does', () => {
  it('every booking parameter a 400 names is named by the compiled form’s label of that field', () => {
    for (const [name, [kind, pointer]] of Object.entries(BOOKING_PARAMS)) {
      const form = bookingStep(booking.bundle, booking.context, { kind, from: 'opened' }, newBookingData(kind, booking.bundle, booking.context, NOW)).form;
      expect([name, PARAM_LABELS[name]]).toEqual([name, labelAt(form.schema, pointer)]);
    }
  });

  it('an estimate without a service type says 请先填写服务类型, the special car form’s name of the trip type', async () => {
    const payload = specialCarPayload();
    const body = { ...payload, baseData: { ...payload.baseData, tripType: undefined } };
    const { status, envelope } = await booker.call(endpoints.csOrder.estimatePrice, { body });
    expect([status, envelope.isSuccess, envelope.message]).toEqual([200, false, '请先填写服务类型']);
  });

  it('a picture price asked without a car level names 车型等级 (the form’s title), not another word', async () => {
    const { status, envelope } = await booker.call(endpoints.csOrder.picturePrice, { body: { tripType: 1 } });
    expect([status, envelope.message]).toEqual([400, '请求缺少车型等级，请刷新页面后重试']);
  });
});
