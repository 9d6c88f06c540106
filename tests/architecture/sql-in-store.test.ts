/**
 * The server's SQL lives in `src/server/store/` (one module per table or concept) and, for the
 * schema and the first-start seed, in `src/server/db/`. Routes and helpers call store functions with
 * typed rows; this guard fails when SQL or a direct database call appears anywhere else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('../../src/server/', import.meta.url));
const SQL_HOMES = ['store/', 'db/'];

/** What counts as SQL: better-sqlite3 calls on a database, and SQL statements in upper case. */
const SQL_PATTERNS: readonly RegExp[] = [
  /\.prepare\(/,
  /\.exec\(\s*[`'"]/,
  /\.transaction\(/,
  /\.pragma\(/,
  /\bSELECT\s+[\w*(]/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\b(CREATE|DROP|ALTER)\s+(TABLE|INDEX)\b/,
];

/** The lines of a source text that hold SQL, as `line: text`. */
function sqlLines(source: string): string[] {
  return source
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => SQL_PATTERNS.some((pattern) => pattern.test(text)))
    .map(({ text, line }) => `${line}: ${text.trim()}`);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const serverFiles = tsFiles(SERVER_DIR).map((path) => ({ path: relative(SERVER_DIR, path).split('\\').join('/'), source: readFileSync(path, 'utf8') }));
const inSqlHome = (path: string) => SQL_HOMES.some((home) => path.startsWith(home));

describe('SQL only in store/ and db/', () => {
  it('no server file outside store/ and db/ holds SQL or calls the database directly', () => {
    const offenders = serverFiles
      .filter((file) => !inSqlHome(file.path))
      .flatMap((file) => sqlLines(file.source).map((line) => `src/server/${file.path}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('the guard sees the SQL that store/ holds (it is looking at the right files)', () => {
    const storeFiles = serverFiles.filter((file) => file.path.startsWith('store/'));
    expect(storeFiles.length).toBeGreaterThan(0);
    expect(storeFiles.filter((file) => sqlLines(file.source).length > 0).map((f) => f.path)).toEqual(
      expect.arrayContaining(['store/orders.ts', 'store/users.ts', 'store/reference.ts']),
    );
  });

  it('a statement in a route is caught, a regular expression match is not', () => {
    expect(sqlLines("const row = db.prepare('SELECT amount_fen FROM balances').get();")).toHaveLength(1);
    expect(sqlLines('const sql = `DELETE FROM sessions WHERE token = ?`;')).toHaveLength(1);
    expect(sqlLines("db.exec('VACUUM');")).toHaveLength(1);
    expect(sqlLines('const match = /^(\\d)-(\\d+)\\.svg$/.exec(name);')).toEqual([]);
    expect(sqlLines("{ method: 'PUT', path: '/CsOrder/Update' },")).toEqual([]);
  });
});
