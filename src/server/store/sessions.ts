/** Sessions (`sessions`): a random token in the `ent_session` cookie names a signed-in user. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** How long a session lasts: 7 days from sign-in. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createSession(db: Db, userId: string, now: number): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(token, userId, now, now + SESSION_TTL_MS);
  return token;
}

/** The user id of a live session, or undefined (unknown or expired token). */
export function sessionUserId(db: Db, token: string, now: number): string | undefined {
  const row = db.prepare('SELECT user_id FROM sessions WHERE token = ? AND expires_at > ?').get(token, now) as { user_id: string } | undefined;
  return row?.user_id;
}

export function endSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}
