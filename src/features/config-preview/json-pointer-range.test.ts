import { describe, expect, it } from 'vitest';

import { pointerRange } from './json-pointer-range.ts';

const TEXT = JSON.stringify({ enterpriseId: 1001, specialFields: [{ specialId: 1, 'a/b': 'x' }, { specialId: 2, list: [] }] }, null, 2);
const slice = (r: { from: number; to: number }) => TEXT.slice(r.from, r.to);

describe('pointerRange: a JSON Pointer lands on its place in the text', () => {
  it('a scalar member is marked with its name and value', () => {
    expect(slice(pointerRange(TEXT, '/specialFields/1/specialId'))).toBe('"specialId": 2');
    expect(slice(pointerRange(TEXT, '/enterpriseId'))).toBe('"enterpriseId": 1001');
  });

  it('an object or array member is marked at its name, an array element at its bracket', () => {
    expect(slice(pointerRange(TEXT, '/specialFields'))).toBe('"specialFields"');
    expect(slice(pointerRange(TEXT, '/specialFields/0'))).toBe('{');
  });

  it('escaped tokens are read (~1 is /, ~0 is ~)', () => {
    expect(slice(pointerRange(TEXT, '/specialFields/0/a~1b'))).toBe('"a/b": "x"');
  });

  it('a missing member points at the deepest part that exists', () => {
    expect(slice(pointerRange(TEXT, '/specialFields/1/configName'))).toBe('{');
    expect(slice(pointerRange(TEXT, '/specialFields/9'))).toBe('"specialFields"');
  });

  it('the root pointer and broken text still give a range inside the text', () => {
    expect(pointerRange(TEXT, '')).toEqual({ from: 0, to: 1 });
    const broken = '{"a": [1, ';
    const range = pointerRange(broken, '/a/3');
    expect(range.from).toBeGreaterThanOrEqual(0);
    expect(range.to).toBeLessThanOrEqual(broken.length);
  });
});
