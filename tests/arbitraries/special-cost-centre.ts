/** Arbitraries for the special enterprise's cost centre (spec §6, D8). */
import { fc } from '@fast-check/vitest';
import type { SpecialCostCentre } from '../../rules/orders/special-cost-centre.ts';

/** One non-empty, trimmed part without a hyphen. */
export const costCentrePartArb = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 10 })
  .map((text) => text.trim())
  .filter((text) => text !== '' && !text.includes('-'));

/** Three parts as the special enterprise's cost-centre pickers hold them. */
export const specialCostCentreArb: fc.Arbitrary<SpecialCostCentre> = fc.record({
  bizOperUnit: costCentrePartArb,
  deptId: costCentrePartArb,
  costCentre: costCentrePartArb,
});
