/**
 * The business error codes of an order the server refused for its approver (issue 21 §1,
 * docs/approvals.md "Who may be an approver"): one per approver section, so the portal draws the
 * server's sentence under that section's field (the approver, the cost-centre approver, the
 * administrative reviewer). The server answers them with HTTP 200 like every booking rule.
 */
import type { AuditRole } from '../../rules/index.ts';

export const APPROVER_REFUSAL_CODES = {
  userInput: 20400010,
  costCenter: 20400011,
  ownCostCenter: 20400011,
  exco: 20400012,
} as const satisfies Readonly<Record<AuditRole, number>>;

/**
 * The section an approver refusal's code names, or undefined for any other code.
 *
 * @example approverRoleOfCode(20400012) // 'exco'
 * @example approverRoleOfCode(20300001) // undefined
 */
export function approverRoleOfCode(errorCode: number): AuditRole | undefined {
  return (Object.keys(APPROVER_REFUSAL_CODES) as AuditRole[]).find((role) => APPROVER_REFUSAL_CODES[role] === errorCode);
}
