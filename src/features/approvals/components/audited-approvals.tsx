/**
 * The 已审批 tab (issue 25 §3): the signed-in approver's own decisions, newest first, a page of
 * `AUDITED_PAGE_SIZE` at a time: the order (kind, number, time, passenger, route), his decision, when,
 * his reason, and the order's status now. Cards, so it reads at 390 px as at 1280 px.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatBoardingTime } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { AUDITED_PAGE_SIZE, auditedOrdersQuery, type DecidedApproval } from '../api/approvals.ts';
import type { DetailPath } from './pending-approvals.tsx';

function DecidedCard({ row, detailPath }: { row: DecidedApproval; detailPath: DetailPath }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" borderLeftWidth="4px" borderLeftColor={row.decision === 2 ? 'red.500' : 'green.500'}>
      <Text fontWeight="semibold">{`${row.kindName} ${row.orderId}：${row.decisionName}`}</Text>
      <Stack gap="1" mt="1" fontSize="sm">
        <Text>{`审批时间：${formatBoardingTime(row.decidedAt)}`}</Text>
        {row.comment ? <Text overflowWrap="anywhere">{`审批意见：${row.comment}`}</Text> : null}
        <Text>{`用车时间：${row.boardingTime}，乘车人：${row.passengerName}`}</Text>
        <Text>{`行程：${row.boardingAddress} → ${row.dropOffAddress}`}</Text>
        <Text color="fg.muted">{`订单状态：${row.statusName}`}</Text>
        <Link to={detailPath(row.businessType, row.orderId)}>{`查看订单 ${row.orderId}`}</Link>
      </Stack>
    </Box>
  );
}

/** @example <AuditedApprovals detailPath={(businessType, orderId) => `/EnterpriseService/Order/SpecialCar/${orderId}`} /> */
export function AuditedApprovals({ detailPath }: { detailPath: DetailPath }) {
  const transport = useTransport();
  const [pageIndex, setPageIndex] = useState(1);
  const page = useQuery({ ...auditedOrdersQuery(transport, pageIndex), placeholderData: keepPreviousData });
  if (page.isPending) return <Hint>加载中…</Hint>;
  if (page.isError) return <FormError>{`无法获取已审批订单：${page.error.message}`}</FormError>;
  const { total, items } = page.data;
  if (total === 0) return <Hint>您还没有审批过订单。</Hint>;
  const pages = Math.max(1, Math.ceil(total / AUDITED_PAGE_SIZE));
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" aria-label="已审批订单">
        {items.map((row, i) => (
          <DecidedCard key={`${row.orderId}-${row.decidedAt}-${i}`} row={row} detailPath={detailPath} />
        ))}
      </Stack>
      <HStack gap="3" wrap="wrap" aria-label="翻页">
        <Button disabled={pageIndex <= 1} onClick={() => setPageIndex((p) => p - 1)}>上一页</Button>
        <Text>{`第 ${pageIndex} / ${pages} 页，共 ${total} 条`}</Text>
        <Button disabled={pageIndex >= pages} onClick={() => setPageIndex((p) => p + 1)}>下一页</Button>
      </HStack>
    </Stack>
  );
}
