// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { bundleAnswers, sampleBundle } from '../../../../tests/support/booking-answers.ts';
import { httpError, ok } from '../../../../tests/support/fake-transport.ts';
import type { FakeAnswer } from '../../../../tests/support/fake-transport.ts';
import { renderPortal, signedInAnswers } from '../../../../tests/support/portal.tsx';
import { ownCarForm, ownCarPayload } from '../../../../tests/server/payloads.ts';
import { endpoints } from '../../../shared/index.ts';
import type { OwnCarMessage } from '../../../shared/index.ts';
import { ownCarStepOf } from './own-car-booking-form.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The first render loads the lazy page and its queries; a loaded machine may take more than the default second. */
const SLOW = { timeout: 10_000 };

const trip = ownCarForm();
const FREE = '沪A·D1234';
const BOOKED = '沪B·B0001';

function car(carLicense: string, carTypeDesc: string): OwnCarMessage {
  return {
    enterpriseId: 1001,
    carLicense,
    carType: 2,
    carTypeDesc,
    color: '白色',
    colorId: 1,
    purchaseDate: '2024-01-01',
    carOwnership: 1, seats: 4,
    isDeleted: 0,
    creationTime: '2024-01-01 00:00',
    lastModificationTime: '2024-01-01 00:00',
  };
}

function answers(extra: Record<string, FakeAnswer> = {}): Record<string, FakeAnswer> {
  return {
    ...signedInAnswers(),
    ...bundleAnswers(sampleBundle()),
    // The cost centres with their approvers: D3's default source 3, which the form waits for.
    [endpoints.csAccount.costCenter.path]: () => ok([]),
    [endpoints.ownOrder.detail.path]: () =>
      ok({ ...ownCarPayload(), auditorName: '', auditorEmail: '', auditorPhoneNumber: '', orderId: 'O-1', status: 1, statusName: '待审批', price: null, createdAt: 1, updatedAt: 1 }),
    [endpoints.ownOrder.isCanUpdate.path]: () => ok(true),
    [endpoints.ownCar.byEnterpriseId.path]: () => ok([car(FREE, '商务车'), car(BOOKED, '轿车')]),
    // The second car is booked over the whole trip.
    [endpoints.ownCar.serviceTimes.path]: () =>
      ok([
        { carLicense: FREE, bookedTimes: [] },
        { carLicense: BOOKED, bookedTimes: [{ fromTime: trip.fromTime, toTime: trip.toTime, reason: '已被预订' }] },
      ]),
    // No restricted day: the fleet takes a car's restricted days like its bookings (rules/trip/car-availability.ts).
    [endpoints.ownCar.restrictedDate.path]: () => ok([]),
    [endpoints.ownOrder.update.path]: () => ok({ orderId: 'O-1' }),
    ...extra,
  };
}

const currentStep = () => within(screen.getByRole('list', { name: '步骤' })).getByText((_, el) => el?.getAttribute('aria-current') === 'step').textContent;

