/**
 * No approval token reaches the monitoring agent (issue 21 §2, §6; docs/security.md §13), in real
 * Chromium against the reference server with the RUM agent on: an approver opens the e-mail's link
 * `/OrderAudit?token=…`; every body the agent posts to `/intake/v2/rum/events` is read off the wire
 * (uncompressed: the agent's payload inspection) and holds neither the token nor an API call's
 * encrypted `q` (a signed-in page's load lists its first API calls, `q` and all); the address bar
 * loses the token once the page has read it, a reload still shows the order, and the decision lands
 * on /approvalresult with the server's answer. An outsider polling `/dev/rum-events`, as in the
 * issue, is answered 401; the admin reads the events, none with the token. A crafted
 * `/approvalresult?decision=…` shows no text of its URL.
 */
import { gunzipSync } from 'node:zlib';

import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { TestClient } from '../server/client.ts';
import { DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const INTAKE = '/intake/v2/rum/events';

let portal: ServedPortal;
/** Every body the agent posted, as ndjson text. */
const posted: string[] = [];

beforeAll(async () => {
  portal = await startPortalWithServer();
  // The agent's own payload inspection (apm-rum-core `isBeaconInspectionEnabled`): it posts the same
  // ndjson uncompressed, since Chromium keeps no copy of a gzip blob body for the test to read.
  await portal.context.addInitScript(() => sessionStorage.setItem('_elastic_inspect_beacon_', 'true'));
  portal.context.on('request', (request: Request) => {
    if (!request.url().includes(INTAKE)) return;
    const body = request.postDataBuffer();
    if (!body) return;
    const gzip = (request.headers()['content-encoding'] ?? '').toLowerCase() === 'gzip';
    posted.push((gzip ? gunzipSync(body) : body).toString('utf8'));
  });
});
afterAll(async () => {
  await portal?.close();
});

/** A fresh approval link: the booker (through the API) has the e-mail sent for a seeded order waiting at a step with an address. */
async function approvalLink(): Promise<{ orderId: string; path: string; token: string }> {
  const booker = new TestClient(portal.baseUrl);
  const answer = await booker.signIn(portal.logLines, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
  expect(answer.envelope.isSuccess, answer.envelope.message).toBe(true);
  const list = await booker.call(endpoints.csOrder.list, { body: { status: 1, pageIndex: 1, pageSize: 50 } });
  for (const { orderId } of list.envelope.result.items) {
    const sent = await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
    if (!sent.envelope.isSuccess) continue;
    const line = [...portal.logLines].reverse().find((l) => l.startsWith('[email] 审批邮件已发送至'));
    const match = line && /(\/OrderAudit\?token=([A-Za-z0-9_-]+)) 审批码/.exec(line);
    if (match) return { orderId, path: match[1]!, token: match[2]! };
  }
  throw new Error('no seeded order of the booker could have its approval e-mail sent');
}

/** The page-load transactions posted for the route `name`. */
const pageLoads = (name: string) =>
  posted.flatMap((body) => body.split('\n')).filter((line) => line.startsWith('{"transaction"') && line.includes('"type":"page-load"') && line.includes(`"name":"${name}"`)).length;

/** The lines (events) of every posted body that hold `text`. */
const eventsHolding = (text: string) => posted.flatMap((body) => body.split('\n')).filter((line) => line.includes(text));

describe('the approval link and the monitoring agent', () => {
  it('sends the intake no token and no q, takes the token out of the address bar, and still decides', async () => {
    const { orderId, path, token } = await approvalLink();
    await portal.context.clearCookies();
    const page = await portal.open(path);
    await page.getByText(orderId, { exact: true }).waitFor();
    await page.getByText('此链接只能使用一次', { exact: false }).waitFor();
    // Read, then gone from the address bar: the history entry holds it instead.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/OrderAudit');
    // The agent starts after the first paint and sends the page-load once it ends (500 ms flushes).
    await expect.poll(() => pageLoads('/OrderAudit/*'), { timeout: 15_000 }).toBe(1);

    // A reload keeps the entry's state: the order again, no token in the address.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(orderId, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => pageLoads('/OrderAudit/*'), { timeout: 15_000 }).toBe(2);

    await page.getByLabel('同意').check();
    await page.getByLabel('审批意见').fill('同意');
    await page.getByRole('button', { name: '提交审批' }).click();
    await page.getByText(`您已同意订单 ${orderId}`).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/approvalresult');
    await page.getByText(/^订单当前状态：/).waitFor();
    // The result page as the agent records it: a reload keeps the entry's state (the server's answer),
    // and its page-load is posted (a route change with nothing fetched is not: the agent drops an
    // empty transaction, so the reload is what makes this phase's events certain to be read).
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(`您已同意订单 ${orderId}`).waitFor();
    await expect.poll(() => eventsHolding('"name":"/approvalresult').length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.close();

    // A signed-in page's load: its first API calls (the boot's, before the agent started) are
    // resource spans whose URL carries `q`, blanked.
    await signInAsDemoBooker(portal);
    const home = await portal.open('/EnterpriseService');
    await home.getByText(`欢迎，${DEMO_BOOKER.trueName}`).waitFor();
    await expect.poll(() => eventsHolding('/enterpriseapi/').filter((line) => line.includes('q=[REDACTED]')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await home.close();

    const lines = posted.flatMap((body) => body.split('\n'));
    const leaks = { withToken: lines.filter((l) => l.includes(token)).length, withQ: lines.filter((l) => /[?&]q=(?!\[REDACTED\])/.test(l)).length };
    expect(leaks).toEqual({ withToken: 0, withQ: 0 });

    // The poll: an outsider is answered 401; the admin reads events, none with the token.
    const poll = await fetch(`${portal.baseUrl}/dev/rum-events`);
    expect(poll.status).toBe(401);
    expect(await poll.text()).not.toContain(token);
    const stored = await portal.rumEvents();
    expect(stored.some((e) => JSON.stringify(e.event).includes('/OrderAudit'))).toBe(true);
    expect(stored.filter((e) => JSON.stringify(e.event).includes(token))).toEqual([]);
  });

  it('shows a crafted /approvalresult link no text of its URL', async () => {
    const hostile = new URLSearchParams({ orderId: 'CS20261123000001', decision: '同意。退款请致电 400-000-0000 领取', status: '已退款' });
    const page = await portal.open(`/approvalresult?${hostile.toString()}`);
    await page.getByText('没有审批结果可显示。').waitFor();
    const text = (await page.locator('main').textContent()) ?? (await page.textContent('body')) ?? '';
    expect(text).not.toContain('400-000-0000');
    expect(text).not.toContain('CS20261123000001');
    await page.close();
  });
});
