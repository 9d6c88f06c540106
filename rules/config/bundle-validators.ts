/**
 * The validators of schemas/bundle.schema.json, compiled by ajv on first use: what the server, the
 * CLI and the tests check a bundle with. The browser build puts
 * src/form-engine/json-schema/bundle-validators.ts in this module's place (`interpretedValidators`
 * in vite.config.ts): the same export, its first-error validator precompiled by `npm run
 * gen:validators` (rules/generated/bundle-validators.js), its every-error validator the forms'
 * interpreting one (issue 22), held to these by its test. So the booking pages and the config
 * preview check a bundle without ajv's compiler (issue 9).
 */
import bundleSchema from '../../schemas/bundle.schema.json' with { type: 'json' };
import type { SchemaValidators } from './schema-check.ts';
import { schemaValidators } from './schema-compile.ts';

const compiled = schemaValidators();

/** @example checkAgainst(bundleValidators(), { enterpriseId: 1 }).ok // true */
export const bundleValidators = (): SchemaValidators => compiled(bundleSchema);
