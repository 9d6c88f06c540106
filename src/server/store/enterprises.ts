/** Enterprises (`enterprises`): each enterprise's bundle (D1) as it was seeded. */
import type { EnterpriseBundle } from '../../../rules/index.ts';
import type { Db } from '../db/database.ts';

/** The enterprise's bundle, parsed; undefined for an unknown enterprise. */
export function enterpriseBundle(db: Db, enterpriseId: number): EnterpriseBundle | undefined {
  const row = db.prepare('SELECT bundle_json FROM enterprises WHERE enterprise_id = ?').get(enterpriseId) as { bundle_json: string } | undefined;
  return row && (JSON.parse(row.bundle_json) as EnterpriseBundle);
}
