/**
 * The start-up sweep: expired sessions, SMS codes and rate-limit windows, untied uploads past their
 * grace, booking attempts' keys past their time, and RUM events past their age or count (each write
 * also removes a bounded batch).
 */
import type { Db } from '../db/database.ts';
import { deleteUntiedAttachments } from './attachments.ts';
import { deleteExpiredSubmissions } from './order-submissions.ts';
import { deleteExpiredRateLimits } from './rate-limits.ts';
import { pruneRumEvents } from './rum-events.ts';
import { deleteExpiredSessions } from './sessions.ts';
import { deleteExpiredSmsCodes } from './sms-codes.ts';

export function deleteExpiredRows(db: Db, now: number): void {
  deleteExpiredSessions(db, now);
  deleteExpiredSmsCodes(db, now);
  deleteExpiredRateLimits(db, now);
  deleteUntiedAttachments(db, now);
  deleteExpiredSubmissions(db, now);
  pruneRumEvents(db, now);
}
