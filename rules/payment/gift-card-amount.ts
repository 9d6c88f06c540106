/**
 * The amount an order pays by gift e-cards (spec §3 `ECardAmount` on the form, `payTypes[].payAmount`
 * on the payload; spec §9 payment type 23 礼品E卡): the balances of the chosen cards together,
 * never more than the order's price when it is known. Computed in fen, as `rechargeAmount`.
 *
 * The gift-card picker sets it as the booker ticks cards (the price is not the picker's to know, so
 * the form holds the chosen cards' total); the server sets the stored `payAmount` with the same
 * function from its own card balances and its own price of the order, whatever the body said.
 */
import { toFen } from './recharge.ts';

const FEN_PER_YUAN = 100;

/**
 * The gift-card amount in yuan: the chosen cards' balances added, capped at `orderPrice` (yuan)
 * when one is given; 0 with no card.
 *
 * @example giftCardAmount([200, 50])        // 250
 * @example giftCardAmount([200, 50], 120.5) // 120.5
 * @example giftCardAmount([0.1, 0.2])       // 0.3
 * @example giftCardAmount([])               // 0
 */
export function giftCardAmount(balances: readonly number[], orderPrice?: number | null): number {
  const totalFen = balances.reduce((sum, balance) => sum + Math.max(0, toFen(balance)), 0);
  const capFen = orderPrice === undefined || orderPrice === null ? totalFen : Math.max(0, toFen(orderPrice));
  return Math.min(totalFen, capFen) / FEN_PER_YUAN;
}
