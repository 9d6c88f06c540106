/**
 * The impact diff's laws (issue 10 §2): nothing changes between a bundle and itself; diff(a, b)
 * and diff(b, a) are mirror images; the compressed conditions cover exactly the scenarios where
 * a change happens, checked by re-expanding them over the block and evaluating the FULL bundles
 * there (so the cut-down parts and the shared walk are checked too); and the replay of an order
 * says what evaluating it under both full bundles says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../rules/evaluate.ts';
import { jsonEqual } from '../../rules/model/json-equal.ts';
import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import type { Scenario } from '../../rules/model/scenario.ts';
import { diffAndReplay, diffBundles, replayOrders, scenarioAt, scenarioSpace, pointOf, type DiffChange, type StoredOrder } from '../../rules/index.ts';
import { meetsAny } from '../../rules/diff/compress-conditions.ts';
import { stateKey, subjectState } from '../../rules/diff/subject-state.ts';
import { spaceBlocks } from '../../rules/diff/scenario-space.ts';
import { orderScenario } from '../../rules/diff/replay-orders.ts';
import { bundleArb, passengerNameArb } from '../arbitraries/bundle.ts';
import { bundlePairArb } from '../arbitraries/bundle-pair.ts';
import { specialCarPayload } from '../server/payloads.ts';

const RUNS = { numRuns: 100 };

function changesOf(a: EnterpriseBundle, b: EnterpriseBundle): DiffChange[] | undefined {
  const result = diffBundles(a, b);
  return result.ok ? result.value.changes : undefined;
}

describe('impact diff laws', () => {
  it('diff(a, a) is empty', () => {
    fc.assert(
      fc.property(bundleArb, (a) => {
        const result = diffBundles(a, structuredClone(a));
        expect(result.ok && result.value).toEqual({ changes: [], scenarios: 0, evaluations: 0 });
      }),
      RUNS,
    );
  });

  it('diff(a, b) and diff(b, a) are mirror images: before and after swapped, same scenarios', () => {
    // A field (and an option) is named as the NEW bundle names it (a rename shows the new name),
    // so only the words of renamed fields and options differ between the two directions.
    const nameIn = (bundle: EnterpriseBundle, other: EnterpriseBundle, id: number) =>
      (bundle.specialFields ?? []).find((f) => f.specialId === id)?.configName ?? (other.specialFields ?? []).find((f) => f.specialId === id)?.configName;
    const unnamed = (c: DiffChange) => ({
      ...c,
      subject: { ...c.subject, name: undefined },
      dimensions: c.dimensions.map((d) => ({ id: d.id, values: d.values.length })),
      when: c.when.map((w) => w.map((clause) => ({ dimension: clause.dimension, indexes: clause.indexes }))),
    });
    fc.assert(
      fc.property(bundlePairArb, ([a, b]) => {
        const forth = changesOf(a, b);
        const back = changesOf(b, a);
        fc.pre(forth !== undefined && back !== undefined);
        const mirrored = forth!.map((c) => ({ ...c, before: c.after, after: c.before, because: { before: c.because.after, after: c.because.before } }));
        expect(back!.map(unnamed)).toEqual(mirrored.map(unnamed));
        for (const c of forth!) if (c.subject.kind === 'specialField') expect(c.subject.name).toBe(nameIn(b, a, c.subject.specialId));
        for (const c of back!) if (c.subject.kind === 'specialField') expect(c.subject.name).toBe(nameIn(a, b, c.subject.specialId));
      }),
      RUNS,
    );
  });

  it('the conditions of a change hold exactly where evaluating the full bundles shows that change', () => {
    fc.assert(
      fc.property(bundlePairArb, ([a, b]) => {
        const space = scenarioSpace(a, b);
        fc.pre(space.ok && space.value.size <= 5000);
        const changes = changesOf(a, b)!;
        for (const change of changes) {
          const block = space.ok ? space.value.blocks.find((bl) => bl.subjects.some((s) => jsonEqual(s, change.subject))) : undefined;
          expect(block).toBeDefined();
          const conditions = change.when.map((c) =>
            c.map((clause) => ({ axis: change.dimensions.findIndex((d) => d.id === clause.dimension), values: clause.indexes })),
          );
          let seen = 0;
          for (let i = 0; i < block!.size; i += 1) {
            const scenario = scenarioAt(block!, i);
            const was = stateKey(subjectState(change.subject, a, evaluate(a, scenario)).state);
            const is = stateKey(subjectState(change.subject, b, evaluate(b, scenario)).state);
            const happens = was === stateKey(change.before) && is === stateKey(change.after);
            expect(meetsAny(pointOf(block!, i), conditions)).toBe(happens);
            if (happens) seen += 1;
          }
          expect(seen).toBe(change.scenarios);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('every subject whose state differs somewhere in the space is listed', () => {
    fc.assert(
      fc.property(bundlePairArb, ([a, b]) => {
        const changes = changesOf(a, b);
        fc.pre(changes !== undefined);
        for (const block of spaceBlocks(a, b)) {
          if (block.size > 2000) continue;
          for (let i = 0; i < block.size; i += 1) {
            const scenario = scenarioAt(block, i);
            const ra = evaluate(a, scenario);
            const rb = evaluate(b, scenario);
            for (const subject of block.subjects) {
              const was = subjectState(subject, a, ra).state;
              const is = subjectState(subject, b, rb).state;
              if (stateKey(was) === stateKey(is)) continue;
              const listed = changes!.some((c) => jsonEqual(c.subject, subject) && stateKey(c.before) === stateKey(was) && stateKey(c.after) === stateKey(is));
              expect(listed).toBe(true);
            }
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});

/** A special-car order whose trip type, passenger and special values are drawn. */
const orderArb = fc
  .record({
    tripType: fc.integer({ min: 1, max: 10 }),
    passenger: passengerNameArb,
    values: fc.array(fc.record({ id: fc.integer({ min: 1, max: 12 }), value: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom('文本', '')) }), {
      maxLength: 6,
    }),
    userLevel: fc.integer({ min: 0, max: 6 }),
    bookerId: fc.constantFrom('u-1001', 'u-1002', 'u-1003'),
    paymentType: fc.constantFrom(2, 4, 20),
    // Sometimes the payment types offered are known, checkout (4) among them, so payment is forced (D5).
    offered: fc.option(fc.subarray([2, 4, 20, 24], { minLength: 1 }), { nil: undefined }),
  })
  .map(({ tripType, passenger, values, userLevel, bookerId, paymentType, offered }): StoredOrder => {
    const unique = [...new Map(values.map((v) => [v.id, v])).values()];
    const payload = specialCarPayload({
      tripType,
      paymentType,
      passName: passenger,
      specialConfigList: unique.map((v) => ({ id: v.id, name: `字段${v.id}`, value: v.value })),
    });
    return { orderId: `CS-${tripType}-${passenger}`, businessType: 4, bookerId, userLevel, payload, ...(offered ? { offeredPaymentTypes: offered } : {}) };
  });

