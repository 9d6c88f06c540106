/**
 * The special-config section (spec §3 "Special config field", §9 form field kinds, D4, issue 8
 * §1): one property per shown field, keyed by its specialId as text (the keys of a scenario's
 * `values`), titled with its configName. Choice fields offer their option ids labelled with the
 * optionContent; a checkbox holds a list of ids. A field that is not visible is absent, and so is
 * a hidden one (kind 7: its default is still submitted, `specialConfigsToSubmit`); a required one
 * is in `required`; a read-only one is `ui:readonly`; a text description (kind 8) is drawn by
 * `FormWidget.DESCRIPTION` and holds no value; an attachment (kind 6) by `FormWidget.ATTACHMENT`.
 */
import { ShowType } from '../model/constants.ts';
import type { EnterpriseBundle, SpecialFieldConfig } from '../model/bundle.ts';
import { specialFieldIndex, specialFieldsOf } from '../model/bundle.ts';
import { labelledOneOf, type Choice } from './choices.ts';
import type { SpecialFieldFact } from './compile-facts.ts';
import { FormWidget, type JsonSchema, type UiSchema } from './contract.ts';

/** The section's title where a booking form embeds it (the form schemas' `specialConfig` title). */
export const SPECIAL_CONFIG_TITLE = '特殊配置';

/** The longest special-config text (the form schemas' long text, `common.schema.json`). */
const MAX_TEXT = 2000;

export interface CompiledSection {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

/** A field's options, each option id once (the first one counts), labelled by its optionContent. */
function optionChoices(field: SpecialFieldConfig): Choice[] {
  const seen = new Set<number>();
  const choices: Choice[] = [];
  for (const option of field.showTypeConfigInfo ?? []) {
    if (seen.has(option.optionId)) continue;
    seen.add(option.optionId);
    choices.push({ value: option.optionId, label: option.optionContent });
  }
  return choices;
}

/** A default that fits the field's value shape, or nothing. */
function textDefault(field: SpecialFieldConfig): { default?: string } {
  const value = field.defaultValue;
  return typeof value === 'string' || typeof value === 'number' ? { default: String(value) } : {};
}

/** The schema and uiSchema of one shown field. */
function fieldSchema(field: SpecialFieldConfig, fact: SpecialFieldFact): { schema: JsonSchema; ui: Record<string, unknown> } {
  const title = field.configName;
  const readonly = fact.editable ? {} : { 'ui:readonly': true };
  const options = optionChoices(field);
  switch (field.showType) {
    case ShowType.DROPDOWN.value:
      return { schema: { type: 'integer', title, ...labelledOneOf(options) }, ui: { ...readonly } };
    case ShowType.RADIO.value:
      return { schema: { type: 'integer', title, ...labelledOneOf(options) }, ui: { 'ui:widget': 'radio', ...readonly } };
    case ShowType.CHECKBOX.value:
      return {
        schema: {
          type: 'array',
          title,
          items: { type: 'integer', ...labelledOneOf(options) },
          uniqueItems: true,
          // A required checkbox needs one option ticked: an empty list is "no value" (D4, isEmptyValue).
          ...(fact.required ? { minItems: 1 } : {}),
        },
        ui: options.length > 0 ? { 'ui:widget': 'checkboxes', ...readonly } : { ...readonly },
      };
    case ShowType.ATTACHMENT.value:
      return { schema: { type: 'string', title, maxLength: MAX_TEXT }, ui: { 'ui:widget': FormWidget.ATTACHMENT, ...readonly } };
    case ShowType.DESCRIPTION.value:
      return {
        schema: { type: 'string', title },
        ui: {
          'ui:widget': FormWidget.DESCRIPTION,
          'ui:readonly': true,
          'ui:options': { text: typeof field.defaultValue === 'string' && field.defaultValue !== '' ? field.defaultValue : field.configName },
        },
      };
    case ShowType.READ_ONLY.value:
      return { schema: { type: 'string', title, maxLength: MAX_TEXT, ...textDefault(field) }, ui: { 'ui:readonly': true } };
    default:
      // Kind 2, the text box, and any kind the schema lets through that the spec does not name.
      return { schema: { type: 'string', title, maxLength: MAX_TEXT }, ui: { ...readonly } };
  }
}

/**
 * The special-config section of a bundle for some field states, in the bundle's order.
 *
 * @example
 * specialConfigSection(bundle, [{ specialId: 7, visible: true, required: true, editable: true }]).schema
 * // { type: 'object', title: '特殊配置', properties: { '7': { type: 'string', title: '项目编号', maxLength: 2000 } }, required: ['7'] }
 */
export function specialConfigSection(bundle: EnterpriseBundle, facts: readonly SpecialFieldFact[]): CompiledSection {
  const byId = specialFieldIndex(specialFieldsOf(bundle));
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: Record<string, unknown> = {};
  const required: string[] = [];
  // Integer-like keys ('7', '12') iterate in numeric order in JavaScript, so the bundle's order is
  // kept in a list of its own for `ui:order`.
  const order: string[] = [];
  for (const fact of facts) {
    const field = byId.get(fact.specialId);
    if (!field || !fact.visible || field.showType === ShowType.HIDDEN.value) continue;
    const key = String(field.specialId);
    const compiled = fieldSchema(field, fact);
    properties[key] = compiled.schema;
    order.push(key);
    if (Object.keys(compiled.ui).length > 0) uiSchema[key] = compiled.ui;
    if (fact.required) required.push(key);
  }
  const schema: JsonSchema = {
    type: 'object',
    title: SPECIAL_CONFIG_TITLE,
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
  return { schema, uiSchema: { 'ui:order': order, ...uiSchema } };
}
