/**
 * Browser-test harness: builds the portal once with Vite, serves the build with
 * `vite preview` on 127.0.0.1 and a free port, and drives a headless Chromium
 * (playwright-core against the system browser, never a downloaded one).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { build, preview } from 'vite';
import type { PreviewServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG_FILE = join(ROOT, 'vite.config.ts');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A running portal and a browser pointed at it. */
export interface Portal {
  /** e.g. http://127.0.0.1:40123, no trailing slash. */
  baseUrl: string;
  context: BrowserContext;
  /** Opens a new tab on `path` (relative to baseUrl) and waits for the page to settle. */
  open(path: string): Promise<Page>;
  /** Closes the browser and the server and removes the temporary folders. */
  close(): Promise<void>;
}

/** Asks the OS for a port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Builds the app into a fresh temporary folder (leaving `dist/` alone), serves it
 * and launches Chromium with a fresh profile. Call `close()` in `afterAll`.
 */
export async function startPortal(): Promise<Portal> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const outDir = join(workDir, 'dist');
  const profileDir = join(workDir, 'profile');

  let server: PreviewServer | undefined;
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close().catch(() => {});
    await server?.close().catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await build({
      root: ROOT,
      configFile: CONFIG_FILE,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });

    const port = await freePort();
    server = await preview({
      root: ROOT,
      configFile: CONFIG_FILE,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    const baseUrl = `http://127.0.0.1:${port}`;

    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
    });
    const browser = context;

    return {
      baseUrl,
      context: browser,
      async open(path: string) {
        const page = await browser.newPage();
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        return page;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
