/**
 * The validators of schemas/bundle.schema.json, compiled by ajv on first use: what the server, the
 * CLI and the tests check a bundle with. The browser build puts rules/generated/bundle-validators.js
 * (the same validators precompiled by `npm run gen:validators`) in this module's place
 * (`precompiledValidators` in vite.config.ts), so the booking pages and the config preview check a
 * bundle without ajv's compiler (issue 9).
 */
import bundleSchema from '../../schemas/bundle.schema.json' with { type: 'json' };
import type { SchemaValidators } from './schema-check.ts';
import { schemaValidators } from './schema-compile.ts';

const compiled = schemaValidators();

/** @example checkAgainst(bundleValidators(), { enterpriseId: 1 }).ok // true */
export const bundleValidators = (): SchemaValidators => compiled(bundleSchema);
