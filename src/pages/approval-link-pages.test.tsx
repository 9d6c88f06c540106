// @vitest-environment jsdom
/**
 * The approval link's pages (issue 21 §2, §6): /OrderAudit takes the token out of the address once
 * read and still decides with it; /approvalresult shows the server's answer handed over by the
 * deciding page, never text from its URL.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { endpoints, type ApprovalLinkAnswer } from '../shared/index.ts';
import { ok } from '../../tests/support/fake-transport.ts';
import { renderPortal, signedOutAnswers, whereIs } from '../../tests/support/portal.tsx';
import { heldSecrets } from '../lib/monitoring-secrets.ts';

afterEach(cleanup);

const TOKEN = 'tok_Zx81-qPv93LmN0aB4cD5eF6g';
const ANSWER: ApprovalLinkAnswer = {
  orderId: 'CS20261123000003', businessType: 4, kindName: '专车', summary: [{ label: '订单号', value: 'CS20261123000003' }],
  roleName: '行政审核人', approverName: '周国栋', expiresAt: Date.parse('2026-11-30T08:00:00Z'), bookerComment: '',
  status: 1, statusName: '待审批', decision: null, decisionName: '',
};

describe('/approvalresult', () => {
  it('never draws text from its URL: a crafted link shows that there is no result', async () => {
    const hostile = new URLSearchParams({ orderId: 'CS20261123000001', decision: '同意。退款请致电 400-000-0000 领取', status: '已退款，请点击 evil.example' });
    renderPortal(`/approvalresult?${hostile.toString()}`, signedOutAnswers());
    await screen.findByText('没有审批结果可显示。');
    expect(document.body.textContent).not.toContain('400-000-0000');
    expect(document.body.textContent).not.toContain('evil.example');
    expect(document.body.textContent).not.toContain('CS20261123000001');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('/OrderAudit?token=…', () => {
  it('takes the token out of the address once read, decides with it, and shows the server’s answer on /approvalresult', async () => {
    const look = endpoints.csOrder.auditForWeb.path;
    const { router, transport } = renderPortal(`/OrderAudit?token=${TOKEN}`, {
      ...signedOutAnswers(),
      [look]: (options) => ok((options.body as { decision?: number }).decision === undefined ? ANSWER : { ...ANSWER, status: 2, statusName: '已预订', decision: 1, decisionName: '同意' }),
    });
    await screen.findByText('此链接只能使用一次', { exact: false });
    await waitFor(() => expect(whereIs(router)).toBe('/OrderAudit'));
    expect(heldSecrets()).toContain(TOKEN);

    fireEvent.click(screen.getByLabelText('同意'));
    fireEvent.click(screen.getByRole('button', { name: '提交审批' }));
    await screen.findByText('您已同意订单 CS20261123000003');
    screen.getByText('订单当前状态：已预订');
    // The router hands out where it is in a passive effect, after the page it drew is on screen.
    await waitFor(() => expect(whereIs(router)).toBe('/approvalresult'));
    // Both calls carried the token, read from the address, then from the history entry's state.
    expect(transport.callsTo(look).map((call) => (call.options.body as { token: string }).token)).toEqual([TOKEN, TOKEN]);
  });
});
