/**
 * /approvalresult (spec §2): the outcome of a decision made from a link or text code, read from the
 * page's query (`approvalResultPath`), so it shows without a session.
 */
import { Alert, Stack } from '@chakra-ui/react';

import { Hint } from '../../../components/ui/layout.tsx';
import type { ApprovalLinkAnswer } from '../api/approvals.ts';

/** Where the result page is, with what it shows. @example approvalResultPath(answer) // '/approvalresult?orderId=CS…&decision=同意&status=已预订' */
export function approvalResultPath(answer: Pick<ApprovalLinkAnswer, 'orderId' | 'decisionName' | 'statusName'>): string {
  const query = new URLSearchParams({ orderId: answer.orderId, decision: answer.decisionName, status: answer.statusName });
  return `/approvalresult?${query.toString()}`;
}

/** @example <ApprovalResult search={location.search} /> */
export function ApprovalResult({ search }: { search: string }) {
  const query = new URLSearchParams(search);
  const orderId = query.get('orderId');
  const decision = query.get('decision');
  const status = query.get('status');
  if (!orderId || !decision) return <Hint>没有审批结果可显示。</Hint>;
  return (
    <Stack gap="3">
      <Alert.Root status={decision === '拒绝' ? 'warning' : 'success'} role="status">
        <Alert.Indicator />
        <Alert.Title>{`您已${decision}订单 ${orderId}`}</Alert.Title>
      </Alert.Root>
      {status ? <Hint>{`订单当前状态：${status}${status === '待审批' ? '（等待下一位审批人审批）' : ''}`}</Hint> : null}
      <Hint>审批链接已使用，不能再次审批。可以关闭此页面。</Hint>
    </Stack>
  );
}
