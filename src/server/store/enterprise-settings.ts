/**
 * An enterprise's settings (`enterprise_settings`, migration 030; issue 25 §2): one row per section,
 * its body as checked (rules/admin/enterprise-settings.ts). A save writes the section and records its
 * change (`change_log`, resource `enterpriseSettings`, record id the section) in one transaction.
 */
import { defaultSettings, type EnterpriseSettings, type SettingsSection } from '../../../rules/admin/index.ts';
import type { Db } from '../db/database.ts';
import { changesOfRecord, recordChange, type ChangeEntry } from './change-log.ts';
import { inWriteTransaction } from './transactions.ts';

/** The change log's name for the settings. */
export const SETTINGS_RESOURCE = 'enterpriseSettings';

/** A section as kept, or its default when the enterprise never saved it. */
export function settingsSection<S extends SettingsSection>(db: Db, enterpriseId: number, section: S): EnterpriseSettings[S] {
  const row = db.prepare('SELECT value_json FROM enterprise_settings WHERE enterprise_id = ? AND section = ?').get(enterpriseId, section) as { value_json: string } | undefined;
  return row === undefined ? defaultSettings()[section] : (JSON.parse(row.value_json) as EnterpriseSettings[S]);
}

export interface SettingsAuthor {
  userId: string;
  userName: string;
}

/** Saves a section and records the change (before: as kept or its default), in one write transaction. */
export function saveSettingsSection<S extends SettingsSection>(db: Db, enterpriseId: number, section: S, value: EnterpriseSettings[S], author: SettingsAuthor, now: number): EnterpriseSettings[S] {
  return inWriteTransaction(db, () => {
    const before = settingsSection(db, enterpriseId, section);
    db.prepare(
      `INSERT INTO enterprise_settings (enterprise_id, section, value_json, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (enterprise_id, section) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at`,
    ).run(enterpriseId, section, JSON.stringify(value), now);
    recordChange(db, { enterpriseId, resource: SETTINGS_RESOURCE, recordId: section, action: 'update', userId: author.userId, userName: author.userName, changedAt: now, before, after: value });
    return value;
  });
}

/** The settings' changes of these sections, newest first (at most `limit`). */
export function settingsChanges(db: Db, enterpriseId: number, sections: readonly SettingsSection[], limit: number): ChangeEntry[] {
  return sections
    .flatMap((section) => changesOfRecord(db, enterpriseId, SETTINGS_RESOURCE, section, limit))
    .sort((a, b) => b.changedAt - a.changedAt || b.id - a.id)
    .slice(0, limit);
}
