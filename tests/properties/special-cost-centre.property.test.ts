import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formatSpecialCostCentre, parseSpecialCostCentre } from '../../rules/orders/special-cost-centre.ts';
import { specialCostCentreArb } from '../arbitraries/special-cost-centre.ts';

test.prop([specialCostCentreArb])('special cost centre parsing inverts formatting for parts without hyphens', (parts) => {
  expect(parseSpecialCostCentre(formatSpecialCostCentre(parts))).toEqual(parts);
});

test.prop([fc.string()])('parsing any text gives three non-empty parts or an issue', (text) => {
  const parsed = parseSpecialCostCentre(text);
  if ('code' in parsed) expect(parsed.code).toBe('costCentre.notThreeParts');
  else expect(Object.values(parsed).every((part) => part !== '' && !part.includes('-'))).toBe(true);
});
