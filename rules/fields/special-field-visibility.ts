/**
 * Whether each special config field is shown (spec §4, D4): applicability by business type,
 * switch and status; association chains followed to the root.
 */
import { CHOICE_SHOW_TYPES, SPECIAL_FIELD_ENABLED, ShowType } from '../model/constants.ts';
import { specialFieldIndex, type SpecialFieldConfig } from '../model/bundle.ts';
import { associationChains } from './association-chains.ts';
import { chosenOptionIds, type SpecialValue } from '../model/scenario.ts';
import { reason, type Reason } from '../model/reason-format.ts';

export interface FieldVisibility {
  visible: boolean;
  because: Reason[];
}

/**
 * A field applies to a booking when its `businessTypeList` holds the business type, `isShow`
 * is true and `statusFlag` is 1 (D4).
 *
 * @example isFieldApplicable({ specialId: 1, configName: 'x', showType: 2, isShow: true, statusFlag: 1, businessTypeList: [4] }, 4) // true
 */
export function isFieldApplicable(field: SpecialFieldConfig, businessType: number): boolean {
  return applicabilityProblem(field, businessType) === null;
}

function applicabilityProblem(field: SpecialFieldConfig, businessType: number): Reason | null {
  if (!(field.businessTypeList ?? []).includes(businessType)) return reason('field.notForBusinessType', { businessType });
  if (field.isShow !== true) return reason('field.switchedOff');
  if (field.statusFlag === undefined || field.statusFlag === null) return reason('field.statusMissing');
  if (field.statusFlag !== SPECIAL_FIELD_ENABLED) return reason('field.disabled', { statusFlag: field.statusFlag });
  return null;
}

/**
 * Whether an associated field's parent choice shows it (D4): some chosen option of the parent
 * has an entry with `whetherHide` false. No choice, no entry, or `whetherHide` true hides it.
 * Linear in the options chosen and the entries (a set, not a nested search).
 */
export function parentChoiceShows(field: SpecialFieldConfig, parentValue: SpecialValue): boolean {
  const showing = new Set((field.associationParentInfo ?? []).filter((e) => !e.whetherHide).map((e) => e.optionId));
  return chosenOptionIds(parentValue).some((id) => showing.has(id));
}

/**
 * The visibility of every field of a bundle for a business type and the values chosen so far.
 * A field shows when it applies, is not of kind 7 (hidden), and, when associated, its parent
 * shows, is a choice field (kinds 3, 4, 5) and the parent's choice shows it. A missing parent or a cycle hides the field: a field
 * whose parent lies on a cycle (the fields of the cycle and those hanging right below it) is
 * hidden with `field.parentCycle`, whatever the order of the bundle.
 * Each field is decided once (memoised) and chains are followed without recursion, so a chain of
 * 20,000 fields costs linear time and no stack (issue 7, point 8).
 *
 * @example
 * fieldVisibility(fields, 4, (id) => values[id]).get(12)?.visible
 */
export function fieldVisibility(
  fields: readonly SpecialFieldConfig[],
  businessType: number,
  valueOf: (specialId: number) => SpecialValue,
): Map<number, FieldVisibility> {
  const byId = specialFieldIndex(fields);
  const chains = associationChains(fields).end;
  const decided = new Map<number, FieldVisibility>();

  /** The decision that needs nothing from the parent, or the parent to decide first. */
  const decideAlone = (field: SpecialFieldConfig): FieldVisibility | { parent: SpecialFieldConfig } => {
    const problem = applicabilityProblem(field, businessType);
    if (problem) return { visible: false, because: [problem] };
    if (field.showType === ShowType.HIDDEN.value) return { visible: false, because: [reason('field.hiddenType')] };
    if (!field.isAssociation) return { visible: true, because: [reason('field.applies')] };
    const parentId = field.parentSpecialId;
    if (parentId === null || parentId === undefined) return { visible: false, because: [reason('field.noParent')] };
    const parent = byId.get(parentId);
    if (!parent) return { visible: false, because: [reason('field.parentMissing', { parentId })] };
    if (chains.get(parentId) === 'cycle') {
      return { visible: false, because: [reason('field.parentCycle', { parentId, parentName: parent.configName })] };
    }
    return { parent };
  };

  /** The decision once the parent (not on a cycle) is decided. */
  const decideBelow = (field: SpecialFieldConfig, parent: SpecialFieldConfig, parentState: FieldVisibility): FieldVisibility => {
    const parentId = parent.specialId;
    const aboutParent = { parentId, parentName: parent.configName };
    if (!parentState.visible) return { visible: false, because: [reason('field.parentHidden', aboutParent)] };
    // Only a choice has options to choose (D4 "the parent's chosen option"): a read-only or text
    // parent never shows its children, whatever its value reads as (the linter's parent-not-choice).
    if (!CHOICE_SHOW_TYPES.includes(parent.showType)) return { visible: false, because: [reason('field.parentNotChoice', aboutParent)] };
    const parentValue = valueOf(parentId);
    if (chosenOptionIds(parentValue).length === 0) {
      return { visible: false, because: [reason('field.parentNotChosen', aboutParent)] };
    }
    return parentChoiceShows(field, parentValue)
      ? { visible: true, because: [reason('field.parentChoiceShows', aboutParent)] }
      : { visible: false, because: [reason('field.parentChoiceHides', aboutParent)] };
  };

  for (const start of byId.values()) {
    // Climb until a field is decided or decides alone; the parents met are not on a cycle,
    // so the climb ends. Then decide the fields climbed through, top down.
    const climbed: [SpecialFieldConfig, SpecialFieldConfig][] = [];
    for (let cur: SpecialFieldConfig | undefined = start; cur && !decided.has(cur.specialId); ) {
      const alone = decideAlone(cur);
      if ('parent' in alone) {
        climbed.push([cur, alone.parent]);
        cur = alone.parent;
      } else {
        decided.set(cur.specialId, alone);
        break;
      }
    }
    for (let k = climbed.length - 1; k >= 0; k -= 1) {
      const [field, parent] = climbed[k] as [SpecialFieldConfig, SpecialFieldConfig];
      decided.set(field.specialId, decideBelow(field, parent, decided.get(parent.specialId) as FieldVisibility));
    }
  }
  return decided;
}
