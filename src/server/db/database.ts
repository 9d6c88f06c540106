/**
 * The server's SQLite file `<dataDir>/enterprise.db` (WAL), migrated by the numbered scripts of
 * `db/migrations/` (`001-init.sql`, `002-….sql`, ...). Each script runs once, in its own
 * transaction, and is recorded in `schema_migrations`.
 *
 * The file holds password hashes, session token hashes and live SMS codes, so it is readable by
 * its owner only (docs/security.md §5): the database and its `-wal`/`-shm` files are mode 0600 and
 * a data folder the server creates is 0700.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { plateKey } from '../../../rules/fleet/plates.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'enterprise.db';
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_NAME = /^(\d{3})-[\w-]+\.sql$/;

/** Opens (creating when needed) the data folder's database and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  // A folder that already exists keeps its mode: it may be the user's own (`--data .`).
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const file = join(dataDir, DATABASE_FILE);
  // Created (or narrowed) to 0600 before SQLite opens it; SQLite gives -wal and -shm the mode of the database file.
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  chmodSync(file, OWNER_ONLY_FILE);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, OWNER_ONLY_FILE);
  migrate(db);
  return db;
}

/** rw------- and rwx------: the server's own user only. */
export const OWNER_ONLY_FILE = 0o600;
export const OWNER_ONLY_FOLDER = 0o700;

/** The migration scripts in version order. */
export function migrationScripts(): { version: number; name: string; sql: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .map((name) => ({ name, match: MIGRATION_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ version: Number(match[1]), name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every script not yet recorded in `schema_migrations` (up to version `through`, all by
 * default: a test builds an older database with it); returns the versions applied.
 */
export function migrate(db: Db, through = Number.POSITIVE_INFINITY): number[] {
  // The rules' plate key, for migration 011 to key the cars already stored exactly as the server keys new ones.
  db.function('plate_key_of', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? plateKey(text) : null));
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
  );
  const applied: number[] = [];
  for (const script of migrationScripts()) {
    if (done.has(script.version) || script.version > through) continue;
    db.transaction(() => {
      db.exec(script.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        script.version,
        script.name,
        Date.now(),
      );
    })();
    applied.push(script.version);
  }
  return applied;
}
