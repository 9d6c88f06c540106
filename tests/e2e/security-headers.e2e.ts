/**
 * The portal under its Content Security Policy in Chromium (docs/security.md §7): the sign-in page
 * and the signed-in home page render with no CSP violation (no `securitypolicyviolation` event, no
 * console error naming the policy), with the RUM agent on and posting to the intake. The policy runs
 * no string as code (no 'unsafe-eval', issue 21 §6), and the pages that check JSON Schemas render
 * under it: a booking page (the bundle's precompiled check, the form engine's validator), the fleet
 * page (its forms) and the config preview, whose impact diff replays the stored orders in a Web Worker
 * (a replay whose check the policy refused would read no order, and show no effect on them).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { TestClient } from '../server/client.ts';
import { specialCarPayload } from '../server/payloads.ts';
import { DEMO_ADMIN, DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer, switchUser } from './harness.ts';
import type { ServedPortal } from './harness.ts';

describe('the portal under its Content Security Policy in Chromium', () => {
  let portal: ServedPortal;
  const violations: string[] = [];

  beforeAll(async () => {
    portal = await startPortalWithServer();
    // Every page of the context reports its violations here, also pages closed before the assertion.
    await portal.context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
    await portal.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    portal.context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('serves /login with the policy, nosniff and frame protection, and renders it with no violation', async () => {
    const page = await portal.context.newPage();
    const response = await page.goto(`${portal.baseUrl}/login`, { waitUntil: 'networkidle' });
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    await page.close();
    expect(violations).toEqual([]);
  });

  it('signs in and renders the home page with no violation, the RUM agent reaching the intake', async () => {
    await signInAsDemoBooker(portal);
    const page = await portal.open('/EnterpriseService');
    await page.getByText(`欢迎，${DEMO_BOOKER.trueName}`).waitFor();
    // The agent flushes every 500 ms; its posts must pass connect-src.
    await page.waitForTimeout(1_500);
    await page.close();
    expect((await portal.rumEvents()).length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('renders a booking page and, for the admin, the fleet page and the config preview with its impact replay, with no violation', async () => {
    const booking = await portal.open('/EnterpriseService/SpecialCar');
    await booking.getByRole('heading', { level: 1, name: '专车预订' }).waitFor();
    await booking.locator('[id^="root_specialConfig_"]').first().waitFor();
    await booking.close();

    // A stored special-car order with 项目编号 (101) filled, for the preview's replay to find.
    const booker = new TestClient(portal.baseUrl);
    await booker.call(endpoints.userLogin.passwordLogin, { body: { phoneNumber: DEMO_BOOKER.phoneNumber, password: DEMO_BOOKER.password } });
    await booker.call(endpoints.userLogin.verificationCodeLogin, { body: { phoneNumber: DEMO_BOOKER.phoneNumber, code: await portal.smsCode(DEMO_BOOKER.phoneNumber, 'login') } });
    const saved = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    expect(saved.envelope.isSuccess, JSON.stringify(saved.envelope)).toBe(true);
    const orderId = (saved.envelope.result as { orderId: string }).orderId;

    await switchUser(portal, DEMO_ADMIN);
    const fleet = await portal.open('/EnterpriseService/Fleet');
    await fleet.getByRole('heading', { name: '车队管理' }).waitFor();
    await fleet.getByRole('table', { name: '待派司机的订单' }).waitFor();
    await fleet.close();

    const preview = await portal.open('/EnterpriseService/ConfigPreview');
    // The form view shows first (issue 24 §1); the text is pasted in the JSON view.
    await preview.getByRole('tab', { name: 'JSON（专家视图）' }).click();
    await preview.locator('.cm-content').waitFor();
    await preview.getByTestId('field-101').waitFor();
    // 项目编号 required for 异地单程 (3) only: the booked order (3, filled) is among those it changes.
    const { $schema: _schema, ...seeded } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as { $schema?: string; specialFields: { specialId: number }[] };
    const edited = { ...seeded, specialFields: seeded.specialFields.map((f) => (f.specialId === 101 ? { ...f, mustConditionConfigList: [{ conditionType: 2, conditionValue: '1' }] } : f)) };
    await preview.locator('.cm-content').click();
    await preview.keyboard.press('Control+A');
    await preview.keyboard.insertText(JSON.stringify(edited, null, 2));
    const effects = preview.getByRole('list', { name: '对历史订单的影响' });
    // Each affected order is a link named by its booker, time and route (issue 24 §2), to its own detail.
    await effects.locator(`a[href$="/${orderId}"]`).waitFor({ timeout: 60_000 });
    await preview.close();
    expect(violations).toEqual([]);
  });
});
