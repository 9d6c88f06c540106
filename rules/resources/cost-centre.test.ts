import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkImportRows } from '../fleet/fleet-import.ts';
import { changeWords } from './change-words.ts';
import { ancestorsOf, checkCostCentreBody, COST_CENTRE_IMPORT, COST_CENTRE_SCHEMAS, costCentreIssues, wouldBeOwnAncestor, type KeptCostCentre } from './cost-centre.ts';

const kept: KeptCostCentre[] = [
  { id: '1', name: '研发中心', code: 'RD', parentId: '' },
  { id: '2', name: '研发一部', code: 'RD1', parentId: '1' },
  { id: '3', name: '研发一组', code: 'RD11', parentId: '2' },
  { id: '4', name: '市场部', code: 'MK', parentId: '' },
];
const everyone = () => true;

describe('the cost centres hierarchy', () => {
  it('refuses a centre as its own parent or under one of its descendants, at /parentId', () => {
    expect(costCentreIssues({ costCenterId: '1', name: '研发中心', code: 'RD', parentId: '1' }, kept, everyone).map((i) => i.path)).toEqual(['/parentId']);
    const [issue] = costCentreIssues({ costCenterId: '1', name: '研发中心', code: 'RD', parentId: '3' }, kept, everyone);
    expect(issue).toMatchObject({ code: 'costCentre.parentCycle', path: '/parentId', message: '上级成本中心不能是它自己或它的下级成本中心' });
    expect(costCentreIssues({ costCenterId: '3', name: '研发一组', code: 'RD11', parentId: '4' }, kept, everyone)).toEqual([]);
    expect(costCentreIssues({ name: '新部门', code: 'NEW', parentId: '99' }, kept, everyone)[0]?.code).toBe('costCentre.parentUnknown');
  });

  it('refuses a name or a code another centre has, and an approver who is not a user', () => {
    const issues = costCentreIssues({ name: '市场部', code: 'rd', approverUserId: 'u-x' }, kept, (id) => id === 'u-1');
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      ['/name', '名称为 市场部 的成本中心已存在'],
      ['/code', '编码为 rd 的成本中心已存在'],
      ['/approverUserId', '审批人须为本企业的用户，请重新选择'],
    ]);
    expect(costCentreIssues({ costCenterId: '4', name: '市场部', code: 'MK' }, kept, everyone)).toEqual([]);
  });

  it('lists the ancestors nearest first and stops on a loop', () => {
    const parentOf = new Map(kept.map((c) => [c.id, c.parentId]));
    expect(ancestorsOf(parentOf, '3')).toEqual(['2', '1']);
    expect(ancestorsOf(new Map([['a', 'b'], ['b', 'a']]), 'a')).toEqual(['b']);
    expect(wouldBeOwnAncestor(new Map([['a', 'b'], ['b', 'a']]), 'c', 'a')).toBe(false);
  });

  it('property: a parent the rule accepts never makes a loop, and a descendant is always refused', () => {
    // A random forest: node i's parent is one of the nodes before it, or none.
    const forest = fc.integer({ min: 1, max: 25 }).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.integer({ min: -1, max: 24 }), { minLength: n, maxLength: n })));
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), ([n, raw], a, b) => {
        const parentOf = new Map<string, string>();
        raw.forEach((p, i) => parentOf.set(String(i), p >= 0 && p < i ? String(p) : ''));
        const id = String(a % n);
        const candidate = String(b % n);
        const refused = wouldBeOwnAncestor(parentOf, id, candidate);
        // Accepted: setting the parent keeps every chain finite (walking up from id never returns to id).
        if (!refused) {
          const moved = new Map(parentOf).set(id, candidate);
          expect(ancestorsOf(moved, id)).not.toContain(id);
          expect(ancestorsOf(moved, id).length).toBeLessThan(n);
        }
        // Refused exactly when the candidate is id or id is among the candidate's ancestors.
        expect(refused).toBe(candidate === id || ancestorsOf(parentOf, candidate).includes(id));
      }),
    );
  });
});

describe('the cost centres resource', () => {
  it('checks a body against the schema and tells its changes in words', () => {
    expect(checkCostCentreBody({ name: ' 研发二部 ', code: 'RD2', parentId: '1', limitPriceType: 1 }).ok).toBe(true);
    expect(checkCostCentreBody({ name: '研发二部', code: 'RD 2' }).ok).toBe(false);
    expect(checkCostCentreBody({ name: '研发二部', code: 'RD2', enterpriseId: 1001 }).ok).toBe(false);
    const schemas = [COST_CENTRE_SCHEMAS.body, COST_CENTRE_SCHEMAS.query, COST_CENTRE_SCHEMAS.record];
    expect(changeWords(schemas, 'update', { state: 1, parentId: '1', parentName: '研发中心' }, { state: 2, parentId: '4', parentName: '市场部' }, ['parentId'])).toEqual([
      '审核状态：待审核 → 已通过',
      '上级成本中心：研发中心 → 市场部',
    ]);
  });

  it('imports by the titles: 名称, 编码, 限价类型 in words', () => {
    expect(COST_CENTRE_IMPORT.columns.map((c) => c.header)).toEqual(['名称', '编码', '限价类型']);
    const result = checkImportRows(COST_CENTRE_IMPORT, [{ row: 2, cells: ['研发二部', 'RD2', '每月限额'] }, { row: 3, cells: ['研发三部', 'RD2', '不限价'] }], { today: '2026-11-28', fleetLicenses: [] });
    expect(result.bodies.map((b) => b.body.limitPriceType)).toEqual([3]);
    expect(result.errors.map((e) => e.text)).toEqual([expect.stringMatching(/^行 3，列「编码」/)]);
  });
});
