import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const SCREENSHOT = resolve(import.meta.dirname, '../../docs/images/portal-shell.png');

describe('the portal shell in Chromium (spec §2)', () => {
  let portal: ServedPortal;

  beforeAll(async () => {
    // Every page but the sign-in ones needs a session, so the shell is seen signed in.
    portal = await startPortalWithServer();
    await signInAsDemoBooker(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('sends / to /EnterpriseService and shows its title under the product header', async () => {
    const page = await portal.open('/');
    await page.getByRole('heading', { level: 1, name: '企业用车服务' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/EnterpriseService');
    expect(await page.getByText('企业用车服务平台', { exact: true }).isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.title()).toBe('企业用车服务 - 企业用车服务平台');

    // The README picture.
    await mkdir(dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    await page.close();
  });

  it('serves a deep link of a nested route straight from the server', async () => {
    const page = await portal.open('/OrderManage/SettlementBill/detail');
    await page.getByRole('heading', { level: 1, name: '结算账单' }).waitFor();
    await page.close();
  });

  it('shows 页面不存在 for an unknown path and links back home', async () => {
    const page = await portal.open('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '页面不存在' }).waitFor();
    await page.getByRole('link', { name: '返回企业用车服务' }).click();
    await page.getByRole('heading', { level: 1, name: '企业用车服务' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/EnterpriseService');
    await page.close();
  });
});
