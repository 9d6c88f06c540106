import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_BOOKER, enterPassword, enterSmsCode, startPortalWithServer } from './harness.ts';
import type { RumEvent, ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');

describe('sign-in against the reference server in Chromium', () => {
  let portal: ServedPortal;

  beforeAll(async () => {
    portal = await startPortalWithServer();
    await mkdir(IMAGES, { recursive: true });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('sends a visitor to /login, keeping the page in ?redirect=', async () => {
    const page = await portal.open('/EnterpriseService');
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/EnterpriseService');
    await page.close();
  });

  it('lets a first-time visitor land on /login with no error notification', async () => {
    const page = await portal.open('/');
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/login');
    // The question "who is signed in" answered 401 (nothing was stored), and nothing says so.
    expect(await page.getByText('请求错误').count()).toBe(0);
    expect(await page.getByText('用户没有权限').count()).toBe(0);
    await page.close();
  });

  it('shows 手机号或密码错误 for a wrong password', async () => {
    const page = await portal.open('/login');
    await enterPassword(page, { phoneNumber: DEMO_BOOKER.phoneNumber, password: 'wrong-password-1' });
    await page.getByRole('alert').filter({ hasText: '手机号或密码错误' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('signs the demo booker in with password and SMS code, then out; the next call leads to /login', async () => {
    const page = await portal.open('/login');
    await enterPassword(page, DEMO_BOOKER, () => page.screenshot({ path: resolve(IMAGES, 'login.png') }));
    await enterSmsCode(portal, page, DEMO_BOOKER);
    expect(new URL(page.url()).pathname).toBe('/EnterpriseService');
    expect(await page.evaluate(() => localStorage.getItem('OperatorId'))).toBe('u-1001-101');
    await page.getByRole('list', { name: '可用功能' }).getByText('自有车休假行程').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: resolve(IMAGES, 'enterprise-service.png') });

    // 退出登录 ends the session; the next call (who is signed in?) answers 401 and the guard goes to /login.
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('OperatorId'))).toBeNull();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/EnterpriseService');
    await page.waitForLoadState('networkidle');
    // Leaving is what the user asked for: no error notification (the 401 was asked quietly).
    expect(await page.getByText('请求错误').count()).toBe(0);
    await page.close();
  });

  it("delivers the RUM agent's events to the server's intake", async () => {
    // Signing in moves the page from /login to /EnterpriseService in the browser: a route-change transaction. The page
    // stays open while the intake is polled, so the agent (flushing every 500 ms, spec §9) can send it; a page closed
    // right after its navigation may never flush (a loaded CI run received the page-load alone).
    const pageLoads = (list: RumEvent[]) => list.filter((event) => event.kind === 'transaction' && event.event.type === 'page-load').length;
    const before = pageLoads(await portal.rumEvents());
    const page = await portal.open('/login');
    // The agent starts after the first paint and sends the page load once it ends: signing in after that makes the
    // move to /EnterpriseService a route change of its own (a sign-in while the page load is still open would be
    // folded into it, which is what a loaded CI run once received).
    await expect.poll(async () => pageLoads(await portal.rumEvents()), { timeout: 30_000 }).toBeGreaterThan(before);
    await enterPassword(page, DEMO_BOOKER);
    await enterSmsCode(portal, page, DEMO_BOOKER);
    await page.getByRole('list', { name: '可用功能' }).waitFor();
    const namedRouteChange = (list: RumEvent[]) =>
      list.some((event) => event.kind === 'transaction' && event.event.type === 'route-change' && event.event.name === '/EnterpriseService/*');
    let events: RumEvent[] = [];
    await expect
      .poll(
        async () => {
          events = await portal.rumEvents();
          return namedRouteChange(events);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(events[0]).toMatchObject({ serviceName: 'enterprise', serviceEnvironment: 'prod' });
    expect(events.some((event) => event.kind === 'transaction' && event.event.type === 'page-load')).toBe(true);
    // ApmRoutes names the route change after the matched route.
    expect(events).toContainEqual(expect.objectContaining({ kind: 'transaction', event: expect.objectContaining({ type: 'route-change', name: '/EnterpriseService/*' }) }));
    await page.close();
  });
});
