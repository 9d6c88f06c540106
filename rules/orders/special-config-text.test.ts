import { describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../generated/bundle.ts';
import { specialConfigText } from './special-config-text.ts';

const bundle = {
  specialFields: [{ specialId: 2, showTypeConfigInfo: [{ optionId: 3, optionContent: '会议' }, { optionId: 4, optionContent: '接待' }] }],
} as unknown as EnterpriseBundle;

describe('specialConfigText', () => {
  it('says a choice by its options’ contents, a text as typed, nothing as empty', () => {
    expect(specialConfigText({ id: 2, name: '用途', value: 3 }, bundle)).toBe('会议');
    expect(specialConfigText({ id: 2, name: '用途', value: [3, 4] }, bundle)).toBe('会议、接待');
    expect(specialConfigText({ id: 1, name: '项目编号', value: 'PRJ-7' }, bundle)).toBe('PRJ-7');
    expect(specialConfigText({ id: 1, name: '项目编号', value: null }, bundle)).toBe('');
  });

  it('an option the bundle no longer has is said by its id, not dropped', () => {
    expect(specialConfigText({ id: 2, name: '用途', value: 9 }, bundle)).toBe('9');
    expect(specialConfigText({ id: 2, name: '用途', value: 9 }, undefined)).toBe('9');
  });
});
