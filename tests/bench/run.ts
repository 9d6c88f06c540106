/**
 * `npm run bench` (issue 9 §1): every row of the issue's table from ONE run, ours beside the plain
 * baseline with the ratio, printed as one table and written to `bench-results.json` (git-ignored).
 * First the rules core in Node (`rules-core.bench.ts`) and the impact diff of issue 10 §3
 * (`diff.bench.ts`), then the browser part
 * (`booking-page.bench.ts`: the production build in real Chromium, the special-car booking page
 * against one plain RJSF form, and the JavaScript each page loads).
 *
 * `npm run bench -- --node-only` runs the Node rows only (no build, no browser).
 * `npm run bench -- --only=mount [--sizes=200]` runs the browser's mount rows only (no Node rows, no
 * keystrokes, choices or weights), for before/after pairs of a mount change; `--waterfall` prints the
 * requests of the page's last mount. `npm run bench -- --only=weight` runs the JavaScript rows alone
 * (the build, sign-in and the network log; no Node rows, no timings). `--only=preview` runs the config
 * preview's row alone (`preview-longtask.bench.ts`, issue 24 §4); with `--attribute` it builds unminified
 * and prints each long task of the window from Chromium's trace (scripts, style, layout, and what
 * invalidated them), with `--scripts` the scripts by function (V8's sampling profiler). CI runs none of them.
 * docs/performance.md "What each row measures" says what each row measures.
 */
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diffBenchRows } from './diff.bench.ts';
import { benchPlaces } from './places.bench.ts';
import { benchRulesCore } from './rules-core.bench.ts';
import { printable, ratioOf, type BenchRow } from './results.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const RESULTS_FILE = resolve(ROOT, 'bench-results.json');

const { values } = parseArgs({
  options: { 'node-only': { type: 'boolean', default: false }, only: { type: 'string' }, sizes: { type: 'string' }, waterfall: { type: 'boolean', default: false }, attribute: { type: 'boolean', default: false }, scripts: { type: 'boolean', default: false } },
  allowPositionals: false,
});
if (values.only !== undefined && !['mount', 'weight', 'places', 'preview'].includes(values.only)) throw new Error(`--only knows four parts: mount, weight, places, preview (got ${values.only})`);
const onlyMount = values.only === 'mount';
const onlyWeight = values.only === 'weight';
const sizes = values.sizes?.split(',').map(Number);
if (sizes?.some((n) => !Number.isInteger(n) || n <= 0 || n % 10 !== 0)) throw new Error(`--sizes takes field counts in tens, e.g. 200 or 50,200 (got ${values.sizes})`);

/** Issue 10 §3: diff of two 200-field bundles + replay of 10,000 orders, in one walk, < 1 s. */
const DIFF_TARGET_MS = 1000;

/** The rows of `diff.bench.ts` in the table; the target sits on the one-walk row the page runs. */
function impactDiffRows(): BenchRow[] {
  return diffBenchRows().map(({ name, medianMs }, i, all) => {
    const last = i === all.length - 1;
    return {
      part: 'node',
      row: `impact diff: ${name.replace(/ \(target[^)]*\)/, '')}, median`,
      unit: 'ms',
      ours: medianMs,
      ...(last ? { target: `< ${DIFF_TARGET_MS} ms`, met: medianMs < DIFF_TARGET_MS } : {}),
    };
  });
}

const started = new Date();
const loadBefore = loadavg();
console.log(`issue 9 bench — Node ${process.version}, ${cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
const rows: BenchRow[] = [];
if (values.only === undefined) {
  console.log('rules core in Node (tinybench) … / 规则核心 …');
  rows.push(...(await benchRulesCore()));
  console.log('impact diff in Node (issue 10 §3) … / 影响分析 …');
  rows.push(...impactDiffRows());
}
if (values.only === undefined || values.only === 'places') {
  console.log('place suggestions in Node (issue 23 §3) … / 地点建议 …');
  rows.push(...benchPlaces());
}
if (!values['node-only'] && values.only !== 'places' && values.only !== 'preview') {
  // Loaded only here: the Node-only run needs neither Vite nor the server.
  const { benchBrowser } = await import('./booking-page.bench.ts');
  rows.push(...(await benchBrowser((line) => console.log(line), { onlyMount, onlyWeight, waterfall: values.waterfall, ...(sizes ? { sizes } : {}) })));
}
if (!values['node-only'] && (values.only === undefined || values.only === 'preview')) {
  // Issue 24 §4: the config preview's longest main-thread task while the admin types during a diff.
  console.log('config preview: typing during an impact diff (issue 24 §4) … / 配置预览 …');
  const { benchPreviewLongTask } = await import('./preview-longtask.bench.ts');
  rows.push(...(await benchPreviewLongTask((line) => console.log(line), { attribute: values.attribute, scripts: values.scripts })));
}

console.table(printable(rows));
const missed = rows.filter((r) => r.met === false).map((r) => r.row);
console.log(missed.length === 0 ? 'every target met / 全部目标已达到' : `targets missed / 未达到的目标: ${missed.join('; ')}`);
await writeFile(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      loadAverage: { before: loadBefore, after: loadavg() },
      nodeOnly: values['node-only'],
      only: values.only ?? null,
      sizes: sizes ?? null,
      rows: rows.map((row) => ({ ...row, ratio: ratioOf(row) ?? null })),
    },
    null,
    2,
  )}\n`,
);
console.log(`written / 已写入 ${RESULTS_FILE}`);
