import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { pointerOf, pointerToken } from '../../tests/arbitraries/json-pointer.ts';
import { pointerTokens, toErrorSchema } from './error-schema.ts';

describe('toErrorSchema: booking errors under their fields', () => {
  it('puts a special-config error under its specialId', () => {
    expect(toErrorSchema([{ path: '/specialConfig/7', message: '成本中心为必填项' }])).toEqual({
      specialConfig: { '7': { __errors: ['成本中心为必填项'] } },
    });
  });

  it('puts nested address errors beside each other and keeps their order', () => {
    const schema = toErrorSchema([
      { path: '/pickUp/addressType', message: '同城单程不能选择机场' },
      { path: '/pickUp/addressType', message: '请选择上车地址' },
      { path: '/destination/addressType', message: '请选择下车地址' },
    ]);
    expect(schema).toEqual({
      pickUp: { addressType: { __errors: ['同城单程不能选择机场', '请选择上车地址'] } },
      destination: { addressType: { __errors: ['请选择下车地址'] } },
    });
  });

  it('puts a root error on the form itself', () => {
    expect(toErrorSchema([{ path: '', message: '下单失败' }])).toEqual({ __errors: ['下单失败'] });
  });

  it('shows the same message at one path once', () => {
    expect(toErrorSchema([{ path: '/tripType', message: 'x' }, { path: '/tripType', message: 'x' }])).toEqual({
      tripType: { __errors: ['x'] },
    });
  });

  it('unescapes ~1 and ~0 in pointer tokens (RFC 6901)', () => {
    expect(pointerTokens('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerTokens('')).toEqual([]);
  });

  it('does not change its input', () => {
    const issues = Object.freeze([Object.freeze({ path: '/a/b', message: 'm' })]);
    expect(() => toErrorSchema(issues)).not.toThrow();
  });
});

describe('toErrorSchema laws', () => {
  test.prop([fc.array(fc.record({ tokens: fc.array(pointerToken, { maxLength: 4 }), message: fc.string({ minLength: 1 }) }), { maxLength: 12 })])(
    'every message is found at the path of its pointer',
    (entries) => {
      const issues = entries.map(({ tokens, message }) => ({
        path: pointerOf(tokens),
        message,
      }));
      const schema = toErrorSchema(issues) as Record<string, unknown>;
      for (const { tokens, message } of entries) {
        const node = tokens.reduce<Record<string, unknown>>((at, t) => at[t] as Record<string, unknown>, schema);
        expect(node.__errors).toContain(message);
      }
    },
  );
});
