/**
 * Issue 9 §2 "one changed value": what `evaluate` and `compileEvaluated` reuse between calls on the
 * same bundle, stated as laws without a clock (counted reads of the field configs, `===` results),
 * and that reusing never changes an answer (fast-check against a cold evaluation).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileEvaluated } from './compile/index.ts';
import { evaluate } from './evaluate.ts';
import type { EnterpriseBundle, SpecialFieldConfig } from './model/bundle.ts';
import type { Scenario } from './model/scenario.ts';
import { generateBundle, generateScenario } from '../tests/bench/generate-bundle.ts';

/** The bundle with every special field behind a proxy counting its property reads. */
function countingFieldReads(bundle: EnterpriseBundle): { bundle: EnterpriseBundle; reads: () => number } {
  let reads = 0;
  const specialFields = (bundle.specialFields ?? []).map(
    (f) =>
      new Proxy(f, {
        get(target, key, receiver) {
          reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      }) as SpecialFieldConfig,
  );
  return { bundle: { ...bundle, specialFields }, reads: () => reads };
}

/** Field 30 of a generated bundle is a text field (level 2) shown by the generated scenario. */
const TEXT_FIELD = '30';
/** Field 28 is a root choice (level 0) whose option 2 hides its child 29 and grandchild 30. */
const PARENT_FIELD = '28';

const typed = (scenario: Scenario, text: string): Scenario => ({ ...scenario, values: { ...scenario.values, [TEXT_FIELD]: text } });

describe('a keystroke in a text field decides nothing again (issue 9 §2)', () => {
  it('reads no special field config once the same bundle was evaluated and compiled', () => {
    const counted = countingFieldReads(generateBundle(60));
    const scenario = generateScenario(60);
    const first = evaluate(counted.bundle, scenario);
    compileEvaluated(counted.bundle, scenario, 'special-car', first);
    const before = counted.reads();
    const next = typed(scenario, '新的文字');
    const evaluation = evaluate(counted.bundle, next);
    compileEvaluated(counted.bundle, next, 'special-car', evaluation);
    expect(counted.reads()).toBe(before);
    expect(evaluation.specialFields).toBe(first.specialFields);
    expect(evaluation.specialConfigs.find((c) => c.id === 30)?.value).toBe('新的文字');
  });

  it('a changed parent choice decides the states again and shows the change', () => {
    const counted = countingFieldReads(generateBundle(60));
    const scenario = generateScenario(60);
    const first = evaluate(counted.bundle, scenario);
    const before = counted.reads();
    const hidden = evaluate(counted.bundle, { ...scenario, values: { ...scenario.values, [PARENT_FIELD]: 2 } });
    expect(counted.reads()).toBeGreaterThan(before);
    expect(hidden.specialFields).not.toBe(first.specialFields);
    expect(hidden.specialFields.find((s) => s.specialId === 29)?.visible).toBe(false);
    expect(first.specialFields.find((s) => s.specialId === 29)?.visible).toBe(true);
  });

  it('returns the same schema, uiSchema and fieldStates objects, and new errors when a required value empties', () => {
    const bundle = generateBundle(60);
    const scenario = { ...generateScenario(60), passengerName: '李四' };
    const a = compileEvaluated(bundle, scenario, 'special-car', evaluate(bundle, scenario));
    const next = typed(scenario, '');
    const evaluation = evaluate(bundle, next);
    const b = compileEvaluated(bundle, next, 'special-car', evaluation);
    expect(b.schema).toBe(a.schema);
    expect(b.uiSchema).toBe(a.uiSchema);
    expect(b.fieldStates).toBe(a.fieldStates);
    // Field 30 is mandatory (even) but not conditional (30 % 4 ≠ 0): required, now empty.
    expect(evaluation.errors.map((e) => e.message)).toContain('字段30为必填项');
  });

  it('sees a choice list changed in place by the caller', () => {
    const bundle = generateBundle(9);
    const values: Record<string, number[] | number | string> = { '1': [1], '2': 1 };
    const scenario: Scenario = { ...generateScenario(9), values };
    expect(evaluate(bundle, scenario).specialFields.find((s) => s.specialId === 2)?.visible).toBe(true);
    (values['1'] as number[])[0] = 2;
    expect(evaluate(bundle, scenario).specialFields.find((s) => s.specialId === 2)?.visible).toBe(false);
  });
});

describe('reusing never changes an answer', () => {
  const SIZE = 12;
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('value' as const), id: fc.integer({ min: 1, max: SIZE }), value: fc.oneof(fc.constantFrom(1, 2, '', ' '), fc.string({ maxLength: 3 }), fc.constant<number[]>([1, 2])) }),
    fc.record({ kind: fc.constant('clear' as const), id: fc.integer({ min: 1, max: SIZE }) }),
    fc.record({ kind: fc.constant('tripType' as const), tripType: fc.constantFrom(1, 2, 3, 5, 6) }),
    fc.record({ kind: fc.constant('passenger' as const), name: fc.constantFrom('张三', '李四', undefined) }),
    fc.record({ kind: fc.constant('businessType' as const), businessType: fc.constantFrom(4 as const, 5 as const) }),
  );

  it('evaluate and compileEvaluated after any sequence of edits equal a cold run on a copy of the bundle', () => {
    const bundle = generateBundle(SIZE);
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 25 }), (edits) => {
        let scenario: Scenario = generateScenario(SIZE);
        for (const e of edits) {
          const values = { ...scenario.values };
          if (e.kind === 'value') values[String(e.id)] = e.value;
          if (e.kind === 'clear') delete values[String(e.id)];
          scenario = { ...scenario, values };
          if (e.kind === 'tripType') scenario = { ...scenario, tripType: e.tripType };
          if (e.kind === 'passenger') scenario = { ...scenario, passengerName: e.name };
          if (e.kind === 'businessType') scenario = { ...scenario, businessType: e.businessType };
          const warm = evaluate(bundle, scenario);
          const cold = structuredClone(bundle);
          const coldEvaluation = evaluate(cold, scenario);
          expect(warm).toEqual(coldEvaluation);
          const warmForm = compileEvaluated(bundle, scenario, 'special-config', warm);
          expect(warmForm).toEqual(compileEvaluated(cold, scenario, 'special-config', coldEvaluation));
        }
      }),
      { numRuns: 60 },
    );
  });
});
