/** The resource engine's import log (`resource_import_logs`, migration 019; docs/resources.md "Imports"). */
import type { Db } from '../db/database.ts';

export interface ImportLogInput {
  enterpriseId: number;
  resource: string;
  userId: string;
  userName: string;
  importedAt: number;
  rows: number;
  imported: number;
  errors: number;
  /** The rows left out of a file kept without its bad rows (row numbers of the file; migration 070); none otherwise. */
  skippedRows?: readonly number[];
}

export interface ImportLogEntry extends Omit<ImportLogInput, 'enterpriseId' | 'resource' | 'userId' | 'skippedRows'> {
  id: number;
  skippedRows: number[];
}

export function insertImportLog(db: Db, log: ImportLogInput): void {
  db.prepare('INSERT INTO resource_import_logs (enterprise_id, resource, user_id, user_name, imported_at, row_count, imported, error_count, skipped_rows) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    log.enterpriseId, log.resource, log.userId, log.userName, log.importedAt, log.rows, log.imported, log.errors,
    log.skippedRows && log.skippedRows.length > 0 ? JSON.stringify(log.skippedRows) : null,
  );
}

/** The enterprise's imports of a resource, newest first (at most `limit`). */
/** `userId`: only that user's imports (a resource each user keeps for himself, such as the common renters). */
export function importLogsOf(db: Db, enterpriseId: number, resource: string, limit: number, userId?: string): ImportLogEntry[] {
  const rows = db
    .prepare(
      `SELECT id, user_name AS userName, imported_at AS importedAt, row_count AS rows, imported, error_count AS errors, skipped_rows AS skipped
         FROM resource_import_logs WHERE enterprise_id = ? AND resource = ? AND (? IS NULL OR user_id = ?) ORDER BY imported_at DESC, id DESC LIMIT ?`,
    )
    .all(enterpriseId, resource, userId ?? null, userId ?? null, limit) as (Omit<ImportLogEntry, 'skippedRows'> & { skipped: string | null })[];
  return rows.map(({ skipped, ...log }) => ({ ...log, skippedRows: skipped === null ? [] : (JSON.parse(skipped) as number[]) }));
}
