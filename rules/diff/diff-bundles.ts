/**
 * `diffBundles(old, new)`: what a config change does, for whom, and why (issue 10 §2). Both
 * bundles are evaluated on every scenario of their space (rules/diff/scenario-space.ts), on the
 * blocks' cut-down bundles, once per scenario per bundle (rules/diff/walk-space.ts); every special field, audit
 * section, payment option set and trip-type set whose state differs is listed with the
 * scenarios where it differs, compressed into conditions, and the reasons (codes) of both sides.
 * docs/rules.md "Impact diff".
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import { success, type CheckResult } from '../model/issue.ts';
import type { EvaluationResult } from '../evaluate.ts';
import { compressIndexes, conditionsOf } from './compress-conditions.ts';
import { progressTicker } from './diff-cancelled.ts';
import type { DiffChange, DiffOptions, DiffResult } from './diff-model.ts';
import { scenarioSpace, type ScenarioBlock } from './scenario-space.ts';
import { walkSize, walkSpace } from './walk-space.ts';
import { stateKey, subjectState, type ReadState } from './subject-state.ts';

interface Transition {
  subject: number;
  before: ReadState;
  after: ReadState;
  points: Uint8Array;
  count: number;
}

/** Collects, point by point, the subjects of a block whose state differs. */
export function recorder(block: ScenarioBlock) {
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
 * //   when: [[{ dimension: 'tripType', values: [同城单程, 异地单程], … }]], … }
 */
export function diffBundles(oldBundle: EnterpriseBundle, newBundle: EnterpriseBundle, options?: DiffOptions): CheckResult<DiffResult> {
  const space = scenarioSpace(oldBundle, newBundle);
  if (!space.ok) return space;
  const { blocks } = space.value;
  const recs = blocks.map(recorder);
  const evaluations = walkSize(blocks);
  const ticker = progressTicker(options, evaluations);
  walkSpace(blocks, (b, index, before, after) => recs[b]?.record(index, before, after), () => ticker.tick());
  ticker.done();
  return success({ changes: recs.flatMap((r) => r.changes()), scenarios: space.value.size, evaluations: 2 * evaluations });
}
