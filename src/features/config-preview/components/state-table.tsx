/** The state table: each special field and audit section, visible / required / editable, and why. */
import { Table } from '@chakra-ui/react';

import type { StateRow } from '../state-table.ts';

const yesNo = (value: boolean) => (value ? '是' : '否');

export function StateTable({ rows }: { rows: readonly StateRow[] }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="字段状态">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>字段</Table.ColumnHeader>
            <Table.ColumnHeader>显示</Table.ColumnHeader>
            <Table.ColumnHeader>必填</Table.ColumnHeader>
            <Table.ColumnHeader>可编辑</Table.ColumnHeader>
            <Table.ColumnHeader>原因</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-testid={row.key}>
              <Table.Cell whiteSpace="normal" minWidth="8rem">{`${row.kind}「${row.name}」`}</Table.Cell>
              <Table.Cell>{yesNo(row.visible)}</Table.Cell>
              <Table.Cell>{yesNo(row.required)}</Table.Cell>
              <Table.Cell>{yesNo(row.editable)}</Table.Cell>
              <Table.Cell whiteSpace="normal" minWidth="16rem">{row.because.join('；')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
