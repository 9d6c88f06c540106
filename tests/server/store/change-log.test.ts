/**
 * The change log (migration 018, src/server/store/change-log.ts; issue 25 §2): a change is kept with
 * who, when, before and after; a record's history and the enterprise's log read newest first; another
 * enterprise's changes are never in the answer; a change made in a transaction that fails is not kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Db } from '../../../src/server/db/database.ts';
import { seedIfEmpty } from '../../../src/server/db/seed.ts';
import { changesOfEnterprise, changesOfRecord, recordChange, type ChangeInput } from '../../../src/server/store/change-log.ts';

let dir: string;
let db: Db;
let enterprises: number[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'change-log-'));
  db = openDatabase(dir);
  seedIfEmpty(db);
  enterprises = (db.prepare('SELECT enterprise_id AS id FROM enterprises ORDER BY enterprise_id').all() as { id: number }[]).map((r) => r.id);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const change = (over: Partial<ChangeInput>): ChangeInput => ({
  enterpriseId: enterprises[0]!,
  resource: 'enterpriseUser',
  recordId: 'u-1',
  action: 'update',
  userId: 'admin-1',
  userName: '赵敏',
  changedAt: 1_000,
  ...over,
});

describe('the change log', () => {
  it('keeps who, when, before and after, and reads a record newest first', () => {
    recordChange(db, change({ action: 'add', changedAt: 1_000, after: { name: '张三' } }));
    recordChange(db, change({ action: 'update', changedAt: 2_000, before: { name: '张三' }, after: { name: '张三丰' } }));
    const history = changesOfRecord(db, enterprises[0]!, 'enterpriseUser', 'u-1', 10);
    expect(history.map((h) => h.action)).toEqual(['update', 'add']);
    expect(history[0]).toMatchObject({ userName: '赵敏', changedAt: 2_000, before: { name: '张三' }, after: { name: '张三丰' } });
    expect(history[1]).toMatchObject({ before: null, after: { name: '张三' } });
  });

  it('never answers another enterprise’s changes, and a failed transaction keeps none', () => {
    const [mine, other] = [enterprises[0]!, enterprises[1]!];
    recordChange(db, change({ enterpriseId: other, recordId: 'u-other', changedAt: 5_000 }));
    expect(changesOfRecord(db, mine, 'enterpriseUser', 'u-other', 10)).toEqual([]);
    expect(changesOfEnterprise(db, mine, 100).items.every((c) => c.recordId !== 'u-other')).toBe(true);
    const failing = db.transaction(() => {
      recordChange(db, change({ recordId: 'u-rolled-back' }));
      throw new Error('the write failed');
    });
    expect(() => failing()).toThrow('the write failed');
    expect(changesOfRecord(db, mine, 'enterpriseUser', 'u-rolled-back', 10)).toEqual([]);
  });

  it('pages the enterprise’s log newest first, every change once (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 7 }), (times, pageSize) => {
        const enterpriseId = enterprises[2] ?? enterprises[1]!;
        db.prepare('DELETE FROM change_log WHERE enterprise_id = ?').run(enterpriseId);
        times.forEach((t, i) => recordChange(db, change({ enterpriseId, recordId: `r-${i}`, changedAt: t })));
        const seen: number[] = [];
        for (let offset = 0; ; offset += pageSize) {
          const page = changesOfEnterprise(db, enterpriseId, pageSize, offset);
          expect(page.total).toBe(times.length);
          if (page.items.length === 0) break;
          seen.push(...page.items.map((c) => c.changedAt));
        }
        expect(seen).toEqual([...times].sort((a, b) => b - a));
      }),
      { numRuns: 40 },
    );
  });
});
