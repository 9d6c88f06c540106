/**
 * The portal's one list of rows (issue 22 "Layout": lists become cards instead of tables that scroll
 * sideways). From the `md` breakpoint (768 px) up a table, one column per `Column`; below it a list
 * of cards, one per row, each naming its values by the columns' headers (a `<dl>`), so a phone at
 * 390 px reads every value without scrolling sideways. The order lists and every fleet list draw
 * through here.
 *
 * One of the two is drawn, not both with one hidden by CSS: a row's links and buttons exist once in
 * the page (one tab stop, one match for a test's locator). The width is read from `matchMedia` at
 * the first render (no table flashes on a phone) and followed as it changes.
 */
import { Box, DataList, HStack, Table, Text } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';

export interface Column<T> {
  /** The column's name: the table's header, the card's label (and the React key: unique in a list). */
  header: string;
  cell: (row: T) => ReactNode;
  /** What the table's header cell draws instead of `header` (a sort button); the cards draw it above the list. */
  headerCell?: ReactNode;
  /** The table header's `aria-sort`. */
  ariaSort?: 'ascending' | 'descending';
  /** Keeps the table cell on one line (a time, a plate). */
  nowrap?: boolean;
}

export interface ListTableProps<T> {
  /** The accessible name of the table or of the list of cards (e.g. 自有车订单列表). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Attributes of a row's element (`data-order-id`), on the table row and on the card alike. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  /** What an empty list says. */
  empty?: string;
}

/** Where a list becomes a table: Chakra's `md` breakpoint (48rem, 768 px), below it cards. */
const WIDE = '(min-width: 48rem)';

/*
 * React's own `useSyncExternalStore` over `matchMedia` rather than Chakra's `useBreakpointValue`:
 * Chakra's hook calls `window.matchMedia` unguarded, which jsdom (the unit tests' DOM) does not
 * have, so every test drawing a list would need a stub. Without `matchMedia` a list is a table.
 */
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';
function subscribeToWidth(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => !hasMatchMedia() || window.matchMedia(WIDE).matches;
const wideOnServer = () => true;

/** Whether the list draws as a table (else as cards), by the viewport's width. */
export function useListLayout(): 'cards' | 'table' {
  return useSyncExternalStore(subscribeToWidth, isWide, wideOnServer) ? 'table' : 'cards';
}

/**
 * @example <ListTable label="车辆列表" rowKey={(c) => c.carLicense} rows={cars} columns={[{ header: '车牌号', cell: (c) => c.carLicense }]} />
 */
export function ListTable<T>({ label, columns, rows, rowKey, rowAttributes, empty = '暂无数据' }: ListTableProps<T>) {
  const layout = useListLayout();
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  if (layout === 'cards') {
    const headerCells = columns.filter((c) => c.headerCell !== undefined);
    return (
      <Box>
        {headerCells.length > 0 ? (
          <HStack gap="3" mb="2" wrap="wrap" fontSize="sm">
            {headerCells.map((c) => (
              <Box key={c.header}>{c.headerCell}</Box>
            ))}
          </HStack>
        ) : null}
        <Box as="ul" aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="2">
          {rows.map((row) => (
            <Box as="li" key={rowKey(row)} {...rowAttributes?.(row)} borderWidth="1px" borderRadius="md" p="3" bg="bg">
              <DataList.Root orientation="horizontal" size="sm" gap="1">
                {columns.map((c) => (
                  <DataList.Item key={c.header}>
                    <DataList.ItemLabel minW="20">{c.header}</DataList.ItemLabel>
                    <DataList.ItemValue minW="0" overflowWrap="anywhere">{c.cell(row)}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} bg="bg">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} whiteSpace="nowrap" aria-sort={c.ariaSort}>
                {c.headerCell ?? c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.header} whiteSpace={c.nowrap === false ? undefined : 'nowrap'}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
