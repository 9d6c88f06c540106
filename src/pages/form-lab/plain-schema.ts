/**
 * The baseline of issue 9 §1: an enterprise's special config written "the plain way", as ONE JSON
 * Schema for one RJSF form with no rules core. Association chains (spec §4, docs/rules.md 4.2)
 * become `dependencies` with a `oneOf` branch per parent option, the branch adding the children
 * that option shows (nested for grandchildren); must conditions on the trip type (§5, rules 4.3,
 * 4.4) become `if`/`then` on a `tripType` property of the same form, the skip list a `not` on a
 * `passengerName` property. Applicability (4.1) is decided once, here, as the schema is written.
 *
 * Only the bench page (`/FormLab?baseline=1`) uses it; the portal's booking forms come from the
 * compiler (`rules/compile/`). What it leaves out, as a hand-written schema would: own-car duration
 * conditions (they never hold for a special car) and trimming names before the skip list.
 */
import type { SpecialFieldConfig } from '../../../rules/model/bundle.ts';

type Schema = Record<string, unknown>;
type UiSchema = Record<string, Record<string, unknown>>;

/** What the plain form is built from: the special fields and the special-car trip types. */
export interface PlainFormInput {
  specialFields: readonly SpecialFieldConfig[];
  /** The trip types offered (`enterpriseServiceTripTypeList`) and the default one. */
  tripTypes: readonly number[];
  defaultTripType?: number;
}

export interface PlainForm {
  schema: Schema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
}

/** Business type of a special-car booking (spec §3), the only one the baseline draws. */
const SPECIAL_CAR = 4;
/** showType values (rules/model/constants.ts `ShowType`), repeated here: the baseline uses no rules core. */
const READ_ONLY = 1;
const DROPDOWN = 3;
const RADIO = 4;
const CHECKBOX = 5;
const HIDDEN = 7;
const DESCRIPTION = 8;
/** Must condition type 2: the trip type is in the list (rules 4.3). */
const TRIP_TYPE_IN = 2;

const key = (field: SpecialFieldConfig) => String(field.specialId);

function applies(field: SpecialFieldConfig): boolean {
  return field.isShow === true && field.statusFlag === 1 && field.showType !== HIDDEN && (field.businessTypeList ?? []).includes(SPECIAL_CAR);
}

function fieldSchema(field: SpecialFieldConfig): Schema {
  const options = (field.showTypeConfigInfo ?? []).map((o) => ({ const: o.optionId, title: o.optionContent }));
  const title = field.configName;
  if (field.showType === DROPDOWN || field.showType === RADIO) return options.length > 0 ? { type: 'number', title, oneOf: options } : { type: 'number', title };
  if (field.showType === CHECKBOX) return { type: 'array', title, uniqueItems: true, items: options.length > 0 ? { type: 'number', oneOf: options } : { type: 'number' } };
  if (field.showType === READ_ONLY || field.showType === DESCRIPTION) return { type: 'string', title, readOnly: true };
  return { type: 'string', title };
}

/** `required` (always) or an `if`/`then` (must conditions), for a field where it is defined. */
function requiredParts(field: SpecialFieldConfig): { always: boolean; conditional?: Schema } {
  if (!field.isMandatory || [READ_ONLY, HIDDEN, DESCRIPTION].includes(field.showType)) return { always: false };
  if (!field.isHaveMustCondition) return { always: true };
  const tripTypes = (field.mustConditionConfigList ?? [])
    .filter((c) => c.conditionType === TRIP_TYPE_IN)
    .flatMap((c) => c.conditionValue.split(',').map((v) => Number(v.trim())))
    .filter((n) => Number.isInteger(n));
  if (tripTypes.length === 0) return { always: false };
  const skip = (field.skipMustConditionConfigList ?? []).map((s) => s.passengerName);
  const when: Schema = { properties: { tripType: { enum: tripTypes } }, required: ['tripType'] };
  if (skip.length > 0) (when.properties as Schema).passengerName = { not: { enum: skip } };
  return { always: false, conditional: { if: when, then: { required: [key(field)] } } };
}

