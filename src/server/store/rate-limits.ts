/**
 * Rate limits (`rate_limits`): a fixed window per limit and key (a phone number or a client
 * address). The window opens at the first counted event and lasts `windowMs`; the key is limited
 * once the window's count reaches `max`. Kept in SQLite so a restart does not reset an attacker's
 * count (docs/security.md).
 */
import type { Db } from '../db/database.ts';

export interface RateLimit {
  /** The name of the limit, e.g. `sms-send:phone`. */
  scope: string;
  max: number;
  windowMs: number;
}

/** Expired windows removed per write, so one request's cleanup stays bounded. */
const CLEANUP_BATCH = 100;

/** The count of the key's live window (0 when none). */
export function rateCount(db: Db, limit: RateLimit, key: string, now: number): number {
  const row = db
    .prepare('SELECT count FROM rate_limits WHERE scope = ? AND key = ? AND window_ends_at > ?')
    .get(limit.scope, key, now) as { count: number } | undefined;
  return row?.count ?? 0;
}

export function isRateLimited(db: Db, limit: RateLimit, key: string, now: number): boolean {
  return rateCount(db, limit, key, now) >= limit.max;
}

/**
 * When the key's live window ends (milliseconds since the epoch, the server's clock), or undefined when
 * it has none: what a refusal's "请 9 分钟后再试" is counted from (issue 22).
 */
export function rateWindowEndsAt(db: Db, limit: RateLimit, key: string, now: number): number | undefined {
  const row = db.prepare('SELECT window_ends_at FROM rate_limits WHERE scope = ? AND key = ? AND window_ends_at > ?').get(limit.scope, key, now) as
    | { window_ends_at: number }
    | undefined;
  return row?.window_ends_at;
}

/** Counts one event for the key (opening a new window when the last one ended); `events` counts several at once. */
export function countRateEvent(db: Db, limit: RateLimit, key: string, now: number, events = 1): void {
  deleteExpiredRateLimits(db, now, CLEANUP_BATCH);
  db.prepare(
    `INSERT INTO rate_limits (scope, key, count, window_ends_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (scope, key) DO UPDATE SET
       count = CASE WHEN window_ends_at <= ? THEN excluded.count ELSE count + excluded.count END,
       window_ends_at = CASE WHEN window_ends_at <= ? THEN excluded.window_ends_at ELSE window_ends_at END`,
  ).run(limit.scope, key, events, now + limit.windowMs, now, now);
}

/** Takes back one counted event of the live window (an attempt counted up front that succeeded). */
export function uncountRateEvent(db: Db, limit: RateLimit, key: string, now: number): void {
  db.prepare('UPDATE rate_limits SET count = MAX(count - 1, 0) WHERE scope = ? AND key = ? AND window_ends_at > ?').run(limit.scope, key, now);
}

/** Removes ended windows: all of them, or at most `batch`. */
export function deleteExpiredRateLimits(db: Db, now: number, batch = -1): void {
  db.prepare('DELETE FROM rate_limits WHERE rowid IN (SELECT rowid FROM rate_limits WHERE window_ends_at <= ? LIMIT ?)').run(now, batch);
}
