import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, toPromise, transition, waitFor } from 'xstate';
import type { SpecialCarBookingData } from '../../../../rules/compile/contract.ts';
import { ROUND_TRIP_NEEDS_STOP } from '../../../../rules/trip/trip-validation.ts';
import { booking, blankSpecialCarData, priceEstimate, readySpecialCarData } from '../../../../tests/support/booking-flows.ts';
import {
  PRICE_DEBOUNCE_MS,
  specialCarMachine,
  type EstimatePriceInput,
  type SpecialCarEvent,
  type SpecialCarMachineInput,
  type SubmitOutput,
  type SubmitSpecialCarInput,
} from './special-car-machine.ts';
import type { PriceEstimateResult } from '../../../shared/responses.ts';
import { TransportCallError } from '../../../lib/query-client.ts';

type Snapshot = ReturnType<typeof initialTransition<typeof specialCarMachine>>[0];

const start = (input: Partial<SpecialCarMachineInput> = {}) =>
  initialTransition(specialCarMachine, { data: readySpecialCarData(), ...booking, ...input })[0];
const send = (snapshot: Snapshot, ...events: SpecialCarEvent[]) =>
  events.reduce((s, event) => transition(specialCarMachine, s, event)[0], snapshot);
/** The event an invoked actor's answer sends (pure `transition` starts no actor). */
const answer = (snapshot: Snapshot, id: 'estimatePrice' | 'submit', output: unknown) =>
  transition(specialCarMachine, snapshot, { type: `xstate.done.actor.${id}`, output } as never)[0];
const failure = (snapshot: Snapshot, id: 'estimatePrice' | 'submit', error: unknown) =>
  transition(specialCarMachine, snapshot, { type: `xstate.error.actor.${id}`, error } as never)[0];
const edit = (snapshot: Snapshot, change: Partial<SpecialCarBookingData>): Snapshot =>
  send(snapshot, { type: 'form.changed', data: { ...snapshot.context.data, ...change } });

const priced = () => answer(send(start(), { type: 'price.requested' }), 'estimatePrice', priceEstimate);
const confirming = () => send(priced(), { type: 'confirm.requested' });
const submitting = () => send(confirming(), { type: 'submit.confirmed' });

describe('the special-car machine: editing', () => {
  it('a new booking starts in editing with no order id, no price and no errors', () => {
    const snapshot = start({ orderId: 'CS9' });
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context).toMatchObject({ mode: 'new', orderId: null, price: null, errors: [], serverMessage: null });
  });

  it('an update keeps its order id', () => {
    expect(start({ mode: 'update', orderId: 'CS9' }).context.orderId).toBe('CS9');
  });

  it('an edit replaces the data and stays in editing', () => {
    const snapshot = edit(start(), { passName: '韩梅梅' });
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.data.passName).toBe('韩梅梅');
  });

  it('a price is asked only when the booking is price-ready; otherwise what is missing is exposed', () => {
    const blank = start({ data: blankSpecialCarData() });
    const refused = send(blank, { type: 'price.requested' });
    expect(refused.value).toBe('editing');
    expect(refused.context.step.blockers.price.map((e) => e.field)).toEqual(['carTypeLevel', 'tripType', 'pickUp.city', 'pickUp.address', 'dropOff.city', 'dropOff.address']);
    expect(refused.context.step.blockers.price[0]).toMatchObject({ code: 'input.missing', message: '请先填写车型等级', path: '/firstCarType' });
    expect(send(start(), { type: 'price.requested' }).value).toBe('pricing');
  });

  it('a round trip without a stop is refused a price with 异地往返行程请先添加中途停靠', () => {
    const roundTrip = start({ data: readySpecialCarData({ tripType: 4, pickUp: readySpecialCarData().destination }) });
    const refused = send(roundTrip, { type: 'price.requested' });
    expect(refused.value).toBe('editing');
    expect(refused.context.step.blockers.price.map((e) => e.message)).toEqual([ROUND_TRIP_NEEDS_STOP.message]);
    // 下一步 draws it under its field.
    expect(send(refused, { type: 'next.requested' }).context.errors.map((e) => e.message)).toContain(ROUND_TRIP_NEEDS_STOP.message);
    const stop = { city: '杭州', landMark: '', address: '杭州东站', name: '', englishName: '', arrivalTime: '', isAirPort: false, airPortName: '', cityCode: '', lat: null, lng: null, remark: '' };
    const withStop = edit(refused, { isStop: true, additionStopsList: [stop] });
    expect(withStop.context.step.blockers.price).toEqual([]);
    expect(send(withStop, { type: 'price.requested' }).value).toBe('pricing');
  });

  it('a confirmation or a submit means nothing while editing', () => {
    const snapshot = send(start(), { type: 'confirm.requested' }, { type: 'submit.confirmed' }, { type: 'submit.retried' });
    expect(snapshot.value).toBe('editing');
  });
});

