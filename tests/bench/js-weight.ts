/**
 * Issue 9 §1: the JavaScript a page loads, gzipped, read from the browser's network log, and which
 * packages weigh most. Each page is opened in a fresh browser context with the cache disabled
 * (Chrome DevTools Protocol), every `.js` response body is gzipped here (zlib level 6, the usual
 * server setting; the reference server sends files uncompressed) and summed; 1 KB = 1,000 bytes,
 * as Vite reports. The breakdown reads the build's hidden source maps with `source-map-js` (already
 * installed, under Vite): each mapped span of minified code counts for its source file's package,
 * and a file's gzip size is shared out in proportion. The same spans keyed by source file instead of
 * package give the booking page's heaviest modules, each with the chunks it lands in (printed, not
 * rows: what to split or load later is decided by module, the table stays by package).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser, BrowserContext } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

import type { BenchRow } from './results.ts';

/** Issue 9 §2 targets, gzip. */
const TARGET_KB = { login: 180, booking: 330 } as const;
const KB = 1000;
/** How many packages of each page the table lists. */
const TOP_PACKAGES = 8;
/** How many modules of the booking page the log lists. */
const TOP_MODULES = Number(process.env.BENCH_TOP_MODULES ?? 40);

interface Loaded {
  file: string;
  raw: number;
  gzip: number;
}

export interface JsWeightOptions {
  browser: Browser;
  base: string;
  outDir: string;
  signIn: (context: BrowserContext) => Promise<void>;
  log: (line: string) => void;
  /** A selector present once the booking page's form is drawn (its last special field). */
  bookingReady: string;
}

