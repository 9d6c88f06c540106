/** The start-up sweep: expired sessions, SMS codes and rate-limit windows (each write also removes a bounded batch), and RUM events past their age or count. */
import type { Db } from '../db/database.ts';
import { deleteExpiredRateLimits } from './rate-limits.ts';
import { pruneRumEvents } from './rum-events.ts';
import { deleteExpiredSessions } from './sessions.ts';
import { deleteExpiredSmsCodes } from './sms-codes.ts';

export function deleteExpiredRows(db: Db, now: number): void {
  deleteExpiredSessions(db, now);
  deleteExpiredSmsCodes(db, now);
  deleteExpiredRateLimits(db, now);
  pruneRumEvents(db, now);
}