describe('the special-car machine: 下一步, price then confirm, is one event (issue 22 §1)', () => {
  it('next.requested on a booking not priced asks the estimate, then goes on to confirming when it lands', () => {
    const pricing = send(start(), { type: 'next.requested' });
    expect(pricing.value).toBe('pricing');
    expect(pricing.context.confirmAfterPrice).toBe(true);
    const landed = answer(pricing, 'estimatePrice', priceEstimate);
    expect(landed.value).toBe('confirming');
    expect(landed.context.price).toEqual(priceEstimate);
  });

  it('the estimate asked by 估算价格 alone stops at priced; next.requested then confirms', () => {
    expect(priced().value).toBe('priced');
    expect(send(priced(), { type: 'next.requested' }).value).toBe('confirming');
  });

  it('a booking the confirmation refuses stays priced with every error drawn', () => {
    const pricing = send(start({ data: readySpecialCarData({ specialConfig: {} }) }), { type: 'next.requested' });
    const landed = answer(pricing, 'estimatePrice', priceEstimate);
    expect(landed.value).toBe('priced');
    expect(landed.context.errors.map((e) => e.message)).toContain('出差事由为必填项');
  });

  it('a booking not price-ready stays in editing and draws what is wrong; a failed estimate drops the plan', () => {
    const refused = send(start({ data: blankSpecialCarData() }), { type: 'next.requested' });
    expect(refused.value).toBe('editing');
    expect(refused.context.attempted).toBe(true);
    expect(refused.context.errors.length).toBeGreaterThan(0);
    const failed = failure(send(start(), { type: 'next.requested' }), 'estimatePrice', new Error('暂无报价'));
    expect([failed.value, failed.context.confirmAfterPrice, failed.context.serverMessage]).toEqual(['editing', false, '暂无报价']);
  });

  it('a fresh booking draws no error, whatever the rules already know; check.requested (下一步 stopped by the form) draws them all', () => {
    const fresh = start({ data: blankSpecialCarData() });
    expect(fresh.context.step.errors.length).toBeGreaterThan(0);
    expect(fresh.context.errors).toEqual([]);
    // Every error, then what a submit and the price gate would refuse at a field nothing before names (drawnErrors).
    const { errors, evaluation, blockers } = fresh.context.step;
    const unnamed = [...evaluation.submitErrors, ...blockers.price].filter((e, i, all) => !errors.some((f) => f.path === e.path) && all.findIndex((g) => g.path === e.path) === i);
    expect(send(fresh, { type: 'check.requested' }).context.errors).toEqual([...errors, ...unnamed]);
    expect(unnamed.map((e) => e.message)).toContain('请先填写上车地点');
  });
});

