import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formatSpecialCostCentre, parseSpecialCostCentre } from '../../rules/orders/special-cost-centre.ts';
import { specialCostCentreArb } from '../arbitraries/special-cost-centre.ts';

test.prop([specialCostCentreArb])('special cost centre parsing inverts formatting for parts without hyphens', (parts) => {
  expect(parseSpecialCostCentre(formatSpecialCostCentre(parts))).toEqual({ ok: true, value: parts, issues: [] });
});

test.prop([fc.string()])('parsing any text gives three non-empty parts or an issue', (text) => {
  const parsed = parseSpecialCostCentre(text);
  if (!parsed.ok) expect(parsed.issues.map((i) => i.code)).toEqual(['costCentre.notThreeParts']);
  else expect(Object.values(parsed.value).every((part) => part !== '' && !part.includes('-'))).toBe(true);
});
