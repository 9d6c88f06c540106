/**
 * Why the browser build may answer @cfworker/json-schema's `format.js` with an empty table
 * (formats-stub.ts): no schema of schemas/ and no compiled form of any fixture names a `format`.
 */
import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { compiledFixtureForms } from '../../tests/support/compiled-forms.ts';
import { format } from './formats-stub.ts';

const SCHEMAS = new URL('../../schemas/', import.meta.url);

/** Whether a schema names the keyword `format` anywhere (as a keyword: a property named `format` does not count). */
function namesFormat(node: unknown, inProperties = false): boolean {
  if (Array.isArray(node)) return node.some((item) => namesFormat(item));
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) => (!inProperties && key === 'format') || namesFormat(value, !inProperties && (key === 'properties' || key === 'definitions')));
}

describe('cfworker’s formats stand aside in the browser (issue 22)', () => {
  it('no schema of schemas/ names a format', () => {
    const files = readdirSync(SCHEMAS).filter((name) => name.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) expect(namesFormat(JSON.parse(readFileSync(new URL(name, SCHEMAS), 'utf8'))), name).toBe(false);
  });

  it('no compiled form of any fixture names a format', () => {
    const forms = compiledFixtureForms();
    expect(forms.length).toBeGreaterThan(20);
    for (const { name, schema } of forms) expect(namesFormat(schema), name).toBe(false);
  });

  it('the walk finds a format keyword where there is one', () => {
    expect(namesFormat({ properties: { mail: { type: 'string', format: 'email' } } })).toBe(true);
    expect(namesFormat({ properties: { format: { type: 'string' } } })).toBe(false);
  });

  it('the stand-in knows no format', () => {
    expect(Object.keys(format)).toEqual([]);
  });
});