describe('the special-car machine: pricing and priced', () => {
  it('the estimate lands in priced with the price and its figures in the price fields', () => {
    const snapshot = priced();
    expect(snapshot.value).toBe('priced');
    expect(snapshot.context.price).toEqual(priceEstimate);
    expect(snapshot.context.data).toMatchObject({ mileage: 42.5, time: 55, isIncludeParkingFee: true, isIncludeTollsFee: false });
  });

  it('a failed estimate goes back to editing with the server message and keeps the data', () => {
    const pricing = send(start(), { type: 'price.requested' });
    const snapshot = failure(pricing, 'estimatePrice', new Error('暂无可用报价'));
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.serverMessage).toBe('暂无可用报价');
    expect(snapshot.context.data).toEqual(pricing.context.data);
  });

  it("the server's refusal of an address it could not place is an error under that address (and only there), until the address changes", () => {
    const refusal = (errorCode: number, message: string) => new TransportCallError({ status: 200, isSuccess: false, errorCode, message, result: null });
    const pricing = send(start(), { type: 'price.requested' });
    const dropOff = failure(pricing, 'estimatePrice', refusal(20300031, '无法识别下车地点，请从搜索结果中选择地址'));
    expect(dropOff.value).toBe('editing');
    expect(dropOff.context.serverMessage).toBeNull();
    expect(dropOff.context.refused).toEqual([
      { code: 'place.notResolved', field: 'destination', path: '/destination/landmark', message: '无法识别下车地点，请从搜索结果中选择地址' },
    ]);
    const pathOf = (code: number) => failure(pricing, 'estimatePrice', refusal(code, '…')).context.refused.map((e) => e.path);
    expect(pathOf(20300030)).toEqual(['/pickUp/landmark']);
    expect(pathOf(20300032)).toEqual(['/additionStopsList']);
    const other = failure(pricing, 'estimatePrice', refusal(20300003, '请先选择车型'));
    expect(other.context).toMatchObject({ refused: [], serverMessage: '请先选择车型' });
    expect(edit(dropOff, { passName: '韩梅梅' }).context.refused.map((e) => e.path)).toEqual(['/destination/landmark']);
    const moved = edit(dropOff, { destination: { ...dropOff.context.data.destination, landmark: '杭州东站', placeId: 'address:372' } });
    expect(moved.context.refused).toEqual([]);
  });

  it('a failure without a message shows the generic one', () => {
    const snapshot = failure(send(start(), { type: 'price.requested' }), 'estimatePrice', {});
    expect(snapshot.context.serverMessage).toBe('价格预估失败，请稍后重试');
  });

  it('changing a price input while pricing abandons the estimate; another edit does not', () => {
    const pricing = send(start(), { type: 'price.requested' });
    expect(edit(pricing, { passName: '韩梅梅' }).value).toBe('pricing');
    const moved = edit(pricing, { firstCarType: 3 });
    expect(moved.value).toBe('editing');
    expect(moved.context.data.firstCarType).toBe(3);
  });

  it('changing a price input after pricing drops the price (car level, trip type, addresses, stops, time)', () => {
    const changes: Partial<SpecialCarBookingData>[] = [
      { firstCarType: 3 },
      { tripType: 6 },
      { pickUp: { ...readySpecialCarData().pickUp, address: '上海虹桥国际机场T2' } },
      { destination: { ...readySpecialCarData().destination, city: '苏州' } },
      { travelDateTime: '2026-11-23 16:00' },
    ];
    for (const change of changes) {
      const snapshot = edit(priced(), change);
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context.price).toBeNull();
    }
  });

  it('an edit of anything else keeps the price', () => {
    const snapshot = edit(priced(), { passName: '韩梅梅', specialConfig: { '102': 2 } });
    expect(snapshot.value).toBe('priced');
    expect(snapshot.context.price).toEqual(priceEstimate);
  });

  it('a priced booking may be priced again', () => {
    expect(send(priced(), { type: 'price.requested' }).value).toBe('pricing');
  });

  it('a confirmation with rule errors stays priced and exposes them at their paths', () => {
    const missing = edit(priced(), { specialConfig: {} });
    const refused = send(missing, { type: 'confirm.requested' });
    expect(refused.value).toBe('priced');
    expect(refused.context.errors).toEqual([
      expect.objectContaining({ code: 'specialConfig.required', path: '/specialConfig/102', message: '出差事由为必填项' }),
    ]);
  });

  it('a payment type that is not offered is a submit error that refuses the confirmation', () => {
    const refused = send(edit(priced(), { paymentType: 4 }), { type: 'confirm.requested' });
    expect(refused.value).toBe('priced');
    expect(refused.context.errors.map((e) => e.code)).toContain('payment.notOffered');
  });

  it('a booking without errors goes on to confirming', () => {
    expect(confirming().value).toBe('confirming');
  });
});

