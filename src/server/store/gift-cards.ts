/** Gift cards (`gift_cards`, spec §9 payment type 23 礼品E卡): a user's cards and their balances in fen. */
import type { Db } from '../db/database.ts';

export interface GiftCardRecord {
  cardId: string;
  name: string;
  balanceFen: number;
  /** `YYYY-MM-DD`, the last day the card may be used. */
  expireDate: string;
}

interface GiftCardRow {
  card_id: string;
  name: string;
  balance_fen: number;
  expire_date: string;
}

/**
 * The user's cards with a balance that are still valid on `day` (`YYYY-MM-DD`, China date), the
 * soonest to expire first.
 */
export function usableGiftCards(db: Db, userId: string, day: string): GiftCardRecord[] {
  const rows = db
    .prepare('SELECT card_id, name, balance_fen, expire_date FROM gift_cards WHERE user_id = ? AND balance_fen > 0 AND expire_date >= ? ORDER BY expire_date')
    .all(userId, day) as GiftCardRow[];
  return rows.map((r) => ({ cardId: r.card_id, name: r.name, balanceFen: r.balance_fen, expireDate: r.expire_date }));
}