describe('the own-car form steps (spec §3 "Own-car flow state")', () => {
  it('each machine state shows one of the four steps', () => {
    expect(ownCarStepOf('trip')).toBe('trip');
    expect(ownCarStepOf({ car: 'loading' })).toBe('car');
    expect(ownCarStepOf('carMessage')).toBe('carMessage');
    for (const state of ['confirming', 'submitting', 'failed', 'done']) expect(ownCarStepOf(state)).toBe('confirming');
  });

  it('a new booking stays on the trip step and says what is missing', async () => {
    const { transport } = renderPortal('/EnterpriseService/OwnCar', answers());
    await screen.findByRole('list', { name: '步骤' }, SLOW);
    expect(currentStep()).toBe('1. 行程');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByText(/^请先填写：/)).textContent).toContain('结束时间');
    expect(currentStep()).toBe('1. 行程');
    expect(transport.callsTo(endpoints.ownCar.serviceTimes.path)).toHaveLength(0);
  });

  it('says in Chinese what it could not get when the cost centres (D3 default source 3) fail, instead of opening half-filled', async () => {
    renderPortal('/EnterpriseService/OwnCar', answers({ [endpoints.csAccount.costCenter.path]: () => httpError(503, '服务暂时不可用', endpoints.csAccount.costCenter) }));
    expect((await screen.findByText(/^暂时无法获取预订所需信息/, {}, SLOW)).textContent).toBe('暂时无法获取预订所需信息：服务暂时不可用');
  });

  it('an update goes trip → car (a booked car cannot be chosen) → car message → confirmation → the update call', async () => {
    const { transport } = renderPortal('/EnterpriseService/OwnCar?mode=u&orderId=O-1', answers());
    await screen.findByRole('list', { name: '步骤' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));

    const booked = await screen.findByRole('radio', { name: new RegExp(BOOKED) }, SLOW);
    expect(currentStep()).toBe('2. 选择车辆');
    expect((booked as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/^所选时间已被预订/)).toBeTruthy();
    const free = screen.getByRole('radio', { name: new RegExp(FREE) }) as HTMLInputElement;
    expect(free.disabled).toBe(false);
    expect(transport.callsTo(endpoints.ownCar.serviceTimes.path)[0]!.options.body).toEqual({ fromTime: trip.fromTime, toTime: trip.toTime, exceptOrderId: 'O-1' });
    fireEvent.click(free);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));

    await screen.findByText('车牌号', {}, SLOW);
    expect(currentStep()).toBe('3. 车辆信息');
    expect(screen.getByText('商务车')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));

    const submit = await screen.findByRole('button', { name: '提交修改' }, SLOW);
    expect(currentStep()).toBe('4. 确认订单');
    fireEvent.click(submit);
    await waitFor(() => expect(transport.callsTo(endpoints.ownOrder.update.path)).toHaveLength(1), SLOW);
    const call = transport.callsTo(endpoints.ownOrder.update.path)[0]!;
    expect(call.options.query).toEqual({ orderId: 'O-1' });
    expect(call.options.body).toMatchObject({ carLicense: FREE, boardingTime: trip.fromTime, dropOffTime: trip.toTime, enterpriseId: 1001 });
  });

  it('an update keeps its own car: the time the order itself holds does not make its car booked', async () => {
    const ownTime = { fromTime: trip.fromTime, toTime: trip.toTime, reason: '已被预订' };
    // The server leaves the order being updated out by its id (exceptOrderId), as its update check does.
    const { transport } = renderPortal(
      '/EnterpriseService/OwnCar?mode=u&orderId=O-1',
      answers({
        [endpoints.ownCar.serviceTimes.path]: (options) =>
          ok([
            { carLicense: FREE, bookedTimes: (options.body as { exceptOrderId?: string }).exceptOrderId === 'O-1' ? [] : [ownTime] },
            { carLicense: BOOKED, bookedTimes: [ownTime] },
          ]),
      }),
    );
    await screen.findByRole('list', { name: '步骤' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const own = (await screen.findByRole('radio', { name: new RegExp(FREE) }, SLOW)) as HTMLInputElement;
    // The order's car (沪A·D1234 in the payload) stays free for it and stays chosen; another car booked then does not.
    expect(own.disabled).toBe(false);
    expect(own.checked).toBe(true);
    expect((screen.getByRole('radio', { name: new RegExp(BOOKED) }) as HTMLInputElement).disabled).toBe(true);
    expect(transport.callsTo(endpoints.ownCar.serviceTimes.path)).toHaveLength(1);
    expect(transport.callsTo(endpoints.ownCar.serviceTimes.path)[0]!.options.body).toMatchObject({ exceptOrderId: 'O-1' });
  });

  it('a new order is blocked by every booked time, its own car included', async () => {
    renderPortal(
      '/EnterpriseService/OwnCar?mode=a&orderId=O-1',
      answers({
        [endpoints.ownCar.serviceTimes.path]: () => ok([{ carLicense: FREE, bookedTimes: [{ fromTime: '2000-01-01 00:00', toTime: '2100-01-01 00:00', reason: '已被预订' }] }]),
      }),
    );
    await screen.findByRole('list', { name: '步骤' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const car = (await screen.findByRole('radio', { name: new RegExp(FREE) }, SLOW)) as HTMLInputElement;
    expect(car.disabled).toBe(true);
  });
});
