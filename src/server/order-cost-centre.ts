/**
 * The cost centre an order names is one of the enterprise's (issue 22, pay lane; docs/security.md
 * 16): the booking page offers only the enterprise's centres (`/CsAccount/CostCenter`), so a name
 * outside them is a centre removed since it was chosen, or a forged body charging a centre the
 * enterprise does not have. Refused as a business error (20300080), drawn under the cost centre.
 * An order with no cost centre is not this check's business (the rules say when one is required).
 * The special enterprise's order names `bizOperUnit-deptId-costCentre` (spec §6, D8): the three
 * parts must be one of the enterprise's valid triples (`specialCostCentre` reference rows, the extra
 * cost-centre lookup `/CsAccount/CostCenter` answers as `specialParts`); a special enterprise with
 * none on file keeps the older check (its last part is one of its centres, the others non-empty).
 */
import { CostCentreState, formatSpecialCostCentre, isSpecialEnterprise, OWN_CAR, SPECIAL_COST_CENTRE_SEPARATOR, type OwnCarOrderPayload } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { BusinessError } from './messages.ts';
import { costCentreNamed } from './order-approvers.ts';
import { refused, type Answer } from './protocol/envelope.ts';
import { chargeableCostCentres } from './store/cost-centres.ts';
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
  const triples = special ? referenceRows(ctx.deps.db, 'specialCostCentre', enterpriseId) : [];
  // The three parts the order names: the special car's cost centre, the own car's `specialCostCenter` when it has one.
  const threeParts = businessType === OWN_CAR ? ((payload as OwnCarOrderPayload).enterprise?.specialCostCenter ?? '').trim() : named;
  if (triples.length > 0 && threeParts !== '' && !triples.some((triple) => formatSpecialCostCentre(triple) === threeParts)) {
    return refused(BusinessError.COST_CENTRE_UNKNOWN);
  }
  const centreOnly = businessType === OWN_CAR || triples.length === 0;
  const known = centreOnly
    ? chargeableCostCentres(ctx.deps.db, enterpriseId, CostCentreState.PASSED).some((centre) => names(named, centre.name, special))
    : triples.some((triple) => formatSpecialCostCentre(triple) === named);
  return known ? undefined : refused(BusinessError.COST_CENTRE_UNKNOWN);
}
