/**
 * Compresses a set of scenarios of a block (a product of axes) into readable conditions
 * (issue 10 §2): `行程类型为 1 或 3 且付款方式为 4`. Exact: a scenario of the block is in the set
 * exactly when one of the conditions holds (the property tests re-expand them to check).
 *
 * How: split on the first axis; compress what each of its values leaves over the other axes;
 * values that leave the same conditions share one clause, and a clause naming every value of
 * its axis is dropped. An axis that makes no difference therefore never shows.
 */
import type { Condition, Dimension } from './diff-model.ts';

/** A condition as value indexes per axis (an axis not named may take any value). */
export type IndexCondition = { axis: number; values: number[] }[];

/**
 * The conditions of the points of a product of axes (sizes `sizes`, the first axis varying
 * slowest) for which `member(index)` is true.
 *
 * @example compressIndexes([2, 2], (i) => i < 2) // [[{ axis: 0, values: [0] }]]
 * @example compressIndexes([2, 2], () => true)   // [[]]
 */
export function compressIndexes(sizes: readonly number[], member: (index: number) => boolean): IndexCondition[] {
  const strides = new Array<number>(sizes.length);
  let stride = 1;
  for (let d = sizes.length - 1; d >= 0; d -= 1) {
    strides[d] = stride;
    stride *= sizes[d] as number;
  }
  const walk = (d: number, base: number): IndexCondition[] => {
    if (d === sizes.length) return member(base) ? [[]] : [];
    const groups = new Map<string, { values: number[]; sub: IndexCondition[] }>();
    for (let v = 0; v < (sizes[d] as number); v += 1) {
      const sub = walk(d + 1, base + v * (strides[d] as number));
      if (sub.length === 0) continue;
      const key = JSON.stringify(sub);
      const group = groups.get(key);
      if (group) group.values.push(v);
      else groups.set(key, { values: [v], sub });
    }
    const out: IndexCondition[] = [];
    for (const { values, sub } of groups.values()) {
      if (values.length === sizes[d]) out.push(...sub);
      else for (const c of sub) out.push([{ axis: d, values }, ...c]);
    }
    return out;
  };
  return walk(0, 0);
}

/** Index conditions in the words of their dimensions. */
export function conditionsOf(dimensions: readonly Dimension[], conditions: readonly IndexCondition[]): Condition[] {
  return conditions.map((c) =>
    c.map(({ axis, values }) => {
      const dimension = dimensions[axis] as Dimension;
      return { dimension: dimension.id, label: dimension.label, values: values.map((v) => dimension.values[v] as Dimension['values'][number]), indexes: values };
    }),
  );
}

/**
 * Whether a point (value indexes per axis) meets any of the conditions: how the tests re-expand them.
 *
 * @example meetsAny([1, 0], [[{ axis: 0, values: [1] }]]) // true
 */
export function meetsAny(point: readonly number[], conditions: readonly IndexCondition[]): boolean {
  return conditions.some((c) => c.every(({ axis, values }) => values.includes(point[axis] as number)));
}
