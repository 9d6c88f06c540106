/**
 * The SMS and e-mail logs of an own-car order (issue 11 §1, `/own/order/smsLog`, `emailLog`): what
 * the order's message choices sent on create, update and cancel (the reference server records them
 * instead of sending; docs/orders.md).
 */
import { Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';

import { formatBoardingTime } from '../../../../rules/index.ts';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { notificationLogQuery } from '../api/orders.ts';

const TITLES = { sms: '短信记录', email: '邮件记录' } as const;

function Log({ channel, orderId }: { channel: 'sms' | 'email'; orderId: string }) {
  const log = useQuery(notificationLogQuery(useTransport(), channel, orderId));
  if (log.isPending) return <Hint>加载中…</Hint>;
  if (log.isError) return <Hint>{`暂时无法获取${TITLES[channel]}。`}</Hint>;
  if (log.data.length === 0) return <Hint>{`没有${TITLES[channel]}。`}</Hint>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={TITLES[channel]}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>时间</Table.ColumnHeader>
            <Table.ColumnHeader>事件</Table.ColumnHeader>
            <Table.ColumnHeader>接收人</Table.ColumnHeader>
            <Table.ColumnHeader>{channel === 'sms' ? '手机号' : '邮箱'}</Table.ColumnHeader>
            <Table.ColumnHeader>内容</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {log.data.map((n, i) => (
            <Table.Row key={i}>
              <Table.Cell whiteSpace="nowrap">{formatBoardingTime(n.createdAt)}</Table.Cell>
              <Table.Cell>{n.eventName}</Table.Cell>
              <Table.Cell>{n.recipientName}</Table.Cell>
              <Table.Cell>{n.address || '—'}</Table.Cell>
              <Table.Cell minW="60">{n.content}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** @example <NotificationLogs orderId="OC20261123000001" /> */
export function NotificationLogs({ orderId }: { orderId: string }) {
  return (
    <Section title="通知记录">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">按订单的短信、邮件通知选项记录（参考服务器只记录，不发送）。</Text>
        {(['sms', 'email'] as const).map((channel) => (
          <Stack key={channel} gap="2">
            <Text fontWeight="semibold">{TITLES[channel]}</Text>
            <Log channel={channel} orderId={orderId} />
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
