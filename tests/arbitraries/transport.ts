/** Arbitraries for the transport's request query (spec §7). */
import { fc } from '@fast-check/vitest';
import type { QueryParams } from '../../src/shared/index.ts';

/** The keys the transport adds itself; callers' params avoid them (a caller value under them is dropped). */
export const ADDED_KEYS = ['timestamp', 'OperatorId', 'Platform'] as const;

/** Text with the characters a query string must escape, Chinese, and any grapheme. */
export const queryTextArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('', ' ', '&', '=', '+', '%', '%2B', '?q=1', '#', '/', '上海', '2026/11/22 10:05:09', 'a&b=c'),
);

/** A parameter name: any text but the added keys. */
export const queryKeyArb = queryTextArb.filter((key) => !(ADDED_KEYS as readonly string[]).includes(key));

const scalarArb = fc.oneof(queryTextArb, fc.integer(), fc.double(), fc.boolean());

/** A parameter value the query can carry: a scalar, or a non-empty list of them (the key repeats). */
export const queryValueArb = fc.oneof(scalarArb, fc.array(scalarArb, { minLength: 1, maxLength: 4 }));

/** Any caller params object. */
export const queryParamsArb: fc.Arbitrary<QueryParams> = fc.dictionary(queryKeyArb, queryValueArb, { maxKeys: 8 });

/** An operator id as stored in localStorage (digits in practice, any text here). */
export const operatorIdArb = fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,10}$/), queryTextArb);
