/**
 * schemas/bundle.schema.json's validators in the browser (D1, D10: a bundle is checked before any
 * rule reads it): the browser build's stand-in for rules/config/bundle-validators.ts
 * (vite.config.ts, `interpretedValidators`), the same export.
 *
 * - `firstError`, the check every bundle gets (a valid one pays only this): ajv's standalone code
 *   precompiled at build time (rules/generated/bundle-validators.js, `npm run gen:validators`), the
 *   same function as Node's and as fast (1.1 ms for 200 special fields, where the interpreting
 *   validator takes 8.5 ms: issue 22 §3, mount).
 * - `allErrors`, asked only when a small bundle fails (rules/config/schema-check.ts): the
 *   interpreting validator the forms already load (interpreted-validators.ts), instead of ajv's
 *   precompiled every-error code, which was about 4 KB gzip of the booking page (issue 22: the page
 *   over its 330 KB budget).
 */
import bundleSchema from '../../../schemas/bundle.schema.json' with { type: 'json' };
import { firstError } from '../../../rules/generated/bundle-validators.js';
import type { SchemaValidators } from '../../../rules/config/schema-check.ts';
import { interpretedValidators } from './interpreted-validators.ts';

const interpreted = interpretedValidators(bundleSchema);
let validators: SchemaValidators | undefined;

/** @example checkAgainst(bundleValidators(), { enterpriseId: 1 }).ok // true */
export const bundleValidators = (): SchemaValidators => (validators ??= { firstError, allErrors: interpreted().allErrors });
