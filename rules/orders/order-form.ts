/**
 * What the special-car and own-car booking forms share (spec §3, D9): contacts, special config
 * values, the cost centre with the special enterprise's parts, and message options held as the
 * chosen notification option values (spec §9) that a payload sends as boolean flags.
 *
 * A form state holds the booking-form fields a payload carries, nothing else: what the form only
 * displays (car images, price lists) stays out, and what the payload needs beyond the form (who
 * books, the enterprise, its base config) comes from the build context.
 */
import { isSpecialEnterprise, formatSpecialCostCentre, parseSpecialCostCentre } from './special-cost-centre.ts';
import type { OwnCarForm } from '../generated/own-car-form.ts';
import type { SpecialCarForm, SpecialConfigEntry } from '../generated/special-car-form.ts';

// The form and order types are generated from schemas/*.schema.json (npm run gen:types); these
// names are kept so that consumers need not know where a type comes from.
export type { OrderContact, SpecialConfigEntry, SpecialCostCentreChoice } from '../generated/special-car-form.ts';

/** A special config value: text, an option id, several option ids, or nothing (D4). */
export type SpecialConfigValue = SpecialCarForm['specialConfigList'][number]['value'];

/** Who books and who rides, as both forms hold them (spec §3). */
export type PeopleFields = Pick<
  SpecialCarForm & OwnCarForm,
  'bookerName' | 'bookerPhone' | 'bookerEmail' | 'passName' | 'passPhone' | 'passEmail' | 'passList'
>;

/** The cost-centre fields of both forms; `specialCostCentre` is set only for the special enterprise (spec §6). */
export type CostCentreFields = Pick<SpecialCarForm & OwnCarForm, 'costCentre' | 'specialCostCentre'>;

/**
 * The cost centre as submitted (spec §6, D8): for the special enterprise with its parts chosen,
 * `bizOperUnit-deptId-costCentre`; otherwise the cost centre alone. Empty when no cost centre is chosen.
 *
 * @example submittedCostCentre({ costCentre: '市场部', specialCostCentre: { bizOperUnit: '华东', deptId: '2001' } }, 8888) // '华东-2001-市场部'
 * @example submittedCostCentre({ costCentre: '市场部', specialCostCentre: null }, 1001) // '市场部'
 */
export function submittedCostCentre(fields: CostCentreFields, enterpriseId: number): string {
  if (fields.costCentre === '') return '';
  if (fields.specialCostCentre && isSpecialEnterprise(enterpriseId)) {
    return formatSpecialCostCentre({ ...fields.specialCostCentre, costCentre: fields.costCentre });
  }
  return fields.costCentre;
}

/**
 * Reads a submitted cost centre back (spec §6, D8): for the special enterprise a three-part text
 * gives its parts; any other text is the cost centre alone.
 *
 * @example readCostCentre('华东-2001-市场部', 8888) // { costCentre: '市场部', specialCostCentre: { bizOperUnit: '华东', deptId: '2001' } }
 * @example readCostCentre('华东-2001-市场部', 1001) // { costCentre: '华东-2001-市场部', specialCostCentre: null }
 */
export function readCostCentre(text: string, enterpriseId: number): CostCentreFields {
  if (isSpecialEnterprise(enterpriseId)) {
    const parsed = parseSpecialCostCentre(text);
    if (parsed.ok) {
      const { bizOperUnit, deptId, costCentre } = parsed.value;
      return { costCentre, specialCostCentre: { bizOperUnit, deptId } };
    }
  }
  return { costCentre: text, specialCostCentre: null };
}

/**
 * Message options as payload flags: each flag is on when its notification option (spec §9) is chosen.
 *
 * @example messageFlags([8], { isSendMessageToBooker: 8, isSendEmailToBooker: 9 }) // { isSendMessageToBooker: true, isSendEmailToBooker: false }
 */
export function messageFlags<K extends string>(chosen: readonly number[], table: Readonly<Record<K, number>>): Record<K, boolean> {
  const flags = {} as Record<K, boolean>;
  for (const key of Object.keys(table) as K[]) flags[key] = chosen.includes(table[key]);
  return flags;
}

/**
 * The chosen notification options from payload flags, in the table's order (the inverse of
 * `messageFlags` for choices listed in that order without repeats).
 *
 * @example chosenMessageOptions({ isSendMessageToBooker: true, isSendEmailToBooker: false }, { isSendMessageToBooker: 8, isSendEmailToBooker: 9 }) // [8]
 */
export function chosenMessageOptions<K extends string>(
  flags: Readonly<Record<K, boolean>>,
  table: Readonly<Record<K, number>>,
): number[] {
  return (Object.keys(table) as K[]).filter((key) => flags[key]).map((key) => table[key]);
}

/**
 * A copy of special config entries, so a payload or a form never shares an array with its source.
 *
 * @example copySpecialConfigs([{ id: 7, name: '项目编号', value: [1, 2] }]) // [{ id: 7, name: '项目编号', value: [1, 2] }]
 */
export function copySpecialConfigs(entries: readonly SpecialConfigEntry[]): SpecialConfigEntry[] {
  return entries.map(({ id, name, value }) => ({ id, name, value: Array.isArray(value) ? [...value] : value }));
}
