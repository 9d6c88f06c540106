/**
 * The memoised, iterative association walk (issue 7, point 8) against naive references that
 * follow each field's chain on its own: same chain ends, same visibility, same reasons.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { associationChains, type ChainEnd } from '../../rules/fields/association-chains.ts';
import { fieldVisibility, parentChoiceShows, type FieldVisibility } from '../../rules/fields/special-field-visibility.ts';
import { lintBundle } from '../../rules/config/lint-bundle.ts';
import { CHOICE_SHOW_TYPES, SPECIAL_FIELD_ENABLED } from '../../rules/model/constants.ts';
import type { SpecialFieldConfig } from '../../rules/model/bundle.ts';
import { chosenOptionIds, type SpecialValue } from '../../rules/model/scenario.ts';
import { reason } from '../../rules/model/reasons.ts';
import { businessTypeArb, specialFieldArb, specialValueArb } from '../arbitraries/bundle.ts';

const ID_POOL = 8;

/**
 * Fields from a small id pool, most of them made to apply, associated, and shown by option 1 of
 * their parent, so chains that show, cycles and missing parents are all common.
 */
const linkedFieldsArb = fc.array(
  fc.tuple(specialFieldArb(ID_POOL), fc.integer({ min: 0, max: 3 })).map(([f, tame]): SpecialFieldConfig =>
    tame === 0
      ? f
      : {
          ...f,
          isShow: true,
          statusFlag: SPECIAL_FIELD_ENABLED,
          businessTypeList: [4, 5],
          showType: 3,
          isAssociation: tame > 1,
          parentSpecialId: f.parentSpecialId ?? 1,
          associationParentInfo: [
            { optionId: 1, whetherHide: false },
            { optionId: 2, whetherHide: true },
          ],
        },
  ),
  { minLength: 2, maxLength: 10 },
);
/** A value for each id of the pool, mostly the showing option 1, the hiding option 2, or both. */
const valuesArb = fc.array(fc.oneof(fc.constantFrom(1, 1, 2, [1, 2]), specialValueArb), { minLength: ID_POOL + 1, maxLength: ID_POOL + 1 });

function firstById(fields: readonly SpecialFieldConfig[]): Map<number, SpecialFieldConfig> {
  const byId = new Map<number, SpecialFieldConfig>();
  for (const f of fields) if (!byId.has(f.specialId)) byId.set(f.specialId, f);
  return byId;
}

/** The parent a field's chain continues to, the slow way. */
function parentOf(f: SpecialFieldConfig, byId: Map<number, SpecialFieldConfig>): SpecialFieldConfig | null | undefined {
  if (!f.isAssociation) return undefined;
  return f.parentSpecialId === null || f.parentSpecialId === undefined ? null : (byId.get(f.parentSpecialId) ?? null);
}

/** Follows one field's chain for as many steps as there are fields. */
function naiveEnd(f: SpecialFieldConfig, byId: Map<number, SpecialFieldConfig>): ChainEnd {
  let cur = f;
  for (let step = 0; step <= byId.size; step += 1) {
    const parent = parentOf(cur, byId);
    if (parent === undefined) return 'root';
    if (parent === null) return 'missing';
    if (parent.specialId === f.specialId) return 'cycle';
    cur = parent;
  }
  return 'belowCycle';
}

/** Each field decided on its own by recursion up its chain, nothing remembered. */
function naiveVisibility(fields: readonly SpecialFieldConfig[], businessType: number, valueOf: (id: number) => SpecialValue) {
  const byId = firstById(fields);
  const visibility = (f: SpecialFieldConfig): FieldVisibility => {
    const hidden = (r: ReturnType<typeof reason>) => ({ visible: false, because: [r] });
    if (!(f.businessTypeList ?? []).includes(businessType)) return hidden(reason('field.notForBusinessType', { businessType }));
    if (f.isShow !== true) return hidden(reason('field.switchedOff'));
    if (f.statusFlag === undefined || f.statusFlag === null) return hidden(reason('field.statusMissing'));
    if (f.statusFlag !== SPECIAL_FIELD_ENABLED) return hidden(reason('field.disabled', { statusFlag: f.statusFlag }));
    if (f.showType === 7) return hidden(reason('field.hiddenType'));
    if (!f.isAssociation) return { visible: true, because: [reason('field.applies')] };
    const parentId = f.parentSpecialId;
    if (parentId === null || parentId === undefined) return hidden(reason('field.noParent'));
    const parent = byId.get(parentId);
    if (!parent) return hidden(reason('field.parentMissing', { parentId }));
    const about = { parentId, parentName: parent.configName };
    if (naiveEnd(parent, byId) === 'cycle') return hidden(reason('field.parentCycle', about));
    if (!visibility(parent).visible) return hidden(reason('field.parentHidden', about));
    if (!CHOICE_SHOW_TYPES.includes(parent.showType)) return hidden(reason('field.parentNotChoice', about));
    if (chosenOptionIds(valueOf(parentId)).length === 0) return hidden(reason('field.parentNotChosen', about));
    return parentChoiceShows(f, valueOf(parentId))
      ? { visible: true, because: [reason('field.parentChoiceShows', about)] }
      : hidden(reason('field.parentChoiceHides', about));
  };
  return new Map([...byId.values()].map((f) => [f.specialId, visibility(f)]));
}

test.prop([linkedFieldsArb])('each chain ends where following it field by field says, and each cycle is named once', (fields) => {
  const byId = firstById(fields);
  const { end, cycles } = associationChains(fields);
  expect(Object.fromEntries(end)).toEqual(Object.fromEntries([...byId.values()].map((f) => [f.specialId, naiveEnd(f, byId)])));
  const members = cycles.flat();
  expect(new Set(members).size).toBe(members.length);
  expect(members.sort((a, b) => a - b)).toEqual([...end].filter(([, e]) => e === 'cycle').map(([id]) => id).sort((a, b) => a - b));
  for (const cycle of cycles) cycle.forEach((id, k) => expect(byId.get(id)?.parentSpecialId).toBe(cycle[(k + 1) % cycle.length]));
});

test.prop([linkedFieldsArb])('the depth of a field ending at a root is the number of fields on its chain, counted field by field', (fields) => {
  const byId = firstById(fields);
  const naiveDepth = (f: SpecialFieldConfig) => {
    let n = 1;
    for (let cur = parentOf(f, byId); cur; cur = parentOf(cur, byId)) n += 1;
    return n;
  };
  const { end, depth } = associationChains(fields);
  const rooted = [...byId.values()].filter((f) => end.get(f.specialId) === 'root');
  expect(Object.fromEntries(depth)).toEqual(Object.fromEntries(rooted.map((f) => [f.specialId, naiveDepth(f)])));
});

test.prop([linkedFieldsArb, businessTypeArb, valuesArb])(
  'the memoised visibility equals deciding each field on its own, reasons included',
  (fields, businessType, values) => {
    const valueOf = (id: number) => values[id];
    expect(fieldVisibility(fields, businessType, valueOf)).toEqual(naiveVisibility(fields, businessType, valueOf));
  },
);

test.prop([linkedFieldsArb])('the linter reports exactly one association-cycle per cycle', (fields) => {
  const result = lintBundle({ enterpriseId: 1, specialFields: fields });
  fc.pre(result.errors.every((e) => !e.code.startsWith('schema.')));
  expect(result.errors.filter((e) => e.code === 'association-cycle')).toHaveLength(associationChains(fields).cycles.length);
});
