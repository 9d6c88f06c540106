/**
 * The committed types in rules/generated/ are what `npm run gen:types` makes of schemas/ today:
 * a schema changed without regenerating its types fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED, generate } from '../scripts/generate-types.ts';

const root = new URL('..', import.meta.url);

describe('rules/generated/ against schemas/', () => {
  it('covers the bundle, the scenario, both forms and both orders', () => {
    expect(GENERATED.map((entry) => entry.schema)).toEqual([
      'schemas/bundle.schema.json',
      'schemas/scenario.schema.json',
      'schemas/special-car-form.schema.json',
      'schemas/own-car-form.schema.json',
      'schemas/special-car-order.schema.json',
      'schemas/own-car-order.schema.json',
    ]);
  });

  it.each(GENERATED.map((entry) => [entry.out, entry] as const))('%s is up to date (run npm run gen:types)', async (out, entry) => {
    const committed = readFileSync(new URL(out, root), 'utf8');
    expect(await generate(entry.schema, entry.name, 'codesAsNumbers' in entry && entry.codesAsNumbers)).toBe(committed);
  });
});
