/** Reference data lookups (`reference_rows`): one JSON document per row, by kind and scope. */
import type { Db } from '../db/database.ts';
import type { ReferenceKind, ReferenceKinds } from '../db/reference-data.ts';

/** Every row of a kind, in seed order; only those of `scope` when it is given. */
export function referenceRows<K extends ReferenceKind>(db: Db, kind: K, scope?: string | number): ReferenceKinds[K][] {
  const rows = (
    scope === undefined
      ? db.prepare('SELECT data_json FROM reference_rows WHERE kind = ? ORDER BY id').all(kind)
      : db.prepare('SELECT data_json FROM reference_rows WHERE kind = ? AND scope = ? ORDER BY id').all(kind, String(scope))
  ) as { data_json: string }[];
  return rows.map((row) => JSON.parse(row.data_json) as ReferenceKinds[K]);
}

/** The first row of a kind in a scope, or undefined. */
export function referenceRow<K extends ReferenceKind>(db: Db, kind: K, scope: string | number): ReferenceKinds[K] | undefined {
  return referenceRows(db, kind, scope)[0];
}

export function insertReferenceRow<K extends ReferenceKind>(db: Db, kind: K, scope: string | number, data: ReferenceKinds[K]): void {
  db.prepare('INSERT INTO reference_rows (kind, scope, data_json) VALUES (?, ?, ?)').run(kind, String(scope), JSON.stringify(data));
}
