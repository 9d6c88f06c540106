/**
 * `npm run bench`: evaluate() on generated bundles of 10, 100 and 1,000 special fields.
 * Prints the median time, the time per field, and ratios against two baselines run in the
 * same process: the 10-field run (how it scales) and a JSON round trip of the same bundle
 * (what merely touching the data costs). Target: 1,000 fields under 1 ms (median).
 */
import { Bench } from 'tinybench';
import { evaluate } from '../../rules/evaluate.ts';
import { generateBundle, generateScenario } from './generate-bundle.ts';

const SIZES = [10, 100, 1000] as const;
const bench = new Bench({ time: 1000, warmup: true });
const cases = SIZES.map((size) => ({ size, bundle: generateBundle(size), scenario: generateScenario(size) }));

for (const { size, bundle, scenario } of cases) {
  bench.add(`evaluate ${size}`, () => {
    evaluate(bundle, scenario);
  });
  bench.add(`json-roundtrip ${size}`, () => {
    JSON.parse(JSON.stringify(bundle));
  });
}

await bench.run();

function medianMs(name: string): number {
  const task = bench.getTask(name);
  const result = task?.result;
  if (!result || result.state !== 'completed') throw new Error(`benchmark ${name} did not complete`);
  return result.latency.p50;
}

const base = medianMs('evaluate 10');
const rows = cases.map(({ size, bundle, scenario }) => {
  const median = medianMs(`evaluate ${size}`);
  const result = evaluate(bundle, scenario);
  return {
    fields: size,
    'median (ms)': median.toFixed(4),
    'per field (µs)': ((median * 1000) / size).toFixed(3),
    'x 10-field run': (median / base).toFixed(1),
    'x JSON round trip': (median / medianMs(`json-roundtrip ${size}`)).toFixed(2),
    'visible / required / errors': `${result.specialFields.filter((f) => f.visible).length} / ${result.specialFields.filter((f) => f.required).length} / ${result.errors.length}`,
  };
});

console.log(`evaluate() benchmark, Node ${process.version}, ${bench.tasks.length} tasks`);
console.table(rows);
const thousand = medianMs('evaluate 1000');
console.log(
  `1,000 fields: median ${thousand.toFixed(4)} ms, target < 1 ms: ${thousand < 1 ? 'met' : 'NOT met'} (目标 1,000 个字段中位数 < 1 毫秒${thousand < 1 ? '，已达到' : '，未达到'})`,
);
