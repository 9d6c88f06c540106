/**
 * The browser build's stand-in for rules/config/schema-compile.ts (`noRuntimeSchemaCompile` in
 * vite.config.ts; issue 21 §6). The portal's Content Security Policy has no 'unsafe-eval', and ajv
 * compiles a JSON Schema into a function with `new Function`, so the browser compiles none: it checks
 * with ajv's first-error code precompiled at build time and the forms' interpreting validator
 * (`interpretedValidators`, src/form-engine/json-schema/bundle-validators.ts) and reads the server's own
 * orders without a check (src/features/config-preview/diff/impact.ts). A rule that still asks for a
 * run-time compile in the browser gets this error, in Chinese and English, instead of a check the
 * browser would refuse, and no page carries ajv's compiler (tests/build/served-build.test.ts).
 */
import type { SchemaValidators } from '../../rules/config/schema-check.ts';

/** The options of the Node compile, kept for the importers' types; nothing in the browser reads them. */
export const AJV_OPTIONS = { strict: false, validateSchema: false } as const;

/** The message of a run-time compile asked for in the browser. */
export const NO_RUNTIME_COMPILE = '浏览器中不在运行时编译 JSON Schema（内容安全策略不允许 eval）/ the browser compiles no JSON Schema at run time (the CSP allows no eval)';

/**
 * Like the Node module's `schemaValidators`, without a compiler: asking it for a schema's
 * validators throws `NO_RUNTIME_COMPILE`.
 *
 * @example schemaValidators()(schema) // throws Error(NO_RUNTIME_COMPILE)
 */
export function schemaValidators(_schemas: readonly object[] = []): (schema: object) => SchemaValidators {
  return () => {
    throw new Error(NO_RUNTIME_COMPILE);
  };
}
