/**
 * Derives the TypeScript types of the bundle, the scenario, the two booking forms and the two
 * order payloads from their JSON Schemas, which are the source of truth. Run `npm run gen:types`
 * after changing a schema; tests/generated-types.test.ts fails while the committed types are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

export const GENERATED = [
  { schema: 'schemas/bundle.schema.json', out: 'rules/generated/bundle.ts', name: 'EnterpriseBundle' },
  { schema: 'schemas/scenario.schema.json', out: 'rules/generated/scenario.ts', name: 'Scenario' },
  // The forms and orders type their spec §9 codes as `number`, so the constant tables of
  // rules/model/constants.ts flow in without casts; the schemas still hold the closed sets.
  { schema: 'schemas/special-car-form.schema.json', out: 'rules/generated/special-car-form.ts', name: 'SpecialCarForm', codesAsNumbers: true },
  { schema: 'schemas/own-car-form.schema.json', out: 'rules/generated/own-car-form.ts', name: 'OwnCarForm', codesAsNumbers: true },
  { schema: 'schemas/special-car-order.schema.json', out: 'rules/generated/special-car-order.ts', name: 'SpecialCarOrderPayload', codesAsNumbers: true },
  { schema: 'schemas/own-car-order.schema.json', out: 'rules/generated/own-car-order.ts', name: 'OwnCarOrderPayload', codesAsNumbers: true },
] as const;

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

type Json = unknown;
type JsonObject = Record<string, Json>;
const isObject = (value: Json): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const readSchema = (file: string) => JSON.parse(readFileSync(root + 'schemas/' + file, 'utf8')) as JsonObject;

/**
 * The schema as json-schema-to-typescript should see it, in one document:
 * - A Chinese `title` is a form label (the renderer shows it), not a type name: it becomes the
 *   doc comment. Beside a `$ref` only a description is kept: other annotations (a label, a
 *   default) would make json-schema-to-typescript declare the referenced type again per use.
 * - A `$ref` into another schema file (`common.schema.json#/definitions/text`) is resolved here:
 *   an object definition is copied into this schema's `definitions` under its own name (so the
 *   generated file declares `OrderContact` once), anything else (a bounded string, a nullable
 *   code, a list) is written in place. References inside this schema stay as they are.
 * - With `codesAsNumbers`, an integer enumeration is typed `number` and its values are named in
 *   the doc comment.
 */
export function forTypes(schema: JsonObject, codesAsNumbers = false): JsonObject {
  const pulled: JsonObject = {};
  const files = new Map<string, JsonObject>();
  const load = (file: string) => files.get(file) ?? files.set(file, readSchema(file)).get(file)!;

  function walk(node: Json, file: string | null): Json {
    if (Array.isArray(node)) return node.map((item) => walk(item, file));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') return reference(node, file);
    const copy: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      copy[key] = (key === 'properties' || key === 'definitions') && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, file)]))
        : walk(value, file);
    }
    if (typeof copy.title === 'string' && !isAscii(copy.title)) {
      const label = copy.title;
      delete copy.title;
      copy.description = typeof copy.description === 'string' ? `${label}: ${copy.description}` : label;
    }
    if (codesAsNumbers && copy.type === 'integer' && Array.isArray(copy.enum)) {
      const values = `one of ${copy.enum.join(', ')}`;
      delete copy.enum;
      copy.description = typeof copy.description === 'string' ? `${copy.description} (${values})` : values;
    }
    return copy;
  }

  function reference(node: JsonObject, file: string | null): Json {
    const [refFile, fragment = ''] = (node.$ref as string).split('#');
    const targetFile = refFile ? refFile : file;
    const kept = typeof node.description === 'string' ? { description: node.description } : {};
    if (targetFile === null) return { $ref: node.$ref, ...kept };
    const name = fragment.split('/').pop() ?? '';
    let target: Json = load(targetFile);
    for (const token of fragment.split('/').filter(Boolean)) target = isObject(target) ? target[token] : undefined;
    if (!isObject(target)) throw new Error(`${targetFile}#${fragment}: no such definition`);
    if (target.type === 'object') {
      pulled[name] ??= walk(target, targetFile);
      return { $ref: `#/definitions/${name}`, ...kept };
    }
    return { ...(walk(target, targetFile) as JsonObject), ...kept };
  }

  const local = walk(schema, null) as JsonObject;
  const definitions = { ...(isObject(local.definitions) ? local.definitions : {}), ...pulled };
  return Object.keys(definitions).length > 0 ? { ...local, definitions } : local;
}

export async function generate(schemaPath: string, name: string, codesAsNumbers = false): Promise<string> {
  const schema = forTypes(JSON.parse(readFileSync(root + schemaPath, 'utf8')) as JsonObject, codesAsNumbers) as JSONSchema;
  return compile(schema, name, {
    bannerComment: `/* Generated from ${schemaPath} by scripts/generate-types.ts. Do not edit: change the schema and run npm run gen:types. */`,
    additionalProperties: false,
    // Bounded arrays (maxItems) stay plain arrays, not unions of tuples.
    maxItems: -1,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const entry of GENERATED) {
    const { schema, out, name } = entry;
    writeFileSync(root + out, await generate(schema, name, 'codesAsNumbers' in entry && entry.codesAsNumbers));
    console.log(`wrote ${out}`);
  }
}
