import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

describe('a bad monitoring setting in Chromium (spec §5)', () => {
  let portal: ServedPortal;

  beforeAll(async () => {
    portal = await startPortalWithServer({ buildEnv: { VITE_APM_SAMPLE_RATE: '2' } });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('is reported at start in Chinese and English, the agent stays off, and the portal works', async () => {
    const page = await portal.context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${portal.baseUrl}/login`, { waitUntil: 'networkidle' });

    // The portal works: the sign-in page answers.
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    await page.getByLabel('手机号', { exact: true }).fill('13800000001');
    await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('验证码', { exact: true }).waitFor();

    // Reported once, naming the value, in both languages.
    const reports = errors.filter((text) => text.includes('监控配置错误'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('采样率 2 须为 0 到 1 之间的数');
    expect(reports[0]).toContain('sample rate 2 must be a number from 0 to 1');
    expect(reports[0]).toContain('性能监控未启动 / Performance monitoring is off');

    // The agent stays off: nothing reaches the intake, though it flushes every 500 ms when on.
    await page.waitForTimeout(1_500);
    expect(await portal.rumEvents()).toEqual([]);
    await page.close();
  });
});
