/**
 * What the abuse tests share: a server on a temporary database with a hand-moved clock (the
 * server's injected `now`, never a sleep), the SMS codes of its log, a read-only look into its
 * database file, and a second connection to plant what the API no longer makes.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, openDatabase } from '../../../src/server/db/database.ts';
import type { PasswordKdf } from '../../../src/server/store/passwords.ts';
import { startTestServer, type TestServer } from '../client.ts';

export const MINUTE = 60 * 1000;
export const WRONG_CODE = 20100002;
export const WRONG_CREDENTIALS = 20100001;
export const RATE_LIMITED = 487;
/** The catalogue's 487 sentence with the wait the server counted (issue 22). @example rateLimitedText('10 分钟') // '操作频繁，请 10 分钟后再试' */
export const rateLimitedText = (wait: string): string => `操作频繁，请 ${wait}后再试`;

export interface ClockedServer extends TestServer {
  /** Moves the server's clock forward. */
  advance: (ms: number) => void;
}

export async function startClockedServer(options: { passwordKdf?: PasswordKdf; monitoring?: boolean } = {}): Promise<ClockedServer> {
  let clock = Date.parse('2026-11-23T08:00:00Z');
  const t = await startTestServer({ now: () => clock, ...options });
  return Object.assign(t, { advance: (ms: number) => void (clock += ms) });
}

/** The newest SMS code the log shows for the phone and purpose. */
export function smsCodeOf(logs: readonly string[], phoneNumber: string, purpose: string): string {
  const pattern = new RegExp(`^\\[sms\\] 验证码 (\\d{6}) 已发送至 ${phoneNumber}（用途 ${purpose}）`);
  const code = [...logs].reverse().map((line) => pattern.exec(line)?.[1]).find((c) => c !== undefined);
  if (!code) throw new Error(`no ${purpose} SMS code for ${phoneNumber} in the log`);
  return code;
}

/** A 6-digit code that is not `code`: the n-th guess of an attacker who does not know it. */
export function wrongCode(code: string, n: number): string {
  const guess = String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
  return guess === code ? String((Number(code) + 500_000) % 1_000_000).padStart(6, '0') : guess;
}

/** Runs `read` on a read-only connection to the server's database file. */
export function readDatabase<T>(t: TestServer, read: (db: Database.Database) => T): T {
  const db = new Database(join(t.dataDir, DATABASE_FILE), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Runs `write` on a second connection to the server's database file: to plant what the API can no
 * longer make (an order stored before a rule existed), so a test shows the server still holds.
 */
export function writeDatabase<T>(t: TestServer, write: (db: Database.Database) => T): T {
  const db = openDatabase(t.dataDir);
  try {
    return write(db);
  } finally {
    db.close();
  }
}

/** How many orders the server's database holds. */
export const orderCount = (t: TestServer): number =>
  readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n);

/** A key derivation that counts its calls around the real one. */
export function countingKdf(inner: PasswordKdf): PasswordKdf & { calls: number } {
  const kdf = Object.assign(async (password: string, salt: Buffer, keyLength: number) => {
    kdf.calls += 1;
    return inner(password, salt, keyLength);
  }, { calls: 0 });
  return kdf;
}
