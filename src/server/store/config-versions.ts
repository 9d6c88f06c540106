/**
 * Config versions (`config_versions`, migration 004): the history of each enterprise's bundle as
 * the config preview page saved it (issue 10 §1). Saving writes a new version and the bundle the
 * enterprise's bookers get next (`enterprises.bundle_json`) in one transaction.
 */
import type { EnterpriseBundle } from '../../../rules/index.ts';
// The wire shapes are declared once, in src/shared/responses.ts, for the server and the page.
import type { ConfigVersionDetail as ConfigVersion, ConfigVersionInfo } from '../../shared/responses.ts';
import type { Db } from '../db/database.ts';

interface VersionRow {
  version: number;
  user_name: string;
  created_at: number;
  summary: string;
  restored_from: number | null;
  bundle_json: string;
}

/** What version 1 is called: the bundle the enterprise had before anyone saved one here. */
export const INITIAL_VERSION_NAME = '初始配置';

const infoOf = (row: VersionRow): ConfigVersionInfo => ({
  version: row.version,
  userName: row.user_name,
  createdAt: row.created_at,
  summary: row.summary,
  restoredFrom: row.restored_from,
});

/** The enterprise's versions, newest first (at most `limit`). */
export function configVersions(db: Db, enterpriseId: number, limit: number): ConfigVersionInfo[] {
  const rows = db
    .prepare('SELECT version, user_name, created_at, summary, restored_from, bundle_json FROM config_versions WHERE enterprise_id = ? ORDER BY version DESC LIMIT ?')
    .all(enterpriseId, limit) as VersionRow[];
  return rows.map(infoOf);
}

/** One version of the enterprise, with its bundle; undefined when the enterprise has no such version. */
export function configVersion(db: Db, enterpriseId: number, version: number): ConfigVersion | undefined {
  const row = db
    .prepare('SELECT version, user_name, created_at, summary, restored_from, bundle_json FROM config_versions WHERE enterprise_id = ? AND version = ?')
    .get(enterpriseId, version) as VersionRow | undefined;
  return row && { ...infoOf(row), bundle: JSON.parse(row.bundle_json) as EnterpriseBundle };
}

export interface NewConfigVersion {
  enterpriseId: number;
  userId: string;
  userName: string;
  bundle: EnterpriseBundle;
  summary: string;
  restoredFrom: number | null;
}

/**
 * Saves a new version and makes it the enterprise's live bundle; the first save records the
 * bundle it replaces as version 1. Returns the new version's number.
 */
export function saveConfigVersion(db: Db, change: NewConfigVersion, now: number): number {
  return db.transaction(() => {
    const { latest } = db.prepare('SELECT COALESCE(MAX(version), 0) AS latest FROM config_versions WHERE enterprise_id = ?').get(change.enterpriseId) as { latest: number };
    const insert = db.prepare(
      `INSERT INTO config_versions (enterprise_id, version, user_id, user_name, created_at, bundle_json, summary, restored_from)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let next = latest + 1;
    if (latest === 0) {
      const row = db.prepare('SELECT bundle_json FROM enterprises WHERE enterprise_id = ?').get(change.enterpriseId) as { bundle_json: string } | undefined;
      if (row) {
        insert.run(change.enterpriseId, 1, null, INITIAL_VERSION_NAME, now, row.bundle_json, '', null);
        next = 2;
      }
    }
    const json = JSON.stringify(change.bundle);
    insert.run(change.enterpriseId, next, change.userId, change.userName, now, json, change.summary, change.restoredFrom);
    db.prepare('UPDATE enterprises SET bundle_json = ? WHERE enterprise_id = ?').run(json, change.enterpriseId);
    return next;
  })();
}
