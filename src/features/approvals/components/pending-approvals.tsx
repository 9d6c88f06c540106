/**
 * The approver's pending list (issue 11 §2): the orders waiting for him, each with a checkbox; the
 * decision form decides every chosen order at once (a batch), and each order's outcome is listed.
 * Each card links to the order's detail, which the approver may read (issue 21 §1). Cards, not a
 * table, so the list reads at 390 px as at 1280 px.
 */
import { Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { ApprovalDecisionValue } from '../../../../rules/index.ts';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { approvalKeys, decideOrders, pendingApprovalsQuery, type ApprovalOutcome, type PendingApproval } from '../api/approvals.ts';
import { DecisionForm } from './decision-form.tsx';

/** Where an order's detail page is (the page passes the booking feature's paths). */
export type DetailPath = (businessType: number, orderId: string) => string;

function PendingCard({ row, chosen, onToggle, detailPath }: { row: PendingApproval; chosen: boolean; onToggle: (on: boolean) => void; detailPath: DetailPath }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" bg={chosen ? 'blue.50' : 'bg'}>
      <Checkbox.Root checked={chosen} onCheckedChange={(e) => onToggle(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="semibold">{`${row.kindName} ${row.orderId}`}</Checkbox.Label>
      </Checkbox.Root>
      <Stack gap="1" mt="2" fontSize="sm">
        <Text>{`用车时间：${row.boardingTime}`}</Text>
        <Text>{`预订人：${row.bookerName}，乘车人：${row.passengerName}`}</Text>
        <Text>{`行程：${row.boardingAddress} → ${row.dropOffAddress}`}</Text>
        <Text>{`审批环节：第 ${row.step + 1} / ${row.stepCount} 步（${row.roleName}）`}</Text>
        {row.bookerComment ? <Text color="fg.muted">{`预订人说明：${row.bookerComment}`}</Text> : null}
        <HStack gap="4" wrap="wrap">
          <Link to={detailPath(row.businessType, row.orderId)}>{`查看订单 ${row.orderId}`}</Link>
          <Link to={`/UploadPic?orderId=${row.orderId}`}>{`附图审批 ${row.orderId}`}</Link>
        </HStack>
      </Stack>
    </Box>
  );
}

function Outcomes({ outcomes }: { outcomes: readonly ApprovalOutcome[] }) {
  return (
    <Box role="status" aria-label="审批结果" mt="3">
      <Stack as="ul" gap="1">
        {outcomes.map((o) => (
          <Text as="li" key={o.orderId} listStyleType="none" color={o.ok ? 'green.700' : 'red.700'}>
            {o.ok ? `订单 ${o.orderId}：${o.statusName}` : `订单 ${o.orderId} 未处理：${o.message}`}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

/** @example <PendingApprovals detailPath={(businessType, orderId) => orderDetailPath(businessType === 5 ? 'own-car' : 'special-car', orderId)} /> */
export function PendingApprovals({ detailPath }: { detailPath: DetailPath }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const pending = useQuery(pendingApprovalsQuery(transport));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [formKey, setFormKey] = useState(0);
  const [noChoice, setNoChoice] = useState(false);
  const decide = useMutation({
    mutationFn: ({ decision, comment }: { decision: ApprovalDecisionValue; comment: string }) => {
      const orders = (pending.data ?? []).filter((r) => chosen.has(r.orderId));
      return decideOrders(transport, orders, decision, comment);
    },
    onSuccess: async () => {
      setChosen(new Set());
      setFormKey((k) => k + 1);
      await queryClient.invalidateQueries({ queryKey: approvalKeys.pending });
    },
  });

  if (pending.isPending) return <Hint>加载中…</Hint>;
  if (pending.isError) return <FormError>{`无法获取待审批订单：${pending.error.message}`}</FormError>;
  const rows = pending.data;
  const toggle = (orderId: string, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.orderId));

  return (
    <Stack gap="0">
      {decide.data ? <Outcomes outcomes={decide.data} /> : null}
      {decide.isError ? <FormError>{decide.error.message}</FormError> : null}
      <Section title={`待我审批（${rows.length}）`}>
        {rows.length === 0 ? (
          <Hint>没有等待您审批的订单。</Hint>
        ) : (
          <Stack gap="3">
            <HStack>
              <Checkbox.Root checked={allChosen} onCheckedChange={(e) => setChosen(e.checked === true ? new Set(rows.map((r) => r.orderId)) : new Set())}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>全选</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            <Stack as="ul" gap="3" aria-label="待审批订单">
              {rows.map((row) => (
                <PendingCard key={row.orderId} row={row} chosen={chosen.has(row.orderId)} onToggle={(on) => toggle(row.orderId, on)} detailPath={detailPath} />
              ))}
            </Stack>
          </Stack>
        )}
      </Section>
      {rows.length > 0 ? (
        <Section title={`审批所选订单（已选 ${chosen.size} 个）`}>
          {chosen.size === 0 ? noChoice ? <FormError>请先在上方选择要审批的订单</FormError> : <Hint>请先在上方选择订单。</Hint> : null}
          <DecisionForm
            key={formKey}
            label="审批所选订单"
            submitText="提交审批"
            busy={decide.isPending}
            onDecide={(decision, comment) => {
              setNoChoice(chosen.size === 0);
              if (chosen.size > 0) decide.mutate({ decision, comment });
            }}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
