/**
 * /approvalresult (spec §2): the outcome of a decision made from a link or text code, shown without
 * a session. It shows only what the server answered to the decision, handed over by the page that
 * decided in the router's state (`approvalResultState`), never text from the URL (issue 21 §6: a
 * crafted `/approvalresult?decision=…` link drew any sentence under the portal's name). A visit
 * without that state (a typed or pasted address, another tab) says there is no result to show; a
 * reload of the result keeps it, as the browser keeps a history entry's state.
 */
import { Alert, Stack } from '@chakra-ui/react';

import { Hint } from '../../../components/ui/layout.tsx';
import type { ApprovalLinkAnswer } from '../api/approvals.ts';

/** The result page's path (spec §2). */
export const APPROVAL_RESULT_PATH = '/approvalresult';

/** What the result page shows: the server's answer to the decision. */
export type ApprovalResultAnswer = Pick<ApprovalLinkAnswer, 'orderId' | 'decisionName' | 'statusName'>;

/** The router state the result page reads. */
export interface ApprovalResultState {
  approvalResult: ApprovalResultAnswer;
}

/**
 * The state to navigate to the result page with.
 *
 * @example void navigate(APPROVAL_RESULT_PATH, { replace: true, state: approvalResultState(answer) })
 */
export function approvalResultState(answer: ApprovalLinkAnswer): ApprovalResultState {
  return { approvalResult: { orderId: answer.orderId, decisionName: answer.decisionName, statusName: answer.statusName } };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The answer in a history entry's state, or undefined when it holds none (a direct visit, an older entry). */
export function approvalResultIn(state: unknown): ApprovalResultAnswer | undefined {
  const answer = typeof state === 'object' && state !== null ? (state as Partial<ApprovalResultState>).approvalResult : undefined;
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { orderId, decisionName, statusName } = answer as Partial<Record<keyof ApprovalResultAnswer, unknown>>;
  return isText(orderId) && isText(decisionName) && (statusName === undefined || typeof statusName === 'string')
    ? { orderId, decisionName, statusName: statusName ?? '' }
    : undefined;
}

/** @example <ApprovalResult state={useLocation().state} /> */
export function ApprovalResult({ state }: { state: unknown }) {
  const answer = approvalResultIn(state);
  if (!answer) {
    return (
      <Stack gap="2">
        <Hint>没有审批结果可显示。</Hint>
        <Hint>审批结果只在审批后显示一次。如需查看订单状态，请登录后在订单详情中查看。</Hint>
      </Stack>
    );
  }
  const { orderId, decisionName, statusName } = answer;
  return (
    <Stack gap="3">
      <Alert.Root status={decisionName === '拒绝' ? 'warning' : 'success'} role="status">
        <Alert.Indicator />
        <Alert.Title>{`您已${decisionName}订单 ${orderId}`}</Alert.Title>
      </Alert.Root>
      {statusName ? <Hint>{`订单当前状态：${statusName}${statusName === '待审批' ? '（等待下一位审批人审批）' : ''}`}</Hint> : null}
      <Hint>审批链接已使用，不能再次审批。可以关闭此页面。</Hint>
    </Stack>
  );
}