describe('the special-car machine: confirming, submitting, done and failed', () => {
  it('back from confirming to priced keeps the price', () => {
    const snapshot = send(confirming(), { type: 'edit.requested' });
    expect(snapshot.value).toBe('priced');
    expect(snapshot.context.price).toEqual(priceEstimate);
  });

  it('an edit in confirming goes back to priced, or to editing when a price input changed', () => {
    expect(edit(confirming(), { passName: '韩梅梅' }).value).toBe('priced');
    expect(edit(confirming(), { firstCarType: 1 }).value).toBe('editing');
  });

  it('the confirmed submit goes to submitting; its answer to done with the order id', () => {
    expect(submitting().value).toBe('submitting');
    const done = answer(submitting(), 'submit', { orderId: 'CS20261123001' });
    expect(done.value).toBe('done');
    expect(done.status).toBe('done');
    expect(done.context.orderId).toBe('CS20261123001');
  });

  it('edits are not taken in while submitting (the form is read-only)', () => {
    const snapshot = edit(submitting(), { passName: '韩梅梅' });
    expect(snapshot.value).toBe('submitting');
    expect(snapshot.context.data.passName).toBe('李雷');
  });

  it('a failed submit keeps everything entered and holds the server message', () => {
    const before = submitting();
    const failed = failure(before, 'submit', new Error('乘车人手机号不正确'));
    expect(failed.value).toBe('failed');
    expect(failed.context.serverMessage).toBe('乘车人手机号不正确');
    expect(failed.context.data).toEqual(before.context.data);
    expect(failed.context.price).toEqual(priceEstimate);
  });

  it('from failed the booker retries (the message clears) or edits again', () => {
    const failed = failure(submitting(), 'submit', new Error('系统繁忙'));
    const retried = send(failed, { type: 'submit.retried' });
    expect(retried.value).toBe('submitting');
    expect(retried.context.serverMessage).toBeNull();
    expect(send(failed, { type: 'edit.requested' }).value).toBe('priced');
    expect(edit(failed, { passName: '韩梅梅' }).value).toBe('priced');
    expect(edit(failed, { firstCarType: 1 }).value).toBe('editing');
  });

  it('a submit the server refuses for the approver goes back to the form with the sentence under the approver, until he is changed', () => {
    const sentence = '审批人不能是预订人本人，请填写其他审批人';
    // What the transport rejects with (TransportCallError): the server's errorCode and message.
    const refusal = Object.assign(new Error(sentence), { response: { errorCode: 20400010, message: sentence } });
    const back = failure(submitting(), 'submit', refusal);
    expect(back.value).toBe('priced');
    // Drawn once, under the field: not also as the form's message.
    expect(back.context.serverMessage).toBeNull();
    expect(back.context.refused).toEqual([{ code: 'approver.refused', field: 'approver', path: '/approver', message: sentence }]);
    // Another field's edit leaves it; the approver's own clears it.
    expect(edit(back, { passName: '韩梅梅' }).context.refused).toHaveLength(1);
    expect(edit(back, { approver: { name: '李建华', phoneNumber: '13912345678', email: '' } }).context.refused).toEqual([]);
    // The reviewer's refusal is his field's.
    const reviewer = Object.assign(new Error('x'), { response: { errorCode: 20400012, message: 'x' } });
    expect(failure(submitting(), 'submit', reviewer).context.refused.map((e) => e.path)).toEqual(['/administrativeReviewerMsg']);
  });

  it('done is final: nothing moves it', () => {
    const done = answer(submitting(), 'submit', { orderId: 'CS1' });
    expect(send(done, { type: 'price.requested' }, { type: 'edit.requested' }).value).toBe('done');
  });
});

