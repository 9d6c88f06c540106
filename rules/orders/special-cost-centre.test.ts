import { describe, expect, it } from 'vitest';
import { SPECIAL_ENTERPRISE_ID } from '../model/constants.ts';
import { formatSpecialCostCentre, isCostCentreIssue, isSpecialEnterprise, parseSpecialCostCentre } from './special-cost-centre.ts';

describe('the special enterprise cost centre (spec §6, D8)', () => {
  it('joins bizOperUnit-deptId-costCentre with hyphens', () => {
    expect(formatSpecialCostCentre({ bizOperUnit: '华东事业部', deptId: '2001', costCentre: '市场部' })).toBe('华东事业部-2001-市场部');
  });
  it('splits three parts, trimmed', () => {
    expect(parseSpecialCostCentre(' 华东事业部 - 2001 - 市场部 ')).toEqual({ bizOperUnit: '华东事业部', deptId: '2001', costCentre: '市场部' });
  });
  it.each(['华东事业部-2001', '华东事业部-2001-市场部-外包', '华东事业部--市场部', '-2001-市场部', '', '市场部'])(
    'refuses %j: not three non-empty parts',
    (text) => {
      const result = parseSpecialCostCentre(text, 'costCentre');
      expect(result).toMatchObject({ code: 'costCentre.notThreeParts', path: 'costCentre' });
      expect(isCostCentreIssue(result)).toBe(true);
    },
  );
  it('the parts are not an issue', () => {
    expect(isCostCentreIssue(parseSpecialCostCentre('a-b-c'))).toBe(false);
  });
});

describe('isSpecialEnterprise (spec §6)', () => {
  it('knows the fixed id', () => {
    expect(isSpecialEnterprise(SPECIAL_ENTERPRISE_ID)).toBe(true);
  });
  it('knows the fixed id as text', () => {
    expect(isSpecialEnterprise(String(SPECIAL_ENTERPRISE_ID))).toBe(true);
  });
  it.each([1001, 0, '', null, undefined])('%j is not special', (id) => {
    expect(isSpecialEnterprise(id)).toBe(false);
  });
});
