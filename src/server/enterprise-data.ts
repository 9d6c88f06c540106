/** Enterprise reference data several calls share: offered payment types and car levels. */
import type { Db } from './db/database.ts';
import type { CarCategory } from './db/reference-data.ts';
import { referenceRow, referenceRows } from './store/reference.ts';

/** The payment types the enterprise offers, in order (what /csorder/paymentType answers). */
export function offeredPaymentTypes(db: Db, enterpriseId: number): number[] {
  return referenceRow(db, 'paymentTypes', enterpriseId) ?? [];
}

/** The car categories the enterprise may book: its listed levels, or all when it lists none. */
export function offeredCarLevels(db: Db, enterpriseId: number): CarCategory[] {
  const levels = referenceRow(db, 'enterpriseCarLevels', enterpriseId);
  const all = referenceRows(db, 'carCategory');
  return levels ? all.filter((c) => levels.includes(c.carTypeLevel)) : all;
}
