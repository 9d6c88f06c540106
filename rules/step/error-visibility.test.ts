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

  it('equal data changed nothing; any change is found', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(changedPointers(a, structuredClone(a))).toEqual([]);
        if (!isDeepStrictEqual(a, b)) expect(changedPointers(a, b).length).toBeGreaterThan(0);
      }),
    );
  });
});
