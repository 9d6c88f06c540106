/**
 * When a price may be requested (spec §5, D6): car level, trip type, and pickup and drop-off
 * city and address all present, and no trip rule broken (the round trip's missing stop
 * comes before any estimate).
 */
import type { Scenario } from '../model/scenario.ts';
import type { TripCheck } from './trip-validation.ts';

export interface PriceReadiness {
  ready: boolean;
  /** What is still missing, by scenario path. */
  missing: string[];
}

function blank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/**
 * @example priceReadiness({ carTypeLevel: 2, tripType: 5 }, { errors: [], resets: [] }).missing
 * // ['pickUp.city', 'pickUp.address', 'dropOff.city', 'dropOff.address']
 */
export function priceReadiness(scenario: Scenario, trip: TripCheck): PriceReadiness {
  const missing: string[] = [];
  if (scenario.carTypeLevel === undefined) missing.push('carTypeLevel');
  if (scenario.tripType === undefined) missing.push('tripType');
  if (blank(scenario.pickUp?.city)) missing.push('pickUp.city');
  if (blank(scenario.pickUp?.address)) missing.push('pickUp.address');
  if (blank(scenario.dropOff?.city)) missing.push('dropOff.city');
  if (blank(scenario.dropOff?.address)) missing.push('dropOff.address');
  return { ready: missing.length === 0 && trip.errors.length === 0, missing };
}
