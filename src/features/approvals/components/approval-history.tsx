/**
 * An order's approval, for its detail page (issue 11 §2 "the booker sees it on the order"): the
 * chain in approval order with where each step stands, every decision with its comment, and for an
 * order still waiting the 发送审批邮件 and 发送审批短信 actions (the e-mail link, the text code by SMS,
 * to the waiting step; docs/approvals.md "Approval messages"), for the booker: an approver reading
 * the order (`canSend` false) sees who waits, not the actions.
 */
import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';

import { formatBoardingTime } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { orderApprovalQuery, sendApprovalLink, sendApprovalSms } from '../api/approvals.ts';

const STEP_STATES = { approved: '已同意', refused: '已拒绝', waiting: '审批中', later: '待前序审批', closed: '未审批' } as const;

/** @example <ApprovalHistory orderId="CS20261122000001" /> */
export function ApprovalHistory({ orderId, canSend = true }: { orderId: string; canSend?: boolean }) {
  const transport = useTransport();
  const approval = useQuery(orderApprovalQuery(transport, orderId));
  const send = useMutation({ mutationFn: () => sendApprovalLink(transport, orderId) });
  const text = useMutation({ mutationFn: () => sendApprovalSms(transport, orderId) });
  const data = approval.data;
  if (!data || (data.steps.length === 0 && data.history.length === 0)) return null;
  return (
    <Section title="审批进度">
      <Stack as="ol" gap="1" aria-label="审批环节" ps="5">
        {data.steps.map((step) => (
          <Text as="li" key={step.step}>
            {`${step.roleName}：${step.name || step.email || step.phone}（${STEP_STATES[step.state]}）`}
          </Text>
        ))}
      </Stack>
      {data.waitingFor && canSend ? (
        <Box mt="3">
          <HStack gap="2" wrap="wrap">
            <Button onClick={() => send.mutate()} loading={send.isPending}>发送审批邮件</Button>
            <Button onClick={() => text.mutate()} loading={text.isPending}>发送审批短信</Button>
          </HStack>
          {send.data ? <Text role="status" mt="2">{`审批邮件已发送至 ${send.data}`}</Text> : null}
          {send.isError ? <FormError>{send.error.message}</FormError> : null}
          {text.data ? <Text role="status" mt="2">{`审批短信已发送至 ${text.data}`}</Text> : null}
          {text.isError ? <FormError>{text.error.message}</FormError> : null}
        </Box>
      ) : null}
      <Box mt="4">
        <Text fontWeight="semibold" mb="2">审批记录</Text>
        {data.history.length === 0 ? (
          <Hint>暂无审批记录。</Hint>
        ) : (
          <Stack as="ul" gap="2" aria-label="审批记录">
            {data.history.map((h, i) => (
              <Box as="li" key={i} listStyleType="none" borderLeftWidth="3px" borderColor={h.decision === 2 ? 'red.500' : 'green.500'} ps="3">
                <Text>{`${formatBoardingTime(h.decidedAt)} ${h.roleName} ${h.approverName} ${h.decisionName}（${h.viaName}）`}</Text>
                {h.comment ? <Text color="fg.muted">{`审批意见：${h.comment}`}</Text> : null}
                {h.fileIds.map((fileId, n) => (
                  <ChakraLink key={fileId} href={`/attachments/${fileId}`} target="_blank" rel="noopener" colorPalette="blue">{`审批附件 ${n + 1}`}</ChakraLink>
                ))}
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Section>
  );
}
