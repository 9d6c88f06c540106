/**
 * The figures behind the bundle caps (issue 21 §6, rules/config/bundle-caps.ts, docs/rules.md
 * "Caps"): the special-car booking page (production build, real Chromium, the reference server as
 * `booking-page.bench.ts` serves it) mounted with special configs of chosen shapes — the 1,850-field
 * attack bundle, 500 mandatory text fields, 500 radios or drop-downs with many options — and typed
 * into. Mount: navigation → the first frame after the last special field is drawn (median of
 * `--mounts`); keystroke: keydown → the next frame, in the first text field (p50 / p95 of `--keys`).
 * The page lints the bundle it books with, so shapes over the caps are measured on a build without
 * them (`--out` of an older checkout), or show the refusal.
 *
 * npx tsx tests/bench/bundle-caps.bench.ts [--shapes=attack,text500,…] [--mounts=3] [--keys=30] [--out=/tmp/caps/dist] [--no-build]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';

import type { EnterpriseBundle, SpecialFieldConfig } from '../../rules/model/bundle.ts';
import { createServer } from '../../src/server/create-server.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { seedIfEmpty } from '../../src/server/db/seed.ts';
import { enterpriseBundle } from '../../src/server/store/enterprises.ts';
import { BENCH_BOOKER } from './bench-seed.ts';
import { pageHelpers, signIn } from './booking-page.bench.ts';
import { generateAttackSpecialFields, generateBookingSpecialFields, generateShapedSpecialFields, type FieldShape } from './generate-bundle.ts';
import { median, percentile } from './results.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const MOUNTS = Number(arg('mounts') ?? 3);
const KEYS = Number(arg('keys') ?? 30);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** 500 fields, `options` options in checkbox lists of ten, the rest text fields: all shown and mandatory (1,000: `generateAtCapsSpecialFields`). */
function atCaps(options: number): SpecialFieldConfig[] {
  const lists = options / 10;
  return [
    ...generateShapedSpecialFields({ fields: lists, showType: 5, options: 10 }),
    ...generateShapedSpecialFields({ fields: 500 - lists, showType: 2, options: 0 }).map((f, i) => ({ ...f, specialId: f.specialId + lists, configName: `文本${i + 1}` })),
  ];
}

const SHAPES: Record<string, () => SpecialFieldConfig[]> = {
  attack: () => generateAttackSpecialFields(1850),
  text500: () => generateShapedSpecialFields({ fields: 500, showType: 2, options: 0 }),
  text1000: () => generateShapedSpecialFields({ fields: 1000, showType: 2, options: 0 }),
  radio500x10: () => generateShapedSpecialFields({ fields: 500, showType: 4, options: 10 }),
  select500x10: () => generateShapedSpecialFields({ fields: 500, showType: 3, options: 10 }),
  select500x40: () => generateShapedSpecialFields({ fields: 500, showType: 3, options: 40 }),
  checks500x10: () => generateShapedSpecialFields({ fields: 500, showType: 5, options: 10 }),
  select10x1000: () => generateShapedSpecialFields({ fields: 10, showType: 3, options: 1000 }),
  select10x200: () => generateShapedSpecialFields({ fields: 10, showType: 3, options: 200 }),
  radio10x200: () => generateShapedSpecialFields({ fields: 10, showType: 4, options: 200 }),
  // At the caps: 500 fields of one business type, 1,000 options (`generateAtCapsSpecialFields`), all
  // shown and mandatory (checkboxes draw an option dearest of the three choice kinds above); and with
  // 500 or 2,000 options, to see what the options cost.
  atCaps2000: () => atCaps(2000),
  atCaps: () => atCaps(1000),
  atCaps500: () => atCaps(500),
  // The booking-page bench's own 500 fields (the reference: known to be fast).
  bench500: () => generateBookingSpecialFields(500),
  // Bytes alone: 10 text fields carrying skip lists of passenger names, a bundle of about 560 KB.
  bytes560: () =>
    generateShapedSpecialFields({ fields: 10, showType: 2, options: 0 }).map((f) => ({
      ...f,
      isHaveMustCondition: true,
      mustConditionConfigList: [{ conditionType: 2 as const, conditionValue: '1,2,3,4,5,6,7,8,9,10' }],
      skipMustConditionConfigList: Array.from({ length: 1700 }, (_, j) => ({ passengerName: `乘车人${j}` })),
    })),
};
export type { FieldShape };