describe('the special-car machine: audit fields (spec §4, D3)', () => {
  // huaxin-tech: the user-entered approver shows for trip types 1, 3, 4 paid by 4 or 24, prefilled
  // with '李建华(13912345678)' split by validate type 3; the reviewer (e-mail) always shows, empty.
  it('changing the payment type to one the approver shows for prefills the approver', () => {
    const snapshot = edit(start({ data: readySpecialCarData({ tripType: 3 }) }), { paymentType: 24 });
    expect(snapshot.context.data.approver).toMatchObject({ name: '李建华', phoneNumber: '13912345678' });
  });

  it('a recompute keeps what the booker typed into an editable approver field', () => {
    const shown = edit(start({ data: readySpecialCarData({ tripType: 3 }) }), { paymentType: 24 });
    const typed = edit(shown, { approver: { ...shown.context.data.approver, name: '张伟' } });
    const recomputed = edit(typed, { tripType: 1 });
    expect(recomputed.context.data).toMatchObject({ approver: { name: '张伟', phoneNumber: '13912345678' }, tripType: 1 });
  });

  it('an approver restored with the data (a draft, a copied order) counts as typed', () => {
    const snapshot = start({ data: readySpecialCarData({ tripType: 3, paymentType: 24, approver: { name: '赵敏', phoneNumber: '', email: '' } }) });
    // The reviewer's e-mail the ready data holds is no default either.
    expect(snapshot.context.step.typed).toEqual(['/approver/name', '/administrativeReviewerMsg/email']);
    expect(edit(snapshot, { tripType: 1 }).context.data.approver.name).toBe('赵敏');
  });
});

