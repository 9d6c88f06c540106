/**
 * A car's plate (车牌号) as one decision (issue 21 §6; docs/fleet.md "One plate, one car"): the form
 * a plate is kept in, and the key that says two spellings are one plate. A plate names one car in
 * the whole system, across enterprises: the server keeps the key unique among cars not deleted
 * (migration 011), the add form, the car import and the server all normalise with these functions.
 * Pure.
 */
import type { ErrorDefinition } from '../model/issue.ts';

/**
 * The dots people type between a plate's region and its number: the middle dot the plates are
 * written with (·, U+00B7), and its look-alikes from Japanese and symbol keyboards (・ U+30FB,
 * ･ U+FF65, • U+2022, ‧ U+2027, ∙ U+2219, ⋅ U+22C5). Kept as the one middle dot.
 */
const PLATE_DOTS = /[\u00B7\u30FB\uFF65\u2022\u2027\u2219\u22C5]/g;
const MIDDLE_DOT = '\u00B7';

/**
 * A plate as it is kept and shown: full-width letters and digits made half-width (NFKC), letters
 * upper case, every space removed (also the full-width one), a look-alike dot made the middle dot.
 *
 * @example normalisePlate(' 沪ａ\u3000d1234 ') // '沪AD1234' (a full-width letter and space)
 * @example normalisePlate('沪a・d1234') // '沪A·D1234'
 */
export function normalisePlate(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(/\s/gu, '').replace(PLATE_DOTS, MIDDLE_DOT);
}

/**
 * The key that says two plates are one: the normalised plate without its dot (沪A·D1234 and
 * 沪AD1234 are one plate; the dot is how it is written, not part of the number).
 *
 * @example plateKey('沪A·D1234') === plateKey('沪a d1234') // true ('沪AD1234')
 */
export function plateKey(text: string): string {
  return normalisePlate(text).replaceAll(MIDDLE_DOT, '');
}

/**
 * The plate is already a car of another enterprise (not deleted). The message names the plate the
 * user typed and never whose car it is. `{carLicense}` is filled in.
 */
export const PLATE_TAKEN = {
  code: 'fleet.plateTaken',
  message: '车牌号 {carLicense} 已被登记，同一车牌只能登记一辆车，请核对车牌号',
} as const satisfies ErrorDefinition;

/** @example plateTakenMessage('沪A·D1234') // '车牌号 沪A·D1234 已被登记，同一车牌只能登记一辆车，请核对车牌号' */
export const plateTakenMessage = (carLicense: string): string => PLATE_TAKEN.message.replace('{carLicense}', carLicense);

/** A copy of a body whose `carLicense` is text, with that plate normalised; anything else as it came (the schema says what is wrong). */
export function withNormalPlate(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const plate = (value as { carLicense?: unknown }).carLicense;
  return typeof plate === 'string' ? { ...value, carLicense: normalisePlate(plate) } : value;
}
