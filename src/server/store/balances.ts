/** Account balances (`balances`), in fen, by account kind (spec §9: 0 enterprise, 1 personal) and owner. */
import { AccountKind } from '../../../rules/index.ts';
import type { Db } from '../db/database.ts';

type AccountKindValue = (typeof AccountKind)[keyof typeof AccountKind]['value'];

/** The balance of an account in fen; 0 for an account without a row. */
export function balanceFen(db: Db, accountKind: AccountKindValue, ownerId: string): number {
  const row = db.prepare('SELECT amount_fen FROM balances WHERE account_kind = ? AND owner_id = ?').get(accountKind, ownerId) as
    | { amount_fen: number }
    | undefined;
  return row?.amount_fen ?? 0;
}

/** The personal balance of a user, in fen. */
export function personalBalanceFen(db: Db, userId: string): number {
  return balanceFen(db, AccountKind.PERSONAL.value, userId);
}

/** The enterprise account's balance, in fen. */
export function enterpriseBalanceFen(db: Db, enterpriseId: number): number {
  return balanceFen(db, AccountKind.ENTERPRISE.value, String(enterpriseId));
}
