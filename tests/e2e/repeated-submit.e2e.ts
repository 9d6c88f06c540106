/**
 * One booking attempt is one order (issue 21 §6, docs/security.md 15), in real Chromium against the
 * reference server, signed in as the demo booker of 上海华信 (1001). A double click on 提交订单 sends
 * one create (the button waits while the order is on its way); and when the answer of a create the
 * server did store is lost on the way back, a second 提交订单 (double-clicked, or after a reload
 * that brings the draft back) is answered with that order instead of storing another, because every
 * try sends the attempt's key kept with the draft. What is counted is what the server stored (its
 * database file), not what the page shows.
 */
import { join } from 'node:path';

import Database from 'better-sqlite3';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_FILE } from '../../src/server/db/database.ts';
import { fillSpecialCar, openWithoutDrafts } from './booking-helpers.ts';
import { signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

/** The special-car orders the server stored, oldest first. */
function storedOrders(portal: ServedPortal): string[] {
  const db = new Database(join(portal.dataDir, DATABASE_FILE), { readonly: true });
  try {
    return (db.prepare('SELECT order_id FROM orders WHERE business_type = 4 ORDER BY seq').all() as { order_id: string }[]).map((row) => row.order_id);
  } finally {
    db.close();
  }
}

const CREATE = '**/enterpriseapi/CsOrder/Create?*';

/**
 * Lets the next create reach the server and store its order, then drops the answer on its way back
 * (the connection is reset): what a booker on a failing network sees as 提交失败 with nothing to show.
 */
async function loseNextAnswer(page: Page): Promise<void> {
  await page.route(CREATE, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
    await page.unroute(CREATE);
  });
}

/** Fills a new special-car booking and goes on to its confirm step. */
async function toConfirmStep(portal: ServedPortal): Promise<Page> {
  const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
  await page.getByRole('button', { name: '下一步' }).waitFor();
  await fillSpecialCar(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('heading', { name: '确认订单' }).waitFor();
  return page;
}

/** The order id of the detail page a submit lands on. */
async function openedOrder(page: Page, from: string): Promise<string> {
  await page.waitForURL((url) => url.href !== from && /\/Order\/SpecialCar\/[^/]+$/.test(url.pathname));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** The create calls the page sends, each with its answer once it came (an answer is awaited, never a pause). */
function watchCreates(page: Page): { sent: Request[]; answered: () => Promise<unknown> } {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.toLowerCase().endsWith('/csorder/create')) sent.push(request);
  });
  return { sent, answered: () => Promise.all(sent.map((request) => request.response())) };
}

describe('one booking attempt is one order (issue 21 §6)', () => {
  let portal: ServedPortal;

  beforeAll(async () => {
    portal = await startPortalWithServer();
    await signInAsDemoBooker(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('a double click on 提交订单 sends one create, stores one order and opens it', async () => {
    const page = await toConfirmStep(portal);
    const before = storedOrders(portal);
    const creates = watchCreates(page);
    const confirmUrl = page.url();

    await page.getByRole('button', { name: '提交订单' }).dblclick();
    const opened = await openedOrder(page, confirmUrl);
    await page.waitForLoadState('networkidle');
    await creates.answered();

    expect(creates.sent).toHaveLength(1);
    expect(storedOrders(portal).filter((id) => !before.includes(id))).toEqual([opened]);
    await page.close();
  });

  it('the answer lost after the server stored the order, then 提交订单 double-clicked again: still one order, and it opens', async () => {
    const page = await toConfirmStep(portal);
    const before = storedOrders(portal);
    const creates = watchCreates(page);
    await loseNextAnswer(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText(/^提交失败：/).waitFor();
    const stored = storedOrders(portal).filter((id) => !before.includes(id));
    expect(stored).toHaveLength(1);

    const confirmUrl = page.url();
    await page.getByRole('button', { name: '提交订单' }).dblclick();
    const opened = await openedOrder(page, confirmUrl);
    await page.waitForLoadState('networkidle');
    await creates.answered();

    expect(opened).toBe(stored[0]);
    expect(storedOrders(portal).filter((id) => !before.includes(id))).toEqual(stored);
    await page.close();
  });

  it('the answer lost, the page reloaded: the draft comes back with its attempt’s key, and submitting again opens the order the first try stored', async () => {
    const page = await toConfirmStep(portal);
    const before = storedOrders(portal);
    await loseNextAnswer(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText(/^提交失败：/).waitFor();
    const stored = storedOrders(portal).filter((id) => !before.includes(id));
    expect(stored).toHaveLength(1);

    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('#root_pickUp_flightNumber').waitFor();
    expect(await page.locator('#root_pickUp_flightNumber').inputValue()).toBe('MU5101');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('heading', { name: '确认订单' }).waitFor();
    const confirmUrl = page.url();
    await page.getByRole('button', { name: '提交订单' }).click();

    expect(await openedOrder(page, confirmUrl)).toBe(stored[0]);
    expect(storedOrders(portal).filter((id) => !before.includes(id))).toEqual(stored);
    // The attempt ended with its order: the next booking is a new attempt with a new key.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:') && key.endsWith(':special-car:attempt')))).toEqual([]);
    await page.close();
  });
});
