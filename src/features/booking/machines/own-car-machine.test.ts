import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { OwnCarBookingData } from '../../../../rules/compile/contract.ts';
import { CAR_ALREADY_BOOKED } from '../../../../rules/trip/car-availability.ts';
import { blankOwnCarData, booking, fleet, readyOwnCarTrip } from '../../../../tests/support/booking-flows.ts';
import {
  ownCarMachine,
  type FleetCar,
  type LoadCarsInput,
  type OwnCarEvent,
  type OwnCarMachineInput,
  type SubmitOwnCarInput,
} from './own-car-machine.ts';
import type { SubmitOutput } from './special-car-machine.ts';

type Snapshot = ReturnType<typeof initialTransition<typeof ownCarMachine>>[0];

const start = (input: Partial<OwnCarMachineInput> = {}) =>
  initialTransition(ownCarMachine, { data: readyOwnCarTrip(), ...booking, ...input })[0];
const send = (snapshot: Snapshot, ...events: OwnCarEvent[]) => events.reduce((s, event) => transition(ownCarMachine, s, event)[0], snapshot);
const answer = (snapshot: Snapshot, id: 'loadCars' | 'submit', output: unknown) =>
  transition(ownCarMachine, snapshot, { type: `xstate.done.actor.${id}`, output } as never)[0];
const failure = (snapshot: Snapshot, id: 'loadCars' | 'submit', error: unknown) =>
  transition(ownCarMachine, snapshot, { type: `xstate.error.actor.${id}`, error } as never)[0];
const edit = (snapshot: Snapshot, change: Partial<OwnCarBookingData>): Snapshot =>
  send(snapshot, { type: 'form.changed', data: { ...snapshot.context.data, ...change } });

// The trip: 2026-11-23 14:00-17:00. 沪A10001 is booked 15:00-18:00 that day; 沪A10002 is free.
const choosing = () => answer(send(start(), { type: 'step.next' }), 'loadCars', fleet);
const withCar = () => send(choosing(), { type: 'car.chosen', carLicense: '沪A10002' });
const carMessage = () => send(withCar(), { type: 'step.next' });
const confirming = () => send(carMessage(), { type: 'step.next' });
const submitting = () => send(confirming(), { type: 'submit.confirmed' });

describe('the own-car machine: the trip step', () => {
  it('starts on the trip with no fleet, no confirmation and no order id for a new order', () => {
    const snapshot = start({ orderId: 'OC9' });
    expect(snapshot.value).toBe('trip');
    expect(snapshot.context).toMatchObject({ mode: 'new', orderId: null, fleet: null, confirmation: null });
  });

  it('next is refused while times or addresses are missing, and says what is missing', () => {
    const refused = send(start({ data: blankOwnCarData() }), { type: 'step.next' });
    expect(refused.value).toBe('trip');
    const missing = refused.context.refusal.filter((e) => e.code === 'input.missing');
    expect(missing.map((e) => e.field)).toEqual(['toTime', 'pickUp.city', 'pickUp.address', 'dropOff.city', 'dropOff.address']);
    expect(refused.context.refusal.map((e) => e.code)).toContain('trip.typeMissing');
  });

  it('next is refused when the end is not after the start, with the rule message at /toTime', () => {
    const refused = send(start({ data: readyOwnCarTrip({ toTime: '2026-11-23 13:00' }) }), { type: 'step.next' });
    expect(refused.value).toBe('trip');
    expect(refused.context.errors).toEqual([expect.objectContaining({ code: 'time.endNotAfterStart', path: '/toTime' })]);
  });

  it('the holiday region type needs the permission', () => {
    const refused = send(start({ data: readyOwnCarTrip({ tripType: 4 }) }), { type: 'step.next' });
    expect(refused.context.errors.map((e) => e.path)).toEqual(['/tripType']);
  });

  it('leaving 行程 draws its own fields’ errors, not those of 车辆信息: a required 用车说明 is flagged there, when the booker leaves it (issue 22 §2)', () => {
    // Five hours: 用车说明 (103) is required from four on, and is asked on 车辆信息.
    const fiveHours = { toTime: '2026-11-23 19:00' };
    const atCar = answer(send(start({ data: readyOwnCarTrip(fiveHours) }), { type: 'step.next' }), 'loadCars', fleet);
    expect(atCar.context.step.blockers.confirm.map((e) => e.message)).toContain('用车说明为必填项');
    expect(atCar.context.errors.map((e) => e.message)).not.toContain('用车说明为必填项');
    const arrived = send(atCar, { type: 'car.chosen', carLicense: '沪A10002' }, { type: 'step.next' });
    expect(arrived.value).toBe('carMessage');
    expect(arrived.context.errors.map((e) => e.message)).not.toContain('用车说明为必填项');
    const refused = send(arrived, { type: 'step.next' });
    expect(refused.value).toBe('carMessage');
    expect(refused.context.errors).toContainEqual(expect.objectContaining({ path: '/specialConfig/103', message: '用车说明为必填项' }));
  });

  it('a trip field refused after 行程 (an end no longer after the start) sends the booker back to 行程, where it is drawn', () => {
    const back = send(edit(carMessage(), { afterAllow: 0 }), { type: 'form.changed', data: { ...carMessage().context.data, toTime: '2026-11-23 13:00' } });
    // A change of the times goes back to 行程 by itself; the step's gate then names the field there.
    expect(back.value).toBe('trip');
    const refused = send(back, { type: 'step.next' });
    expect(refused.value).toBe('trip');
    expect(refused.context.errors).toContainEqual(expect.objectContaining({ path: '/toTime', code: 'time.endNotAfterStart' }));
  });

  it('a complete trip goes on to the car step, which loads the fleet', () => {
    expect(send(start(), { type: 'step.next' }).value).toEqual({ car: 'loading' });
  });
});

