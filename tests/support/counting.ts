/**
 * Counts how often the rules look up a field's parent, to state "linear" as a law without a
 * clock: each field's `parentSpecialId` becomes a counting getter (issue 7, point 8).
 */
import type { SpecialFieldConfig } from '../../rules/model/bundle.ts';

export function countingParentReads(fields: readonly SpecialFieldConfig[]): { fields: SpecialFieldConfig[]; reads: () => number } {
  let reads = 0;
  const counted = fields.map((f) => {
    const { parentSpecialId, ...rest } = f;
    return Object.defineProperty(rest, 'parentSpecialId', {
      enumerable: true,
      get: () => {
        reads += 1;
        return parentSpecialId;
      },
    }) as SpecialFieldConfig;
  });
  return { fields: counted, reads: () => reads };
}

/** The parent lookups of `run` on a bundle of `size` fields and on one of twice that size. */
export function readsAtSizeAndDouble(
  size: number,
  make: (size: number) => readonly SpecialFieldConfig[],
  run: (fields: SpecialFieldConfig[]) => unknown,
): { single: number; double: number } {
  const at = (n: number) => {
    const counted = countingParentReads(make(n));
    run(counted.fields);
    return counted.reads();
  };
  return { single: at(size), double: at(2 * size) };
}
