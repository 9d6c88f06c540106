/**
 * The docs point at files that exist (issue 22: "docs/rules.md's paths match the folders they point at"). When
 * rules/ was split into folders (audit/, compile/, model/, …) docs/rules.md kept 85 flat paths such as
 * `rules/payment-options.ts`; this test failed on them. It reads every back-quoted repository path in README.md and
 * docs/*.md, and, in docs/rules.md, each "**Code:**" line's names in the file they are listed under.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(resolve(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** A back-quoted path under one of the repository's top folders; `db/…` is the server's (src/server/db/). */
const PATH = /`((?:rules|src|schemas|fixtures|tests|docs|scripts|bin|db)\/[^`\s]*)`/g;
/** Placeholders and patterns (`rules/**`, `NNN-name.sql`, `<lane>`, `{a,b}`) name no single file. */
const PATTERN = /[*{}<>…]|NNN/;

function pathsOf(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map((match) => match[1]!.replace(/[#:].*$/, '').replace(/[.,;]+$/, ''))
    .filter((path) => !PATTERN.test(path));
}

function onDisk(path: string): boolean {
  return existsSync(resolve(ROOT, path)) || (path.startsWith('db/') && existsSync(resolve(ROOT, 'src/server', path)));
}

describe('every path the docs name exists', () => {
  it.each(DOCS)('%s', (doc) => {
    const missing = pathsOf(readFileSync(resolve(ROOT, doc), 'utf8')).filter((path) => !onDisk(path));
    expect([...new Set(missing)]).toEqual([]);
  });
});

/** A file's text, or a folder's files' texts joined (a line may name a folder: `rules/compile/`: `compileForm`). */
function sourceOf(path: string): string {
  const full = resolve(ROOT, path);
  if (!statSync(full).isDirectory()) return readFileSync(full, 'utf8');
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => readFileSync(resolve(full, name), 'utf8'))
    .join('\n');
}

describe('docs/rules.md: each **Code:** line names what its file holds', () => {
  const doc = readFileSync(resolve(ROOT, 'docs/rules.md'), 'utf8');
  // A "**Code:**" item runs to the next list item or blank line; its names follow a path up to the next ";" or path.
  const items = [...doc.matchAll(/\*\*Code:\*\*([\s\S]*?)(?=\n- \*\*|\n\n)/g)].map((match) => match[1]!);
  const claims = items.flatMap((item) =>
    [...item.matchAll(/`((?:rules|src|schemas|tests)\/[^`]+)`([^`;]*(?:`[A-Za-z_]\w*`[^`;]*)*)/g)].flatMap((match) =>
      [...match[2]!.matchAll(/`([A-Za-z_]\w*)`/g)].map((name) => [match[1]!, name[1]!] as const),
    ),
  );

  it('finds the code lines it checks', () => {
    expect(claims.length).toBeGreaterThan(100);
  });

  it.each(claims)('%s holds %s', (path, name) => {
    expect(sourceOf(path)).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