describe('the own-car machine: the car step', () => {
  it('the loaded fleet is kept and the car can be chosen', () => {
    expect(choosing().value).toEqual({ car: 'choosing' });
    expect(choosing().context.fleet).toEqual(fleet);
  });

  it('a car booked over the trip cannot be chosen: the data keeps no car and the message says why', () => {
    const refused = send(choosing(), { type: 'car.chosen', carLicense: '沪A10001' });
    expect(refused.context.data.carLicense).toBe('');
    expect(refused.context.refusal).toEqual([expect.objectContaining({ code: CAR_ALREADY_BOOKED.code, path: '/carLicense', message: CAR_ALREADY_BOOKED.message })]);
  });

  it('a free car is chosen with its type and owning enterprise', () => {
    expect(withCar().context.data).toMatchObject({ carLicense: '沪A10002', carType: 2, carOwnEnterprise: 1001 });
  });

  it('next needs a car', () => {
    const refused = send(choosing(), { type: 'step.next' });
    expect(refused.value).toEqual({ car: 'choosing' });
    expect(refused.context.refusal.map((e) => e.message)).toEqual(['请选择车辆']);
  });

  it('a failed load says so and can be retried', () => {
    const failed = failure(send(start(), { type: 'step.next' }), 'loadCars', new Error('车队服务不可用'));
    expect(failed.value).toEqual({ car: 'loadFailed' });
    expect(failed.context.serverMessage).toBe('车队服务不可用');
    const again = send(failed, { type: 'cars.reload' });
    expect(again.value).toEqual({ car: 'loading' });
    expect(again.context.serverMessage).toBeNull();
  });

  it('changing the times goes back to the trip and keeps the chosen car for a new check', () => {
    const moved = edit(withCar(), { toTime: '2026-11-23 19:00' });
    expect(moved.value).toBe('trip');
    expect(moved.context.data).toMatchObject({ carLicense: '沪A10002', toTime: '2026-11-23 19:00' });
  });

  it('other edits stay on the step; back goes to the trip', () => {
    expect(edit(withCar(), { passName: '韩梅梅' }).value).toEqual({ car: 'choosing' });
    expect(send(withCar(), { type: 'step.back' }).value).toBe('trip');
  });
});

