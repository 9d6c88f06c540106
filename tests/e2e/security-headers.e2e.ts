/**
 * The portal under its Content Security Policy in Chromium (docs/security.md §7): the sign-in page
 * and the signed-in home page render with no CSP violation (no `securitypolicyviolation` event, no
 * console error naming the policy), with the RUM agent on and posting to the intake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer } from './harness.ts';
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
    const events = (await (await fetch(`${portal.baseUrl}/dev/rum-events`)).json()) as unknown[];
    expect(events.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
