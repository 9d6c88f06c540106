/**
 * The booker's part of the start page (/EnterpriseService, issue 8 §3): the booking links the
 * booker may use, by permission (spec §6), and their recent orders of both kinds with their status,
 * each opening its detail.
 */
import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';

import { orderStatusLabel } from '../../../../rules/index.ts';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { ORDER_KIND_PAGES, ORDER_KINDS, recentOrdersQuery } from '../api/orders.ts';
import type { OrderKind, RecentOrder } from '../api/orders.ts';
import { bookingPath, orderDetailPath } from '../paths.ts';

/** The permission that lets a booker book each kind (the reference server's tree, rules/account/permission-labels.ts). */
export const BOOK_PERMISSION: Readonly<Record<OrderKind, string>> = {
  'special-car': 'specialCar.book',
  'own-car': 'ownCar.book',
};

function BookingLinks({ can }: { can: (permission: string) => boolean }) {
  const kinds = ORDER_KINDS.filter((kind) => can(BOOK_PERMISSION[kind]));
  if (kinds.length === 0) return <Hint>暂无预订权限，请联系企业管理员开通。</Hint>;
  return (
    <HStack as="nav" aria-label="预订" gap="6" wrap="wrap">
      {kinds.map((kind) => (
        <Link key={kind} to={bookingPath(kind)}>{`${ORDER_KIND_PAGES[kind].label}预订`}</Link>
      ))}
    </HStack>
  );
}

/** Newest booked first, across both kinds. */
const newestFirst = (a: RecentOrder, b: RecentOrder) => b.createdAt - a.createdAt;

function RecentOrders() {
  const transport = useTransport();
  const results = useQueries({ queries: ORDER_KINDS.map((kind) => recentOrdersQuery(transport, kind)) });
  if (results.some((r) => r.isPending)) return <Hint>加载中…</Hint>;
  if (results.every((r) => r.isError)) return <Hint>暂时无法获取最近订单。</Hint>;
  const orders = results.flatMap((r) => r.data ?? []).sort(newestFirst);
  if (orders.length === 0) return <Hint>还没有订单。</Hint>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="最近订单">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>订单</Table.ColumnHeader>
            <Table.ColumnHeader>用车时间</Table.ColumnHeader>
            <Table.ColumnHeader>行程</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={`${order.kind}-${order.orderId}`}>
              <Table.Cell>
                <Stack gap="0">
                  <Link to={orderDetailPath(order.kind, order.orderId)}>{order.orderId}</Link>
                  <Text fontSize="xs" color="fg.muted">
                    {`${ORDER_KIND_PAGES[order.kind].label} · ${order.tripTypeName}`}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>{order.boardingTime}</Table.Cell>
              <Table.Cell>{`${order.boardingAddress} → ${order.dropOffAddress}`}</Table.Cell>
              <Table.Cell>{orderStatusLabel(order.status) || order.statusName}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The booking links (by permission) and the recent orders.
 *
 * @example <BookingStart can={usePermissions().can} />
 */
export function BookingStart({ can }: { can: (permission: string) => boolean }) {
  return (
    <>
      <Section title="用车预订">
        <BookingLinks can={can} />
      </Section>
      <Section title="最近订单">
        <RecentOrders />
      </Section>
    </>
  );
}
