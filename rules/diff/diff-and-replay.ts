/**
 * `diffAndReplay(old, new, orders)`: the diff and the replay of stored orders in one walk of the
 * scenario space (issue 10 §2, §3). Both read the same evaluations of every scenario, so asking
 * for both costs one walk plus a look-up per order and part; the page's Worker and
 * `booking-rules diff --orders` call this. docs/rules.md "Impact diff".
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import { success, type CheckResult } from '../model/issue.ts';
import { progressTicker } from './diff-cancelled.ts';
import { recorder } from './diff-bundles.ts';
import type { DiffResult, ReplayResult, StoredOrder } from './diff-model.ts';
import { replayOn, replayTables, replayVisitor, type ReplayOptions } from './replay-orders.ts';
import { scenarioSpace } from './scenario-space.ts';
import { walkSize, walkSpace } from './walk-space.ts';

export interface DiffAndReplay {
  diff: DiffResult;
  replay: ReplayResult;
}

/**
 * The same as `diffBundles(old, new)` and `replayOrders(old, new, orders)` together, with one
 * walk of the space; fails as `diffBundles` does when the space is over the cap. Throws
 * `DiffCancelled` when `options.signal` aborts or `options.shouldStop()` is true.
 *
 * @example diffAndReplay(bundle, edited, orders).value.replay.effects[0].orderIds // ['CS20261122000001', …]
 */
export function diffAndReplay(
  oldBundle: EnterpriseBundle,
  newBundle: EnterpriseBundle,
  orders: readonly StoredOrder[],
  options?: ReplayOptions,
): CheckResult<DiffAndReplay> {
  const space = scenarioSpace(oldBundle, newBundle);
  if (!space.ok) return space;
  const { blocks } = space.value;
  const recs = blocks.map(recorder);
  const replays = replayTables(blocks);
  const toReplay = replayVisitor(replays);
  const evaluations = walkSize(blocks);
  const ticker = progressTicker(options, evaluations + orders.length);
  const tick = () => ticker.tick();
  walkSpace(
    blocks,
    (b, index, before, after) => {
      recs[b]?.record(index, before, after);
      toReplay(b, index, before, after);
    },
    tick,
  );
  const replay = replayOn(replays, orders, options?.schemaCheck ?? true, tick);
  ticker.done();
  const diff = { changes: recs.flatMap((r) => r.changes()), scenarios: space.value.size, evaluations: 2 * evaluations };
  return success({ diff, replay });
}
