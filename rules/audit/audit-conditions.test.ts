import { describe, expect, it } from 'vitest';
import { reason, renderReasons } from '../model/reasons.ts';
import { checkAuditConditions, listPasses } from './audit-conditions.ts';

/** The reasons of a result in English, as `booking-rules evaluate --lang en` prints them. */
const inEnglish = (result: { because: Parameters<typeof renderReasons>[0] }) => renderReasons(result.because, 'en');

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
    expect(checkAuditConditions(false, { conditionBits: 63 }, {})).toEqual({ pass: true, because: [reason('audit.noConditions')] });
  });

  it.each([
    [1, 'tripType', 5, 'trip type 5 is not in 1'],
    [2, 'orderType', 2, 'order type 2 is not in 1'],
    [4, 'paymentType', 2, 'payment type 2 is not in 4'],
    [8, 'userLevel', 0, 'user level 0 is not in 2'],
    [32, 'carTypeLevel', 1, 'car type level 1 is not in 3'],
  ] as const)('bit %i checks %s', (bit, fact, wrong, english) => {
    expect(checkAuditConditions(true, { conditionBits: bit, ...lists }, facts).pass).toBe(true);
    const failed = checkAuditConditions(true, { conditionBits: bit, ...lists }, { ...facts, [fact]: wrong });
    expect(failed.pass).toBe(false);
    expect(failed.because.map((r) => [r.code, r.params.condition])).toEqual([['audit.valueNotIn', fact]]);
    expect(inEnglish(failed)).toEqual([english]);
  });

  it('says in Chinese which value is not in which list, with the labels of the business codes', () => {
    const failed = checkAuditConditions(true, { conditionBits: 1 | 4, tripTypes: [1, 3], paymentTypes: [4, 24] }, {
      tripType: 5,
      paymentType: 4,
      businessType: 4,
    });
    expect(renderReasons(failed.because, 'zh')).toEqual([
      '行程类型「接机」不在列表（同城单程、异地单程）中',
      '支付方式「挂账」在列表（挂账、企业账户余额）中',
    ]);
  });

  it('says a list holding -1 passes any value', () => {
    const any = checkAuditConditions(true, { conditionBits: 8, userLevels: [-1] }, {});
    expect(any).toEqual({ pass: true, because: [reason('audit.anyValue', { condition: 'userLevel' })] });
    expect(renderReasons(any.because, 'zh')).toEqual(['用户等级：设置为任意，均通过']);
  });

  it('bit 16 passes only when the booker is not in the no-audit list', () => {
    expect(checkAuditConditions(true, { conditionBits: 16 }, { bookerExempt: false }).pass).toBe(true);
    const exempt = checkAuditConditions(true, { conditionBits: 16 }, { bookerExempt: true });
    expect(exempt).toEqual({ pass: false, because: [reason('audit.bookerExempt')] });
    expect(inEnglish(exempt)).toEqual(['the booker is in the no-audit list']);
    expect(renderReasons(exempt.because, 'zh')).toEqual(['预订人在免审批名单中']);
    expect(checkAuditConditions(true, { conditionBits: 16 }, {})).toEqual({ pass: false, because: [reason('audit.noBooker')] });
  });

  it('needs every switched-on check to pass', () => {
    const result = checkAuditConditions(true, { conditionBits: 1 | 4, ...lists }, { ...facts, paymentType: 2 });
    expect(result.pass).toBe(false);
    expect(inEnglish(result)).toEqual(['trip type 1 is in 1', 'payment type 2 is not in 4']);
  });

  it('ignores the lists of bits that are off', () => {
    expect(checkAuditConditions(true, { conditionBits: 1, tripTypes: [1], paymentTypes: [] }, facts).pass).toBe(true);
  });

  it('a switched-on check whose value is missing fails', () => {
    const missing = checkAuditConditions(true, { conditionBits: 32, carTypeLevels: [3] }, {});
    expect(missing.because).toEqual([reason('audit.valueMissing', { condition: 'carTypeLevel' })]);
    expect(inEnglish(missing)).toEqual(['car type level not chosen, so its check fails']);
    expect(renderReasons(missing.because, 'zh')).toEqual(['尚未选择车型等级，该条件不通过']);
  });

  it('a switched-on check with an empty list never passes', () => {
    expect(checkAuditConditions(true, { conditionBits: 1, tripTypes: [] }, facts).pass).toBe(false);
  });
});
