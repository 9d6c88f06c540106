/**
 * A JSON Schema's validators (`SchemaValidators`, rules/config/schema-check.ts) on
 * @cfworker/json-schema, the interpreting validator the form engine already checks the booking
 * form with (schema-validator.ts), instead of more of ajv's code precompiled for one schema (issue
 * 22: the booking page's JavaScript over its 330 KB budget; the bundle schema as data is 1 KB
 * gzip). Slower than ajv's precompiled code (8.5 ms against 1.1 ms for a valid bundle of 200
 * special fields), so the bundle's stand-in (bundle-validators.ts) takes only its every-error
 * validator, which runs only on a failing bundle; the server, the CLI and the tests keep ajv.
 *
 * Each function answers as ajv's `ValidateFunction` does: `true`, or `false` with `errors` shaped
 * as ajv's (`keywordErrors`: `instancePath`, `keyword`, `params`), so `checkAgainst` turns them
 * into the same issues as in Node, worded in Chinese by ajv-i18n from their `params`. Two
 * differences, both unread in the browser: an issue's English (`messageEn`) is left empty there
 * (the booking page and the config editor show the Chinese; ajv's English words would cost the
 * `en` localizer), and the issues may come in another order than ajv's (cfworker checks
 * `properties` before `additionalProperties`). `firstError` stops at the first failing keyword
 * (cfworker's `shortCircuit`), `allErrors` reports every one. rules/config/bundle-validators.test.ts
 * holds them to ajv's results.
 */
import { validate } from '@cfworker/json-schema';
import type { Schema } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';

import type { CheckFunction, SchemaValidators } from '../../../rules/config/schema-check.ts';
import { keywordErrors } from './keyword-errors.ts';
import { DRAFT, jsonLike, lookupFor } from './schema-validator.ts';

/**
 * The validators of `schema` (its `$ref`s resolved within it), built on first use.
 *
 * @example interpretedValidators(bundleSchema).allErrors({ enterpriseId: '1' }) // false, errors[0].message 'must be integer'
 */
export function interpretedValidators(schema: object): () => SchemaValidators {
  let validators: SchemaValidators | undefined;
  return () => {
    if (validators) return validators;
    const lookup = lookupFor(schema);
    const check = (shortCircuit: boolean): CheckFunction => {
      const run: CheckFunction = (value: unknown) => {
        // ajv refuses `undefined` as it refuses `null` (a type error at the root); cfworker throws on it.
        const data = value === undefined ? null : jsonLike(value);
        const units = validate(data, schema as Schema, DRAFT, lookup, shortCircuit).errors;
        if (units.length === 0) {
          run.errors = null;
          return true;
        }
        const errors = keywordErrors(units, schema, data, lookup) as unknown as ErrorObject[];
        run.errors = shortCircuit ? errors.slice(0, 1) : errors;
        return false;
      };
      return run;
    };
    validators = { firstError: check(true), allErrors: check(false) };
    return validators;
  };
}
