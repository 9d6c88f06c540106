import { describe, expect, it } from 'vitest';
import { checkAuditConditions, listPasses } from './audit-conditions.ts';

describe('listPasses (D3)', () => {
  it('passes a value in the list', () => expect(listPasses([1, 3], 3)).toBe(true));
  it('fails a value not in the list', () => expect(listPasses([1, 3], 5)).toBe(false));
  it('passes any value, also a missing one, when the list holds -1', () => {
    expect(listPasses([-1], 99)).toBe(true);
    expect(listPasses([2, -1], undefined)).toBe(true);
  });
  it('fails a missing value', () => expect(listPasses([1], undefined)).toBe(false));
  it('never passes an empty list', () => expect(listPasses([], 1)).toBe(false));
});

describe('checkAuditConditions: the six-condition bitmask (spec §5, D3)', () => {
  const lists = { tripTypes: [1], orderTypes: [1], paymentTypes: [4], userLevels: [2], carTypeLevels: [3] };
  const facts = { tripType: 1, orderType: 1, paymentType: 4, userLevel: 2, carTypeLevel: 3, bookerExempt: false };

  it('passes without checking when hasAuditCondition is false', () => {
    expect(checkAuditConditions(false, { conditionBits: 63 }, {})).toEqual({ pass: true, because: ['no audit conditions'] });
  });

  it.each([
    [1, 'tripType', 5, 'trip type 5 is not in 1'],
    [2, 'orderType', 2, 'order type 2 is not in 1'],
    [4, 'paymentType', 2, 'payment type 2 is not in 4'],
    [8, 'userLevel', 0, 'user level 0 is not in 2'],
    [32, 'carTypeLevel', 1, 'car type level 1 is not in 3'],
  ] as const)('bit %i checks %s', (bit, fact, wrong, reason) => {
    expect(checkAuditConditions(true, { conditionBits: bit, ...lists }, facts).pass).toBe(true);
    const failed = checkAuditConditions(true, { conditionBits: bit, ...lists }, { ...facts, [fact]: wrong });
    expect(failed).toEqual({ pass: false, because: [reason] });
  });

  it('bit 16 passes only when the booker is not in the no-audit list', () => {
    expect(checkAuditConditions(true, { conditionBits: 16 }, { bookerExempt: false }).pass).toBe(true);
    expect(checkAuditConditions(true, { conditionBits: 16 }, { bookerExempt: true })).toEqual({
      pass: false,
      because: ['the booker is in the no-audit list'],
    });
    expect(checkAuditConditions(true, { conditionBits: 16 }, {}).pass).toBe(false);
  });

  it('needs every switched-on check to pass', () => {
    const result = checkAuditConditions(true, { conditionBits: 1 | 4, ...lists }, { ...facts, paymentType: 2 });
    expect(result.pass).toBe(false);
    expect(result.because).toEqual(['trip type 1 is in 1', 'payment type 2 is not in 4']);
  });

  it('ignores the lists of bits that are off', () => {
    expect(checkAuditConditions(true, { conditionBits: 1, tripTypes: [1], paymentTypes: [] }, facts).pass).toBe(true);
  });

  it('a switched-on check whose value is missing fails', () => {
    expect(checkAuditConditions(true, { conditionBits: 32, carTypeLevels: [3] }, {}).because).toEqual([
      'car type level not chosen, so its check fails',
    ]);
  });

  it('a switched-on check with an empty list never passes', () => {
    expect(checkAuditConditions(true, { conditionBits: 1, tripTypes: [] }, facts).pass).toBe(false);
  });
});
