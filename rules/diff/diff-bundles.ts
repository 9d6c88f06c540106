/**
 * `diffBundles(old, new)`: what a config change does, for whom, and why (issue 10 §2). Both
 * bundles are evaluated on every scenario of their space (rules/diff/scenario-space.ts), each
 * on the block's cut-down bundles, once per scenario per bundle; every special field, audit
 * section, payment option set and trip-type set whose state differs is listed with the
 * scenarios where it differs, compressed into conditions, and the reasons (codes) of both sides.
 * docs/rules.md "Impact diff".
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { Scenario } from '../model/scenario.ts';
import { BUSINESS_TYPES } from './changed-parts.ts';
import type { Axis } from './dimension-axes.ts';
import { success, type CheckResult } from '../model/issue.ts';
import { evaluate, type EvaluationResult } from '../evaluate.ts';
import { compressIndexes, conditionsOf } from './compress-conditions.ts';
import { progressTicker } from './diff-cancelled.ts';
import type { DiffChange, DiffOptions, DiffResult } from './diff-model.ts';
import { scenarioAt, scenarioSpace, type ScenarioBlock } from './scenario-space.ts';
import { stateKey, subjectState, type ReadState } from './subject-state.ts';

interface Transition {
  subject: number;
  before: ReadState;
  after: ReadState;
  points: Uint8Array;
  count: number;
}

/** Collects, point by point, the subjects of a block whose state differs. */
function recorder(block: ScenarioBlock) {
  const { part, subjects, size } = block;
  const transitions = new Map<string, Transition>();
  return {
    record(index: number, before: EvaluationResult, after: EvaluationResult): void {
      subjects.forEach((subject, s) => {
        const was = subjectState(subject, part.old, before);
        const is = subjectState(subject, part.new, after);
        const from = stateKey(was.state);
        const to = stateKey(is.state);
        if (from === to) return;
        const key = `${s}|${from}|${to}`;
        let t = transitions.get(key);
        if (!t) {
          t = { subject: s, before: was, after: is, points: new Uint8Array(size), count: 0 };
          transitions.set(key, t);
        }
        t.points[index] = 1;
        t.count += 1;
      });
    },
    changes(): DiffChange[] {
      const dimensions = block.axes.map((a) => a.dimension);
      const sizes = dimensions.map((d) => d.values.length);
      return [...transitions.values()]
        .sort((a, b) => a.subject - b.subject)
        .map((t) => ({
          subject: subjects[t.subject] as DiffChange['subject'],
          before: t.before.state,
          after: t.after.state,
          dimensions,
          when: conditionsOf(dimensions, compressIndexes(sizes, (i) => t.points[i] === 1)),
          scenarios: t.count,
          blockSize: size,
          because: { before: t.before.because, after: t.after.because },
        }));
    },
  };
}

type Recorder = ReturnType<typeof recorder>;

/** Evaluates an audit or trip block point by point on its own bundles. */
function runBlock(block: ScenarioBlock, rec: Recorder, tick: () => void): void {
  for (let index = 0; index < block.size; index += 1) {
    const scenario = scenarioAt(block, index);
    rec.record(index, evaluate(block.part.old, scenario), evaluate(block.part.new, scenario));
    tick();
  }
}

function product(axes: readonly Axis[]): number {
  return axes.reduce((n, a) => n * a.dimension.values.length, 1);
}

/** Puts the values of point `index` of `axes` into a scenario. */
function applyPoint(axes: readonly Axis[], index: number, scenario: Scenario): void {
  let rest = index;
  for (let d = axes.length - 1; d >= 0; d -= 1) {
    const axis = axes[d] as Axis;
    const n = axis.dimension.values.length;
    axis.apply(scenario, rest % n);
    rest = Math.floor(rest / n);
  }
}

