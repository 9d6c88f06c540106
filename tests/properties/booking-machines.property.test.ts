/**
 * Laws of the booking-flow machines (issue 8 §3), model-based with fast-check `fc.commands` over
 * random event sequences, run with xstate's pure `transition()`:
 *
 * - a submit never leaves editing or confirming with rule errors (`evaluate` has no `errors` and
 *   no `submitErrors` for the data submitted);
 * - no event loses entered data: every field the booker typed still holds what was typed, unless
 *   a later edit of that very field changed it;
 * - failed keeps everything: entering failed changes no entered field.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { valueAt, withValueAt } from '../../rules/audit/audit-refresh.ts';
import { jsonEqual } from '../../rules/model/json-equal.ts';
import { evaluateSpecialCar, submitBlockers } from '../../src/features/booking/machines/booking-checks.ts';
import { specialCarMachine, type SpecialCarEvent } from '../../src/features/booking/machines/special-car-machine.ts';
import { specialCarEditArb, type FieldEdit } from '../arbitraries/booking-flows.ts';
import { blankSpecialCarData, booking, priceEstimate, readySpecialCarData } from '../support/booking-flows.ts';

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
    expect(submitBlockers(evaluateSpecialCar(after.context.data, booking, after.context.price?.price))).toEqual([]);
    expect(after.context.data).toBe(before.context.data);
  }
  // Failed keeps everything.
  if (after.value === 'failed' && before.value !== 'failed') expect(after.context.data).toEqual(before.context.data);
}

function checkNothingLost(model: Model, real: Real) {
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
    const snapshot = initialTransition(specialCarMachine, { data, booking })[0];
    fc.modelRun(() => ({ model: { entered: new Map() }, real: { snapshot } }), commands);
  },
);
