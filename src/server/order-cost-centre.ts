/**
 * The cost centre an order names is one of the enterprise's (issue 22, pay lane; docs/security.md
 * 16): the booking page offers only the enterprise's centres (`/CsAccount/CostCenter`), so a name
 * outside them is a centre removed since it was chosen, or a forged body charging a centre the
 * enterprise does not have. Refused as a business error (20300080), drawn under the cost centre.
 * An order with no cost centre is not this check's business (the rules say when one is required).
 * The special enterprise's order names `bizOperUnit-deptId-costCentre` (spec §6, D8): its last
 * part is the centre; its other parts are the booker's to type.
 */
import { isSpecialEnterprise, SPECIAL_COST_CENTRE_SEPARATOR } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { BusinessError } from './messages.ts';
import { costCentreNamed } from './order-approvers.ts';
import { refused, type Answer } from './protocol/envelope.ts';
import { referenceRows } from './store/reference.ts';

/** The three-part parts before the centre: two non-empty texts. */
const SPECIAL_PREFIX_PARTS = 2;

/** Whether `named` is `centre`, or for the special enterprise `bizOperUnit-deptId-centre`. */
function names(named: string, centre: string, special: boolean): boolean {
  if (named === centre) return true;
  if (!special || !named.endsWith(`${SPECIAL_COST_CENTRE_SEPARATOR}${centre}`)) return false;
  const prefix = named.slice(0, named.length - centre.length - 1).split(SPECIAL_COST_CENTRE_SEPARATOR).map((part) => part.trim());
  return prefix.length === SPECIAL_PREFIX_PARTS && prefix.every((part) => part !== '');
}

/**
 * The refusal of an order whose cost centre is not one of the enterprise's, or undefined.
 *
 * @example costCentreRefusal(ctx, 4, payloadWith({ costCenters: [{ name: '不存在的部门' }] })) // refused(BusinessError.COST_CENTRE_UNKNOWN)
 */
export function costCentreRefusal(ctx: UserContext, businessType: number, payload: unknown): Answer<never> | undefined {
  const { enterpriseId, userId } = ctx.user;
  const named = costCentreNamed({ businessType, enterpriseId, bookerId: userId, payload });
  if (named === '') return undefined;
  const special = isSpecialEnterprise(enterpriseId);
  const known = referenceRows(ctx.deps.db, 'costCentre', enterpriseId).some((centre) => names(named, centre.name, special));
  return known ? undefined : refused(BusinessError.COST_CENTRE_UNKNOWN);
}
