import { describe, expect, it } from 'vitest';

import { createNodeCipher } from '../server/protocol/node-cipher.ts';
import { createWebCipher } from '../transport/web-cipher.ts';
import { callerQuery, decodeQuery, encryptedQueryValue, encryptedQueryValueAsync, plainQuery } from './request-query.ts';

const cipher = createNodeCipher('testing');
const added = { timestamp: '2026/11/22 10:05:09', operatorId: '42' };

describe('the request query (spec §7)', () => {
  it('puts the caller parameters first, then timestamp, OperatorId and Platform', () => {
    expect(plainQuery({ orderId: 7 }, added)).toBe('orderId=7&timestamp=2026%2F11%2F22+10%3A05%3A09&OperatorId=42&Platform=1011200');
  });

  it('repeats a key for a list and leaves out null and undefined', () => {
    expect(callerQuery({ ids: [1, 2], flag: false, gone: null, none: undefined })).toBe('ids=1&ids=2&flag=false');
  });

  it('drops a caller value under an added key', () => {
    expect(callerQuery({ timestamp: 'x', OperatorId: 'y', Platform: 'z', a: 1 })).toBe('a=1');
  });

  it('decodes on the server side what the client encrypted', () => {
    const q = decodeURIComponent(encryptedQueryValue(plainQuery({ city: '上海' }, added), cipher));
    expect(Object.fromEntries(decodeQuery(q, cipher)!)).toEqual({
      city: '上海',
      timestamp: '2026/11/22 10:05:09',
      OperatorId: '42',
      Platform: '1011200',
    });
  });

  it('decodes on the server side what the portal\'s cipher encrypted', async () => {
    const q = decodeURIComponent(await encryptedQueryValueAsync(plainQuery({ city: '上海', note: 'a&b=c+d' }, added), createWebCipher('testing')));
    expect(Object.fromEntries(decodeQuery(q, cipher)!)).toEqual({
      city: '上海',
      note: 'a&b=c+d',
      timestamp: '2026/11/22 10:05:09',
      OperatorId: '42',
      Platform: '1011200',
    });
  });

  it('tells the server a q that does not decrypt', () => {
    expect(decodeQuery('not-cipher-text', cipher)).toBeUndefined();
  });
});
