/**
 * `npm run bench`: evaluate() on generated bundles of 10, 100 and 1,000 special fields.
 * Prints the median time, the time per field, and ratios against two baselines run in the
 * same process: the 10-field run (how it scales) and a JSON round trip of the same bundle
 * (what merely touching the data costs). Target: 1,000 fields under 1 ms (median).
 *
 * Then lint (JSON.parse + lintBundle, what `booking-rules lint` does after reading the file) and
 * evaluate on one association chain of 20,000 fields and one cycle of 3,000 (issue 7, point 8),
 * as ratios against a 10-field chain: linear work means a ratio near the ratio of field counts
 * (2,000 for the chain, 300 for the cycle), quadratic work a ratio near its square.
 */
import { Bench } from 'tinybench';
import { lintBundle } from '../../rules/config/lint-bundle.ts';
import { evaluate } from '../../rules/evaluate.ts';
import { generateBundle, generateChainBundle, generateChainScenario, generateCycleBundle, generateScenario } from './generate-bundle.ts';

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

// Long chains and cycles (issue 7, point 8): few iterations, each run is tens of milliseconds.
const chainBench = new Bench({ time: 500, iterations: 5, warmupIterations: 2, warmupTime: 100 });
const shapes = [
  { name: 'chain 10', fields: 10, bundle: generateChainBundle(10) },
  { name: 'chain 20,000', fields: 20_000, bundle: generateChainBundle(20_000) },
  { name: 'cycle 3,000', fields: 3000, bundle: generateCycleBundle(3000) },
].map((shape) => ({ ...shape, text: JSON.stringify(shape.bundle), scenario: generateChainScenario(shape.fields) }));

for (const { name, bundle, text, scenario } of shapes) {
  chainBench.add(`lint ${name}`, () => {
    lintBundle(JSON.parse(text));
  });
  chainBench.add(`evaluate ${name}`, () => {
    evaluate(bundle, scenario);
  });
}

await chainBench.run();

function chainMedianMs(name: string): number {
  const result = chainBench.getTask(name)?.result;
  if (!result || result.state !== 'completed') throw new Error(`benchmark ${name} did not complete`);
  return result.latency.p50;
}

const chainRows = shapes.flatMap(({ name, fields, bundle }) =>
  (['lint', 'evaluate'] as const).map((what) => {
    const median = chainMedianMs(`${what} ${name}`);
    const lint = what === 'lint' ? lintBundle(bundle) : undefined;
    return {
      run: `${what} ${name}`,
      'median (ms)': median.toFixed(2),
      'x 10-field chain': (median / chainMedianMs(`${what} chain 10`)).toFixed(0),
      'x fields': String(fields / 10),
      'issues': lint ? String(lint.errors.length + lint.warnings.length) : '',
      'report (bytes)': lint ? String(JSON.stringify(lint).length) : '',
    };
  }),
);
console.log('lint and evaluate on long association chains (链与环)');
console.table(chainRows);
