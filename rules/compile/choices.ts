/**
 * Labelled choices as RJSF v6 draws them (issue 8 §1): `oneOf: [{ const, title }]`, the value
 * and its Chinese label, so a select, radio group or checkbox list shows the label and holds the
 * code. Labels come from `rules/model/constants.ts` or the bundle, never from here.
 */
import type { JsonSchema } from './contract.ts';

/** One labelled choice. */
export interface Choice {
  value: number | string;
  label: string;
}

/**
 * The choices of some codes with their labels; a code without a label is shown as itself. Repeated
 * values count once (a value matching two `oneOf` entries would match neither).
 *
 * @example choicesOf([4, 2], { '2': '信用卡', '4': '挂账' }) // [{ value: 4, label: '挂账' }, { value: 2, label: '信用卡' }]
 */
export function choicesOf(values: readonly (number | string)[], labels: Readonly<Record<string, string>>): Choice[] {
  return [...new Set(values)].map((value) => ({ value, label: labels[String(value)] ?? String(value) }));
}

/**
 * The `oneOf` of labelled choices, or nothing when there is no choice (draft-07 wants at least
 * one entry in a `oneOf`).
 *
 * @example labelledOneOf([{ value: 1, label: '同城单程' }]) // { oneOf: [{ const: 1, title: '同城单程' }] }
 */
export function labelledOneOf(choices: readonly Choice[]): { oneOf?: JsonSchema[] } {
  if (choices.length === 0) return {};
  return { oneOf: choices.map((c) => ({ const: c.value, title: c.label })) };
}
