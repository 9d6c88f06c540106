/**
 * Booking attempts (`order_submissions`, migration 013, docs/security.md 15): which order a user's
 * create with an attempt key (`idempotencyKey`) stored, and what it answered, so a repeat of the
 * key is answered the same without a second order.
 */
import type { Db } from '../db/database.ts';

/**
 * How long a key is kept: 7 days. The portal keeps the key with the booking's draft until the
 * create succeeds, and a draft outlives a reload, a lost answer and a weekend: a booker who lost
 * the answer on Friday evening and submits the kept draft on Monday still gets the first order.
 * A row is a few hundred bytes per order created.
 */
export const ORDER_SUBMISSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Expired keys removed per create, so one request's cleanup stays bounded. */
const CLEANUP_BATCH = 100;

export interface SubmissionRecord {
  userId: string;
  key: string;
  businessType: number;
  /** SHA-256 (hex) of the create's JSON body. */
  bodyHash: string;
  orderId: string;
  /** The `result` the create answered. */
  answer: unknown;
  createdAt: number;
}

interface SubmissionRow {
  user_id: string;
  idempotency_key: string;
  business_type: number;
  body_hash: string;
  order_id: string;
  answer_json: string;
  created_at: number;
}

/** The user's create with this key, unless it is older than the TTL (a pruned key is no key). */
export function submissionOf(db: Db, userId: string, key: string, now: number): SubmissionRecord | undefined {
  const row = db
    .prepare('SELECT * FROM order_submissions WHERE user_id = ? AND idempotency_key = ? AND created_at > ?')
    .get(userId, key, now - ORDER_SUBMISSION_TTL_MS) as SubmissionRow | undefined;
  return (
    row && {
      userId: row.user_id,
      key: row.idempotency_key,
      businessType: row.business_type,
      bodyHash: row.body_hash,
      orderId: row.order_id,
      answer: JSON.parse(row.answer_json) as unknown,
      createdAt: row.created_at,
    }
  );
}

/** Records a create's key (replacing an expired row of the same key that was not pruned yet). */
export function recordSubmission(db: Db, record: SubmissionRecord): void {
  deleteExpiredSubmissions(db, record.createdAt, CLEANUP_BATCH);
  db.prepare(
    `INSERT OR REPLACE INTO order_submissions (user_id, idempotency_key, business_type, body_hash, order_id, answer_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(record.userId, record.key, record.businessType, record.bodyHash, record.orderId, JSON.stringify(record.answer), record.createdAt);
}

/** Deletes keys older than the TTL (at most `batch`; -1: all). */
export function deleteExpiredSubmissions(db: Db, now: number, batch = -1): void {
  db.prepare('DELETE FROM order_submissions WHERE rowid IN (SELECT rowid FROM order_submissions WHERE created_at <= ? LIMIT ?)').run(now - ORDER_SUBMISSION_TTL_MS, batch);
}
