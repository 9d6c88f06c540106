/**
 * Sessions (`sessions`): a random token in the `ent_session` cookie names a signed-in user. The
 * database keeps only the token's SHA-256, so a copy of the database signs no one in
 * (docs/security.md §5); a 256-bit random token needs no salt or slow hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** How long a session lasts: 7 days from sign-in. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Expired sessions removed per sign-in, so one request's cleanup stays bounded. */
const CLEANUP_BATCH = 100;

/** What the database stores for a token: its SHA-256 in hex. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(db: Db, userId: string, now: number): string {
  deleteExpiredSessions(db, now, CLEANUP_BATCH);
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sessionTokenHash(token), userId, now, now + SESSION_TTL_MS,
  );
  return token;
}

/** The user id of a live session, or undefined (unknown or expired token). */
export function sessionUserId(db: Db, token: string, now: number): string | undefined {
  const row = db.prepare('SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?').get(sessionTokenHash(token), now) as { user_id: string } | undefined;
  return row?.user_id;
}

export function endSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sessionTokenHash(token));
}

/** Ends every session of the user but the one of `keepToken` (the request's own, when it is the user's). */
export function endOtherSessions(db: Db, userId: string, keepToken: string | undefined): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?').run(userId, keepToken === undefined ? '' : sessionTokenHash(keepToken));
}

/** Removes expired sessions: all of them, or at most `batch`. */
export function deleteExpiredSessions(db: Db, now: number, batch = -1): void {
  db.prepare('DELETE FROM sessions WHERE rowid IN (SELECT rowid FROM sessions WHERE expires_at <= ? LIMIT ?)').run(now, batch);
}
