/**
 * Laws of the booking-flow machines (issue 8 §3), model-based with fast-check `fc.commands` over
 * random event sequences, run with xstate's pure `transition()`:
 *
 * - a submit never leaves editing or confirming with rule errors (the booking step of the data
 *   submitted, judged as the server judges it, `from: 'submitted'`, has no submit blockers);
 * - no event loses entered data: every field the booker typed still holds what was typed, unless
 *   a later edit of that very field changed it, or a rule corrected it and said so (a notice of the
 *   booking step: a D6 address reset, a D5 forced payment, a D3 approver refresh);
 * - failed keeps everything: entering failed changes no entered field.
 *
 * For the own car also: a car is never chosen, nor an order submitted, with a car booked over the
 * trip's time (rules/trip/car-availability.ts).
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { valueAt, withValueAt } from '../../rules/audit/audit-refresh.ts';
import { jsonEqual } from '../../rules/model/json-equal.ts';
import { checkCarChoice } from '../../rules/trip/car-availability.ts';
import { bookingStep } from '../../rules/step/booking-step.ts';
import { ownCarMachine, type OwnCarEvent } from '../../src/features/booking/machines/own-car-machine.ts';
import { specialCarMachine, type SpecialCarEvent } from '../../src/features/booking/machines/special-car-machine.ts';
import { ownCarEditArb, specialCarEditArb, type FieldEdit } from '../arbitraries/booking-flows.ts';
import {
  blankOwnCarData,
  blankSpecialCarData,
  booking,
  fleet,
  priceEstimate,
  readyOwnCarTrip,
  readySpecialCarData,
} from '../support/booking-flows.ts';

type Snapshot = ReturnType<typeof initialTransition<typeof specialCarMachine>>[0];

/** What the booker has typed, field by field (the model). */
interface Model {
  entered: Map<string, unknown>;
}
interface Real {
  snapshot: Snapshot;
}

/** Edits are not taken in while the order is on its way or once it is saved (the form is read-only). */
const LOCKED = ['submitting', 'done'];

function step(real: Real, event: SpecialCarEvent | { type: string; output?: unknown; error?: unknown }) {
  const before = real.snapshot;
  const after = transition(specialCarMachine, before, event as SpecialCarEvent)[0];
  real.snapshot = after;
  // A submit never leaves editing or confirming with rule errors.
  if (after.value === 'submitting' && before.value !== 'submitting') {
    const priced = after.context.price ? { ...booking.context, orderPrice: after.context.price.price } : booking.context;
    expect(bookingStep(booking.bundle, priced, { kind: 'special-car', from: 'submitted' }, after.context.data).blockers.submit).toEqual([]);
    expect(after.context.data).toBe(before.context.data);
  }
  // Failed keeps everything.
  if (after.value === 'failed' && before.value !== 'failed') expect(after.context.data).toEqual(before.context.data);
}

/** What the step's corrections changed (its notices) is no longer what the booker typed. */
function forgetCorrected(model: Model, notices: readonly { path: string }[]) {
  for (const { path } of notices) for (const entered of [...model.entered.keys()]) if (entered === path || entered.startsWith(`${path}/`)) model.entered.delete(entered);
}

function checkNothingLost(model: Model, real: Real) {
  forgetCorrected(model, real.snapshot.context.step.notices);
  for (const [path, value] of model.entered) {
    expect(jsonEqual(valueAt(real.snapshot.context.data, path), value), `${path} keeps what was typed`).toBe(true);
  }
}

class Edit implements fc.Command<Model, Real> {
  constructor(readonly edit: FieldEdit) {}
  check = () => true;
  run(model: Model, real: Real) {
    const accepted = !LOCKED.includes(String(real.snapshot.value));
    const before = real.snapshot.context.data;
    step(real, { type: 'form.changed', data: withValueAt(before, this.edit.path, this.edit.value) });
    if (!accepted) expect(real.snapshot.context.data).toBe(before);
    // Typing what a field already holds is no edit (a form reports changes only).
    else if (!jsonEqual(valueAt(before, this.edit.path), this.edit.value)) model.entered.set(this.edit.path, this.edit.value);
    // A D6 reset replaces an address the trip type refuses, and says so (a notice): what was typed in it is the rules' to change.
    for (const notice of real.snapshot.context.step.notices) {
      if (notice.code !== 'address.reset') continue;
      for (const path of [...model.entered.keys()]) if (path.startsWith(`${notice.path}/`)) model.entered.delete(path);
    }
    checkNothingLost(model, real);
  }
  toString = () => `edit ${this.edit.path} = ${JSON.stringify(this.edit.value)}`;
}

class Send implements fc.Command<Model, Real> {
  constructor(readonly event: SpecialCarEvent | { type: string; output?: unknown; error?: unknown }) {}
  check = () => true;
  run(model: Model, real: Real) {
    step(real, this.event);
    checkNothingLost(model, real);
  }
  toString = () => this.event.type;
}

/** Each event is as likely as an edit, so random runs get through pricing and confirming to a submit. */
const commandArbs = [
  specialCarEditArb.map((edit) => new Edit(edit)),
  ...[
    { type: 'price.requested' },
    { type: 'next.requested' },
    { type: 'check.requested' },
    { type: 'confirm.requested' },
    { type: 'submit.confirmed' },
    { type: 'submit.retried' },
    { type: 'edit.requested' },
    { type: 'xstate.done.actor.estimatePrice', output: priceEstimate },
    { type: 'xstate.error.actor.estimatePrice', error: new Error('暂无报价') },
    { type: 'xstate.done.actor.submit', output: { orderId: 'CS1' } },
    { type: 'xstate.error.actor.submit', error: new Error('系统繁忙') },
  ].map((event) => fc.constant(new Send(event))),
];

