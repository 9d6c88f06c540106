import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../../../rules/index.ts';
import { generateBundle } from '../../../tests/bench/generate-bundle.ts';
import { keepEqualParts } from './keep-equal-parts.ts';

/** The checker's answer: a fresh copy, as a worker's message is. */
const answered = (bundle: EnterpriseBundle): EnterpriseBundle => structuredClone(bundle);

describe('keepEqualParts (issue 24 §4: the checker answers a fresh copy; what did not change keeps its objects)', () => {
  const last = generateBundle(100);
  const fields = last.specialFields ?? [];

  it('keeps the special fields list when only the enterprise’s name changed', () => {
    const next = keepEqualParts(last, { ...answered(last), enterpriseName: `${last.enterpriseName}（新）` });
    expect(next.enterpriseName).toBe(`${last.enterpriseName}（新）`);
    expect(next.specialFields).toBe(last.specialFields);
    expect(next).not.toBe(last);
  });

  it('gives the last bundle itself back for an equal answer', () => {
    expect(keepEqualParts(last, answered(last))).toBe(last);
  });

  it('property: one field renamed — the answer is kept as it is, every other field keeps its object', () => {
    fc.assert(
      fc.property(fc.nat({ max: fields.length - 1 }), fc.string({ minLength: 1, maxLength: 8 }), (index, suffix) => {
        const copy = answered(last);
        const copied = copy.specialFields ?? [];
        copied[index] = { ...copied[index]!, configName: `${copied[index]!.configName}${suffix}` };
        const next = keepEqualParts(last, copy);
        expect(next).toEqual(copy);
        (next.specialFields ?? []).forEach((field, i) => (i === index ? expect(field).not.toBe(fields[i]) : expect(field).toBe(fields[i])));
      }),
      { numRuns: 50 },
    );
  });
});
