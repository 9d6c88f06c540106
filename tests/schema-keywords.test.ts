/**
 * The browser build drops the notes for developers from `schemas/` (vite.config.ts
 * `schemaNotesDropped`, scripts/schema-keywords.ts): only the notes go, whatever a property is
 * called, and every schema accepts and refuses exactly what it did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AJV_OPTIONS } from '../rules/config/schema-compile.ts';
import { DATA, DEVELOPER_NOTES, SCHEMA_MAPS, withoutKeywords } from '../scripts/schema-keywords.ts';
import { fixturePairs, readJson } from './support/fixtures.ts';

const SCHEMAS = join(import.meta.dirname, '../schemas');
const files = readdirSync(SCHEMAS).filter((name) => name.endsWith('.schema.json')).sort();
const original = files.map((name) => JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')) as { $id: string });
const stripped = original.map((schema) => withoutKeywords(schema, DEVELOPER_NOTES) as { $id: string });

/** Every keyword of `schema` at a schema position, walked as withoutKeywords walks it. */
function keywordsOf(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item) => keywordsOf(item, found));
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      found.push(key);
      if (DATA.has(key)) continue;
      if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object') {
        Object.values(value).forEach((sub) => keywordsOf(sub, found));
      } else keywordsOf(value, found);
    }
  }
  return found;
}

const validatorsOf = (schemas: readonly { $id: string }[]): ValidateFunction[] => {
  const ajv = new Ajv({ ...AJV_OPTIONS, schemas: [...schemas] });
  return schemas.map((schema) => ajv.getSchema(schema.$id)!);
};

describe('the schemas without their notes for developers (issue 9 §2)', () => {
  it('drops description, $comment and examples as keywords, and keeps a property, data or a title of those names', () => {
    const schema = {
      description: 'd',
      $comment: 'c',
      title: '标题',
      properties: { description: { type: 'string', examples: ['x'] }, $comment: { const: { description: 'kept' } } },
      definitions: { a: { enum: [{ $comment: 'kept' }], default: { examples: 1 }, description: 'gone' } },
      required: ['description'],
    };
    expect(withoutKeywords(schema, DEVELOPER_NOTES)).toEqual({
      title: '标题',
      properties: { description: { type: 'string' }, $comment: { const: { description: 'kept' } } },
      definitions: { a: { enum: [{ $comment: 'kept' }], default: { examples: 1 } } },
      required: ['description'],
    });
  });

  it('leaves every schema of schemas/ with no note and with all its other keywords (titles too)', () => {
    expect(files.length).toBeGreaterThan(15);
    original.forEach((schema, i) => {
      const before = keywordsOf(schema);
      const after = keywordsOf(stripped[i]);
      expect(after.filter((key) => DEVELOPER_NOTES.has(key)), files[i]).toEqual([]);
      expect(after, files[i]).toEqual(before.filter((key) => !DEVELOPER_NOTES.has(key)));
      expect(after.filter((key) => key === 'title').length, files[i]).toBe(before.filter((key) => key === 'title').length);
    });
  });

  it('accepts and refuses what each schema did: the fixtures’ bundles and scenarios, and any JSON value', () => {
    const [before, after] = [validatorsOf(original), validatorsOf(stripped)];
    const samples: unknown[] = fixturePairs().flatMap((pair) => [readJson(pair.bundlePath), readJson(pair.scenarioPath)]);
    expect(samples.length).toBeGreaterThan(10);
    const agree = (value: unknown) => before.every((validate, i) => validate(value) === after[i]!(value));
    for (const value of samples) expect(agree(value)).toBe(true);
    fc.assert(fc.property(fc.jsonValue(), agree), { numRuns: 300 });
  });
});
