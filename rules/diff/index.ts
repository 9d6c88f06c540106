/** The impact diff (issue 10 §2): the scenario space of two bundles, what changes in it, the replay of stored orders, and their words. */
export type {
  Condition,
  ConditionClause,
  DiffChange,
  DiffOptions,
  DiffResult,
  DiffSubject,
  Dimension,
  DimensionId,
  DimensionValue,
  ReplayEffect,
  ReplayResult,
  StoredOrder,
  SubjectState,
  Words,
} from './diff-model.ts';
export { DiffCancelled } from './diff-cancelled.ts';
export type { ScenarioBlock, ScenarioSpace } from './scenario-space.ts';
export { MAX_SCENARIO_SPACE, pointOf, scenarioAt, scenarioSpace, SPACE_TOO_LARGE } from './scenario-space.ts';
export { diffBundles } from './diff-bundles.ts';
export type { DiffAndReplay } from './diff-and-replay.ts';
export { diffAndReplay } from './diff-and-replay.ts';
export type { ReplayOptions } from './replay-orders.ts';
export { ORDER_UNREADABLE, orderScenario, replayOrders } from './replay-orders.ts';
export type { ChangeWords } from './present-diff.ts';
export { describeChange, describeCondition, describeConditions, describeEffect, describeState, describeSubject } from './present-diff.ts';
