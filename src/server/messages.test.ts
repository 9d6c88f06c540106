import { describe, expect, it } from 'vitest';

import { BusinessError } from './messages.ts';

describe('the business error catalogue (src/server/messages.ts)', () => {
  it('gives every business error a code of its own, so a client can tell them apart', () => {
    const byCode = new Map<number, string[]>();
    for (const [name, { errorCode }] of Object.entries(BusinessError)) byCode.set(errorCode, [...(byCode.get(errorCode) ?? []), name]);
    const shared = [...byCode.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('gives every business error a Chinese message', () => {
    for (const [name, { message }] of Object.entries(BusinessError)) expect(message, name).toMatch(/[\u4e00-\u9fff]/);
  });
});
