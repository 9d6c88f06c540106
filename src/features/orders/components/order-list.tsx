/**
 * An order list of one kind (issue 11 §1): the filter form (a compiled form from rules/,
 * `orderListFilterForm`, drawn by the one renderer), the table of the current page with its sort,
 * paging, and the export of every row of the filter as .xlsx (docs/orders.md).
 */
import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { formatBoardingTime, OrderSort, orderListFilterForm, orderListQueryOf, orderStatusLabel, type OrderListQuery, type OrderSortField, type SortOrder } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadProgress } from '../../../components/ui/download-progress.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { exportParams, LIST_KIND, orderListQuery, type ListKind } from '../api/orders.ts';
import { NO_LOOKUPS } from './no-lookups.ts';
import { useDownload } from '../../../lib/use-download.ts';

/** Rows per page. */
export const ORDER_PAGE_SIZE = 10;

export interface OrderListProps {
  kind: ListKind;
  /** Whether the user sees other bookers' orders (`admin.allOrders`): the filter then asks for the booker. */
  seesAll: boolean;
  /** Only the user's own orders (the trips page). */
  mine?: boolean;
  /** Where an order's detail is. */
  detailPath: (kind: ListKind, orderId: string) => string;
}

type Filter = Record<string, unknown>;

function SortButton({ field, sort, onSort }: { field: OrderSortField; sort: { by?: OrderSortField; order: SortOrder }; onSort: (by: OrderSortField) => void }) {
  const label = Object.values(OrderSort).find((s) => s.value === field)!.label;
  const active = sort.by === field;
  const arrow = active ? (sort.order === 'asc' ? ' ↑' : ' ↓') : '';
  return (
    <Box as="button" fontWeight="semibold" onClick={() => onSort(field)} aria-label={`按${label}排序`} aria-pressed={active} textAlign="start">
      {`${label}${arrow}`}
    </Box>
  );
}

/**
 * @example <OrderList kind="own-car" seesAll={false} detailPath={orderDetailPath} />
 */
export function OrderList({ kind, seesAll, mine = false, detailPath }: OrderListProps) {
  const transport = useTransport();
  const { businessType, label } = LIST_KIND[kind];
  const form = useMemo(() => orderListFilterForm(businessType, { withBooker: seesAll && !mine }), [businessType, seesAll, mine]);
  const [draft, setDraft] = useState<Filter>({});
  const [applied, setApplied] = useState<Filter>({});
  const [pageIndex, setPageIndex] = useState(1);
  const [sort, setSort] = useState<{ by?: OrderSortField; order: SortOrder }>({ order: 'desc' });
  const download = useDownload();
  const exporting = download.progress !== null;

  const query: OrderListQuery = orderListQueryOf(applied, {
    pageIndex,
    pageSize: ORDER_PAGE_SIZE,
    ...(mine ? { mine: true } : {}),
    ...(sort.by ? { sortBy: sort.by, sortOrder: sort.order } : {}),
  });
  const list = useQuery({ ...orderListQuery(transport, kind, query), placeholderData: keepPreviousData });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));

  const onSort = (by: OrderSortField) => {
    setSort((s) => ({ by, order: s.by === by && s.order === 'asc' ? 'desc' : 'asc' }));
    setPageIndex(1);
  };

  const onExport = () => download.run(LIST_KIND[kind].export, exportParams(query));

  return (
    <Stack gap="4">
      <SchemaForm
        form={form}
        formData={draft}
        onChange={setDraft}
        onSubmit={(data) => {
          setApplied(data);
          setPageIndex(1);
        }}
        lookups={NO_LOOKUPS}
        label={`${label}订单筛选`}
        idPrefix={`${kind}-filter`}
      >
        <HStack mt="3" gap="3" wrap="wrap">
          <Button type="submit" variant="primary">查询</Button>
          <Button
            onClick={() => {
              setDraft({});
              setApplied({});
              setPageIndex(1);
            }}
          >
            重置
          </Button>
          <Button onClick={() => void onExport()} loading={exporting} disabled={exporting || total === 0}>
            导出 Excel
          </Button>
        </HStack>
      </SchemaForm>
      {download.progress ? (
        // The body read against its Content-Length (transport.download's onProgress): a bar with the percent.
        <Stack gap="1" role="status">
          <Text fontSize="sm">{`正在导出 ${total} 条订单…`}</Text>
          <DownloadProgress label="导出订单" state={download.progress} />
        </Stack>
      ) : null}
      {download.error ? <Text role="alert" color="fg.error">{download.error}</Text> : null}
      {list.isPending ? (
        <Hint>加载中…</Hint>
      ) : list.isError ? (
        <Hint>{`暂时无法获取订单：${list.error.message}`}</Hint>
      ) : total === 0 ? (
        <Hint>没有符合条件的订单。</Hint>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={`${label}订单列表`} bg="bg">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>订单号</Table.ColumnHeader>
                  <Table.ColumnHeader>状态</Table.ColumnHeader>
                  <Table.ColumnHeader aria-sort={sort.by === 'boardingTime' ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <SortButton field="boardingTime" sort={sort} onSort={onSort} />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>行程类型</Table.ColumnHeader>
                  <Table.ColumnHeader>预订人</Table.ColumnHeader>
                  <Table.ColumnHeader>乘车人</Table.ColumnHeader>
                  <Table.ColumnHeader>行程</Table.ColumnHeader>
                  <Table.ColumnHeader>成本中心</Table.ColumnHeader>
                  <Table.ColumnHeader aria-sort={sort.by === 'createdAt' ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <SortButton field="createdAt" sort={sort} onSort={onSort} />
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((order) => (
                  <Table.Row key={order.orderId} data-order-id={order.orderId}>
                    <Table.Cell>
                      <Link to={detailPath(kind, order.orderId)}>{order.orderId}</Link>
                    </Table.Cell>
                    <Table.Cell>{orderStatusLabel(order.status) || order.statusName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{order.boardingTime}</Table.Cell>
                    <Table.Cell>{order.tripTypeName}</Table.Cell>
                    <Table.Cell>{order.bookerName}</Table.Cell>
                    <Table.Cell>{order.passengerName}</Table.Cell>
                    <Table.Cell minW="48">{`${order.boardingAddress} → ${order.dropOffAddress}`}</Table.Cell>
                    <Table.Cell>{order.costCentre}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatBoardingTime(order.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <HStack as="nav" aria-label={`${label}订单分页`} gap="3" wrap="wrap">
            <Button onClick={() => setPageIndex((p) => p - 1)} disabled={pageIndex <= 1}>上一页</Button>
            <Text>{`第 ${pageIndex} / ${pages} 页，共 ${total} 条`}</Text>
            <Button onClick={() => setPageIndex((p) => p + 1)} disabled={pageIndex >= pages}>下一页</Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}