describe('replay law', () => {
  it('diffAndReplay answers what diffBundles and replayOrders answer apart', () => {
    fc.assert(
      fc.property(bundlePairArb, fc.array(orderArb, { maxLength: 4 }), ([a, b], orders) => {
        const both = diffAndReplay(a, b, orders);
        const diff = diffBundles(a, b);
        expect(both.ok).toBe(diff.ok);
        if (both.ok && diff.ok) {
          expect(both.value.diff).toEqual(diff.value);
          expect(both.value.replay).toEqual(replayOrders(a, b, orders));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('an order replayed says what evaluating its scenario under both full bundles says', () => {
    fc.assert(
      fc.property(bundlePairArb, fc.array(orderArb, { minLength: 1, maxLength: 5 }), ([a, b], drawn) => {
        const orders = drawn.map((o, k) => ({ ...o, orderId: `CS-${k}` }));
        const replay = replayOrders(a, b, orders);
        expect(replay.unreadable).toEqual([]);
        const blocks = spaceBlocks(a, b).filter((bl) => bl.part.businessType === 4);
        orders.forEach((order, k) => {
          const readBack = replayOrdersScenario(order);
          const ra = evaluate(a, readBack);
          const rb = evaluate(b, readBack);
          for (const subject of blocks.flatMap((bl) => bl.subjects)) {
            const was = subjectState(subject, a, ra).state;
            const is = subjectState(subject, b, rb).state;
            const touched = stateKey(was) !== stateKey(is);
            const effect = replay.effects.find(
              (e) => jsonEqual(e.subject, subject) && stateKey(e.before) === stateKey(was) && stateKey(e.after) === stateKey(is),
            );
            const listed = effect?.orderIds.includes(order.orderId) ?? false;
            expect(listed, `order ${k}`).toBe(touched);
            // Listed under no other transition of the same subject.
            const elsewhere = replay.effects.filter((e) => e !== effect && jsonEqual(e.subject, subject) && e.orderIds.includes(order.orderId));
            expect(elsewhere).toEqual([]);
          }
        });
      }),
      { numRuns: 80 },
    );
  });
});

function replayOrdersScenario(order: StoredOrder): Scenario {
  const read = orderScenario(order, 0);
  if (!read.ok) throw new Error(read.issue.message);
  return read.scenario;
}
