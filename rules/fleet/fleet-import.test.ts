import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CAR_IMPORT, checkImportHeader, checkImportRows, COST_IMPORT, DRIVER_IMPORT, type CellValue } from './fleet-import.ts';

const CONTEXT = { today: '2026-11-23', fleetLicenses: ['沪A·D1234', '沪A·D5678'] };
const GOOD_DRIVER: CellValue[] = ['张建国', '13916600001', '310101197805061234', '2031-05-06', '沪A·D1234'];

describe('the import header', () => {
  it('must start with the template\'s columns; later columns are ignored', () => {
    expect(checkImportHeader(DRIVER_IMPORT, DRIVER_IMPORT.columns.map((c) => c.header))).toBeNull();
    expect(checkImportHeader(DRIVER_IMPORT, [...DRIVER_IMPORT.columns.map((c) => c.header), '备注'])).toBeNull();
    expect(checkImportHeader(DRIVER_IMPORT, ['姓名', '电话'])).toBe('表头与模板不一致：第 1 行应为 姓名、手机号、驾驶证号、驾驶证有效期至、常用车辆，请下载模板填写');
  });
});

describe('import rows', () => {
  it('a good driver row becomes the add form\'s body (a phone typed as a number too)', () => {
    const { bodies, errors } = checkImportRows(DRIVER_IMPORT, [{ row: 2, cells: GOOD_DRIVER }, { row: 3, cells: ['李四', 13916600002, 'A1234567890B', '2030/1/5', null] }], CONTEXT);
    expect(errors).toEqual([]);
    expect(bodies).toEqual([
      { row: 2, body: { name: '张建国', phoneNumber: '13916600001', licenseNumber: '310101197805061234', licenseExpiry: '2031-05-06', carLicense: '沪A·D1234' } },
      { row: 3, body: { name: '李四', phoneNumber: '13916600002', licenseNumber: 'A1234567890B', licenseExpiry: '2030-01-05' } },
    ]);
  });

  it('each bad cell is told as 行 N，列「X」：message', () => {
    const { bodies, errors } = checkImportRows(
      DRIVER_IMPORT,
      [
        { row: 2, cells: ['王五', '1391660', '310101197805061234', '2031-02-30', ''] },
        { row: 3, cells: ['', '13916600003', { formula: true }, '2031-01-01', '京A·Z8866'] },
        { row: 4, cells: GOOD_DRIVER },
        { row: 5, cells: GOOD_DRIVER },
      ],
      CONTEXT,
    );
    expect(bodies.map((b) => b.row)).toEqual([4]);
    expect(errors.map((e) => e.text)).toEqual([
      '行 2，列「手机号」：须为 11 位手机号',
      '行 2，列「驾驶证有效期至」：须为存在的日期，格式 YYYY-MM-DD',
      '行 3，列「姓名」：不能为空',
      '行 3，列「驾驶证号」：不能使用公式，请直接填写数值或文字',
      '行 5，列「手机号」：与第 4 行重复',
    ]);
  });

  it('cars take the labels of the choices and refuse a licence already in the fleet', () => {
    const header = ['沪A·E2468', '舒适型', '丰田凯美瑞', '黑色', '2025-03-15', '企业自有'];
    const { bodies, errors } = checkImportRows(CAR_IMPORT, [{ row: 2, cells: header }, { row: 3, cells: ['沪A·D1234', '豪车', '', '黑色', '2025-03-15', '企业自有'] }], CONTEXT);
    expect(bodies[0]?.body).toEqual({ carLicense: '沪A·E2468', carType: 2, carTypeDesc: '丰田凯美瑞', colorId: 1, purchaseDate: '2025-03-15', carOwnership: 1 });
    expect(errors.map((e) => e.text)).toEqual(['行 3，列「车型级别」：须为 经济型、舒适型、商务型、豪华型 之一']);
    expect(checkImportRows(CAR_IMPORT, [{ row: 2, cells: ['沪A·D1234', '舒适型', '', '黑色', '2025-03-15', '企业自有'] }], CONTEXT).errors[0]?.text).toBe('行 2，列「车牌号」：该车牌号已在车队中');
  });

  it('a plate is one car however it is written: the fleet\'s, another enterprise\'s, twice in the file (issue 21 §6)', () => {
    const car = (plate: string): CellValue[] => [plate, '舒适型', '', '黑色', '2025-03-15', '企业自有'];
    const taken = { ...CONTEXT, takenPlates: new Set(['京AZ8866']) };
    const { bodies, errors } = checkImportRows(CAR_IMPORT, [
      { row: 2, cells: car('沪a d1234') },
      { row: 3, cells: car('京Ａ·Ｚ8866') },
      { row: 4, cells: car('苏e 00001') },
      { row: 5, cells: car('苏E·00001') },
    ], taken);
    expect(errors.map((e) => e.text)).toEqual([
      '行 2，列「车牌号」：该车牌号已在车队中',
      '行 3，列「车牌号」：车牌号 京A·Z8866 已被登记，同一车牌只能登记一辆车，请核对车牌号',
      '行 5，列「车牌号」：与第 4 行重复',
    ]);
    expect(bodies.map((b) => b.body.carLicense)).toEqual(['苏E00001']);
  });

  it('costs are checked by the cost rules', () => {
    const { errors } = checkImportRows(COST_IMPORT, [{ row: 2, cells: ['沪A·D1234', '2026-12-01', '加油', 12.345, ''] }, { row: 3, cells: ['京A·Z8866', '2026-11-01', '停车费', 'abc', ''] }], CONTEXT);
    expect(errors.map((e) => e.text)).toEqual([
      '行 2，列「日期」：费用日期不能晚于今天',
      '行 2，列「金额（元）」：金额须大于 0 且不超过 1000000 元，最多两位小数',
      '行 3，列「金额（元）」：须为数字',
    ]);
  });

  it('property: a row is either a body or has an error, never both, and errors name its row', () => {
    const cell = fc.oneof(fc.constant(null), fc.string({ maxLength: 20 }), fc.integer(), fc.constant({ formula: true as const }), fc.constantFrom(...GOOD_DRIVER));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 0, maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const input = rows.map((cells, i) => ({ row: i + 2, cells }));
        const { bodies, errors } = checkImportRows(DRIVER_IMPORT, input, CONTEXT);
        const bad = new Set(errors.map((e) => e.row));
        expect(bodies.length + bad.size).toBe(input.length);
        for (const b of bodies) expect(bad.has(b.row)).toBe(false);
        for (const e of errors) expect(e.text.startsWith(`行 ${e.row}，列「${e.column}」：`)).toBe(true);
      }),
    );
  });
});
