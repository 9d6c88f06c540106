import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/** The nesting depth of a parsed value, the slow way. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('nestsDeeperThan (issue 7, point 8)', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('[[1]]', 1)).toBe(true);
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('{"a": "[[[{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a": "\\\\", "b": [{}]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a": "\\"[[[", "b": 1}', 1)).toBe(false);
  });

  it('finds a million levels without parsing them', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
  });

  test.prop([fc.json({ depthSize: 'medium' }), fc.integer({ min: 0, max: 8 })])('agrees with the depth of the parsed value', (text, max) => {
    expect(nestsDeeperThan(text, max)).toBe(depthOf(JSON.parse(text)) > max);
  });
});
