/**
 * Where a keystroke's frame goes on the special-car booking page (issue 9, keystroke growth 50 → 500
 * fields): the production build served as `booking-page.bench.ts` serves it, ~30 keys typed into the
 * middle block's text field under a Chrome trace, then the renderer main thread's time per key by
 * phase (event handlers, style recalc with element counts, layout with object counts and root,
 * pre-paint, paint, commit).
 *
 * npx tsx tests/bench/key-trace.ts [--out=/tmp/keys/dist] [--no-build] [--sizes=50,500] [--keys=30]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';
import { build } from 'vite';

import { createServer } from '../../src/server/create-server.ts';
import { configureBenchEnterprise } from './bench-seed.ts';
import { pageHelpers, signIn } from './booking-page.bench.ts';
import { BOOKING_FIELD_BASE } from './generate-bundle.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = arg('out') ?? '/tmp/keys/dist';
const sizes = (arg('sizes') ?? '50,500').split(',').map(Number);
const KEYS = Number(arg('keys') ?? 30);
const WARMUPS = 4;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'];

interface TraceArgs {
  name?: string;
  elementCount?: number;
  beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean };
  endData?: { root?: unknown[]; rootNode?: number };
}
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: TraceArgs }
/** The after-paint clock of `pageHelpers`: one entry per key. */
type BenchWindow = Window & { __bench: { keys: number[] } };

const PHASES: Record<string, string> = {
  EventDispatch: 'JS event dispatch (keydown/keypress/input/keyup)',
  FunctionCall: 'JS function calls (timers, rAF, messages)',
  TimerFire: 'TimerFire',
  FireAnimationFrame: 'rAF callbacks',
  UpdateLayoutTree: 'Recalculate Style',
  Layout: 'Layout',
  PrePaint: 'Pre-paint',
  'LocalFrameView::RunCompositingInputsLifecyclePhase': '  of it: compositing inputs (layer overflow)',
  Paint: 'Paint',
  Layerize: 'Layerize',
  Commit: 'Commit',
  UpdateLayer: 'UpdateLayer',
  HitTest: 'HitTest',
  ParseHTML: 'ParseHTML',
  MinorGC: 'MinorGC',
  MajorGC: 'MajorGC',
  'ScheduleStyleRecalculation': 'ScheduleStyleRecalculation',
  InvalidateLayout: 'InvalidateLayout',
};

function analyse(events: TraceEvent[], keys: number, label: string): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'));
  if (!main) throw new Error('no renderer main thread');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const totals = new Map<string, { ms: number; n: number }>();
  const add = (k: string, ms: number) => {
    const t = totals.get(k) ?? { ms: 0, n: 0 };
    t.ms += ms; t.n += 1; totals.set(k, t);
  };
  const open = new Map<string, TraceEvent[]>();
  const styles: number[] = [];
  const layouts: string[] = [];
  for (const e of onMain) {
    if (!(e.name in PHASES)) continue;
    if (e.ph === 'X') {
      add(e.name, (e.dur ?? 0) / 1000);
      if (e.name === 'UpdateLayoutTree' && e.args?.elementCount !== undefined) styles.push(e.args.elementCount);
      if (e.name === 'Layout') layouts.push(`${e.args?.beginData?.partialLayout ? 'partial' : 'full'} ${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`);
    } else if (e.ph === 'B') {
      open.set(e.name, [...(open.get(e.name) ?? []), e]);
    } else if (e.ph === 'E') {
      const b = open.get(e.name)?.pop();
      if (!b) continue;
      add(e.name, (e.ts - b.ts) / 1000);
      if (e.name === 'UpdateLayoutTree') styles.push(e.args?.elementCount ?? b.args?.elementCount ?? -1);
    }
  }
  console.log(`\n== ${label}: ${keys} keys, renderer main thread, ms per key (total ms / events) ==`);
  for (const [k, t] of [...totals].sort((a, b) => b[1].ms - a[1].ms)) console.log(`${PHASES[k]!.padEnd(52)} ${(t.ms / keys).toFixed(3).padStart(8)}   (${t.ms.toFixed(1)} ms / ${t.n})`);
  const hist = (xs: (number | string)[]) => { const m = new Map<string, number>(); for (const x of xs) m.set(String(x), (m.get(String(x)) ?? 0) + 1); return [...m].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, n]) => `${k} ×${n}`).join(', '); };
  console.log(`style recalcs, elements: ${hist(styles)}`);
  console.log(`layouts, root and dirty/total objects: ${hist(layouts)}`);
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: 'hidden' } });
  const dataDir = await mkdtemp(join(tmpdir(), 'key-trace-'));
  const lines: string[] = [];
  const start = (size: number, port = 0) => {
    configureBenchEnterprise(dataDir, size);
    return createServer({ dataDir, port, staticDir: outDir, monitoring: true, log: (line) => lines.push(line) });
  };
  const smsCode = async (after: number) => {
    for (let tries = 0; tries < 50; tries += 1) {
      const code = lines.slice(after).map((l) => /^\[sms\] 验证码 (\d{6}) 已发送至 (\d+)/.exec(l)).filter(Boolean).at(-1)?.[1];
      if (code) return code;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('no SMS code');
  };
  let server = await start(sizes[0]!);
  const base = server.url.replace(/\/+$/, '');
  const port = Number(new URL(base).port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--js-flags=--expose-gc'] });
  try {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: `globalThis.__name = (f) => f;\n(${pageHelpers.toString()})();` });
    await signIn(context, base, smsCode, () => lines.length);
    for (const size of sizes) {
      if (size !== sizes[0]) { await server.close(); server = await start(size, port); }
      const page = await context.newPage();
      await page.goto(`${base}/EnterpriseService/SpecialCar`);
      const selector = `#root_specialConfig_${BOOKING_FIELD_BASE + Math.floor(size / 20) * 10 + 5}`;
      await page.locator(`#root_specialConfig_${BOOKING_FIELD_BASE + size - 1}`).waitFor({ state: 'attached', timeout: 60_000 });
      await page.locator(selector).scrollIntoViewIfNeeded();
      await page.focus(selector);
      await page.waitForTimeout(500);
      const type = async (n: number) => {
        for (let i = 0; i < n; i += 1) {
          const before = await page.evaluate(() => (window as unknown as BenchWindow).__bench.keys.length);
          await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
          await page.waitForFunction((k) => (window as unknown as BenchWindow).__bench.keys.length > k, before);
          await page.waitForTimeout(20);
        }
      };
      await type(WARMUPS);
      await page.evaluate(() => ((window as unknown as BenchWindow).__bench.keys = []));
      const file = `/tmp/keys/trace-${size}.json`;
      await browser.startTracing(page, { path: file, categories: CATEGORIES });
      await type(KEYS);
      await browser.stopTracing();
      const keys: number[] = await page.evaluate(() => (window as unknown as BenchWindow).__bench.keys);
      const sorted = [...keys].sort((a, b) => a - b);
      console.log(`\n${size} fields: keydown → frame p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} p95 ${sorted[Math.ceil(sorted.length * 0.95) - 1]!.toFixed(1)} ms; DOM elements ${await page.evaluate(() => document.getElementsByTagName('*').length)}`);
      const trace = JSON.parse(await readFile(file, 'utf8'));
      analyse(trace.traceEvents ?? trace, KEYS, `${size} fields`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
