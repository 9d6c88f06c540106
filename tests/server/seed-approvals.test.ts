/**
 * The approval seed keeps its orders ahead and its decisions behind whenever a database is seeded:
 * its times move by the days from when the file was written (src/server/db/seed-approvals.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatBoardingTime, parseBoardingTime } from '../../rules/index.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { seedIfEmpty } from '../../src/server/db/seed.ts';
import { daysSinceWritten, shiftTimes, WRITTEN_ON } from '../../src/server/db/seed-approvals.ts';
import { historyOf } from '../../src/server/store/approvals.ts';
import { listOrders } from '../../src/server/store/orders.ts';

const at = (text: string) => {
  const parsed = parseBoardingTime(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

describe('the approval seed’s times', () => {
  it('moves every YYYY-MM-DD HH:mm by whole days, and nothing else', () => {
    expect(shiftTimes({ a: '2026-12-08 09:00', b: ['2026-11-30 23:30', 'x'], c: 3, d: '2026-12-08' }, 2)).toEqual({
      a: '2026-12-10 09:00',
      b: ['2026-12-02 23:30', 'x'],
      c: 3,
      d: '2026-12-08',
    });
    expect(daysSinceWritten(at(`${WRITTEN_ON} 00:00`))).toBe(0);
    expect(daysSinceWritten(at(`${WRITTEN_ON} 23:59`))).toBe(0);
    expect(daysSinceWritten(at('2027-01-01 08:00'))).toBe(39);
  });

  it('property: whatever day a database is seeded, its pending orders board ahead and the seeded decisions lie behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-approvals-'));
    try {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 3 * 365 }), fc.integer({ min: 0, max: 86_399_999 }), (days, ms) => {
          const now = at(`${WRITTEN_ON} 00:00`) + days * 86_400_000 + ms;
          const db = openDatabase(join(dir, `${days}-${ms}`));
          try {
            expect(seedIfEmpty(db, undefined, now)).toBe(true);
            const pending = [4, 5].flatMap((businessType) =>
              [1001, 2002].flatMap((enterpriseId) => listOrders(db, { businessType: businessType as 4 | 5, enterpriseId, status: 1, pageIndex: 1, pageSize: 1000 }).items),
            );
            expect(pending.length).toBeGreaterThan(0);
            for (const order of pending) {
              expect(order.boardingTime > formatBoardingTime(now), order.orderId).toBe(true);
              for (const decision of historyOf(db, order.orderId)) expect(decision.decidedAt).toBeLessThan(now);
            }
          } finally {
            db.close();
          }
        }),
        { numRuns: 8 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
