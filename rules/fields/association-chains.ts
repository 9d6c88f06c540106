/**
 * The shape of the association graph (spec §4, D4, D10): where each field's parent chain ends.
 * Each associated field points at its parent (`parentSpecialId`), so every chain ends at a root
 * (a field that is not associated), at a parent that does not exist, or in a cycle. Computed in
 * one walk over the graph, each field visited once, so a chain of 20,000 fields costs 20,000
 * steps and not 20,000² (issue 7, point 8). Iterative, so no chain is too long for the stack.
 */
import { specialFieldIndex, type SpecialFieldConfig } from '../model/bundle.ts';

/**
 * Where a field's parent chain ends: `root` (the field or an ancestor is not associated),
 * `missing` (an associated field on the chain has no parent or an unknown one), `cycle` (the
 * field lies on a cycle), `belowCycle` (the chain runs into a cycle the field is not on).
 */
export type ChainEnd = 'root' | 'missing' | 'cycle' | 'belowCycle';

export interface AssociationChains {
  /** The chain end of each field, by specialId (the first field of a duplicated id). */
  end: ReadonlyMap<number, ChainEnd>;
  /**
   * Each cycle once, as its member ids in parent order, starting with the member that comes
   * first in the bundle: `[321, 323, 322]` means 321's parent is 323, 323's is 322, 322's is 321.
   */
  cycles: readonly (readonly number[])[];
  /**
   * How many fields the chain of each field ending at a root holds, the field and its root
   * included (a field that is not associated: 1, its child: 2), by specialId; none for the other
   * ends. What the depth cap reads (rules/config/bundle-caps.ts).
   */
  depth: ReadonlyMap<number, number>;
}

/**
 * The associated parent of a field, when it has one: `undefined` for a field that is not
 * associated, `null` for an associated field whose parent is unset or does not exist.
 */
export function associatedParent(
  field: SpecialFieldConfig,
  byId: ReadonlyMap<number, SpecialFieldConfig>,
): SpecialFieldConfig | null | undefined {
  if (!field.isAssociation) return undefined;
  const parentId = field.parentSpecialId;
  return (parentId === null || parentId === undefined ? undefined : byId.get(parentId)) ?? null;
}

/**
 * Classifies every field's chain in one pass (each field entered once, each parent looked up
 * once). Duplicated ids count once, as the first field with that id, as everywhere else.
 *
 * @example
 * associationChains([{ specialId: 1, configName: 'a', showType: 3, isAssociation: true, parentSpecialId: 2 },
 *                    { specialId: 2, configName: 'b', showType: 3, isAssociation: true, parentSpecialId: 1 }]).cycles
 * // [[1, 2]]
 */
export function associationChains(fields: readonly SpecialFieldConfig[]): AssociationChains {
  let chains = chainsByFields.get(fields);
  if (!chains) {
    chains = walkChains(fields);
    chainsByFields.set(fields, chains);
  }
  return chains;
}

/**
 * The chains of a field list, kept per list object as `specialFieldIndex` keeps its index: a
 * bundle is not changed in place (a new config is a new object), and `evaluate` runs once per
 * keystroke and thousands of times per impact diff on the same bundle (issue 10 §3), so the
 * walk is done once per bundle, not once per call.
 */
const chainsByFields = new WeakMap<readonly SpecialFieldConfig[], AssociationChains>();

function walkChains(fields: readonly SpecialFieldConfig[]): AssociationChains {
  const byId = specialFieldIndex(fields);
  const end = new Map<number, ChainEnd>();
  const depth = new Map<number, number>();
  const cycles: number[][] = [];
  /** The position in the current walk of each field on it (the "grey" fields). */
  const onWalk = new Map<number, number>();

  for (const start of byId.values()) {
    if (end.has(start.specialId)) continue;
    const walk: SpecialFieldConfig[] = [];
    let cur: SpecialFieldConfig = start;
    let reached: ChainEnd;
    /** The depth of the field the walk ran into, when it ran into one already decided. */
    let below = 0;
    for (;;) {
      const known = end.get(cur.specialId);
      if (known !== undefined) {
        reached = known === 'cycle' ? 'belowCycle' : known;
        below = depth.get(cur.specialId) ?? 0;
        break;
      }
      const position = onWalk.get(cur.specialId);
      if (position !== undefined) {
        // The walk came back to itself: walk[position..] is a new cycle.
        const members = walk.slice(position);
        for (const m of members) {
          end.set(m.specialId, 'cycle');
          onWalk.delete(m.specialId);
        }
        cycles.push(members.map((m) => m.specialId));
        walk.length = position;
        reached = 'belowCycle';
        break;
      }
      onWalk.set(cur.specialId, walk.length);
      walk.push(cur);
      const parent = associatedParent(cur, byId);
      if (parent === undefined) {
        reached = 'root';
        break;
      }
      if (parent === null) {
        reached = 'missing';
        break;
      }
      cur = parent;
    }
    for (const f of walk) {
      end.set(f.specialId, reached);
      onWalk.delete(f.specialId);
    }
    // The walk runs child → parent, so its last field sits right below `below` (0: it is the root).
    if (reached === 'root') for (let k = walk.length - 1; k >= 0; k -= 1) depth.set(walk[k]!.specialId, ++below);
  }
  const order = new Map([...byId.keys()].map((id, i) => [id, i]));
  return { end, depth, cycles: cycles.map((c) => startAtFirst(c, order)).sort((a, b) => (order.get(a[0]!) ?? 0) - (order.get(b[0]!) ?? 0)) };
}

/** Rotates a cycle so that it starts with the member that comes first in the bundle. */
function startAtFirst(cycle: readonly number[], order: ReadonlyMap<number, number>): number[] {
  let at = 0;
  cycle.forEach((id, i) => {
    if ((order.get(id) ?? 0) < (order.get(cycle[at]!) ?? 0)) at = i;
  });
  return [...cycle.slice(at), ...cycle.slice(0, at)];
}
