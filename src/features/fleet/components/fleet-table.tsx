import { ListTable, type Column } from '../../../components/ui/list-table.tsx';

export type { Column };

/** A list of the fleet: a table on a wide screen, cards on a narrow one (the portal's `ListTable`). */
export function FleetTable<T>({ label, columns, rows, rowKey }: { label: string; columns: readonly Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string | number }) {
  return <ListTable label={label} columns={columns} rows={rows} rowKey={rowKey} />;
}

export { Pager } from '../../../components/ui/pager.tsx';
