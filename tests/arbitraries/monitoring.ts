/** Arbitraries for the monitoring configuration (spec §5). */
import { fc } from '@fast-check/vitest';

const SERVICE_NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-';

/** A service name spec §5 allows: non-empty, letters, digits, space, underscore, hyphen. */
export const validServiceNameArb = fc.string({ unit: fc.constantFrom(...SERVICE_NAME_CHARS), minLength: 1, maxLength: 30 });

/** A service name with at least one character spec §5 does not allow. */
export const invalidServiceNameArb = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...SERVICE_NAME_CHARS), maxLength: 10 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }).filter((s) => [...s].some((c) => !SERVICE_NAME_CHARS.includes(c))),
    fc.string({ unit: fc.constantFrom(...SERVICE_NAME_CHARS), maxLength: 10 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** A sample rate from 0 to 1. */
export const validSampleRateArb = fc.double({ min: 0, max: 1, noNaN: true });

/** Anything else a number can be: below 0, above 1, NaN, infinities. */
export const invalidSampleRateArb = fc.oneof(
  fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
  fc.double({ min: 1, minExcluded: true, noNaN: true }),
  fc.constant(Number.NaN),
);
