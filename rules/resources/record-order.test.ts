import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { sortedByKey } from './record-order.ts';

describe('sortedByKey: a resource list in one order, on the server and in the portal (docs/resources.md)', () => {
  it('orders numbers by value inside text, in the Chinese collation, a blank first when ascending', () => {
    const rows = [{ k: 'PL10' }, { k: 'PL9' }, { k: undefined }, { k: 'PL100' }];
    expect(sortedByKey(rows, 'k', 'asc').map((r) => r.k)).toEqual([undefined, 'PL9', 'PL10', 'PL100']);
    expect(sortedByKey([{ n: 4680 }, { n: 950 }, { n: 5210 }], 'n', 'desc').map((r) => r.n)).toEqual([5210, 4680, 950]);
  });

  it('keeps ties in the order they came and leaves the input as it was', () => {
    const rows = [{ k: 'a', at: 1 }, { k: 'b', at: 2 }, { k: 'a', at: 3 }];
    expect(sortedByKey(rows, 'k', 'asc').map((r) => r.at)).toEqual([1, 3, 2]);
    expect(rows.map((r) => r.at)).toEqual([1, 2, 3]);
  });

  test.prop([fc.array(fc.record({ k: fc.oneof(fc.string({ maxLength: 4 }), fc.nat(), fc.constant(undefined)) }, { noNullPrototype: true }), { maxLength: 20 })])(
    'is a permutation, and descending is ascending read backwards up to ties',
    (rows) => {
      const up = sortedByKey(rows, 'k', 'asc');
      const down = sortedByKey(rows, 'k', 'desc');
      expect(up).toHaveLength(rows.length);
      expect(new Set(up)).toEqual(new Set(rows));
      const text = (r: { k: unknown }) => (r.k === undefined ? '' : String(r.k));
      const collator = new Intl.Collator('zh-CN', { numeric: true });
      for (let i = 1; i < up.length; i += 1) expect(collator.compare(text(up[i - 1]!), text(up[i]!))).toBeLessThanOrEqual(0);
      for (let i = 1; i < down.length; i += 1) expect(collator.compare(text(down[i - 1]!), text(down[i]!))).toBeGreaterThanOrEqual(0);
    },
  );
});
