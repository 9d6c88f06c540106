/**
 * How long the config preview blocks its tab (issue 21 §6: "the admin's preview blocks the tab
 * 18.5 s"): the production build in real Chromium against the reference server, the admin 赵敏
 * pastes a bundle into the editor and then types into the enterprise's name (each key a new,
 * valid bundle). Measured from the paste until the page has settled: the longest task on the main
 * thread and the total blocking time (the Long Tasks API: every task over 50 ms, and its time over
 * 50 ms), and each key from keydown to the next frame painted.
 *
 * Bundles: `attack` (the 1,850 mandatory fields, 592 KB, over the caps), `caps` (500 fields
 * of one business type, 1,000 options: at the caps), `seeded` (the fixture, five fields).
 *
 * npx tsx tests/bench/config-preview.bench.ts [--out=/tmp/preview/dist] [--no-build] [--bundles=attack,caps] [--keys=20]
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';

import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import { createServer } from '../../src/server/create-server.ts';
import { generateAtCapsSpecialFields, generateAttackSpecialFields } from './generate-bundle.ts';
import { median } from './results.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const KEYS = Number(arg('keys') ?? 20);
const ADMIN = { phoneNumber: '13800000002', password: 'Admin@2026', trueName: '赵敏' } as const;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** No long task for this long after the status line answered: the page has settled. */
const QUIET_MS = 3000;

const BUNDLES: Record<string, (seeded: EnterpriseBundle) => EnterpriseBundle> = {
  attack: (seeded) => ({ ...seeded, specialFields: generateAttackSpecialFields(1850) }),
  caps: (seeded) => ({ ...seeded, specialFields: generateAtCapsSpecialFields() }),
  seeded: (seeded) => seeded,
};

type Watch = Window & { __watch: { long: { start: number; duration: number }[]; keys: number[] } };

/** Installed before the page's scripts: long tasks and keydown → next frame. */
function watch(): void {
  const state = { long: [] as { start: number; duration: number }[], keys: [] as number[] };
  (window as unknown as Watch).__watch = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'keydown',
    (event) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => state.keys.push(performance.now() - event.timeStamp);
        channel.port2.postMessage(0);
      }),
    { capture: true },
  );
}

async function signIn(page: Page, base: string, code: () => Promise<string>) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('手机号', { exact: true }).fill(ADMIN.phoneNumber);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('验证码', { exact: true }).waitFor();
  await page.getByLabel('验证码', { exact: true }).fill(await code());
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText(`欢迎，${ADMIN.trueName}`).waitFor();
}

/** Waits until no long task has started for QUIET_MS. */
async function settled(page: Page) {
  for (;;) {
    const idle = await page.evaluate(() => {
      const w = (window as unknown as Watch).__watch;
      const last = w.long.at(-1);
      return performance.now() - (last ? last.start + last.duration : 0);
    });
    if (idle >= QUIET_MS) return;
    await page.waitForTimeout(QUIET_MS - idle + 50);
  }
}

async function measure(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.evaluate(() => ((window as unknown as Watch).__watch.long = []));
  const pasted = await page.evaluate(() => performance.now());
  // A paste event, as Ctrl+V sends (CodeMirror reads the text from it); `insertText` would type a megabyte into the DOM.
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector('.cm-content')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForTimeout(500);
  await settled(page);
  const pasteTasks = await page.evaluate(() => (window as unknown as Watch).__watch.long);
  const last = pasteTasks.at(-1);
  const answered = last ? last.start + last.duration - pasted : 0;
  console.log(`  pasted: the last long task ended ${answered.toFixed(0)} ms after the paste, the longest ${Math.max(0, ...pasteTasks.map((t) => t.duration)).toFixed(0)} ms (${pasteTasks.length} long tasks)`);
  // Into the enterprise's name: line 3 is `"enterpriseName": "…",`; before its closing quote.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.evaluate(() => Object.assign((window as unknown as Watch).__watch, { keys: [], long: [] }));
  for (let i = 0; i < KEYS; i += 1) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(100);
  }
  await settled(page);
  const typed = (await page.locator('.cm-content').textContent())?.includes('abcdefghij'.slice(0, Math.min(KEYS, 10)));
  const { long, keys } = await page.evaluate(() => (window as unknown as Watch).__watch);
  const blocking = long.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const pasteLongest = Math.max(0, ...pasteTasks.map((t) => t.duration));
  return { answered, pasteLongest, longest: Math.max(0, ...long.map((t) => t.duration)), blocking, tasks: long.length, keys, typed };
}

const work = await mkdtemp(join(tmpdir(), 'bench-preview-'));
const outDir = arg('out') ?? join(work, 'dist');
const lines: string[] = [];
try {
  if (!process.argv.includes('--no-build')) await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const server = await createServer({ dataDir: join(work, 'data'), port: 0, staticDir: outDir, log: (line) => lines.push(line) });
  const base = server.url.replace(/\/+$/, '');
  const code = async () => {
    for (let tries = 0; tries < 50; tries += 1) {
      const found = lines.map((l) => /^\[sms\] 验证码 (\d{6}) 已发送至 (\d+)/.exec(l)).filter((m) => m?.[2] === ADMIN.phoneNumber).at(-1)?.[1];
      if (found) return found;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('no SMS code in the server log');
  };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: `globalThis.__name = (f) => f;\n(${watch.toString()})();` });
  const login = await context.newPage();
  await signIn(login, base, code);
  await login.close();
  for (const name of (arg('bundles') ?? 'attack,caps').split(',')) {
    const page = await context.newPage();
    await page.goto(`${base}/EnterpriseService/ConfigPreview`);
    // The form view shows first (issue 24 §1); the bundles are pasted in the JSON view.
    await page.getByRole('tab', { name: 'JSON（专家视图）' }).click({ timeout: 60_000 });
    await page.locator('.cm-content').waitFor({ timeout: 60_000 });
    await page.getByTestId('field-101').waitFor({ timeout: 60_000 });
    await settled(page);
    const { $schema: _schema, ...seeded } = JSON.parse(readFileSync(resolve(ROOT, 'fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as EnterpriseBundle & { $schema?: string };
    const { enterpriseId, enterpriseName, ...rest } = BUNDLES[name]!(seeded);
    const text = JSON.stringify({ enterpriseId, enterpriseName, ...rest }, null, 2);
    const r = await measure(page, text);
    console.log(`${name}: status ${JSON.stringify(await page.evaluate(() => [...document.querySelectorAll('[role=status]')].map((e) => e.textContent ?? '').find((t) => t.includes('错误'))))}`);
    console.log(
      `${name.padEnd(7)} ${(text.length / 1024).toFixed(0)} KB of text: the paste's last long task ended ${r.answered.toFixed(0)} ms after it, its longest ${r.pasteLongest.toFixed(0)} ms; ` +
        `typing: longest task ${r.longest.toFixed(0)} ms, ${r.tasks} long tasks, blocking ${r.blocking.toFixed(0)} ms; ` +
        `keys (keydown → frame) median ${median(r.keys).toFixed(0)} / max ${Math.max(...r.keys).toFixed(0)} ms (${r.keys.length}); typed text landed: ${r.typed}`,
    );
    await page.close();
  }
  await browser.close();
  await server.close();
} finally {
  await rm(work, { recursive: true, force: true });
}
