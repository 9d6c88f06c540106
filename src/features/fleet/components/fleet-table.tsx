import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A list of the fleet as a table that scrolls sideways on a narrow screen. */
export function FleetTable<T>({ label, columns, rows, rowKey }: { label: string; columns: readonly Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string | number }) {
  if (rows.length === 0) return <Text color="fg.muted">暂无数据</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} whiteSpace="nowrap">{c.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.header} whiteSpace="nowrap">{c.cell(row)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** 上一页 / 下一页 with the page and total. */
export function Pager({ pageIndex, pageSize, total, onPage }: { pageIndex: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack mt="2" gap="3" fontSize="sm">
      <Button size="xs" variant="outline" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>上一页</Button>
      <Text>{`第 ${pageIndex} / ${pages} 页，共 ${total} 条`}</Text>
      <Button size="xs" variant="outline" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)}>下一页</Button>
    </HStack>
  );
}