describe('the own-car machine: car message, confirmation, submit', () => {
  it('the car message step follows a free car', () => {
    expect(carMessage().value).toBe('carMessage');
  });

  it('a confirmation with rule errors stays on the car message with them', () => {
    const refused = send(edit(carMessage(), { specialConfig: {} }), { type: 'step.next' });
    expect(refused.value).toBe('carMessage');
    expect(refused.context.errors.map((e) => e.message)).toEqual(['出差事由为必填项']);
  });

  it('the order confirmation holds boarding time, addresses and the order id', () => {
    expect(confirming().value).toBe('confirming');
    expect(confirming().context.confirmation).toEqual({
      boardingTime: '2026-11-23 14:00',
      boardingAddress: '上海市浦东新区张江路100号',
      dropOffAddress: '上海市徐汇区漕河泾开发区',
      orderId: null,
    });
  });

  it('the submit goes to done with the order id in the confirmation', () => {
    const done = answer(submitting(), 'submit', { orderId: 'OC20261123001' });
    expect(done.value).toBe('done');
    expect(done.context.orderId).toBe('OC20261123001');
    expect(done.context.confirmation?.orderId).toBe('OC20261123001');
  });

  it('a failed submit keeps everything with the server message; retry or edit again', () => {
    const before = submitting();
    const failed = failure(before, 'submit', new Error('车辆已被他人预订'));
    expect(failed.value).toBe('failed');
    expect(failed.context.serverMessage).toBe('车辆已被他人预订');
    expect(failed.context.data).toEqual(before.context.data);
    expect(send(failed, { type: 'submit.retried' }).value).toBe('submitting');
    expect(send(failed, { type: 'edit.requested' }).value).toBe('carMessage');
    expect(edit(failed, { fromTime: '2026-11-23 15:00' }).value).toBe('trip');
  });

  it('a submit the server refuses for the approver goes back to the car message with the sentence under the approver', () => {
    const sentence = '成本中心审批人应为所选成本中心的审批人（李建华），请重新选择';
    const refusal = Object.assign(new Error(sentence), { response: { errorCode: 20400011, message: sentence } });
    const back = failure(submitting(), 'submit', refusal);
    expect(back.value).toBe('carMessage');
    expect(back.context.refused).toEqual([{ code: 'approver.refused', field: 'auditor', path: '/auditor', message: sentence }]);
    expect(edit(back, { auditor: { phoneNumber: '13912345678', email: '', name: '' } }).context.refused).toEqual([]);
    // Submitting again starts without it.
    expect(send(send(back, { type: 'step.next' }), { type: 'submit.confirmed' }).context.refused).toEqual([]);
  });

  it('an update keeps its order id through to the confirmation', () => {
    const update = answer(send(start({ mode: 'update', orderId: 'OC5' }), { type: 'step.next' }), 'loadCars', fleet);
    const confirmed = send(update, { type: 'car.chosen', carLicense: '沪A10002' }, { type: 'step.next' }, { type: 'step.next' });
    expect(confirmed.context.confirmation?.orderId).toBe('OC5');
  });
});

describe('the own-car machine: audit fields (spec §4, D3)', () => {
  // huaxin-tech own car: the cost-centre approver (any region type), default from the cost centre, phone checked.
  it('choosing a cost centre recomputes the approver from it, keeping what was typed', () => {
    const chosen = edit(start(), { costCentre: '市场部' });
    expect(chosen.context.data.auditor).toEqual({ name: '', phoneNumber: '13700000002', email: 'mkt-boss@huaxin.cn' });
    const typed = edit(chosen, { auditor: { ...chosen.context.data.auditor, phoneNumber: '13911112222' } });
    expect(edit(typed, { costCentre: '研发中心' }).context.data.auditor).toEqual({ name: '', phoneNumber: '13911112222', email: 'rd-boss@huaxin.cn' });
  });
});

describe('the own-car machine with injected calls', () => {
  it('runs from the trip to done with fixtures for the calls', async () => {
    const machine = ownCarMachine.provide({
      actors: {
        loadCars: fromPromise<FleetCar[], LoadCarsInput>(async () => fleet),
        submit: fromPromise<SubmitOutput, SubmitOwnCarInput>(async ({ input }) => ({ orderId: `OC-${input.data.carLicense}-${input.attemptKey}` })),
      },
    });
    const actor = createActor(machine, { input: { data: readyOwnCarTrip(), ...booking, attemptKey: 'attempt-0002-0000-key' } }).start();
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ car: 'choosing' }));
    actor.send({ type: 'car.chosen', carLicense: '沪A10002' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit.confirmed' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    // The booking attempt's key goes with the submit (issue 21 §6); an update has none.
    expect(done.context.orderId).toBe('OC-沪A10002-attempt-0002-0000-key');
    expect(start({ mode: 'update', orderId: 'OC9', attemptKey: 'attempt-0002-0000-key' }).context.attemptKey).toBeNull();
  });
});
