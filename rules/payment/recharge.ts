/**
 * The balance recharge a booking needs (spec §9, D5): the shortfall rounded up to a multiple
 * of 10 yuan, or 0 when there is none. Computed in fen (integer cents), never in floating yuan.
 */
import { RECHARGE_STEP_YUAN } from '../model/constants.ts';

const FEN_PER_YUAN = 100;

/** Yuan to whole fen, rounding away the float noise of `0.1 + 0.2`. */
export function toFen(yuan: number): number {
  return Math.round(yuan * FEN_PER_YUAN);
}

/**
 * The recharge amount in yuan.
 *
 * @example rechargeAmount(120, 100)    // 20
 * @example rechargeAmount(120.01, 100) // 30
 * @example rechargeAmount(80, 100)     // 0
 */
export function rechargeAmount(orderPrice: number, userBalance: number): number {
  const neededFen = toFen(orderPrice) - toFen(userBalance);
  if (!(neededFen > 0)) return 0;
  const stepFen = RECHARGE_STEP_YUAN * FEN_PER_YUAN;
  return (Math.ceil(neededFen / stepFen) * stepFen) / FEN_PER_YUAN;
}
