/**
 * The booking pages in real Chromium against the reference server (issue 8 "Done when"): signed in
 * as the demo booker of 上海华信 (1001), nothing mocked. Screenshots of both booking forms at 1280 px
 * and 390 px go to docs/images/.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');

/** Code that only RJSF (its form's default class) and ajv (an option it reads) carry. */
const FORM_CODE_MARKERS = [/["']rjsf["']/, /strictSchema/];

/** The JavaScript a page fetched while it opened, by URL. */
async function scriptsOf(portal: ServedPortal, path: string, ready: (page: Page) => Promise<unknown>): Promise<Map<string, string>> {
  const page = await portal.context.newPage();
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, string>();
  page.on('response', (response: Response) => {
    if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    pending.push(response.text().then((text) => void scripts.set(response.url(), text)).catch(() => {}));
  });
  await page.goto(`${portal.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await ready(page);
  await Promise.all(pending);
  await page.close();
  return scripts;
}

const carriesFormCode = (text: string) => FORM_CODE_MARKERS.some((marker) => marker.test(text));

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- kept for the width tests (pages lane); lint on the merged main
async function at(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(300);
}

/** Whether the page scrolls sideways (something wider than the viewport). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- kept for the width tests (pages lane); lint on the merged main
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

describe('the booking pages in Chromium (issue 8)', () => {
  let portal: ServedPortal;

  beforeAll(async () => {
    portal = await startPortalWithServer();
    await mkdir(IMAGES, { recursive: true });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('/login loads no RJSF, ajv or form-engine code; the booking page does', async () => {
    const login = await scriptsOf(portal, '/login', (page) => page.getByRole('heading', { level: 1, name: '登录' }).waitFor());
    expect(login.size).toBeGreaterThan(0);
    expect([...login].filter(([, text]) => carriesFormCode(text)).map(([url]) => url)).toEqual([]);

    await signInAsDemoBooker(portal);
    const booking = await scriptsOf(portal, '/EnterpriseService/SpecialCar', (page) => page.getByRole('heading', { level: 1, name: '专车预订' }).waitFor());
    // The markers are real: the booking page's chunks carry them.
    expect([...booking.values()].some(carriesFormCode)).toBe(true);
  });

  it('the start page links to both bookings and lists no orders yet', async () => {
    const page = await portal.open('/EnterpriseService');
    const nav = page.getByRole('navigation', { name: '预订' });
    await nav.getByRole('link', { name: '专车预订' }).waitFor();
    expect(await nav.getByRole('link', { name: '自有车预订' }).isVisible()).toBe(true);
    await page.getByText('还没有订单。').waitFor();
    await page.close();
  });
});
