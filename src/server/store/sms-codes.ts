/**
 * SMS verification codes (docs/transport.md): 6 digits, valid 5 minutes, single use. A code is
 * "sent" by printing the documented log line.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_PURPOSES = ['login', 'reset', 'activate'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export function isSmsPurpose(value: unknown): value is SmsPurpose {
  return typeof value === 'string' && (SMS_PURPOSES as readonly string[]).includes(value);
}

/** The documented log line of a sent code. */
export function smsLogLine(code: string, phoneNumber: string, purpose: SmsPurpose): string {
  return `[sms] 验证码 ${code} 已发送至 ${phoneNumber}（用途 ${purpose}） / SMS code ${code} sent to ${phoneNumber} (purpose ${purpose})`;
}

/** Issues a new code for a phone and purpose; earlier unused codes stay valid until they expire. */
export function issueSmsCode(db: Db, phoneNumber: string, purpose: SmsPurpose, now: number): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('INSERT INTO sms_codes (phone_number, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    phoneNumber, purpose, code, now, now + SMS_CODE_TTL_MS,
  );
  return code;
}

/** True when the code is live for the phone and purpose; `consume` uses it up (single use). */
export function checkSmsCode(db: Db, phoneNumber: string, purpose: SmsPurpose, code: string, now: number, consume: boolean): boolean {
  const row = db
    .prepare('SELECT id FROM sms_codes WHERE phone_number = ? AND purpose = ? AND code = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC')
    .get(phoneNumber, purpose, code, now) as { id: number } | undefined;
  if (!row) return false;
  if (consume) db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(now, row.id);
  return true;
}
