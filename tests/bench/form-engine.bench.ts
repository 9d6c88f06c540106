/**
 * `npx tsx tests/bench/form-engine.bench.ts [fields] [keystrokes]`: keystroke → next frame in real
 * Chromium on the form lab (`/FormLab`, issue 8 §4), the form engine against plain RJSF with the
 * Chakra theme (`?plain=1`) in one run. Builds the portal with Vite into a temporary folder, serves
 * it on 127.0.0.1, types into field 250 (the middle of 500) and reports p50/p95 in ms of the time
 * from the input event to the next animation frame (docs/performance.md "Form engine: typing stays in the box").
 */
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { buildWithLab } from './lab-build.ts';

const FIELDS = Number(process.argv[2] ?? 500);
const KEYSTROKES = Number(process.argv[3] ?? 100);
const WARMUP = 10;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Types KEYSTROKES characters into the field's input, measuring input event → next rAF for each. */
async function measure(page: Page, selector: string): Promise<number[]> {
  await page.waitForSelector(selector, { timeout: 60_000 });
  await page.focus(selector);
  await page.evaluate((sel) => {
    const w = window as unknown as { __frames: number[] };
    w.__frames = [];
    document.querySelector(sel)!.addEventListener(
      'input',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => w.__frames.push(performance.now() - start));
      },
      { capture: true },
    );
  }, selector);
  for (let i = 0; i < WARMUP + KEYSTROKES; i += 1) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction((n) => (window as unknown as { __frames: number[] }).__frames.length >= n, i + 1);
    await page.waitForTimeout(20);
  }
  const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames);
  return frames.slice(WARMUP).sort((a, b) => a - b);
}

const outDir = await mkdtemp(join(tmpdir(), 'form-lab-'));
const profile = await mkdtemp(join(tmpdir(), 'form-lab-profile-'));
// With the form lab: a bench build, never the served one (lab-build.ts).
await buildWithLab(outDir);
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const file = join(outDir, path);
  const target = path !== '/' && existsSync(file) ? file : join(outDir, 'index.html');
  response.setHeader('content-type', TYPES[extname(target)] ?? 'application/octet-stream');
  createReadStream(target).pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  viewport: { width: 1280, height: 800 },
});
try {
  const field = Math.min(250, FIELDS - (FIELDS % 2)); // an even id: a text field
  for (const [name, query] of [
    ['form engine', ''],
    ['plain RJSF', '&plain=1'],
  ] as const) {
    const page = await context.newPage();
    await page.goto(`${base}/FormLab?fields=${FIELDS}${query}`);
    const frames = await measure(page, `#root_${field}`);
    console.log(`${name.padEnd(12)} ${FIELDS} fields: p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, max ${frames.at(-1)!.toFixed(1)} ms (${frames.length} keystrokes)`);
    await page.close();
  }
} finally {
  await context.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
}