function configure(dataDir: string, specialFields: SpecialFieldConfig[]): EnterpriseBundle {
  const db = openDatabase(dataDir);
  try {
    seedIfEmpty(db);
    const seeded = enterpriseBundle(db, BENCH_BOOKER.enterpriseId);
    if (!seeded) throw new Error(`the seed has no enterprise ${BENCH_BOOKER.enterpriseId}`);
    const bundle: EnterpriseBundle = { ...seeded, specialFields };
    db.prepare('UPDATE enterprises SET bundle_json = ? WHERE enterprise_id = ?').run(JSON.stringify(bundle), BENCH_BOOKER.enterpriseId);
    return bundle;
  } finally {
    db.close();
  }
}

type BenchWindow = Window & { __bench: { mounted?: number; keys: number[] }; __benchMount?: string };

async function mountOnce(page: Page, base: string): Promise<number | string> {
  await page.goto(`${base}/EnterpriseService/SpecialCar`, { waitUntil: 'commit' });
  const outcome = await page.waitForFunction(
    () => {
      const w = window as unknown as BenchWindow;
      if (w.__bench.mounted !== undefined) return 'mounted';
      return document.body.innerText.includes('企业配置有误') ? 'refused' : false;
    },
    undefined,
    { timeout: 120_000 },
  );
  const what = await outcome.jsonValue();
  if (what === 'refused') return 'refused';
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.mounted!);
}

async function keys(page: Page, selector: string): Promise<number[]> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.focus(selector);
  await page.evaluate(() => ((window as unknown as BenchWindow).__bench.keys = []));
  for (let i = 0; i < KEYS + 3; i += 1) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction((n) => (window as unknown as BenchWindow).__bench.keys.length >= n, i + 1, { timeout: 60_000 });
    await page.waitForTimeout(20);
  }
  return (await page.evaluate(() => (window as unknown as BenchWindow).__bench.keys)).slice(3);
}

const work = await mkdtemp(join(tmpdir(), 'bench-caps-'));
const outDir = arg('out') ?? join(work, 'dist');
const dataDir = join(work, 'data');
const lines: string[] = [];
try {
  if (!process.argv.includes('--no-build')) await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const shapes = (arg('shapes') ?? Object.keys(SHAPES).join(',')).split(',');
  const smsCode = async (after: number) => {
    for (let tries = 0; tries < 50; tries += 1) {
      const code = lines.slice(after).map((l) => /^\[sms\] 验证码 (\d{6}) 已发送至 (\d+)/.exec(l)).filter((m) => m?.[2] === BENCH_BOOKER.phoneNumber).at(-1)?.[1];
      if (code) return code;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('no SMS code in the server log');
  };
  let port = 0;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: `globalThis.__name = (f) => f;\n(${pageHelpers.toString()})();` });
  let signedIn = false;
  for (const name of shapes) {
    const make = SHAPES[name];
    if (!make) throw new Error(`no shape ${name}: ${Object.keys(SHAPES).join(', ')}`);
    const fields = make();
    const bundle = configure(dataDir, fields);
    const server = await createServer({ dataDir, port, staticDir: outDir, log: (line) => lines.push(line) });
    const base = server.url.replace(/\/+$/, '');
    port = Number(new URL(base).port);
    if (!signedIn) {
      await signIn(context, base, smsCode, () => lines.length);
      signedIn = true;
    }
    const last = fields.at(-1)!.specialId;
    const page = await context.newPage();
    await page.addInitScript((selector) => ((window as unknown as BenchWindow).__benchMount = selector), `[id^="root_specialConfig_${last}"]`);
    const mounts: number[] = [];
    let refused = false;
    for (let i = 0; i < MOUNTS + 1; i += 1) {
      const t = await mountOnce(page, base);
      if (t === 'refused') {
        refused = true;
        break;
      }
      if (i > 0 && typeof t === 'number') mounts.push(t);
    }
    const text = fields.find((f) => f.showType === 2 && !f.isAssociation);
    const typed = !refused && text ? await keys(page, `#root_specialConfig_${text.specialId}`) : [];
    const options = fields.reduce((n, f) => n + (f.showTypeConfigInfo ?? []).length, 0);
    const kb = (Buffer.byteLength(JSON.stringify(bundle)) / 1024).toFixed(0);
    console.log(
      `${name.padEnd(14)} ${String(fields.length).padStart(5)} fields, ${String(options).padStart(6)} options, ${kb.padStart(4)} KB: ` +
        (refused ? 'refused by the page (lint)' : `mount ${median(mounts).toFixed(0)} ms (${mounts.map((m) => m.toFixed(0)).join(' ')})` + (typed.length ? `, keystroke p50 ${median(typed).toFixed(1)} / p95 ${percentile(typed, 95).toFixed(1)} ms` : '')),
    );
    await page.close();
    await server.close();
  }
  await browser.close();
} finally {
  await rm(work, { recursive: true, force: true });
}
