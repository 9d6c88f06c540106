import { isDeepStrictEqual } from 'node:util';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { changedPointers, shownErrors } from './error-visibility.ts';

const REQUIRED = { path: '/specialConfig/7', message: '项目编号为必填项' };
const AIRPORT = { path: '/pickUp/addressType', message: '同城单程上车地址不能选择机场，请重新选择地址' };

describe('which errors a booker sees', () => {
  it('a fresh form shows no error, though the rules know of some', () => {
    expect(shownErrors([REQUIRED, AIRPORT], new Set(), false)).toEqual([]);
  });

  it('a submit attempt shows every error', () => {
    expect(shownErrors([REQUIRED, AIRPORT], new Set(), true)).toEqual([REQUIRED, AIRPORT]);
  });

  it('a change shows the errors of the field changed, of a field inside it and of the object around it', () => {
    expect(shownErrors([REQUIRED, AIRPORT], new Set(['/specialConfig/7']), false)).toEqual([REQUIRED]);
    expect(shownErrors([AIRPORT], new Set(['/pickUp']), false)).toEqual([AIRPORT]);
    expect(shownErrors([{ path: '/pickUp', message: 'x' }], new Set(['/pickUp/city']), false)).toHaveLength(1);
  });

  it('a change of a field whose name starts like another does not show the other\'s error', () => {
    expect(shownErrors([{ path: '/specialConfig/7', message: 'x' }], new Set(['/specialConfig/70']), false)).toEqual([]);
  });

  it('never shows an error the rules did not report', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.boolean(), (touched, submitted) => {
        expect(shownErrors([], new Set(touched), submitted)).toEqual([]);
      }),
    );
  });
});

describe('changedPointers', () => {
  it('names the leaves that differ', () => {
    expect(changedPointers({ a: { b: 1, c: 2 }, d: 'x' }, { a: { b: 1, c: 3 }, d: 'x' })).toEqual(['/a/c']);
  });

  it('names a list that grew or shrank, and an item that changed', () => {
    expect(changedPointers({ s: [1] }, { s: [1, 2] })).toEqual(['/s']);
    expect(changedPointers({ s: [{ t: 1 }] }, { s: [{ t: 2 }] })).toEqual(['/s/0/t']);
  });

  it('escapes keys as JSON Pointers', () => {
    expect(changedPointers({ 'a/b': 1 }, { 'a/b': 2 })).toEqual(['/a~1b']);
  });

  it('a field the form fills with its empty value as it opens is no change (issue 22 §2: a fresh form shows no error)', () => {
    // RJSF fills a kind-5 checkbox list with [] on the form's first echo.
    expect(changedPointers({ specialConfig: {} }, { specialConfig: { 204: [] } })).toEqual([]);
    expect(changedPointers({ a: {} }, { a: { b: '', c: null } })).toEqual([]);
    // Emptying what was there is a change.
    expect(changedPointers({ specialConfig: { 204: [1] } }, { specialConfig: { 204: [] } })).toEqual(['/specialConfig/204']);
    expect(changedPointers({ a: { b: 'x' } }, { a: {} })).toEqual(['/a/b']);
  });

  /** `b` with every key `a` lacks and `b` holds empty left out: what changedPointers compares. */
  const withoutFilledEmpties = (a: unknown, b: unknown): unknown => {
    const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return b.map((item, i) => withoutFilledEmpties(a[i], item));
    if (!isObject(a) || !isObject(b)) return b;
    const empty = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);
    return Object.fromEntries(Object.entries(b).filter(([k, v]) => k in a || !empty(v)).map(([k, v]) => [k, withoutFilledEmpties(a[k], v)]));
  };

  it('equal data changed nothing; any change is found, but an absent field filled with its empty value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(changedPointers(a, structuredClone(a))).toEqual([]);
        const changed = changedPointers(a, b).length > 0;
        expect(changed).toBe(!isDeepStrictEqual(a, withoutFilledEmpties(a, b)));
      }),
    );
  });
});
