/**
 * The payment types a booker may use (issue 25 §2 "payment permissions"; spec §9 payment codes): the
 * types the enterprise is offered (`/csorder/paymentType`'s source) that its 企业设置 permit
 * (`paymentPermissions`, migration 030). Decision (docs/administration.md "支付权限"): one set per
 * enterprise, no narrower per-user set; D5's forcing (payment-options.ts) then works on these.
 */

/**
 * The offered types the permission keeps, in the offered order (repeats once).
 *
 * @example permittedPaymentTypes([4, 2, 20], [2, 20, 23, 24]) // [2, 20]
 * @example permittedPaymentTypes([4, 2, 20], [4, 2, 20, 23, 24]) // [4, 2, 20]
 */
export function permittedPaymentTypes(offered: readonly number[], permitted: readonly number[]): number[] {
  const allowed = new Set(permitted);
  return [...new Set(offered)].filter((type) => allowed.has(type));
}
