/**
 * Walks a scenario space, evaluating both bundles once per scenario (issue 10 §3). Audit and
 * trip blocks are walked point by point on their own cut-down bundles. The field blocks of one
 * business type share their leading axes and read disjoint fields, so they are walked together:
 * one scenario sets every block's own choice parents at once (each block its k-th combination)
 * and one `evaluate` per bundle answers them all; the evaluations are the shared points times the
 * largest block's combinations, not the sum of the blocks. docs/rules.md "Impact diff".
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { Scenario } from '../model/scenario.ts';
import { evaluate, type EvaluationResult } from '../evaluate.ts';
import { BUSINESS_TYPES } from './changed-parts.ts';
import type { Axis } from './dimension-axes.ts';
import { scenarioAt, type ScenarioBlock } from './scenario-space.ts';

/** Called once per block and point with both bundles' results. */
export type PointVisitor = (block: number, index: number, before: EvaluationResult, after: EvaluationResult) => void;

function product(axes: readonly Axis[]): number {
  return axes.reduce((n, a) => n * a.dimension.values.length, 1);
}

/** Puts the values of point `index` of `axes` into a scenario (the first axis varies slowest). */
function applyPoint(axes: readonly Axis[], index: number, scenario: Scenario): void {
  let rest = index;
  for (let d = axes.length - 1; d >= 0; d -= 1) {
    const axis = axes[d] as Axis;
    const n = axis.dimension.values.length;
    axis.apply(scenario, rest % n);
    rest = Math.floor(rest / n);
  }
}

function ownAxes(block: ScenarioBlock): Axis[] {
  return block.axes.slice(block.shared);
}

/** The field blocks of each business type, and the other blocks, by index. */
function groupsOf(blocks: readonly ScenarioBlock[]): { fields: number[][]; others: number[] } {
  return {
    fields: BUSINESS_TYPES.map((bt) => blocks.flatMap((b, i) => (b.part.kind === 'fields' && b.part.businessType === bt ? [i] : []))).filter(
      (g) => g.length > 0,
    ),
    others: blocks.flatMap((b, i) => (b.part.kind === 'fields' ? [] : [i])),
  };
}

/**
 * How many scenarios the walk evaluates (each on both bundles).
 *
 * @example walkSize(spaceBlocks(bundle, bundle)) // 0
 */
export function walkSize(blocks: readonly ScenarioBlock[]): number {
  const { fields, others } = groupsOf(blocks);
  const grouped = fields.reduce((n, group) => {
    const first = blocks[group[0] as number] as ScenarioBlock;
    return n + product(first.axes.slice(0, first.shared)) * Math.max(...group.map((i) => product(ownAxes(blocks[i] as ScenarioBlock))));
  }, 0);
  return grouped + others.reduce((n, i) => n + (blocks[i] as ScenarioBlock).size, 0);
}

function walkFieldGroup(blocks: readonly ScenarioBlock[], group: readonly number[], visit: PointVisitor, tick: () => void): void {
  const first = blocks[group[0] as number] as ScenarioBlock;
  const shared = first.axes.slice(0, first.shared);
  const own = group.map((i) => ownAxes(blocks[i] as ScenarioBlock));
  const combos = own.map(product);
  const most = Math.max(...combos);
  const union = (side: 'old' | 'new'): EnterpriseBundle => ({
    enterpriseId: first.part[side].enterpriseId,
    specialFields: group.flatMap((i) => (blocks[i] as ScenarioBlock).part[side].specialFields ?? []),
  });
  const oldBundle = union('old');
  const newBundle = union('new');
  const sharedSize = product(shared);
  for (let sp = 0; sp < sharedSize; sp += 1) {
    for (let k = 0; k < most; k += 1) {
      const scenario: Scenario = { businessType: first.part.businessType, values: {} };
      applyPoint(shared, sp, scenario);
      own.forEach((axes, g) => applyPoint(axes, k % (combos[g] as number), scenario));
      const before = evaluate(oldBundle, scenario);
      const after = evaluate(newBundle, scenario);
      group.forEach((b, g) => {
        const n = combos[g] as number;
        if (k < n) visit(b, sp * n + k, before, after);
      });
      tick();
    }
  }
}

/**
 * Evaluates both bundles on every scenario of the blocks and hands each block's points to `visit`.
 * `tick` is called once per scenario evaluated.
 */
export function walkSpace(blocks: readonly ScenarioBlock[], visit: PointVisitor, tick: () => void): void {
  const { fields, others } = groupsOf(blocks);
  for (const group of fields) walkFieldGroup(blocks, group, visit, tick);
  for (const b of others) {
    const block = blocks[b] as ScenarioBlock;
    for (let index = 0; index < block.size; index += 1) {
      const scenario = scenarioAt(block, index);
      visit(b, index, evaluate(block.part.old, scenario), evaluate(block.part.new, scenario));
      tick();
    }
  }
}
