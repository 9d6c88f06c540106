/**
 * Business error codes of an order the server refuses for one field the body names and the server
 * resolves (issue 22, pay lanes: the cost centre, the credit card, the letter of commitment), so the portal draws the server's sentence under
 * that field (`fieldRefusalOf`, booking-checks.ts). HTTP 200 like every booking rule.
 */

/** The order's cost centre is not one of the enterprise's (`/CsAccount/CostCenter`). */
export const COST_CENTRE_UNKNOWN_CODE = 20300080;

/** The order's credit card is not one of the session user's bound cards (`/Payment/UserCreditCard`). */
export const CREDIT_CARD_NOT_USABLE_CODE = 20300081;

/** The order names a letter of commitment that is not its enterprise's (`/csorder/letterOfCommitment`). */
export const LETTER_NOT_OURS_CODE = 20300090;

/** The order pays by 挂账 and the enterprise has a letter of commitment, but the booker did not agree to it (rules/payment/letter-of-commitment.ts). */
export const LETTER_NOT_AGREED_CODE = 20300091;