/**
 * The field blocks of one business type evaluated together: they share their leading axes and
 * read disjoint fields, so one scenario sets every block's own choice parents at once (block by
 * block, its k-th combination of values) and one `evaluate` per bundle answers them all. The
 * number of evaluations is the shared points times the largest block's combinations, not the
 * sum of the blocks (docs/rules.md "Impact diff").
 */
function runFieldBlocks(blocks: readonly ScenarioBlock[], recs: readonly Recorder[], tick: () => void): number {
  const first = blocks[0] as ScenarioBlock;
  const shared = first.axes.slice(0, first.shared);
  const own = blocks.map((b) => b.axes.slice(b.shared));
  const combos = own.map(product);
  const most = Math.max(...combos);
  const union = (side: 'old' | 'new'): EnterpriseBundle => ({
    enterpriseId: first.part[side].enterpriseId,
    specialFields: blocks.flatMap((b) => b.part[side].specialFields ?? []),
  });
  const oldBundle = union('old');
  const newBundle = union('new');
  const sharedSize = product(shared);
  for (let sp = 0; sp < sharedSize; sp += 1) {
    for (let k = 0; k < most; k += 1) {
      const scenario: Scenario = { businessType: first.part.businessType, values: {} };
      applyPoint(shared, sp, scenario);
      own.forEach((axes, b) => applyPoint(axes, k % (combos[b] as number), scenario));
      const before = evaluate(oldBundle, scenario);
      const after = evaluate(newBundle, scenario);
      recs.forEach((rec, b) => {
        const n = combos[b] as number;
        if (k < n) rec.record(sp * n + k, before, after);
      });
      tick();
    }
  }
  return sharedSize * most;
}

/**
 * The impact of replacing `oldBundle` by `newBundle`, or why it cannot be computed (a space over
 * `MAX_SCENARIO_SPACE`). Both bundles should be lint-clean (D10). Throws `DiffCancelled` when
 * `options.signal` aborts or `options.shouldStop()` is true.
 *
 * @example
 * diffBundles(bundle, withMustCondition).value.changes[0]
 * // { subject: { kind: 'specialField', businessType: 4, specialId: 7, name: '项目编号' },
 * //   before: { present: true, visible: true, required: false, editable: true },
 * //   after: { present: true, visible: true, required: true, editable: true },
 * //   when: [[{ dimension: 'tripType', values: [1（同城单程）, 3（异地单程）], … }]], … }
 */
export function diffBundles(oldBundle: EnterpriseBundle, newBundle: EnterpriseBundle, options?: DiffOptions): CheckResult<DiffResult> {
  const space = scenarioSpace(oldBundle, newBundle);
  if (!space.ok) return space;
  const { blocks } = space.value;
  const recs = blocks.map(recorder);
  const fieldGroups = BUSINESS_TYPES.map((bt) => blocks.flatMap((b, i) => (b.part.kind === 'fields' && b.part.businessType === bt ? [i] : [])));
  const others = blocks.flatMap((b, i) => (b.part.kind === 'fields' ? [] : [i]));
  const work =
    fieldGroups.reduce((n, g) => n + (g.length === 0 ? 0 : product(blocks[g[0] as number]!.axes.slice(blocks[g[0] as number]!.shared)) * Math.max(...g.map((i) => product(blocks[i]!.axes.slice(blocks[i]!.shared))))), 0) +
    others.reduce((n, i) => n + blocks[i]!.size, 0);
  const ticker = progressTicker(options, work);
  const tick = () => ticker.tick();
  let points = 0;
  for (const group of fieldGroups) {
    if (group.length > 0) points += runFieldBlocks(group.map((i) => blocks[i] as ScenarioBlock), group.map((i) => recs[i] as Recorder), tick);
  }
  for (const i of others) {
    runBlock(blocks[i] as ScenarioBlock, recs[i] as Recorder, tick);
    points += (blocks[i] as ScenarioBlock).size;
  }
  ticker.done();
  return success({ changes: recs.flatMap((r) => r.changes()), scenarios: space.value.size, evaluations: 2 * points });
}
