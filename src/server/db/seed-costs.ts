/**
 * The own-car costs' seed (docs/fleet.md "Costs"): a few costs of 1001's cars (one of each kind) and
 * one of 2002's, days relative to the seed's China date so they are always in the past.
 */
import { formatBoardingTime, yuanToFen } from '../../../rules/index.ts';
import { insertCarCost } from '../store/car-costs.ts';
import type { Db } from './database.ts';
import costsJson from './seed/costs.json' with { type: 'json' };

interface SeedCost { enterpriseId: number; carLicense: string; dayOffset: number; kind: number; amount: number; note: string }
export const COST_SEED: { costs: SeedCost[] } = costsJson;

const DAY = 86_400_000;

/** Seeds the costs inside the seed's transaction. */
export function seedCosts(db: Db, now: number): void {
  for (const { enterpriseId, dayOffset, amount, ...cost } of COST_SEED.costs) {
    const date = formatBoardingTime(now + dayOffset * DAY).slice(0, 10);
    insertCarCost(db, enterpriseId, { ...cost, date, amountFen: yuanToFen(amount), orderId: '' }, now);
  }
}
