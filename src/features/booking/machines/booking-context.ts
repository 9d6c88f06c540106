/**
 * What a booking flow knows beside the data the booker types: the enterprise's bundle, who books,
 * what the server offered (payment types, car levels), the approvers the audit defaults come from
 * (D3) and the balance. The page loads these (spec §7 lookups) and hands them to the machine.
 */
import type { EnterpriseBundle } from '../../../../rules/model/bundle.ts';
import type { CostCentreApprover, UserApprover } from '../../../../rules/audit/audit-defaults.ts';
import type { Booker, Offered } from '../../../../rules/orders/order-scenario.ts';
import type { OrderMode } from '../../../../rules/orders/order-copy.ts';

/** A cost centre as the lookup lists it, with its approver (spec §3 Other). */
export interface CostCentreChoice extends CostCentreApprover {
  costCenterName: string;
}

export interface BookingFlowContext {
  bundle: EnterpriseBundle;
  booker: Booker;
  offered: Offered;
  /** The current user's approver (D3 default source 2). */
  userApprover?: UserApprover;
  /** The cost centres the booker may choose; the chosen one's approver is default source 3. */
  costCentres?: readonly CostCentreChoice[];
  /** Yuan (`/csorder/balance`), for the recharge amount (D5). */
  userBalance?: number;
  /** The quote's price-picture url, when the price is a picture (D5). */
  picturePriceUrl?: string | null;
}

/** The approver of the chosen cost centre, if the lookup lists it. */
export function costCentreApprover(booking: BookingFlowContext, costCentre: string): CostCentreApprover | undefined {
  return booking.costCentres?.find((choice) => choice.costCenterName === costCentre);
}

/** How a booking page opened (spec §2): a new order, a copy of one, or an update of one. */
export type { OrderMode };