describe('the special-car machine with injected calls', () => {
  const withCalls = (submit: (args: { input: SubmitSpecialCarInput }) => Promise<{ orderId: string }>) =>
    specialCarMachine.provide({
      actors: {
        estimatePrice: fromPromise<PriceEstimateResult, EstimatePriceInput>(async () => priceEstimate),
        submit: fromPromise<SubmitOutput, SubmitSpecialCarInput>(submit),
      },
    });

  it('runs from editing to done with fixtures for the calls', async () => {
    const actor = createActor(withCalls(async () => ({ orderId: 'CS77' })), { input: { data: readySpecialCarData(), ...booking } }).start();
    actor.send({ type: 'price.requested' });
    await waitFor(actor, (s) => s.matches('priced'));
    actor.send({ type: 'confirm.requested' });
    actor.send({ type: 'submit.confirmed' });
    const snapshot = await toPromise(actor).then(() => actor.getSnapshot());
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.orderId).toBe('CS77');
  });

  it('a rejected submit lands in failed with the server message', async () => {
    const actor = createActor(withCalls(() => Promise.reject(new Error('订单提交失败：余额不足'))), {
      input: { data: readySpecialCarData(), ...booking },
    }).start();
    actor.send({ type: 'price.requested' });
    await waitFor(actor, (s) => s.matches('priced'));
    actor.send({ type: 'confirm.requested' });
    actor.send({ type: 'submit.confirmed' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.serverMessage).toBe('订单提交失败：余额不足');
    actor.stop();
  });

  it('every try of one booking attempt sends its key (a retry after a lost answer too); an update sends none (issue 21 §6)', async () => {
    const sent: SubmitSpecialCarInput[] = [];
    const submit = async ({ input }: { input: SubmitSpecialCarInput }) => {
      sent.push(input);
      if (sent.length === 1) throw new Error('网络错误');
      return { orderId: 'CS78' };
    };
    const actor = createActor(withCalls(submit), { input: { data: readySpecialCarData(), ...booking, attemptKey: 'attempt-0001-0000-key' } }).start();
    actor.send({ type: 'price.requested' });
    await waitFor(actor, (s) => s.matches('priced'));
    actor.send({ type: 'confirm.requested' });
    actor.send({ type: 'submit.confirmed' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submit.retried' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent.map((input) => input.attemptKey)).toEqual(['attempt-0001-0000-key', 'attempt-0001-0000-key']);
    expect(start({ mode: 'update', orderId: 'CS9', attemptKey: 'attempt-0001-0000-key' }).context.attemptKey).toBeNull();
  });

  it('an actor that is not provided fails the step with a clear message', async () => {
    const actor = createActor(specialCarMachine, { input: { data: readySpecialCarData(), ...booking } }).start();
    actor.send({ type: 'price.requested' });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.serverMessage !== null);
    expect(back.context.serverMessage).toContain('estimatePrice');
    actor.stop();
  });
});

describe('the special-car machine: the estimate asked by itself (issue 22 §2)', () => {
  /** An estimate that answers when the test says, counting the calls. */
  function estimates() {
    const asked: EstimatePriceInput[] = [];
    const answers: ((price: PriceEstimateResult) => void)[] = [];
    const failures: ((error: Error) => void)[] = [];
    const machine = specialCarMachine.provide({
      actors: {
        estimatePrice: fromPromise<PriceEstimateResult, EstimatePriceInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              asked.push(input);
              answers.push(resolve);
              failures.push(reject);
            }),
        ),
      },
    });
    return { asked, machine, answer: (price: PriceEstimateResult) => answers.at(-1)?.(price), fail: (error: Error) => failures.at(-1)?.(error) };
  }
  const run = (machine: ReturnType<typeof estimates>['machine'], input: Partial<SpecialCarMachineInput> = {}) => {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: { data: readySpecialCarData(), ...booking, ...input } }).start();
    return { actor, clock };
  };
  const changed = (actor: ReturnType<typeof run>['actor'], change: Partial<SpecialCarBookingData>) =>
    actor.send({ type: 'form.changed', data: { ...actor.getSnapshot().context.data, ...change } });

  it('a price-ready booking is estimated once the booker pauses, without a click', async () => {
    const calls = estimates();
    const { actor, clock } = run(calls.machine);
    clock.increment(PRICE_DEBOUNCE_MS - 1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.asked).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('pricing');
    calls.answer(priceEstimate);
    expect((await waitFor(actor, (s) => s.matches('priced'))).context.price).toEqual(priceEstimate);
    expect(calls.asked).toHaveLength(1);
    actor.stop();
  });

  it('several quick edits ask one estimate, after the last of them', () => {
    const calls = estimates();
    const { actor, clock } = run(calls.machine);
    for (const firstCarType of [3, 2, 3, 2]) {
      clock.increment(PRICE_DEBOUNCE_MS - 100);
      changed(actor, { firstCarType });
    }
    expect(calls.asked).toHaveLength(0);
    clock.increment(PRICE_DEBOUNCE_MS);
    expect(calls.asked).toHaveLength(1);
    expect(calls.asked[0]!.data.firstCarType).toBe(2);
    actor.stop();
  });

  it('a price input changed while the estimate is on its way abandons it and asks again after the pause', async () => {
    const calls = estimates();
    const { actor, clock } = run(calls.machine);
    clock.increment(PRICE_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('pricing');
    changed(actor, { firstCarType: 3 });
    // The abandoned answer lands nowhere.
    calls.answer(priceEstimate);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.price).toBeNull();
    clock.increment(PRICE_DEBOUNCE_MS);
    expect(calls.asked.map((input) => input.data.firstCarType)).toEqual([readySpecialCarData().firstCarType, 3]);
    actor.stop();
  });

  it('a booking not price-ready is not estimated; a failed estimate is not asked again until a price input changes', async () => {
    const calls = estimates();
    const blank = run(calls.machine, { data: blankSpecialCarData() });
    blank.clock.increment(PRICE_DEBOUNCE_MS * 3);
    expect(calls.asked).toHaveLength(0);
    blank.actor.stop();

    const { actor, clock } = run(calls.machine);
    clock.increment(PRICE_DEBOUNCE_MS);
    calls.fail(new Error('暂无可用报价'));
    await waitFor(actor, (s) => s.matches('editing'));
    changed(actor, { passName: '韩梅梅' });
    clock.increment(PRICE_DEBOUNCE_MS * 3);
    expect(calls.asked).toHaveLength(1);
    changed(actor, { firstCarType: 3 });
    clock.increment(PRICE_DEBOUNCE_MS);
    expect(calls.asked).toHaveLength(2);
    actor.stop();
  });
});

describe('the special-car machine: 下一步 while the estimate is on its way', () => {
  it('goes on to the confirmation when the estimate asked by itself lands', () => {
    const pricing = send(start(), { type: 'price.requested' });
    const waiting = send(pricing, { type: 'next.requested' });
    expect(waiting.value).toBe('pricing');
    expect(waiting.context.confirmAfterPrice).toBe(true);
    expect(answer(waiting, 'estimatePrice', priceEstimate).value).toBe('confirming');
  });
});

