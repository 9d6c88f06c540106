import { describe, expect, it } from 'vitest';
import { generateChainBundle, generateCycleBundle } from '../../tests/bench/generate-bundle.ts';
import { choiceField, specialField } from '../../tests/support/builders.ts';
import { countingParentReads, readsAtSizeAndDouble } from '../../tests/support/counting.ts';
import { associationChains } from './association-chains.ts';

const linked = (specialId: number, parentSpecialId: number | null) =>
  choiceField({ specialId, isAssociation: true, parentSpecialId, associationParentInfo: [{ optionId: 1, whetherHide: false }] });

describe('associationChains (spec §4, D10)', () => {
  it('says where each chain ends: a root, a missing parent, a cycle, or below a cycle', () => {
    const fields = [
      choiceField({ specialId: 1 }),
      linked(2, 1),
      linked(3, 2),
      linked(4, 99),
      linked(5, 4),
      linked(6, null),
      linked(7, 8),
      linked(8, 7),
      linked(9, 8),
      linked(10, 9),
      specialField({ specialId: 11, parentSpecialId: 7 }),
    ];
    const { end, cycles } = associationChains(fields);
    expect(Object.fromEntries(end)).toEqual({
      1: 'root', 2: 'root', 3: 'root', 4: 'missing', 5: 'missing', 6: 'missing',
      7: 'cycle', 8: 'cycle', 9: 'belowCycle', 10: 'belowCycle', 11: 'root',
    });
    expect(cycles).toEqual([[7, 8]]);
  });

  it('counts the depth of each field whose chain ends at a root: the root 1, its child 2 (the depth cap)', () => {
    const fields = [linked(3, 2), choiceField({ specialId: 1 }), linked(2, 1), linked(4, 2), linked(5, 99), linked(6, 7), linked(7, 6)];
    expect(Object.fromEntries(associationChains(fields).depth)).toEqual({ 1: 1, 2: 2, 3: 3, 4: 3 });
    expect(associationChains(generateChainBundle(20_000).specialFields ?? []).depth.get(20_000)).toBe(20_000);
  });

  it('names each cycle once, from its member first in the bundle, in parent order', () => {
    expect(associationChains([linked(9, 321), linked(322, 321), linked(321, 323), linked(323, 322), linked(1, 1)]).cycles).toEqual([
      [322, 321, 323],
      [1],
    ]);
  });

  it('takes the first field of a duplicated id, as the rest of the rules do', () => {
    expect(Object.fromEntries(associationChains([linked(1, 2), choiceField({ specialId: 2 }), linked(2, 1)]).end)).toEqual({ 1: 'root', 2: 'root' });
  });

  it('looks up each parent once: twice the fields, twice the lookups (a chain and a cycle)', () => {
    for (const make of [generateChainBundle, generateCycleBundle]) {
      const { single, double } = readsAtSizeAndDouble(1000, (n) => make(n).specialFields ?? [], associationChains);
      expect(single).toBeLessThanOrEqual(1000);
      expect(double / single).toBeCloseTo(2, 1);
    }
  });

  it('walks a chain of 20,000 fields without running out of stack', () => {
    const { end, cycles } = associationChains(generateChainBundle(20_000).specialFields ?? []);
    expect(end.size).toBe(20_000);
    expect([...end.values()].every((e) => e === 'root')).toBe(true);
    expect(cycles).toEqual([]);
  });

  it('walks a field list once: the same list gives the same chains without reading a parent again; a new list is walked anew', () => {
    const counted = countingParentReads(generateChainBundle(100).specialFields ?? []);
    const first = associationChains(counted.fields);
    const afterFirst = counted.reads();
    expect(afterFirst).toBeGreaterThan(0);
    expect(associationChains(counted.fields)).toBe(first);
    expect(counted.reads()).toBe(afterFirst);
    const copy = [...counted.fields];
    expect(associationChains(copy)).not.toBe(first);
    expect(associationChains(copy)).toEqual(first);
    expect(counted.reads()).toBeGreaterThan(afterFirst);
  });
});
