/**
 * Deciding from an e-mail link or a text code (issue 11 §2): the order's summary as the server gives
 * it to the link's holder, then the decision form; the link's one use goes to `onDecided`. A used,
 * expired, changed or stale link shows the server's Chinese message instead.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';

import { formatBoardingTime, type ApprovalDecisionValue } from '../../../../rules/index.ts';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { approvalKeys, decideWithLink, lookAtLink, type ApprovalLinkAnswer, type LinkCredential } from '../api/approvals.ts';
import { DecisionForm } from './decision-form.tsx';

export interface LinkDecisionProps {
  credential: LinkCredential;
  onDecided: (answer: ApprovalLinkAnswer) => void;
}

/** @example <LinkDecision credential={{ token }} onDecided={(a) => navigate(APPROVAL_RESULT_PATH, { state: approvalResultState(a) })} /> */
export function LinkDecision({ credential, onDecided }: LinkDecisionProps) {
  const transport = useTransport();
  const look = useQuery({ queryKey: approvalKeys.link(credential), queryFn: () => lookAtLink(transport, credential) });
  const decide = useMutation({
    mutationFn: ({ decision, comment }: { decision: ApprovalDecisionValue; comment: string }) => decideWithLink(transport, credential, decision, comment),
    onSuccess: (result) => {
      if (result.ok) onDecided(result.answer);
    },
  });

  if (look.isPending) return <Hint>加载中…</Hint>;
  if (look.isError) return <FormError>{look.error.message}</FormError>;
  if (!look.data.ok) return <FormError>{look.data.message}</FormError>;
  const answer = look.data.answer;
  return (
    <Stack gap="0">
      <Section title="订单信息">
        <DescriptionList items={answer.summary} />
        {answer.bookerComment ? <Text mt="3">{`预订人说明：${answer.bookerComment}`}</Text> : null}
      </Section>
      <Section title={`审批（${answer.roleName}：${answer.approverName}）`}>
        <Hint>{`此链接只能使用一次，${formatBoardingTime(answer.expiresAt)} 前有效。`}</Hint>
        {decide.data && !decide.data.ok ? <FormError>{decide.data.message}</FormError> : null}
        <DecisionForm label="审批" submitText="提交审批" busy={decide.isPending} onDecide={(decision, comment) => decide.mutate({ decision, comment })} />
      </Section>
    </Stack>
  );
}
