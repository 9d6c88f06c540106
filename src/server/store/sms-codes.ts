/**
 * SMS verification codes (docs/transport.md, docs/security.md §1): 6 digits, valid 5 minutes,
 * single use, one live code per phone and purpose (a new code replaces the old one), burnt after
 * a handful of failed checks. A code is "sent" by printing the documented log line.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/**
 * Failed checks a code survives: the 5th wrong guess burns it. A user who mistypes a code a few
 * times still gets in; a guesser has 5 tries out of a million per code.
 */
export const SMS_CODE_MAX_FAILED_CHECKS = 5;
export const SMS_PURPOSES = ['login', 'reset', 'activate'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Expired codes removed per write, so one request's cleanup stays bounded. */
const CLEANUP_BATCH = 100;

export function isSmsPurpose(value: unknown): value is SmsPurpose {
  return typeof value === 'string' && (SMS_PURPOSES as readonly string[]).includes(value);
}

/** The documented log line of a sent code (the phone number is checked against PHONE_NUMBER_PATTERN first). */
export function smsLogLine(code: string, phoneNumber: string, purpose: SmsPurpose): string {
  return `[sms] 验证码 ${code} 已发送至 ${phoneNumber}（用途 ${purpose}） / SMS code ${code} sent to ${phoneNumber} (purpose ${purpose})`;
}

/** Issues a new code for a phone and purpose; it replaces the phone's earlier code of that purpose. */
export function issueSmsCode(db: Db, phoneNumber: string, purpose: SmsPurpose, now: number): string {
  deleteExpiredSmsCodes(db, now, CLEANUP_BATCH);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT INTO sms_codes (phone_number, purpose, code, created_at, expires_at, failed_checks, checked_at) VALUES (?, ?, ?, ?, ?, 0, NULL)
     ON CONFLICT (phone_number, purpose) DO UPDATE SET
       code = excluded.code, created_at = excluded.created_at, expires_at = excluded.expires_at, failed_checks = 0, checked_at = NULL`,
  ).run(phoneNumber, purpose, code, now, now + SMS_CODE_TTL_MS);
  return code;
}

/**
 * `check`: UserApiCheck's question "is this code right?", answered yes once per code; the code is
 * then marked checked and can only be redeemed. `redeem`: the login or the password reset, which
 * uses the code up (a checked code too: the portal checks the reset code, then sends it again
 * with the new password).
 */
export type SmsCodeUse = 'check' | 'redeem';

interface CodeRow {
  purpose: SmsPurpose;
  code: string;
  failed_checks: number;
  checked_at: number | null;
}

/**
 * The purpose whose live code for the phone matches `code`, or undefined. A wrong code counts a
 * failed check against each live code of those purposes and burns the ones that reach
 * SMS_CODE_MAX_FAILED_CHECKS; a matching code is marked checked (`check`) or deleted (`redeem`).
 */
export function spendSmsCode(db: Db, phoneNumber: string, purposes: readonly SmsPurpose[], code: string, now: number, use: SmsCodeUse): SmsPurpose | undefined {
  return db.transaction(() => {
    const live = purposes
      .map((purpose) =>
        db
          .prepare('SELECT purpose, code, failed_checks, checked_at FROM sms_codes WHERE phone_number = ? AND purpose = ? AND expires_at > ?')
          .get(phoneNumber, purpose, now) as CodeRow | undefined,
      )
      .filter((row): row is CodeRow => row !== undefined);
    const match = live.find((row) => row.code === code);
    if (!match) {
      for (const row of live) {
        if (row.failed_checks + 1 >= SMS_CODE_MAX_FAILED_CHECKS) deleteCode(db, phoneNumber, row.purpose);
        else db.prepare('UPDATE sms_codes SET failed_checks = failed_checks + 1 WHERE phone_number = ? AND purpose = ?').run(phoneNumber, row.purpose);
      }
      return undefined;
    }
    if (use === 'redeem') {
      deleteCode(db, phoneNumber, match.purpose);
      return match.purpose;
    }
    if (match.checked_at !== null) return undefined;
    db.prepare('UPDATE sms_codes SET checked_at = ? WHERE phone_number = ? AND purpose = ?').run(now, phoneNumber, match.purpose);
    return match.purpose;
  })();
}

function deleteCode(db: Db, phoneNumber: string, purpose: SmsPurpose): void {
  db.prepare('DELETE FROM sms_codes WHERE phone_number = ? AND purpose = ?').run(phoneNumber, purpose);
}

/** Removes expired codes: all of them, or at most `batch`. */
export function deleteExpiredSmsCodes(db: Db, now: number, batch = -1): void {
  db.prepare('DELETE FROM sms_codes WHERE rowid IN (SELECT rowid FROM sms_codes WHERE expires_at <= ? LIMIT ?)').run(now, batch);
}
