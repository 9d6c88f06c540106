/**
 * docs/security.md §5: sessions end when they should. Over real HTTP against a temporary
 * database, read back from the database file itself.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, migrationScripts, openDatabase } from '../../../src/server/db/database.ts';
import { DEMO_BOOKER, type TestClient } from '../client.ts';
import { MINUTE, readDatabase, smsCodeOf, startClockedServer, type ClockedServer } from './support.ts';

const SESSION_DAYS = 7;
const DAY = 24 * 60 * MINUTE;

let t: ClockedServer;
beforeAll(async () => {
  t = await startClockedServer();
});
afterAll(() => t.stop());

async function signedIn(phoneNumber: string = DEMO_BOOKER.phoneNumber, password: string = DEMO_BOOKER.password): Promise<TestClient> {
  const client = t.client();
  const answer = await client.signIn(t.logs, phoneNumber, password);
  expect(answer.envelope.isSuccess).toBe(true);
  return client;
}

const currentUserStatus = async (client: TestClient) => (await client.call('GET', '/UserLogin/CurrentUser')).status;

async function resetPassword(client: TestClient, phoneNumber: string, newPassword: string): Promise<void> {
  await client.call('POST', '/UserLogin/VerificationCode/Send', { body: { phoneNumber, purpose: 'reset' } });
  const code = smsCodeOf(t.logs, phoneNumber, 'reset');
  const answer = await client.call('POST', '/UserLogin/ResetPassword', { body: { phoneNumber, code, newPassword } });
  expect(answer.envelope.result).toEqual({ reset: true });
}

const countRows = (table: string) => readDatabase(t, (db) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);

describe('a password reset ends the other sessions', () => {
  it('a reset from the sign-in page ends every session of the user; their next call is 401', async () => {
    const phoneNumber = '13800000003';
    const [laptop, phone] = [await signedIn(phoneNumber), await signedIn(phoneNumber)];
    const colleague = await signedIn(DEMO_BOOKER.phoneNumber);
    await resetPassword(t.client(), phoneNumber, 'Reset@2026a');
    expect(await currentUserStatus(laptop)).toBe(401);
    expect(await currentUserStatus(phone)).toBe(401);
    // Another user's session is not touched; the new password signs in.
    expect(await currentUserStatus(colleague)).toBe(200);
    expect(await currentUserStatus(await signedIn(phoneNumber, 'Reset@2026a'))).toBe(200);
  });

  it('a reset from a signed-in session keeps that session and ends the others', async () => {
    const phoneNumber = '13800000004';
    const [mine, stolen] = [await signedIn(phoneNumber), await signedIn(phoneNumber)];
    await resetPassword(mine, phoneNumber, 'Reset@2026b');
    expect(await currentUserStatus(mine)).toBe(200);
    expect(await currentUserStatus(stolen)).toBe(401);
  });
});

describe('session tokens are stored hashed', () => {
  it('the database holds the SHA-256 of the cookie\'s token, never the token', async () => {
    const client = await signedIn();
    const token = decodeURIComponent(/ent_session=(.*)/.exec(client.cookie ?? '')?.[1] ?? '');
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = readDatabase(t, (db) => db.prepare('SELECT * FROM sessions').all() as Record<string, unknown>[]);
    expect(rows.flatMap((row) => Object.values(row)).map(String)).not.toContain(token);
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('sessions from before the hashing are ended by the migration', () => {
    const dir = mkdtempSync(join(tmpdir(), 'enterprise-migration-'));
    try {
      const old = new Database(join(dir, DATABASE_FILE));
      const first = migrationScripts()[0]!;
      old.exec(first.sql);
      old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(first.version, first.name);
      old.exec(`INSERT INTO enterprises VALUES (1, 'e', 'e', '{}');
        INSERT INTO users (user_id, enterprise_id, phone_number, profile_json) VALUES ('u', 1, '13800000001', '{}');
        INSERT INTO sessions VALUES ('plain-token', 'u', 0, 9999999999999);`);
      old.close();
      const db = openDatabase(dir);
      expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 1 });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('expired sessions and codes are cleaned up', () => {
  it('an expired session answers 401, and is gone after the next sign-in and after a restart', async () => {
    t.advance(SESSION_DAYS * DAY + 1);
    const old = await signedIn();
    // Left behind: a code nobody used and a rate-limit window.
    await t.client().call('POST', '/UserLogin/VerificationCode/Send', { body: { phoneNumber: '13800000002', purpose: 'reset' } });
    expect(countRows('sessions')).toBeGreaterThan(0);
    expect(countRows('sms_codes')).toBeGreaterThan(0);

    t.advance(SESSION_DAYS * DAY + 1);
    expect(await currentUserStatus(old)).toBe(401);
    // Each sign-in removes a bounded batch of expired sessions: only the new one is left.
    await signedIn();
    expect(countRows('sessions')).toBe(1);

    t.advance(SESSION_DAYS * DAY + 1);
    await t.restart();
    expect(countRows('sessions')).toBe(0);
    expect(countRows('sms_codes')).toBe(0);
    expect(countRows('rate_limits')).toBe(0);
  });
});

describe('the database is readable by its owner only', () => {
  it('the database file and its -wal and -shm are mode 0600, the data folder 0700', async () => {
    await signedIn();
    const mode = (path: string) => statSync(path).mode & 0o777;
    const file = join(t.dataDir, DATABASE_FILE);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
  });

  it('a data folder the server creates is 0700; an existing database file is narrowed to 0600', () => {
    const parent = mkdtempSync(join(tmpdir(), 'enterprise-mode-'));
    try {
      const dir = join(parent, 'data');
      openDatabase(dir).close();
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const file = join(dir, DATABASE_FILE);
      chmodSync(file, 0o644);
      openDatabase(dir).close();
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
