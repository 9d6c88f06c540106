import { describe, expect, it } from 'vitest';

import { checkImportRows } from '../fleet/fleet-import.ts';
import { changeWords } from './change-words.ts';
import { checkInstitutionBind, checkInstitutionBody, checkInstitutionStatus, INSTITUTION_IMPORT, INSTITUTION_SCHEMAS } from './institution.ts';
import { fieldText } from './schema-fields.ts';

describe('the institutions resource', () => {
  it('checks a body against the schema; 可用车型 is 不限 or a car level of the own fleet\'s table', () => {
    expect(checkInstitutionBody({ name: ' 上海分部 ', carType: 2, contactPhone: '' }).ok).toBe(true);
    expect(checkInstitutionBody({ name: '上海分部', carType: 9 }).ok).toBe(false);
    expect(checkInstitutionBody({ name: '上海分部', contactPhone: '123' }).ok).toBe(false);
    expect(checkInstitutionBody({ name: '上海分部', enterpriseId: 2002 }).ok).toBe(false);
    expect([0, 1, 4].map((code) => fieldText([INSTITUTION_SCHEMAS.body], 'carType', code))).toEqual(['不限', '经济型', '豪华型']);
    expect(checkInstitutionStatus({ institutionId: '1', state: 3 }).ok).toBe(false);
    expect(checkInstitutionBind({ userId: 'u-1', institutionId: '' }).ok).toBe(true);
  });

  it('tells a change in words and imports by the titles', () => {
    expect(changeWords([INSTITUTION_SCHEMAS.body, INSTITUTION_SCHEMAS.query], 'update', { carType: 0, state: 1 }, { carType: 3, state: 2 })).toEqual(['可用车型：不限 → 商务型', '状态：启用 → 停用']);
    expect(INSTITUTION_IMPORT.columns.map((c) => c.header)).toEqual(['名称', '联系人', '联系电话', '地址', '可用车型']);
    const result = checkImportRows(INSTITUTION_IMPORT, [{ row: 2, cells: ['上海分部', '王丽', '13912340002', '浦东', '舒适型'] }, { row: 3, cells: ['上海分部', '', '', '', '不限'] }], { today: '2026-11-28', fleetLicenses: [] });
    expect(result.bodies.map((b) => b.body.carType)).toEqual([2]);
    expect(result.errors.map((e) => e.text)).toEqual([expect.stringMatching(/^行 3，列「名称」/)]);
  });
});
