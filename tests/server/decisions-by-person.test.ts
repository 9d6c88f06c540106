/**
 * Migration 031 (docs/approvals.md "已审批"): each kept decision is given the user it is his. The
 * backfill of rows kept before it, in SQL over the chain of their round, names the same users as the
 * code does for new decisions (`stepUserId`, by phone, else e-mail): checked on the seeded decisions,
 * by the e-mail link (the reviewers') and in the portal (李建华's refusal).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { migrate, openDatabase } from '../../src/server/db/database.ts';
import { seedIfEmpty } from '../../src/server/db/seed.ts';

const BACKFILL = readFileSync(resolve(import.meta.dirname, '../../src/server/db/migrations/031-decisions-by-person.sql'), 'utf8')
  .replace(/^--.*$/gm, '')
  .split(';')
  .map((statement) => statement.trim())
  .filter((statement) => statement.startsWith('UPDATE'));

describe('migration 031, the decisions by person', () => {
  it('names, for every seeded decision, the user the code names; the SQL backfill agrees', () => {
    const dir = mkdtempSync(join(tmpdir(), 'decisions-by-person-'));
    try {
      const db = openDatabase(dir);
      migrate(db);
      seedIfEmpty(db);
      const read = () => db.prepare('SELECT id, via, approver_name AS name, approver_user_id AS userId FROM approval_history ORDER BY id').all() as { id: number; via: string; name: string; userId: string | null }[];
      const byCode = read();
      expect(byCode.length).toBeGreaterThan(0);
      expect(byCode.filter((row) => row.via === 'email').length).toBeGreaterThan(0);
      expect(byCode.every((row) => row.userId !== null)).toBe(true);
      const li = byCode.find((row) => row.name === '李建华');
      expect(li?.userId).toBe('u-1001-200');

      db.exec('UPDATE approval_history SET approver_user_id = NULL');
      expect(BACKFILL).toHaveLength(2);
      for (const statement of BACKFILL) db.exec(statement);
      expect(read()).toEqual(byCode);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
