/**
 * Derives the TypeScript types of the bundle and the scenario from their JSON Schemas,
 * which are the source of truth. Run `npm run gen:types` after changing a schema;
 * tests/generated-types.test.ts fails while the committed types are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

export const GENERATED = [
  { schema: 'schemas/bundle.schema.json', out: 'rules/generated/bundle.ts', name: 'EnterpriseBundle' },
  { schema: 'schemas/scenario.schema.json', out: 'rules/generated/scenario.ts', name: 'Scenario' },
] as const;

export async function generate(schemaPath: string, name: string): Promise<string> {
  const schema = JSON.parse(readFileSync(root + schemaPath, 'utf8')) as JSONSchema;
  return compile(schema, name, {
    bannerComment: `/* Generated from ${schemaPath} by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */`,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { schema, out, name } of GENERATED) {
    writeFileSync(root + out, await generate(schema, name));
    console.log(`wrote ${out}`);
  }
}
