/**
 * One mount of the special-car booking page under the Chrome DevTools Protocol profiler, to find
 * where the time of the bench's mount row goes (docs/performance.md "Mount"):
 * `npx tsx tests/bench/mount-profile.ts [fields=200] [--no-minify]`. Builds the portal like the bench,
 * seeds the bench enterprise, signs in, mounts twice to warm the HTTP cache, then profiles a third
 * mount and prints the requests (Resource Timing), the main-thread self time by function and, per
 * 50 ms of the mount, the functions that took it. Writes the profile to `mount.cpuprofile` in the
 * temporary folder's parent (the OS temporary folder) for DevTools.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';
import { build } from 'vite';

import { createServer } from '../../src/server/create-server.ts';
import { configureBenchEnterprise } from './bench-seed.ts';
import { pageHelpers, signIn } from './booking-page.bench.ts';
import { BOOKING_FIELD_BASE } from './generate-bundle.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const size = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 200);
const minify = !process.argv.includes('--no-minify');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const work = await mkdtemp(join(tmpdir(), 'mount-profile-'));
const outDir = join(work, 'dist');
const lines: string[] = [];
const server0 = { close: async () => {} };
let server: { url: string; close(): Promise<void> } | typeof server0 = server0;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, minify } });
  configureBenchEnterprise(join(work, 'data'), size);
  server = await createServer({ dataDir: join(work, 'data'), port: 0, staticDir: outDir, monitoring: true, log: (line) => lines.push(line) });
  const base = (server as { url: string }).url.replace(/\/+$/, '');
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: `globalThis.__name = (f) => f;\n(${pageHelpers.toString()})();` });
  const smsCode = async (after: number) => {
    for (let tries = 0; tries < 50; tries += 1) {
      const code = lines.slice(after).map((l) => /^\[sms\] 验证码 (\d{6}) 已发送至/.exec(l)).at(-1)?.[1];
      if (code) return code;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('no SMS code');
  };
  await signIn(context, base, smsCode, () => lines.length);
  const page = await context.newPage();
  const last = `#root_specialConfig_${BOOKING_FIELD_BASE + size - 1}`;
  await page.addInitScript((selector) => ((window as unknown as { __benchMount?: string }).__benchMount = selector), last);
  const mountOnce = async () => {
    await page.goto(`${base}/EnterpriseService/SpecialCar`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __bench: { mounted?: number } }).__bench.mounted !== undefined, undefined, { timeout: 60_000 });
    return page.evaluate(() => (window as unknown as { __bench: { mounted: number } }).__bench.mounted);
  };
  await mountOnce();
  await mountOnce();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const mounted = await mountOnce();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const navStart = await page.evaluate(() => performance.timeOrigin);
  console.log(`mounted at ${mounted.toFixed(0)} ms (${size} fields, minify ${minify})`);
  for (const e of await page.evaluate(() => performance.getEntriesByType('resource').map((r) => [r.startTime, (r as PerformanceResourceTiming).responseEnd, r.name] as const)))
    console.log(`${e[0].toFixed(0).padStart(5)} → ${e[1].toFixed(0).padStart(5)}  ${new URL(e[2]).pathname}`);
  await writeFile(join(tmpdir(), 'mount.cpuprofile'), JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').at(-1)}:${n.callFrame.lineNumber}`;
  const self = new Map<string, number>();
  const windows = new Map<number, Map<string, number>>();
  // Profile times are µs on the monotonic clock; navigation start is timeOrigin (ms, epoch) — align by the profile's end ≈ now.
  let t = profile.startTime;
  const offsetMs = profile.startTime / 1000 - (navStart - performance.timeOrigin) ; // rough; printed windows are relative to the profile start
  void offsetMs;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    const n = byId.get(id)!;
    const key = name(n);
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
    const w = Math.floor((t - profile.startTime) / 1000 / 50) * 50;
    const m = windows.get(w) ?? new Map<string, number>();
    m.set(key, (m.get(key) ?? 0) + dt);
    windows.set(w, m);
  });
  console.log('\nself time by function (ms):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  });
  console.log('\ninclusive time by function (ms), our and library entry points:');
  for (const [k, v] of [...inclusive].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, 90)) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('\nper 50 ms from the profile start (top 4 functions):');
  for (const [w, m] of [...windows].sort((a, b) => a[0] - b[0])) {
    const top = [...m].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 4);
    const busy = [...m].filter(([k]) => !k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
    console.log(`${String(w).padStart(5)} busy ${busy.toFixed(0).padStart(3)}: ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`);
  }
} finally {
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
