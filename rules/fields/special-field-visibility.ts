/**
 * Whether each special config field is shown (spec §4, D4): applicability by business type,
 * switch and status; association chains followed to the root.
 */
import { SPECIAL_FIELD_ENABLED, ShowType } from '../model/constants.ts';
import { specialFieldIndex, type SpecialFieldConfig } from '../model/bundle.ts';
import { chosenOptionIds, type SpecialValue } from '../model/scenario.ts';
import { reason, type Reason } from '../model/reasons.ts';

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
 */
export function parentChoiceShows(field: SpecialFieldConfig, parentValue: SpecialValue): boolean {
  const chosen = chosenOptionIds(parentValue);
  const entries = field.associationParentInfo ?? [];
  return chosen.some((id) => entries.some((e) => e.optionId === id && !e.whetherHide));
}

/**
 * The visibility of every field of a bundle for a business type and the values chosen so far.
 * A field shows when it applies, is not of kind 7 (hidden), and, when associated, its parent
 * shows and the parent's choice shows it. A missing parent or a cycle hides the field.
 * Each field is decided once (memoised), so chains cost linear time.
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
  const decided = new Map<number, FieldVisibility>();
  const onPath = new Set<number>();

  const decide = (field: SpecialFieldConfig): FieldVisibility => {
    const known = decided.get(field.specialId);
    if (known) return known;
    onPath.add(field.specialId);
    const result = decideOne(field);
    onPath.delete(field.specialId);
    decided.set(field.specialId, result);
    return result;
  };

  const decideOne = (field: SpecialFieldConfig): FieldVisibility => {
    const problem = applicabilityProblem(field, businessType);
    if (problem) return { visible: false, because: [problem] };
    if (field.showType === ShowType.HIDDEN.value) return { visible: false, because: [reason('field.hiddenType')] };
    if (!field.isAssociation) return { visible: true, because: [reason('field.applies')] };
    const parentId = field.parentSpecialId;
    if (parentId === null || parentId === undefined) return { visible: false, because: [reason('field.noParent')] };
    const parent = byId.get(parentId);
    if (!parent) return { visible: false, because: [reason('field.parentMissing', { parentId })] };
    const aboutParent = { parentId, parentName: parent.configName };
    if (onPath.has(parentId)) return { visible: false, because: [reason('field.parentCycle', aboutParent)] };
    const parentState = decide(parent);
    if (!parentState.visible) return { visible: false, because: [reason('field.parentHidden', aboutParent)] };
    const parentValue = valueOf(parentId);
    if (chosenOptionIds(parentValue).length === 0) {
      return { visible: false, because: [reason('field.parentNotChosen', aboutParent)] };
    }
    return parentChoiceShows(field, parentValue)
      ? { visible: true, because: [reason('field.parentChoiceShows', aboutParent)] }
      : { visible: false, because: [reason('field.parentChoiceHides', aboutParent)] };
  };

  for (const f of byId.values()) decide(f);
  return decided;
}
