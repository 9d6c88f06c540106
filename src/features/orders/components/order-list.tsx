/**
 * An order list of one kind (issue 11 §1): the filter form (a compiled form from rules/,
 * `orderListFilterForm`, drawn by the one renderer), the table of the current page with its sort,
 * paging, and the export of every row of the filter as .xlsx (docs/orders.md).
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { formatBoardingTime, orderDatesIssue, OrderSort, orderListFilterForm, orderListQueryOf, orderStatusLabel, type Issue, type OrderListQuery, type OrderSortField, type SortOrder } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadProgress } from '../../../components/ui/download-progress.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { ListTable, type Column } from '../../../components/ui/list-table.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { exportParams, LIST_KIND, orderListQuery, type ListedOrder, type ListKind } from '../api/orders.ts';
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

const NO_ISSUES: readonly Issue[] = [];

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
  // A filter the rules refuse (dates reversed) is said under its field and not sent (issue 22: never the server's pointer).
  const [filterErrors, setFilterErrors] = useState<readonly Issue[]>(NO_ISSUES);
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

  const sortOf = (field: OrderSortField) => (sort.by === field ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined);
  const columns: Column<ListedOrder>[] = [
    { header: '订单号', cell: (order) => <Link to={detailPath(kind, order.orderId)}>{order.orderId}</Link> },
    { header: '状态', cell: (order) => orderStatusLabel(order.status) || order.statusName },
    { header: OrderSort.BOARDING_TIME.label, cell: (order) => order.boardingTime, headerCell: <SortButton field="boardingTime" sort={sort} onSort={onSort} />, ariaSort: sortOf('boardingTime') },
    { header: '行程类型', cell: (order) => order.tripTypeName, nowrap: false },
    { header: '预订人', cell: (order) => order.bookerName, nowrap: false },
    { header: '乘车人', cell: (order) => order.passengerName, nowrap: false },
    { header: '行程', cell: (order) => <Box minW={{ md: '48' }}>{`${order.boardingAddress} → ${order.dropOffAddress}`}</Box>, nowrap: false },
    { header: '成本中心', cell: (order) => order.costCentre, nowrap: false },
    { header: OrderSort.CREATED_AT.label, cell: (order) => formatBoardingTime(order.createdAt), headerCell: <SortButton field="createdAt" sort={sort} onSort={onSort} />, ariaSort: sortOf('createdAt') },
  ];

  return (
    <Stack gap="4">
      {/* A refusal goes with the first input after it, before a text box hands its text to the form: the form's
          extra errors block its submit, and a submit right after the edit must pass. */}
      <Box onInput={() => setFilterErrors(NO_ISSUES)}>
        <SchemaForm
          form={form}
          formData={draft}
          errors={filterErrors}
          onChange={(data) => {
            setDraft(data);
            setFilterErrors(NO_ISSUES);
          }}
          onSubmit={(data) => {
            const reversed = orderDatesIssue(data);
            if (reversed) {
              setFilterErrors([reversed]);
              return;
            }
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
                setFilterErrors(NO_ISSUES);
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
      </Box>
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
          <ListTable
            label={`${label}订单列表`}
            rows={list.data.items}
            rowKey={(order) => order.orderId}
            rowAttributes={(order) => ({ 'data-order-id': order.orderId })}
            columns={columns}
          />
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
