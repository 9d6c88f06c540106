/**
 * The change log (`change_log`, migration 018; issue 25 §2): who changed which record of the
 * enterprise, when, and the record before and after. Every administrative write records its change in
 * the same transaction as the write itself (`recordChange` inside the caller's `db.transaction`), so a
 * change without its record, or a record without its change, cannot be kept.
 */
import type { Db } from '../db/database.ts';

export type ChangeAction = 'add' | 'update' | 'delete';

export interface ChangeInput {
  enterpriseId: number;
  /** The resource's declared name (e.g. `enterpriseUser`, `costCentre`, `setting`). */
  resource: string;
  recordId: string;
  action: ChangeAction;
  userId: string;
  userName: string;
  changedAt: number;
  /** The record as kept before the change (absent for an add). */
  before?: unknown;
  /** The record as kept after the change (absent for a delete). */
  after?: unknown;
}

export interface ChangeEntry {
  id: number;
  resource: string;
  recordId: string;
  action: ChangeAction;
  userId: string;
  userName: string;
  changedAt: number;
  before: unknown;
  after: unknown;
}

interface ChangeRow {
  id: number;
  resource: string;
  record_id: string;
  action: ChangeAction;
  user_id: string;
  user_name: string;
  changed_at: number;
  before_json: string | null;
  after_json: string | null;
}

const entryOf = (row: ChangeRow): ChangeEntry => ({
  id: row.id,
  resource: row.resource,
  recordId: row.record_id,
  action: row.action,
  userId: row.user_id,
  userName: row.user_name,
  changedAt: row.changed_at,
  before: row.before_json === null ? null : JSON.parse(row.before_json),
  after: row.after_json === null ? null : JSON.parse(row.after_json),
});

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Records one change; call it inside the write's own transaction. */
export function recordChange(db: Db, change: ChangeInput): void {
  db.prepare(
    `INSERT INTO change_log (enterprise_id, resource, record_id, action, user_id, user_name, changed_at, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(change.enterpriseId, change.resource, change.recordId, change.action, change.userId, change.userName, change.changedAt, jsonOrNull(change.before), jsonOrNull(change.after));
}

/** One record's history, newest first (at most `limit`). */
export function changesOfRecord(db: Db, enterpriseId: number, resource: string, recordId: string, limit: number): ChangeEntry[] {
  const rows = db
    .prepare('SELECT * FROM change_log WHERE enterprise_id = ? AND resource = ? AND record_id = ? ORDER BY changed_at DESC, id DESC LIMIT ?')
    .all(enterpriseId, resource, recordId, limit) as ChangeRow[];
  return rows.map(entryOf);
}

/** The enterprise's whole log, newest first, a page at a time (`offset` rows skipped). */
export function changesOfEnterprise(db: Db, enterpriseId: number, limit: number, offset = 0): { total: number; items: ChangeEntry[] } {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM change_log WHERE enterprise_id = ?').get(enterpriseId) as { total: number };
  const rows = db
    .prepare('SELECT * FROM change_log WHERE enterprise_id = ? ORDER BY changed_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(enterpriseId, limit, offset) as ChangeRow[];
  return { total, items: rows.map(entryOf) };
}
