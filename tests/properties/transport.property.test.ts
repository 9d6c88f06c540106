import { test } from '@fast-check/vitest';
import { expect } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { createTransport } from '../../src/transport/index.ts';
import { instantArb } from '../arbitraries/china-time.ts';
import { ADDED_KEYS, operatorIdArb, queryParamsArb } from '../arbitraries/transport.ts';
import { fakeFetch, success } from '../support/fake-api.ts';

/** `YYYY/MM/DD HH:mm:ss` in UTC+8, with plain UTC arithmetic, independent of the code under test. */
function chinaTimestamp(epoch: number): string {
  const china = new Date(epoch + 8 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${china.getUTCFullYear()}/${two(china.getUTCMonth() + 1)}/${two(china.getUTCDate())} ` +
    `${two(china.getUTCHours())}:${two(china.getUTCMinutes())}:${two(china.getUTCSeconds())}`
  );
}

test.prop([queryParamsArb, operatorIdArb, instantArb])(
  'the server-side decode of q gives back exactly the params plus timestamp, OperatorId and Platform',
  async (params, operatorId, now) => {
    const fake = fakeFetch(() => success());
    const transport = createTransport({ fetch: fake.fetch, getOperatorId: () => operatorId, now: () => new Date(now) });
    await transport.call(endpoints.csOrder.detail, { query: params });

    const query = fake.requests[0]!.query!;
    const callerKeys = Object.keys(params);
    expect([...new Set(query.keys())]).toEqual([...callerKeys, ...ADDED_KEYS]);
    for (const key of callerKeys) {
      const value = params[key];
      expect(query.getAll(key)).toEqual((Array.isArray(value) ? value : [value]).map(String));
    }
    expect(query.getAll('timestamp')).toEqual([chinaTimestamp(now)]);
    expect(query.getAll('OperatorId')).toEqual([operatorId]);
    expect(query.getAll('Platform')).toEqual(['1011200']);
  },
);
