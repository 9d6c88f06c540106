/**
 * The committed precompiled validators in rules/generated/ are what `npm run gen:validators` makes
 * of schemas/ with the installed ajv today: a schema changed (or ajv upgraded) without regenerating
 * fails here. They import nothing: no ajv, no fast-uri, no formats in the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { generateValidators, outputOf, PRECOMPILED, withoutAnnotations } from '../scripts/generate-validators.ts';

const root = new URL('..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('rules/generated/*-validators.js against schemas/', () => {
  it('covers the bundle, the only schema the browser checks with the rules core', () => {
    expect(PRECOMPILED.map((entry) => entry.schema)).toEqual(['schemas/bundle.schema.json']);
  });

  it.each(PRECOMPILED.map((entry) => [outputOf(entry).js, entry] as const))('%s is up to date (run npm run gen:validators)', (js, entry) => {
    const generated = generateValidators(entry);
    expect(generated.js).toBe(read(js));
    expect(generated.dts).toBe(read(outputOf(entry).dts));
  });

  it.each(PRECOMPILED.map((entry) => [outputOf(entry).js, entry] as const))('%s imports nothing and replaces a seam that exists', (js, entry) => {
    const code = read(js);
    expect(code).not.toMatch(/\brequire\(|^\s*import\b|\bimport\(/m);
    expect(code).toContain(`export const ${entry.exportName} = () => validators;`);
    expect(existsSync(new URL(outputOf(entry).seam, root))).toBe(true);
    expect(read(outputOf(entry).seam)).toContain(`export const ${entry.exportName} = (): SchemaValidators =>`);
  });

  it('leaves only the annotations out of the schema it compiles, whatever a property is called', () => {
    const schema = {
      title: 'T',
      description: 'd',
      type: 'object',
      properties: { title: { type: 'string', description: 'x' }, description: { enum: [{ description: 'kept' }] } },
      definitions: { a: { $comment: 'c', const: { title: 'kept' }, default: { description: 'kept' } } },
      required: ['title', 'description'],
    };
    expect(withoutAnnotations(schema)).toEqual({
      type: 'object',
      properties: { title: { type: 'string' }, description: { enum: [{ description: 'kept' }] } },
      definitions: { a: { const: { title: 'kept' }, default: { description: 'kept' } } },
      required: ['title', 'description'],
    });
  });
});
