import getRjsfDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

import getDecimalSeparator from './decimal-separator-memo.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LOCALES: readonly (string | string[])[] = [
  'zh-CN',
  ['zh-CN', 'zh'],
  'en-US',
  'de-DE',
  ['de-DE', 'en'],
  ['en', 'de-DE'],
  'fr-FR',
  'ru-RU',
  'ar-EG',
  'fa-IR',
  'de,en',
  'not a locale!',
  '',
  [],
];

describe('the memoised decimal separator (issue 9, mount)', () => {
  it.each(LOCALES.map((locales) => [JSON.stringify(locales), locales] as const))('answers as RJSF’s for %s', (_, locales) => {
    const expected = getRjsfDecimalSeparator(locales as string[]);
    expect(getDecimalSeparator(locales)).toBe(expected);
    // Asked again (from the memo): the same answer.
    expect(getDecimalSeparator(locales)).toBe(expected);
  });

  it('gives a comma where the locale writes one and a dot where it writes one', () => {
    expect(getDecimalSeparator('de-DE')).toBe(',');
    expect(getDecimalSeparator('zh-CN')).toBe('.');
  });

  it('follows navigator.languages when asked without locales, as RJSF’s does, and changes with it', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE'] });
    expect(getDecimalSeparator()).toBe(getRjsfDecimalSeparator());
    expect(getDecimalSeparator()).toBe(',');
    vi.stubGlobal('navigator', { languages: ['zh-CN', 'en'] });
    expect(getDecimalSeparator()).toBe(getRjsfDecimalSeparator());
    expect(getDecimalSeparator()).toBe('.');
  });

  it('builds one Intl.NumberFormat per locale list, however often it is asked', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 200; i += 1) getDecimalSeparator(['es-ES', 'en']);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
