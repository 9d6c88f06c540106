/**
 * Browser-test harness: builds the portal once with Vite, serves the build with
 * the reference API server on a fresh data folder and a free port of 127.0.0.1
 * (`startPortalWithServer`), and drives a headless Chromium
 * (playwright-core against the system browser, never a downloaded one).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { buildPortal } from './build-portal.ts';


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

/** The portal served by the reference API server, whose log the test can read. */
export interface ServedPortal extends Portal {
  /** The server's data folder (its database file, for a test that counts what was stored). */
  dataDir: string;
  /** Every line the server logged so far (SMS codes among them). */
  logLines: readonly string[];
  /**
   * The newest SMS code sent to `phoneNumber` for `purpose`, waiting up to `timeoutMs` for it
   * (`[sms] 验证码 123456 已发送至 13800000001（用途 login） / …`).
   */
  smsCode(phoneNumber: string, purpose: string, timeoutMs?: number): Promise<string>;
  /**
   * The RUM events the intake stored (`GET /dev/rum-events`), read as the seeded admin 赵敏: the
   * list answers only a signed-in user with `admin.monitoring` (docs/server.md "Monitoring"). The
   * admin signs in through the API once, outside the browser, so no page of the test's is touched.
   */
  rumEvents(): Promise<RumEvent[]>;
}

/** One stored RUM event as `/dev/rum-events` lists it (src/server/store/rum-events.ts `RumEventRecord`). */
export interface RumEvent {
  id: number;
  receivedAt: number;
  serviceName: string;
  serviceEnvironment: string;
  kind: string;
  event: { type?: string; name?: string; [key: string]: unknown };
}

/** The seeded admin (db/seed/reference.json): `admin.config` for the config preview, `admin.monitoring` for the events. */
export const DEMO_ADMIN = { phoneNumber: '13800000002', password: 'Admin@2026', trueName: '赵敏' } as const;

function launchBrowser(profileDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
  });
}