/**
 * Writes `fields` (one level of the chains) into `target` (the root object or a dependency
 * branch), with their children's `dependencies` below them.
 */
function addFields(target: Schema, fields: readonly SpecialFieldConfig[], childrenOf: Map<number, SpecialFieldConfig[]>, uiSchema: UiSchema, seen: Set<number>): void {
  const properties = (target.properties ??= {}) as Schema;
  for (const field of fields) {
    if (seen.has(field.specialId)) continue; // a cycle: its fields are never shown (rules 4.2)
    seen.add(field.specialId);
    properties[key(field)] = fieldSchema(field);
    if (field.showType === RADIO) uiSchema[key(field)] = { 'ui:widget': 'radio' };
    if (field.showType === CHECKBOX) uiSchema[key(field)] = { 'ui:widget': 'checkboxes' };
    const { always, conditional } = requiredParts(field);
    if (always) ((target.required ??= []) as string[]).push(key(field));
    if (conditional) ((target.allOf ??= []) as Schema[]).push(conditional);
    const children = childrenOf.get(field.specialId) ?? [];
    if (children.length === 0) continue;
    const branches = (field.showTypeConfigInfo ?? []).map((option) => {
      const shown = children.filter((c) => (c.associationParentInfo ?? []).some((a) => a.optionId === option.optionId && !a.whetherHide));
      const branch: Schema = { properties: { [key(field)]: field.showType === CHECKBOX ? { contains: { const: option.optionId } } : { const: option.optionId } } };
      addFields(branch, shown, childrenOf, uiSchema, seen);
      return branch;
    });
    // A checkbox may tick several options at once: each option's children are an if/then of their own.
    if (field.showType === CHECKBOX) {
      for (const branch of branches) {
        const { properties: branchProperties, ...rest } = branch as { properties: Schema };
        const test = branchProperties[key(field)];
        const { [key(field)]: _, ...added } = branchProperties;
        ((target.allOf ??= []) as Schema[]).push({ if: { properties: { [key(field)]: test }, required: [key(field)] }, then: { properties: added, ...rest } });
      }
    } else {
      ((target.dependencies ??= {}) as Schema)[key(field)] = { oneOf: branches };
    }
  }
}

/**
 * The plain schema of an enterprise's special-car special config.
 *
 * @example
 * plainSchema({ specialFields: [parent, child], tripTypes: [1, 5], defaultTripType: 5 }).schema.dependencies
 * // { '201': { oneOf: [{ properties: { '201': { const: 1 }, '202': { type: 'string', title: '客户名称' } } }, …] } }
 */
export function plainSchema({ specialFields, tripTypes, defaultTripType }: PlainFormInput): PlainForm {
  const shown = specialFields.filter(applies);
  const byId = new Map(shown.map((f) => [f.specialId, f]));
  const childrenOf = new Map<number, SpecialFieldConfig[]>();
  const roots: SpecialFieldConfig[] = [];
  for (const field of shown) {
    if (!field.isAssociation) {
      roots.push(field);
      continue;
    }
    const parent = field.parentSpecialId === null || field.parentSpecialId === undefined ? undefined : byId.get(field.parentSpecialId);
    if (!parent) continue; // a missing or inapplicable parent hides the field (rules 4.2)
    const siblings = childrenOf.get(parent.specialId) ?? [];
    siblings.push(field);
    childrenOf.set(parent.specialId, siblings);
  }
  const schema: Schema = {
    type: 'object',
    properties: {
      tripType: tripTypes.length > 0 ? { type: 'number', title: '行程类型', enum: [...tripTypes] } : { type: 'number', title: '行程类型' },
      passengerName: { type: 'string', title: '乘车人' },
    },
  };
  const uiSchema: UiSchema = {};
  addFields(schema, roots, childrenOf, uiSchema, new Set());
  return { schema, uiSchema, formData: defaultTripType === undefined ? {} : { tripType: defaultTripType } };
}