describe('the special-car machine: the price picture (D5)', () => {
  const fullDay = () => start({ data: readySpecialCarData({ tripType: 8, firstCarType: 2, paymentType: 20 }) });
  const quote = (picturePriceUrl: string | null, tripType = 8, carTypeLevel = 2): SpecialCarEvent => ({ type: 'picture.quoted', quote: { tripType, carTypeLevel, picturePriceUrl } });
  const paymentOptions = (snapshot: Snapshot) => snapshot.context.step.form.fieldStates['/paymentType']?.options;

  it('a picture quoted for the trip keeps the first offered payment type, chosen, and is drawn with it', () => {
    const before = fullDay();
    expect(paymentOptions(before)).toEqual([2, 20, 24]);
    const pictured = send(before, quote('/price-pictures/2-8.svg'));
    expect(paymentOptions(pictured)).toEqual([2]);
    expect(pictured.context.data.paymentType).toBe(2);
    expect(pictured.context.step.scenario.picturePriceUrl).toBe('/price-pictures/2-8.svg');
    const ui = pictured.context.step.form.uiSchema.paymentType as { 'ui:options': Record<string, unknown> };
    expect(ui['ui:options']).toMatchObject({ picturePriceUrl: '/price-pictures/2-8.svg', lockedReason: '有价格图片，只保留第一个开放的支付方式' });
  });

  it('a quote for another trip type or car level than the booking has is ignored', () => {
    expect(paymentOptions(send(fullDay(), quote('/price-pictures/2-7.svg', 7)))).toEqual([2, 20, 24]);
    expect(paymentOptions(send(fullDay(), quote('/price-pictures/3-8.svg', 8, 3)))).toEqual([2, 20, 24]);
  });

  it('the picture no longer holds once the trip type or the car level changes', () => {
    const pictured = send(fullDay(), quote('/price-pictures/2-8.svg'));
    const oneWay = edit(pictured, { tripType: 5 });
    expect(paymentOptions(oneWay)).toEqual([2, 20, 24]);
    expect(oneWay.context.step.scenario.picturePriceUrl).toBeNull();
    expect(paymentOptions(edit(pictured, { firstCarType: 3 }))).toEqual([2, 20, 24]);
    // Back on the quoted trip, the picture held is read again.
    expect(paymentOptions(edit(oneWay, { tripType: 8 }))).toEqual([2]);
  });

  it('the submit carries the picture in its context, so the order is sent as quoted by picture', async () => {
    const sent: SubmitSpecialCarInput[] = [];
    const machine = specialCarMachine.provide({
      actors: {
        estimatePrice: fromPromise<PriceEstimateResult, EstimatePriceInput>(async () => priceEstimate),
        submit: fromPromise<SubmitOutput, SubmitSpecialCarInput>(async ({ input }) => {
          sent.push(input);
          return { orderId: 'CS78' };
        }),
      },
    });
    const actor = createActor(
      machine,
      { input: { data: readySpecialCarData({ tripType: 8, firstCarType: 2, paymentType: 20 }), ...booking } },
    ).start();
    actor.send(quote('/price-pictures/2-8.svg'));
    actor.send({ type: 'price.requested' });
    await waitFor(actor, (s) => s.matches('priced'));
    actor.send({ type: 'confirm.requested' });
    actor.send({ type: 'submit.confirmed' });
    await toPromise(actor);
    expect(sent.map((input) => [input.context.picturePriceUrl, input.data.paymentType])).toEqual([['/price-pictures/2-8.svg', 2]]);
  });
});

describe('the special-car machine: a cost centre the server refuses', () => {
  it('goes back to the form with the sentence under the cost centre, until the booker changes it', () => {
    const refusal = new TransportCallError({ status: 200, isSuccess: false, errorCode: 20300080, message: '所选成本中心不存在，请重新选择成本中心', result: null });
    const refused = failure(submitting(), 'submit', refusal);
    expect(refused.value).toBe('priced');
    expect(refused.context.errors.filter((e) => e.path === '/costCentre').map((e) => e.message)).toEqual(['所选成本中心不存在，请重新选择成本中心']);
    expect(edit(refused, { costCentre: '市场部' }).context.errors.filter((e) => e.path === '/costCentre')).toEqual([]);
  });
});
