/**
 * Compiling a JSON Schema's validators with ajv at run time, for checkAgainst (schema-check.ts).
 * The server, the CLI and the tests compile here; the browser build puts validators made without
 * ajv's compiler (src/form-engine/json-schema/<name>-validators.ts: ajv's first-error code
 * precompiled by scripts/generate-validators.ts, every error on @cfworker/json-schema) in the place
 * of the modules that call this (`*-validators.ts`, vite.config.ts), so no page carries ajv's compiler.
 */
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import type { SchemaValidators } from './schema-check.ts';

/** The ajv options of every validator of the rules core, compiled here or generated (scripts/generate-validators.ts). */
export const AJV_OPTIONS = {
  // `validateSchema: false`: the schemas are the repository's own files (schemas/), checked against
  // the JSON Schema meta-schema by a test (schema-check.test.ts) instead of at every start, where it
  // was most of the booking page's first bundle check (issue 9, mount).
  strict: false,
  validateSchema: false,
} as const satisfies Options;

/**
 * A cache of validators, compiled once per schema on first use, so importing the rules costs
 * nothing. `schemas` are registered up front when schemas refer to each other by `$id`.
 *
 * The every-error validator (and its ajv instance) is compiled when a value first fails: a valid
 * value never needs it, and compiling it with the first-error one doubled what the booking page
 * spent on its first bundle check (issue 9, mount; docs/performance.md "Mount").
 */
export function schemaValidators(schemas: readonly object[] = []): (schema: object) => SchemaValidators {
  const options: Options = { ...AJV_OPTIONS, schemas: [...schemas] };
  let first: Ajv | undefined;
  let all: Ajv | undefined;
  const compiled = new Map<object, SchemaValidators>();
  const compile = (ajv: Ajv, schema: object): ValidateFunction => {
    const id = (schema as { $id?: string }).$id;
    const registered = id === undefined || schemas.length === 0 ? undefined : ajv.getSchema(id);
    return registered ?? ajv.compile(schema);
  };
  return (schema) => {
    let validators = compiled.get(schema);
    if (!validators) {
      first ??= new Ajv({ ...options, allErrors: false });
      let allErrors: ValidateFunction | undefined;
      validators = {
        firstError: compile(first, schema),
        get allErrors() {
          all ??= new Ajv({ ...options, allErrors: true });
          allErrors ??= compile(all, schema);
          return allErrors;
        },
      };
      compiled.set(schema, validators);
    }
    return validators;
  };
}
