/**
 * The bench enterprise of issue 9 §1: the reference server's data folder, seeded as on first start,
 * with the special config of the demo booker's enterprise (上海华信, 1001, 王小明) replaced by
 * `generateBookingSpecialFields(size)`. Written through the store's own table (no bench-only route);
 * the server reads the bundle once per start, so the bench restarts it after each change.
 */
import { lintBundle } from '../../rules/config/lint-bundle.ts';
import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { seedIfEmpty } from '../../src/server/db/seed.ts';
import { enterpriseBundle } from '../../src/server/store/enterprises.ts';
import { generateBookingSpecialFields } from './generate-bundle.ts';

/** The demo booker of the seed (docs/transport.md), whose enterprise the bench reconfigures. */
export const BENCH_BOOKER = { enterpriseId: 1001, phoneNumber: '13800000001', password: 'Demo@2026', trueName: '王小明' } as const;

/** Seeds `dataDir` when empty and gives the bench enterprise `size` generated special fields. */
export function configureBenchEnterprise(dataDir: string, size: number): EnterpriseBundle {
  const db = openDatabase(dataDir);
  try {
    seedIfEmpty(db);
    const seeded = enterpriseBundle(db, BENCH_BOOKER.enterpriseId);
    if (!seeded) throw new Error(`the seed has no enterprise ${BENCH_BOOKER.enterpriseId}`);
    const bundle: EnterpriseBundle = { ...seeded, specialFields: generateBookingSpecialFields(size) };
    const lint = lintBundle(bundle);
    if (!lint.ok) throw new Error(`generated bench bundle of ${size} fields does not lint: ${lint.errors[0]?.path} ${lint.errors[0]?.messageEn}`);
    db.prepare('UPDATE enterprises SET bundle_json = ? WHERE enterprise_id = ?').run(JSON.stringify(bundle), BENCH_BOOKER.enterpriseId);
    return bundle;
  } finally {
    db.close();
  }
}
