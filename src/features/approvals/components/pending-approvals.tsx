/**
 * The approver's pending list (issue 11 §2, issue 25 §3): the orders waiting for him, each card with
 * what he decides on (booker, passenger, time, route, and the server's `details`: car level, price,
 * cost centre, reason, special fields by name) and its own 同意 / 拒绝 (拒绝 asks for the reason in a
 * dialog); a checkbox per card and the decision form below decide every chosen order at once (a
 * batch). Each decision's outcome is listed. Each card links to the order's detail, which the
 * approver may read (issue 21 §1). Cards, not a table, so the list reads at 390 px as at 1280 px.
 */
import { Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ApprovalDecision, type ApprovalDecisionValue } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { approvalKeys, decideOrders, pendingApprovalsQuery, type ApprovalOutcome, type PendingApproval } from '../api/approvals.ts';
import { DecisionForm } from './decision-form.tsx';
import { RefuseDialog } from './refuse-dialog.tsx';

/** Where an order's detail page is (the page passes the booking feature's paths). */
export type DetailPath = (businessType: number, orderId: string) => string;

/** What the card's own buttons do: decide this one order. */
type DecideOne = (orders: readonly PendingApproval[], decision: ApprovalDecisionValue, comment: string) => void;

function PendingCard({ row, chosen, onToggle, detailPath, busy, onDecide }: { row: PendingApproval; chosen: boolean; onToggle: (on: boolean) => void; detailPath: DetailPath; busy: boolean; onDecide: DecideOne }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" bg={chosen ? 'blue.50' : 'bg'} aria-label={`${row.kindName} ${row.orderId}`}>
      <Checkbox.Root checked={chosen} onCheckedChange={(e) => onToggle(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="semibold">{`${row.kindName} ${row.orderId}`}</Checkbox.Label>
      </Checkbox.Root>
      <Stack gap="1" mt="2" fontSize="sm">
        <Text>{`用车时间：${row.boardingTime}`}</Text>
        <Text>{`预订人：${row.bookerName}，乘车人：${row.passengerName}`}</Text>
        <Text>{`行程：${row.boardingAddress} → ${row.dropOffAddress}`}</Text>
        {row.details.map((line) => (
          <Text key={line.label} overflowWrap="anywhere">{`${line.label}：${line.value}`}</Text>
        ))}
        <Text color="fg.muted">{`审批环节：第 ${row.step + 1} / ${row.stepCount} 步（${row.roleName}）`}</Text>
        <HStack gap="4" wrap="wrap">
          <Link to={detailPath(row.businessType, row.orderId)}>{`查看订单 ${row.orderId}`}</Link>
          <Link to={`/UploadPic?orderId=${row.orderId}`}>{`附图审批 ${row.orderId}`}</Link>
        </HStack>
        <HStack gap="2" mt="1" wrap="wrap">
          <Button variant="primary" disabled={busy} onClick={() => onDecide([row], ApprovalDecision.APPROVE.value, '')}>同意</Button>
          <RefuseDialog orderId={row.orderId} busy={busy} onRefuse={(reason) => onDecide([row], ApprovalDecision.REFUSE.value, reason)} />
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
    mutationFn: ({ orders, decision, comment }: { orders: readonly PendingApproval[]; decision: ApprovalDecisionValue; comment: string; batch: boolean }) =>
      decideOrders(transport, orders, decision, comment),
    onSuccess: async (_outcomes, { orders, batch }) => {
      // The decided orders leave the choice; a batch's form starts afresh (a card's decision leaves it as typed).
      setChosen((set) => new Set([...set].filter((id) => !orders.some((o) => o.orderId === id))));
      if (batch) setFormKey((k) => k + 1);
      await Promise.all([queryClient.invalidateQueries({ queryKey: approvalKeys.pending }), queryClient.invalidateQueries({ queryKey: approvalKeys.audited })]);
    },
  });
  const decideOne: DecideOne = (orders, decision, comment) => decide.mutate({ orders, decision, comment, batch: false });

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
                <PendingCard key={row.orderId} row={row} chosen={chosen.has(row.orderId)} onToggle={(on) => toggle(row.orderId, on)} detailPath={detailPath} busy={decide.isPending} onDecide={decideOne} />
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
              if (chosen.size > 0) decide.mutate({ orders: rows.filter((r) => chosen.has(r.orderId)), decision, comment, batch: true });
            }}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
