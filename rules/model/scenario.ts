/**
 * The scenario (D2): the booking as it stands. Every field is optional; a missing one is
 * "not chosen yet". Types are derived from schemas/scenario.schema.json.
 */
import { SPECIAL_CAR } from './constants.ts';
import type { Scenario } from '../generated/scenario.ts';

export type { Scenario, ScenarioAddress } from '../generated/scenario.ts';

/** A special-config value: a text, a number, option ids (checkbox), or nothing. */
export type SpecialValue = string | number | number[] | null | undefined;

/**
 * The business type a scenario books. A scenario that has not chosen one is a special-car
 * booking, the portal's main flow (docs/rules.md "Scenario defaults").
 */
export function scenarioBusinessType(scenario: Scenario): 4 | 5 {
  return scenario.businessType ?? SPECIAL_CAR;
}

/** The value entered for a special config field. */
export function specialValueOf(scenario: Scenario, specialId: number): SpecialValue {
  return scenario.values?.[String(specialId)];
}

/** True when a value holds nothing: missing, null, blank text or no option chosen. */
export function isEmptyValue(value: SpecialValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return Number.isNaN(value);
}

/** The option ids a choice value holds: a number, a numeric text, or a list of ids. */
export function chosenOptionIds(value: SpecialValue): number[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return Number.isInteger(value) ? [value] : [];
  const text = value.trim();
  return /^-?\d+$/.test(text) ? [Number(text)] : [];
}