function opener(browser: BrowserContext, baseUrl: string) {
  return async (path: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return page;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Builds the portal and serves it with the reference API server (`createServer` on a fresh
 * temporary data folder, seeded with the demo users), so sign-in, sessions and the RUM intake
 * are real. The server's log is kept for the test (it prints the SMS codes).
 */
export async function startPortalWithServer(options: { buildEnv?: Readonly<Record<string, string>>; devMail?: boolean } = {}): Promise<ServedPortal> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-e2e-server-'));
  const outDir = join(workDir, 'dist');
  const dataDir = join(workDir, 'data');
  const profileDir = join(workDir, 'profile');
  const logLines: string[] = [];

  let server: { url: string; close(): Promise<void> } | undefined;
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close().catch(() => {});
    await server?.close().catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    // The run's shared build (global-build.ts), unless this file needs build-time settings of its own.
    const staticDir = options.buildEnv === undefined ? inject('portalDist') : outDir;
    if (staticDir === outDir) await buildPortal(outDir, options.buildEnv);
    // Imported here so the shell tests never load the server (and its native SQLite module).
    const { createServer: createApiServer } = await import('../../src/server/create-server.ts');
    server = await createApiServer({ dataDir, port: 0, staticDir, monitoring: true, devMail: options.devMail === true, log: (line) => logLines.push(line) });
    const baseUrl = server.url.replace(/\/+$/, '');
    context = await launchBrowser(profileDir);

    const smsCode = async (phoneNumber: string, purpose: string, timeoutMs = 5_000): Promise<string> => {
      const pattern = new RegExp(`^\\[sms\\] 验证码 (\\d{6}) 已发送至 ${escapeRegExp(phoneNumber)}（用途 ${escapeRegExp(purpose)}）`);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const code = logLines.map((line) => pattern.exec(line)?.[1]).filter((c) => c !== undefined).at(-1);
        if (code !== undefined) return code;
        if (Date.now() > deadline) throw new Error(`no SMS code for ${phoneNumber} (${purpose}) in the server log:\n${logLines.join('\n')}`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
    };

    // The admin's session for /dev/rum-events, made on first use (the API client of the server tests).
    let admin: Promise<{ fetchWithSession(path: string): Promise<Response> }> | undefined;
    const rumEvents = async (): Promise<RumEvent[]> => {
      admin ??= (async () => {
        const { TestClient } = await import('../server/client.ts');
        const client = new TestClient(baseUrl);
        const answer = await client.signIn(logLines, DEMO_ADMIN.phoneNumber, DEMO_ADMIN.password);
        if (!answer.envelope.isSuccess) throw new Error(`the admin could not sign in: ${answer.envelope.message}`);
        return client;
      })();
      const response = await (await admin).fetchWithSession('/dev/rum-events');
      if (response.status !== 200) throw new Error(`/dev/rum-events answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as RumEvent[];
    };

    return { baseUrl, context, open: opener(context, baseUrl), close, dataDir, logLines, smsCode, rumEvents };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The demo booker of the reference server's seed (docs/transport.md). */
export const DEMO_BOOKER = { phoneNumber: '13800000001', password: 'Demo@2026', trueName: '王小明' } as const;

/** A seeded user as the sign-in page takes him: phone, password, and the name the portal greets. */
export interface SeededUser {
  phoneNumber: string;
  password: string;
  trueName: string;
}

/**
 * The sign-in page's first step: phone and password, then 下一步 (the page stays on /login).
 * `beforeSubmit` runs on the filled form (a screenshot).
 */
export async function enterPassword(page: Page, user: Pick<SeededUser, 'phoneNumber' | 'password'>, beforeSubmit?: () => Promise<unknown>): Promise<void> {
  await page.getByLabel('手机号', { exact: true }).fill(user.phoneNumber);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await beforeSubmit?.();
  await page.getByRole('button', { name: '下一步' }).click();
}

/** The second step: the SMS code from the server's log, then 登录; waits for the greeting. */
export async function enterSmsCode(portal: ServedPortal, page: Page, user: SeededUser): Promise<void> {
  await page.getByLabel('验证码', { exact: true }).waitFor();
  await page.getByLabel('验证码', { exact: true }).fill(await portal.smsCode(user.phoneNumber, 'login'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText(`欢迎，${user.trueName}`).waitFor();
}

/**
 * Signs the demo booker (or another seeded user) in through the sign-in page (password, then the SMS code from the
 * server's log). The browser context keeps the session cookie and the OperatorId afterwards.
 */
export async function signInAsDemoBooker(portal: ServedPortal, booker: SeededUser = DEMO_BOOKER): Promise<void> {
  const page = await portal.open('/login');
  await enterPassword(page, booker);
  await enterSmsCode(portal, page, booker);
  await page.close();
}

/** Signs out whoever is signed in (the session cookie dropped) and signs `user` in. */
export async function switchUser(portal: ServedPortal, user: SeededUser): Promise<void> {
  await portal.context.clearCookies();
  await signInAsDemoBooker(portal, user);
}

/** Where the browser tests draw their screenshots (the README and the docs show them). */
export const IMAGES = resolve(import.meta.dirname, '../../docs/images');

/**
 * A served portal with `user` (the demo booker unless told) signed in, for the tests of one `describe`: started
 * before them, closed after them. Call it in the `describe` and read the portal in each test.
 *
 * @example const served = signedInPortal(); it('…', async () => { const page = await served().open('/EnterpriseService'); });
 */
export function signedInPortal(user: SeededUser = DEMO_BOOKER): () => ServedPortal {
  let portal: ServedPortal | undefined;
  beforeAll(async () => {
    portal = await startPortalWithServer();
    await mkdir(IMAGES, { recursive: true });
    await signInAsDemoBooker(portal, user);
  });
  afterAll(async () => {
    await portal?.close();
  });
  return () => {
    if (portal === undefined) throw new Error('the portal is started in beforeAll / 门户在 beforeAll 中启动');
    return portal;
  };
}
