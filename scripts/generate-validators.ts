/**
 * Precompiles the validators the browser checks a schema with (issue 9): ajv's standalone code for
 * the first-error and the every-error validator of each listed schema, with the options the rules
 * core compiles with at run time (`AJV_OPTIONS`, rules/config/schema-compile.ts), so the browser runs
 * the same checks with the same errors without ajv's compiler. Run `npm run gen:validators` after
 * changing a listed schema or upgrading ajv; rules/config/precompiled-validators.test.ts fails while
 * the committed files are stale.
 *
 * Each `rules/generated/<name>-validators.js` stands in, in the browser build only, for
 * `rules/config/<name>-validators.ts` (`precompiledValidators` in vite.config.ts), and exports the
 * same function; the server, the CLI and the tests keep compiling with ajv.
 *
 * Why committed files and not a Vite plugin generating them on each build: the tests compare them
 * with what ajv compiles by importing them as they are (no build in the unit tests), a reviewer sees
 * what the browser runs and how a schema change changes it, and this is the house's way for what is
 * derived from schemas/ already (`npm run gen:types`, tests/generated-types.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

import { AJV_OPTIONS } from '../rules/config/schema-compile.ts';
import { DEVELOPER_NOTES, withoutKeywords } from './schema-keywords.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** The schemas the browser checks, each with the seam module it replaces there. */
export const PRECOMPILED = [
  // The enterprise bundle, checked before any rule reads it (D10): the booking pages and the config preview.
  { schema: 'schemas/bundle.schema.json', name: 'bundle', exportName: 'bundleValidators' },
] as const;

export type Precompiled = (typeof PRECOMPILED)[number];

export const outputOf = (entry: Precompiled) => ({
  js: `rules/generated/${entry.name}-validators.js`,
  dts: `rules/generated/${entry.name}-validators.d.ts`,
  seam: `rules/config/${entry.name}-validators.ts`,
});

/**
 * What the generated code may require of ajv's runtime, inlined so the module imports nothing:
 * `ucs2length` (a string's length in code points, for `minLength`/`maxLength`). Anything else
 * (`equal` for `uniqueItems`/object `const`, `uri` → fast-uri for `format: uri`, ajv-formats) is
 * refused until someone decides whether the browser should carry it.
 */
const RUNTIME: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
};

/** Keywords that only annotate: no check reads them, so the code carries the schema without them. */
const ANNOTATIONS: ReadonlySet<string> = new Set(['title', ...DEVELOPER_NOTES]);

/**
 * The schema without its annotations. The generated code holds parts of the schema as values (for
 * `additionalProperties` it asks `schema.properties` whether a key is known; an `enum` error names
 * the allowed values), and this schema's Chinese descriptions were most of those bytes.
 */
export const withoutAnnotations = (schema: unknown): unknown => withoutKeywords(schema, ANNOTATIONS);

const ajvVersion = (JSON.parse(readFileSync(require.resolve('ajv/package.json'), 'utf8')) as { version: string }).version;

/** One validator's standalone code (its module body without exports) and the name of its function. */
function validatorCode(schema: object, allErrors: boolean, runtime: Set<string>): { body: string; name: string } {
  const ajv = new Ajv({ ...AJV_OPTIONS, allErrors, code: { source: true, esm: true, lines: true } });
  const code = standaloneCode(ajv, ajv.compile(schema));
  const head = /^"use strict";\nexport const validate = (?<name>\w+);\nexport default \k<name>;\n/.exec(code);
  if (!head?.groups) throw new Error(`ajv ${ajvVersion}: standalone code does not start as expected:\n${code.slice(0, 200)}`);
  const body = code.slice(head[0].length).replace(/require\("(?<module>[^"]+)"\)(?:\.default)?/g, (_, module: string) => {
    const local = RUNTIME[module];
    if (local === undefined) throw new Error(`the standalone code requires ${module}: add it to RUNTIME in scripts/generate-validators.ts if the browser should carry it`);
    runtime.add(module);
    return local;
  });
  if (/\brequire\(|\bimport\b/.test(body)) throw new Error('the standalone code still imports a module');
  return { body: body.trimEnd(), name: head.groups['name']! };
}

/** A schema value (`const schema3 = {…};`) both validators declare alike is declared once, before them. */
const SCHEMA_VALUE = /^const schema\d+ = .*;$/;

/** The module and its declaration for one schema. */
export function generateValidators(entry: Precompiled): { js: string; dts: string } {
  const schema = withoutAnnotations(JSON.parse(readFileSync(root + entry.schema, 'utf8'))) as object;
  const runtime = new Set<string>();
  const first = validatorCode(schema, false, runtime);
  const all = validatorCode(schema, true, runtime);
  const allLines = new Set(all.body.split('\n'));
  const shared = first.body.split('\n').filter((line) => SCHEMA_VALUE.test(line) && allLines.has(line));
  const own = ({ body, name }: { body: string; name: string }) =>
    `(function () {\n${body.split('\n').filter((line) => !shared.includes(line)).join('\n')}\nreturn ${name};\n})()`;
  const inlined = [...runtime].sort().map((module) => {
    const fn = (require(module) as { default: (...args: never[]) => unknown }).default;
    return `// ${module} (ajv ${ajvVersion}, MIT)\nconst ${RUNTIME[module]} = ${String(fn)};\n`;
  });
  const { seam } = outputOf(entry);
  const js = [
    `// Generated by \`npm run gen:validators\` (scripts/generate-validators.ts) from ${entry.schema}`,
    `// with ajv ${ajvVersion}'s standalone code (MIT): do not edit. The browser build uses it in place of`,
    `// ${seam}'s first-error validator (src/form-engine/json-schema/bundle-validators.ts).`,
    '',
    ...inlined,
    '// The schema values both validators read.',
    ...shared,
    '',
    // Pure: a page that imports only `firstError` (the booking pages: src/form-engine/json-schema/
    // bundle-validators.ts) leaves the every-error validator out of its chunk.
    `const firstError = /* @__PURE__ */ ${own(first)};`,
    '',
    `const allErrors = /* @__PURE__ */ ${own(all)};`,
    '',
    'const validators = { firstError, allErrors };',
    '',
    `export const ${entry.exportName} = () => validators;`,
    '',
    '/** The first-error validator alone, for a page that checks every error another way. */',
    'export { firstError };',
    '',
  ].join('\n');
  const dts = [
    `// Generated by \`npm run gen:validators\` (scripts/generate-validators.ts): do not edit.`,
    "import type { SchemaValidators } from '../config/schema-check.ts';",
    '',
    `/** ${entry.schema}'s validators, precompiled: the same function as ${seam} exports. */`,
    `export declare const ${entry.exportName}: () => SchemaValidators;`,
    '',
    '/** The first-error validator alone. */',
    "export declare const firstError: SchemaValidators['firstError'];",
    '',
  ].join('\n');
  return { js, dts };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const entry of PRECOMPILED) {
    const { js, dts } = generateValidators(entry);
    const out = outputOf(entry);
    writeFileSync(root + out.js, js);
    writeFileSync(root + out.dts, dts);
    console.log(`wrote ${out.js} (${js.length} characters) and ${out.dts}`);
  }
}
