/**
 * `PUBLIC_URL` (issue 25 §3, src/server/public-url.ts): the approval e-mail's link and the SMS's
 * /TextAudit carry the portal's public address when one is set, and a bad one stops the start with
 * the Chinese + English message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createServer } from '../../src/server/create-server.ts';
import { endpoints } from '../../src/shared/index.ts';
import { DEMO_BOOKER, signedInClient, startTestServer, type TestServer } from './client.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ publicUrl: 'https://car.example.cn/' });
});
afterAll(() => t.stop());

describe('PUBLIC_URL', () => {
  it('is what the approval e-mail links to, and the server says it', async () => {
    expect(t.server.publicUrl).toBe('https://car.example.cn');
    const approver = await signedInClient(t, '13912345678', 'Audit@2026');
    const [row] = (await approver.call(endpoints.ownOrder.auditOrders, { params: { businessType: 4 } })).envelope.result.items;
    const booker = await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
    const sent = await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId: row!.orderId } });
    expect(sent.envelope.isSuccess).toBe(true);
    const line = t.logs.findLast((l) => l.startsWith('[email] 审批邮件已发送至'));
    expect(line).toMatch(/：https:\/\/car\.example\.cn\/OrderAudit\?token=[A-Za-z0-9_-]+ 审批码 [A-Z0-9]{8} /);
  });

  it('a value that is not an absolute http(s) URL stops the start with the message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'public-url-'));
    try {
      await expect(createServer({ dataDir, publicUrl: 'car.example.cn', log: () => {} })).rejects.toThrow(/^PUBLIC_URL 无效：.+\/ invalid PUBLIC_URL/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
