/**
 * The actions an order allows now (issue 11 §1), from the status table of rules/ (`orderEvents`,
 * docs/rules.md 10.7): 取消订单 with a confirm dialog; the server decides again (orderTransition).
 * 修改 and 复制 are the detail view's links to the booking pages (mode=u, mode=a).
 */
import { HStack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { orderEvents } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { cancelOrder, LIST_KIND, orderStatusQuery, type ListKind } from '../api/orders.ts';

export const CANCEL_LABEL = '取消订单';
export const cancelQuestion = (orderId: string) => `确定取消订单 ${orderId} 吗？取消后不能恢复，可复制为新订单。`;

/** @example <OrderActions kind="special-car" orderId="CS20261123000001" /> */
export function OrderActions({ kind, orderId }: { kind: ListKind; orderId: string }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const status = useQuery(orderStatusQuery(transport, kind, orderId));
  const cancel = useMutation({
    mutationFn: () => cancelOrder(transport, kind, orderId),
    // Every view of the order (the detail, the lists, the start page) reads it again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (status.data === undefined) return null;
  const events = orderEvents(status.data, LIST_KIND[kind].businessType);
  // The group is there once the status is known, empty when the status allows no action here.
  if (!events.includes('cancel')) return <HStack role="group" aria-label="订单动作" />;
  return (
    <HStack role="group" aria-label="订单动作" gap="3" mt="3">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={CANCEL_LABEL}
        confirmLabel="确认取消"
        cancelLabel="再想想"
        onConfirm={() => cancel.mutate()}
        trigger={<Button loading={cancel.isPending}>{CANCEL_LABEL}</Button>}
      >
        <Text>{cancelQuestion(orderId)}</Text>
      </ConfirmDialog>
      {cancel.isError ? <Text role="alert" color="fg.error">{cancel.error.message}</Text> : null}
    </HStack>
  );
}
