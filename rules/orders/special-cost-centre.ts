/**
 * The special enterprise's cost centre (spec §6, D8): three parts joined by hyphens,
 * `bizOperUnit-deptId-costCentre`.
 */
import { SPECIAL_COST_CENTRE_SEPARATOR, SPECIAL_ENTERPRISE_ID } from '../model/constants.ts';
import { failure, success, type CheckResult, type ErrorDefinition } from '../model/issue.ts';

/** The three parts of the special enterprise's cost centre. */
export interface SpecialCostCentre {
  bizOperUnit: string;
  deptId: string;
  costCentre: string;
}

const PART_COUNT = 3;

/**
 * Whether an enterprise is the special enterprise of spec §6 (fixed id, SPECIAL_ENTERPRISE_ID).
 * A numeric string counts, as ids arrive as text from query strings.
 *
 * @example isSpecialEnterprise(SPECIAL_ENTERPRISE_ID) // true
 * @example isSpecialEnterprise(1001)                  // false
 */
export function isSpecialEnterprise(enterpriseId: number | string | null | undefined): boolean {
  return enterpriseId !== null && enterpriseId !== undefined && String(enterpriseId).trim() === String(SPECIAL_ENTERPRISE_ID);
}

/**
 * Joins the three parts with hyphens (spec §6, D8).
 *
 * @example formatSpecialCostCentre({ bizOperUnit: 'BU01', deptId: '2001', costCentre: 'CC9' }) // 'BU01-2001-CC9'
 */
export function formatSpecialCostCentre({ bizOperUnit, deptId, costCentre }: SpecialCostCentre): string {
  return [bizOperUnit, deptId, costCentre].join(SPECIAL_COST_CENTRE_SEPARATOR);
}

/** A special cost centre that is not three non-empty hyphen-joined parts (spec §6, D8). */
export const COST_CENTRE_NOT_THREE_PARTS = {
  code: 'costCentre.notThreeParts',
  message: '成本中心应为 业务单元-部门-成本中心 三段',
  messageEn: 'The cost centre must read bizOperUnit-deptId-costCentre, three non-empty parts',
} as const satisfies ErrorDefinition;

/**
 * Splits `bizOperUnit-deptId-costCentre` into its parts, each trimmed (spec §6, D8); the issue
 * `costCentre.notThreeParts` at `path` (a JSON Pointer) when the text does not hold exactly three
 * non-empty parts.
 *
 * @example parseSpecialCostCentre('BU01-2001-CC9') // { ok: true, value: { bizOperUnit: 'BU01', deptId: '2001', costCentre: 'CC9' }, issues: [] }
 * @example parseSpecialCostCentre('BU01-2001')     // { ok: false, issues: [{ code: 'costCentre.notThreeParts', path: '', message: '成本中心应为 业务单元-部门-成本中心 三段', … }] }
 */
export function parseSpecialCostCentre(text: string, path = ''): CheckResult<SpecialCostCentre> {
  const parts = text.split(SPECIAL_COST_CENTRE_SEPARATOR).map((part) => part.trim());
  const [bizOperUnit, deptId, costCentre] = parts;
  if (parts.length !== PART_COUNT || !bizOperUnit || !deptId || !costCentre) {
    return failure({ ...COST_CENTRE_NOT_THREE_PARTS, path });
  }
  return success({ bizOperUnit, deptId, costCentre });
}
