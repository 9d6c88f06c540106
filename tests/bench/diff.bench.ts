/**
 * The impact diff's cost (issue 10 §3): a diff of two 200-field bundles over their whole scenario
 * space, and a replay of 10,000 stored orders, together under 1 s on this machine. The change is
 * a wide one: every trip-type must condition of the generated bundle (50 fields) loses trip type
 * 5, one option of a choice parent is dropped, and the audit's user levels shrink.
 *
 * The server's stored orders were checked against their schema when they were submitted, so
 * the replay reads them without checking again (`schemaCheck: false`, as the page does).
 *
 * `diffBenchRows()` returns `{ name, medianMs }` rows for `npm run bench`; run alone:
 *   npx tsx tests/bench/diff.bench.ts
 */
import { pathToFileURL } from 'node:url';
import { diffAndReplay, diffBundles, replayOrders, type EnterpriseBundle, type StoredOrder } from '../../rules/index.ts';
import { ownCarPayload, specialCarPayload } from '../server/payloads.ts';
import { generateBundle } from './generate-bundle.ts';
import { seededRandom as random } from './results.ts';

export interface BenchRow {
  name: string;
  medianMs: number;
}

/** The changed bundle: conditions narrowed, one option gone, user levels narrowed. */
export function changedBundle(bundle: EnterpriseBundle): EnterpriseBundle {
  const next = structuredClone(bundle);
  for (const field of next.specialFields ?? []) {
    for (const c of field.mustConditionConfigList ?? []) if (c.conditionType === 2) c.conditionValue = '1,3';
  }
  const root = next.specialFields?.[0];
  if (root) root.showTypeConfigInfo = (root.showTypeConfigInfo ?? []).filter((o) => o.optionId !== 2);
  const audit = next.auditConfigs?.[0]?.userInputDto?.auditConditionConfigDto;
  if (audit) audit.userLevels = [0];
  return next;
}

/** `count` stored orders of the generated bundle's enterprise, four in five special car. */
export function generateOrders(size: number, count: number): StoredOrder[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const special = specialCarPayload();
  const own = ownCarPayload();
  const orders: StoredOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    const values = [];
    for (let id = 1; id <= size; id += 1) {
      const level = (id - 1) % 3;
      const value = level < 2 ? pick([1, 2, null]) : pick(['值', '']);
      if (value !== null) values.push({ id, name: `字段${id}`, value });
    }
    values.splice(100); // an order holds at most 100 special configs (D9 schema)
    const passenger = pick(['张三', '李四', '王五']);
    if (i % 5 === 4) {
      orders.push({
        orderId: `OC${String(i).padStart(8, '0')}`,
        businessType: 5,
        bookerId: pick(['u-1', 'u-9']),
        userLevel: pick([0, 1, 2]),
        payload: {
          ...own,
          tripType: pick([1, 2, 3]),
          dropOffTime: pick([own.dropOffTime, own.boardingTime]),
          contacts: { ...own.contacts, contacts: [{ ...own.contacts.contacts[0]!, name: passenger }] },
          specialConfig: values,
        },
      });
    } else {
      orders.push({
        orderId: `CS${String(i).padStart(8, '0')}`,
        businessType: 4,
        bookerId: pick(['u-1', 'u-9']),
        userLevel: pick([0, 1, 2]),
        payload: {
          ...special,
          baseData: { ...special.baseData, tripType: pick([1, 3, 5, 6]) },
          passenger: { ...special.passenger, name: passenger },
          specialConfigs: values,
        },
      });
    }
  }
  return orders;
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function timed(run: () => void, rounds: number): number {
  run(); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The diff rows of `npm run bench`: the diff, the replay and both together, medians in ms. */
export function diffBenchRows(rounds = 7): BenchRow[] {
  const oldBundle = generateBundle(200);
  const newBundle = changedBundle(oldBundle);
  const orders = generateOrders(200, 10_000);
  const diff = timed(() => {
    const result = diffBundles(oldBundle, newBundle);
    if (!result.ok || result.value.changes.length === 0) throw new Error('the bench diff found no change');
  }, rounds);
  const replay = timed(() => {
    const result = replayOrders(oldBundle, newBundle, orders, { schemaCheck: false });
    if (result.unreadable.length > 0) throw new Error(`unreadable bench orders: ${result.unreadable[0]?.message}`);
  }, rounds);
  // What the page's Worker and `booking-rules diff --orders` run: one walk for both.
  const both = timed(() => {
    const result = diffAndReplay(oldBundle, newBundle, orders, { schemaCheck: false });
    if (!result.ok || result.value.replay.effects.length === 0) throw new Error('the bench replay touched no order');
  }, rounds);
  return [
    { name: 'diff 200 fields (whole space)', medianMs: diff },
    { name: 'replay 10,000 orders', medianMs: replay },
    { name: 'diffAndReplay: diff + replay in one walk (target < 1,000 ms)', medianMs: both },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = diffBenchRows();
  console.log(`impact diff benchmark, Node ${process.version}`);
  console.table(rows.map((r) => ({ name: r.name, 'median (ms)': r.medianMs.toFixed(1) })));
  const total = rows[2]?.medianMs ?? Infinity;
  console.log(`diff + replay: ${total.toFixed(1)} ms, target < 1,000 ms: ${total < 1000 ? 'met（已达到）' : 'NOT met（未达到）'}`);
}