test.prop([fc.constantFrom(readySpecialCarData(), blankSpecialCarData()), fc.commands(commandArbs, { maxCommands: 50, size: 'max' })], { numRuns: 300 })(
  'special car: no submit with rule errors, no event loses entered data, failed keeps everything',
  (data, commands) => {
    const snapshot = initialTransition(specialCarMachine, { data, ...booking })[0];
    fc.modelRun(() => ({ model: { entered: new Map() }, real: { snapshot } }), commands);
  },
);

// ---- own car -------------------------------------------------------------------------------

type OwnSnapshot = ReturnType<typeof initialTransition<typeof ownCarMachine>>[0];
interface OwnReal {
  snapshot: OwnSnapshot;
}

const ownLocked = (snapshot: OwnSnapshot) => snapshot.matches('submitting') || snapshot.matches('done');

function ownStep(real: OwnReal, event: OwnCarEvent | { type: string; output?: unknown; error?: unknown }) {
  const before = real.snapshot;
  const after = transition(ownCarMachine, before, event as OwnCarEvent)[0];
  real.snapshot = after;
  if (after.matches('submitting') && !before.matches('submitting')) {
    const { data, fleet: loaded } = after.context;
    expect(bookingStep(booking.bundle, booking.context, { kind: 'own-car', from: 'submitted' }, data).blockers.submit).toEqual([]);
    expect(checkCarChoice(loaded ?? [], data.carLicense, data)).toEqual([]);
    expect(data).toBe(before.context.data);
  }
  if (after.matches('failed') && !before.matches('failed')) expect(after.context.data).toEqual(before.context.data);
}

function ownNothingLost(model: Model, real: OwnReal) {
  forgetCorrected(model, real.snapshot.context.step.notices);
  for (const [path, value] of model.entered) {
    expect(jsonEqual(valueAt(real.snapshot.context.data, path), value), `${path} keeps what was typed`).toBe(true);
  }
}

class OwnEdit implements fc.Command<Model, OwnReal> {
  constructor(readonly edit: FieldEdit) {}
  check = () => true;
  run(model: Model, real: OwnReal) {
    const accepted = !ownLocked(real.snapshot);
    const before = real.snapshot.context.data;
    ownStep(real, { type: 'form.changed', data: withValueAt(before, this.edit.path, this.edit.value) });
    if (!accepted) expect(real.snapshot.context.data).toBe(before);
    else if (!jsonEqual(valueAt(before, this.edit.path), this.edit.value)) model.entered.set(this.edit.path, this.edit.value);
    ownNothingLost(model, real);
  }
  toString = () => `edit ${this.edit.path} = ${JSON.stringify(this.edit.value)}`;
}

/** Choosing a car is the booker's edit of `/carLicense` when the machine takes it. */
class ChooseCar implements fc.Command<Model, OwnReal> {
  constructor(readonly carLicense: string) {}
  check = () => true;
  run(model: Model, real: OwnReal) {
    const before = real.snapshot.context.data.carLicense;
    ownStep(real, { type: 'car.chosen', carLicense: this.carLicense });
    const after = real.snapshot.context.data.carLicense;
    if (after !== before) {
      expect(after).toBe(this.carLicense);
      expect(checkCarChoice(real.snapshot.context.fleet ?? [], after, real.snapshot.context.data)).toEqual([]);
      model.entered.set('/carLicense', after);
    }
    ownNothingLost(model, real);
  }
  toString = () => `choose ${this.carLicense}`;
}

class OwnSend implements fc.Command<Model, OwnReal> {
  constructor(readonly event: OwnCarEvent | { type: string; output?: unknown; error?: unknown }) {}
  check = () => true;
  run(model: Model, real: OwnReal) {
    ownStep(real, this.event);
    ownNothingLost(model, real);
  }
  toString = () => this.event.type;
}

/** The steps forward are the likeliest, so random runs get through the car and the confirmation to a submit. */
const ownCommandArbs = [
  ownCarEditArb.map((edit) => new OwnEdit(edit)),
  fc.constantFrom('沪A10001', '沪A10002', '', '京B00000').map((licence) => new ChooseCar(licence)),
  fc.constant(new ChooseCar('沪A10002')),
  ...[
    { type: 'step.next' },
    { type: 'step.next' },
    { type: 'step.next' },
    { type: 'step.next' },
    { type: 'xstate.done.actor.loadCars', output: fleet },
    { type: 'step.back' },
    { type: 'cars.reload' },
    { type: 'submit.confirmed' },
    { type: 'submit.retried' },
    { type: 'edit.requested' },
    { type: 'xstate.done.actor.loadCars', output: fleet },
    { type: 'xstate.error.actor.loadCars', error: new Error('车队服务不可用') },
    { type: 'xstate.done.actor.submit', output: { orderId: 'OC1' } },
    { type: 'xstate.error.actor.submit', error: new Error('系统繁忙') },
  ].map((event) => fc.constant(new OwnSend(event))),
];

test.prop([fc.constantFrom(readyOwnCarTrip(), blankOwnCarData()), fc.commands(ownCommandArbs, { maxCommands: 50, size: 'max' })], { numRuns: 300 })(
  'own car: no submit with rule errors or a booked car, no event loses entered data, failed keeps everything',
  (data, commands) => {
    const snapshot = initialTransition(ownCarMachine, { data, ...booking })[0];
    fc.modelRun(() => ({ model: { entered: new Map() }, real: { snapshot } }), commands);
  },
);
