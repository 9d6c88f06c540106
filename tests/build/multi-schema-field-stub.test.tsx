/**
 * Why the browser build may answer RJSF's `MultiSchemaField` with a stub (multi-schema-field-stub.tsx):
 * no form of the portal has an `anyOf` or a `oneOf` whose options are not labelled values.
 */
import { describe, expect, it } from 'vitest';

import * as costForms from '../../src/features/fleet/cost-forms.ts';
import * as fleetForms from '../../src/features/fleet/fleet-forms.ts';
import { compiledFixtureForms } from '../support/compiled-forms.ts';

/** The places of an `anyOf`/`oneOf` with an option that is not `{ const, … }`. */
function schemaChoices(node: unknown, at = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => schemaChoices(item, `${at}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const here = ['anyOf', 'oneOf'].filter((key) => Array.isArray(object[key]) && !(object[key] as unknown[]).every((option) => typeof option === 'object' && option !== null && 'const' in option));
  return [...here.map((key) => `${at}/${key}`), ...Object.entries(object).flatMap(([key, value]) => schemaChoices(value, `${at}/${key}`))];
}

describe('RJSF’s MultiSchemaField stands aside (issue 22)', () => {
  it('no compiled form of any fixture and no fleet form chooses between schemas', () => {
    const forms = [
      ...compiledFixtureForms().map(({ name, schema }) => ({ name, schema })),
      ...Object.entries({ ...fleetForms, ...costForms })
        .filter(([, form]) => typeof form === 'object' && form !== null && 'schema' in form)
        .map(([name, form]) => ({ name, schema: (form as { schema: unknown }).schema })),
    ];
    expect(forms.length).toBeGreaterThan(25);
    for (const { name, schema } of forms) expect(schemaChoices(schema), name).toEqual([]);
  });

  it('the walk finds a choice between schemas where there is one', () => {
    expect(schemaChoices({ properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] }, b: { oneOf: [{ const: 1, title: '一' }] } } })).toEqual(['/properties/a/anyOf']);
  });
});
