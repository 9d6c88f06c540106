/** Transactions around a handler's reads and writes, so a check and the write it allows are one step. */
import type { Db } from '../db/database.ts';

/**
 * Runs `work` in an IMMEDIATE transaction: the write lock is taken at BEGIN, so no other
 * connection (another server process on the same data folder) writes between what `work` reads
 * and what it writes; a throw rolls everything back. Nested store transactions become savepoints.
 *
 * @example inWriteTransaction(db, () => (carIsFree(db) ? insertOrder(db, order, now) : undefined))
 */
export function inWriteTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}
