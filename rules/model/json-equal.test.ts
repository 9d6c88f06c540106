import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { jsonEqual } from './json-equal.ts';

describe('jsonEqual', () => {
  it('objects with the same members in another key order are equal', () => {
    expect(jsonEqual({ a: 1, b: [2, { c: '三' }] }, { b: [2, { c: '三' }], a: 1 })).toBe(true);
  });
  it('an undefined member is the same as a missing one', () => {
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
  it('arrays differ by order and length; an array is not an object', () => {
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual([1], [1, 2])).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
  test.prop([fc.jsonValue()])('every JSON value equals its JSON copy', (value) => {
    expect(jsonEqual(value, JSON.parse(JSON.stringify(value)))).toBe(true);
  });
  test.prop([fc.jsonValue(), fc.jsonValue()])('equal exactly when the canonical JSON texts are equal', (a, b) => {
    expect(jsonEqual(a, b)).toBe(canonical(a) === canonical(b));
  });
});

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}
