/**
 * The validators of schemas/scenario.schema.json, compiled by ajv on first use. Only the server, the
 * CLI and the tests check a scenario, so the browser has no stand-in for it (unlike the bundle's:
 * src/form-engine/json-schema/bundle-validators.ts, on code precompiled by
 * scripts/generate-validators.ts); one would be added there if a page needed it.
 */
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import type { SchemaValidators } from './schema-check.ts';
import { schemaValidators } from './schema-compile.ts';

const compiled = schemaValidators();

/** @example checkAgainst(scenarioValidators(), {}).ok // true */
export const scenarioValidators = (): SchemaValidators => compiled(scenarioSchema);