/** The `.js` files a fresh load of `url` fetches, with their gzip sizes, and the page's text once the network is idle. */
async function scriptsOf(context: BrowserContext, url: string, outDir: string, ready?: string): Promise<{ loaded: Loaded[]; text: string }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bodies: Promise<Loaded>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const file = new URL(response.url()).pathname;
    // A body still arriving when the page closes is read from the build instead (the same bytes).
    const read = response.body().catch(() => readFileSync(join(outDir, file)));
    bodies.push(read.then((body) => ({ file, raw: body.length, gzip: gzipSync(body, { level: 6 }).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The booking page loads its chunks only after the session is known: wait for the drawn form.
  if (ready) await page.locator(ready).waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const text = await page.locator('body').innerText();
  const loaded = await Promise.all([...bodies]);
  await page.close();
  return { loaded, text };
}

/** `node_modules/@scope/name/…` → `@scope/name`; our own folders by name. */
function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (/(^|\/)rules\//.test(source)) return 'rules/ (ours)';
  if (/(^|\/)src\//.test(source)) return 'src/ (ours)';
  if (/(^|\/)tests\//.test(source)) return 'tests/ (ours)';
  return source.startsWith('\0') || source === '' ? '(bundler runtime)' : source;
}

/** `…/node_modules/@zag-js/dialog/dist/index.mjs` → `@zag-js/dialog/dist/index.mjs`; ours from the repository root. */
function moduleOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) return source.slice(at + 'node_modules/'.length);
  const ours = /(?:^|\/)((?:src|rules|schemas|tests)\/.*)$/.exec(source);
  if (ours) return ours[1]!;
  return source.startsWith('\0') || source === '' ? '(bundler runtime)' : source;
}

/** Gzip bytes of `loaded` keyed by `keyOf(source, file)`, shared out by each file's mapped spans. */
function bySource(outDir: string, loaded: readonly Loaded[], keyOf: (source: string, file: string) => string): Map<string, number> {
  const total = new Map<string, number>();
  const add = (name: string, bytes: number) => total.set(name, (total.get(name) ?? 0) + bytes);
  for (const file of loaded) {
    const path = join(outDir, file.file);
    const mapPath = `${path}.map`;
    if (!existsSync(path) || !existsSync(mapPath)) {
      add(`(no source map: ${basename(file.file)})`, file.gzip);
      continue;
    }
    const lines = readFileSync(path, 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')));
    const spans = new Map<string, number>();
    let previous: { line: number; column: number; name: string } | undefined;
    let counted = 0;
    const close = (line: number, column: number) => {
      if (!previous) return;
      const end = line === previous.line ? column : (lines[previous.line - 1]?.length ?? previous.column);
      spans.set(previous.name, (spans.get(previous.name) ?? 0) + Math.max(0, end - previous.column));
      counted += Math.max(0, end - previous.column);
    };
    consumer.eachMapping(
      (m) => {
        close(m.generatedLine, m.generatedColumn);
        previous = { line: m.generatedLine, column: m.generatedColumn, name: m.source ? keyOf(m.source, basename(file.file)) : '(unmapped)' };
      },
      null,
      SourceMapConsumer.GENERATED_ORDER,
    );
    close(Number.POSITIVE_INFINITY, 0);
    const length = lines.reduce((sum, line) => sum + line.length + 1, 0);
    if (length > counted) spans.set('(unmapped)', (spans.get('(unmapped)') ?? 0) + length - counted);
    for (const [name, chars] of spans) add(name, (file.gzip * chars) / length);
  }
  return total;
}

const byPackage = (outDir: string, loaded: readonly Loaded[]) => bySource(outDir, loaded, packageOf);

/** The heaviest modules of `loaded`, gzip by source map, each with the chunks (file names) it lands in. */
function topModules(outDir: string, loaded: readonly Loaded[], count: number): string[] {
  const chunks = new Map<string, Set<string>>();
  const weights = bySource(outDir, loaded, (source, file) => {
    const name = moduleOf(source);
    chunks.set(name, (chunks.get(name) ?? new Set()).add(file));
    return name;
  });
  return [...weights]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${(bytes / KB).toFixed(1).padStart(6)} KB  ${name}  [${[...(chunks.get(name) ?? [])].join(', ')}]`);
}

export async function measureJsWeight({ browser, base, outDir, signIn, log, bookingReady }: JsWeightOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const sum = (loaded: readonly Loaded[]) => loaded.reduce((s, f) => s + f.gzip, 0) / KB;
  const rawSum = (loaded: readonly Loaded[]) => loaded.reduce((s, f) => s + f.raw, 0) / KB;

  const anonymous = await browser.newContext({ locale: 'zh-CN' });
  const login = (await scriptsOf(anonymous, `${base}/login`, outDir)).loaded;
  await anonymous.close();

  const signedIn = await browser.newContext({ locale: 'zh-CN' });
  await signIn(signedIn);
  const booking = (await scriptsOf(signedIn, `${base}/EnterpriseService/SpecialCar`, outDir, bookingReady)).loaded;
  // A route that does not exist yet draws the portal's not-found page (its JavaScript is the shell's).
  const previewLoad = await scriptsOf(signedIn, `${base}/EnterpriseService/ConfigPreview`, outDir);
  const preview = previewLoad.text.includes('页面不存在') ? undefined : previewLoad.loaded;
  await signedIn.close();

  const pages: [string, Loaded[] | undefined, number | undefined][] = [
    ['/login', login, TARGET_KB.login],
    ['special-car booking page', booking, TARGET_KB.booking],
    ['config preview', preview, undefined],
  ];
  for (const [name, loaded, target] of pages) {
    if (!loaded) {
      rows.push({ part: 'bytes', row: `JavaScript for ${name}, gzip`, unit: 'KB', ours: null, note: 'not built' });
      log(`${name}: not built (the route draws 页面不存在)`);
      continue;
    }
    const kb = sum(loaded);
    rows.push({
      part: 'bytes',
      row: `JavaScript for ${name}, gzip (${loaded.length} files, ${rawSum(loaded).toFixed(0)} KB raw)`,
      unit: 'KB',
      ours: kb,
      ...(target === undefined ? {} : { target: `≤ ${target} KB`, met: kb <= target }),
    });
    log(`${name}: ${loaded.map((f) => `${basename(f.file)} ${(f.gzip / KB).toFixed(1)}`).join(', ')}`);
  }
  log(`special-car booking page, top ${TOP_MODULES} modules (gzip, by source map) [chunks]:`);
  for (const line of topModules(outDir, booking, TOP_MODULES)) log(`  ${line}`);
  for (const [name, loaded] of pages.slice(0, 2)) {
    const weights = [...byPackage(outDir, loaded!)].sort((a, b) => b[1] - a[1]).slice(0, TOP_PACKAGES);
    for (const [pkg, bytes] of weights) rows.push({ part: 'bytes', row: `  ${name}: ${pkg} (gzip, by source map)`, unit: 'KB', ours: bytes / KB });
  }
  return rows;
}
