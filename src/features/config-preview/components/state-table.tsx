/**
 * The state table: each special field and audit section, visible / required / editable, and why.
 * Below `md` (a 390 px phone) the reason goes under the name instead of a fifth column, which
 * would be squeezed to a few characters a line.
 */
import { Table, Text } from '@chakra-ui/react';
import { memo } from 'react';

import type { StateRow } from '../state-table.ts';

/** Shown from `md` up, and below it only. */
const WIDE = { base: 'none', md: 'table-cell' } as const;
const NARROW = { base: 'block', md: 'none' } as const;

const yesNo = (value: boolean) => (value ? '是' : '否');

/**
 * Rows with the same content as the last ones are not drawn again: the table of a bundle at the caps
 * is 500 rows of Chakra parts, and an edit of one field changes one row (issue 24 §4).
 */
const sameRow = (a: StateRow, b: StateRow) =>
  a === b ||
  (a.key === b.key && a.kind === b.kind && a.name === b.name && a.visible === b.visible && a.required === b.required && a.editable === b.editable &&
    a.because.length === b.because.length && a.because.every((reason, i) => reason === b.because[i]));

const StateRowView = memo(function StateRowView({ row }: { row: StateRow }) {
  return (
    <Table.Row data-testid={row.key}>
      <Table.Cell whiteSpace="normal" minWidth="8rem">
        {`${row.kind}「${row.name}」`}
        <Text display={NARROW} fontSize="xs" color="fg.muted" mt="1">
          {row.because.join('；')}
        </Text>
      </Table.Cell>
      <Table.Cell>{yesNo(row.visible)}</Table.Cell>
      <Table.Cell>{yesNo(row.required)}</Table.Cell>
      <Table.Cell>{yesNo(row.editable)}</Table.Cell>
      <Table.Cell whiteSpace="normal" minWidth="16rem" display={WIDE}>
        {row.because.join('；')}
      </Table.Cell>
    </Table.Row>
  );
}, (was, now) => sameRow(was.row, now.row));

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
            <Table.ColumnHeader display={WIDE}>原因</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <StateRowView key={row.key} row={row} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
