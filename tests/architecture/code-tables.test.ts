/**
 * A code table is declared once (issue 22 §1; docs/architecture.md "One decision, one place"): in
 * the rules core (`rules/model/constants.ts`, the approval and fleet tables of rules/audit and
 * rules/fleet) or as a schema's `oneOf` titles (schemas/). The server and the pages read them there.
 * This guard fails when a table is typed again:
 * - anywhere in src/, an object literal from numeric codes to Chinese words (`{ 1: '经济型', … }`);
 * - in the files that used to re-type tables (the server's approvals, the fleet pages), a string
 *   literal that is the label of one of those tables (`'邮件链接'`, `'专车'`, `'交强险'`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as rules from '../../rules/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const repoPath = (path: string) => relative(ROOT, path).split(sep).join('/');

/** An object literal entry from a numeric code to Chinese words: `1: '经济型'`, on one line or one per line. */
const NUMERIC_CODE_TABLE = /(?:[{,]|^)\s*\d+\s*:\s*['"`][^'"`]*[\u4e00-\u9fff]/m;

/** The lines of a source that hold a numeric code → Chinese label entry. */
function codeTableLines(source: string): string[] {
  return source
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => NUMERIC_CODE_TABLE.test(text))
    .map(({ text, line }) => `${line}: ${text.trim()}`);
}

/**
 * The labels of the code tables those files used to type again: the business types, the approval
 * channels and decisions, and the fleet's schema tables. (Not every label of every table: a column
 * header such as 手机号 is a field's name, not a code's.)
 */
function tableLabels(): Set<string> {
  const tables = [rules.BusinessType, rules.ApprovalChannel, rules.ApprovalDecision].map((table) => Object.values(table).map((entry) => entry.label));
  return new Set([...tables.flat(), ...Object.values(rules.FLEET_LABELS).flatMap((table) => Object.values(table))]);
}

/** The string literals of a source, their text. */
const stringLiterals = (source: string) => [...source.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2] ?? '');

/** The files that used to type code tables of their own. */
const TABLE_FREE_FILES = [join(ROOT, 'src/server/approvals.ts'), ...sourceFiles(join(ROOT, 'src/features/fleet'), /\.tsx?$/)];

describe('code tables are declared once', () => {
  it('no file of src/ holds an object literal from numeric codes to Chinese labels', () => {
    const offenders = sourceFiles(join(ROOT, 'src'), /\.tsx?$/).flatMap((file) => codeTableLines(readFileSync(file, 'utf8')).map((line) => `${repoPath(file)}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('the server’s approvals and the fleet pages hold no label of a code table as a literal', () => {
    const labels = tableLabels();
    const offenders = TABLE_FREE_FILES.flatMap((file) =>
      stringLiterals(readFileSync(file, 'utf8'))
        .filter((text) => labels.has(text))
        .map((text) => `${repoPath(file)}: '${text}'`),
    );
    expect(offenders).toEqual([]);
  });

  it('the guard sees what it looks for (the tables it would have caught, and the labels it knows)', () => {
    expect(codeTableLines("const CAR_TYPES: Record<number, string> = { 1: '经济型', 2: '舒适型', 3: '商务型', 4: '豪华型' };")).toHaveLength(1);
    expect(codeTableLines("const KIND = {\n  4: '专车',\n  5: '自有车',\n};")).toHaveLength(2);
    expect(codeTableLines("const WAIT = { 1: 'one', 2: 'two' }; const x = { a: '专车' };")).toEqual([]);
    const labels = tableLabels();
    for (const label of ['专车', '自有车', '邮件链接', '审批码', '企业用车平台', '经济型', '长期租赁', '全责', '交强险', '黑色']) expect(labels.has(label)).toBe(true);
    expect(stringLiterals("const VIA = { portal: '企业用车平台', email: \"邮件链接\" };")).toEqual(['企业用车平台', '邮件链接']);
    expect(TABLE_FREE_FILES.map(repoPath)).toEqual(expect.arrayContaining(['src/server/approvals.ts', 'src/features/fleet/components/fleet-admin.tsx']));
  });
});
