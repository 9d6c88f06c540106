import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { base64ToBytes, bytesToBase64, fallbackBase64ToBytes, fallbackBytesToBase64 } from './base64.ts';

describe('Base64 in the browser', () => {
  test.prop([fc.uint8Array({ maxLength: 3000 })])('writes what Node\'s Buffer writes, and reads it back', (bytes) => {
    const base64 = Buffer.from(bytes).toString('base64');
    expect(fallbackBytesToBase64(bytes)).toBe(base64);
    expect(bytesToBase64(bytes)).toBe(base64);
    expect([...fallbackBase64ToBytes(base64)]).toEqual([...bytes]);
    expect([...base64ToBytes(base64)]).toEqual([...bytes]);
  });

  it('handles megabytes without overflowing the stack', () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_byte, i) => (i * 7919) % 256);
    const base64 = fallbackBytesToBase64(bytes);
    expect(base64).toBe(Buffer.from(bytes).toString('base64'));
    expect(Buffer.from(fallbackBase64ToBytes(base64)).equals(Buffer.from(bytes))).toBe(true);
  });
});
