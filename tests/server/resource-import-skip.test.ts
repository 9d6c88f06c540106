/**
 * The resource engine's import of issue 25's done-when (docs/resources.md "Imports"): 500 users from
 * .xlsx, 3 of them bad. The file is refused whole first (every bad cell by row and column, nothing
 * imported, the good rows counted); asked again with 「跳过错误行」, the 497 good rows are kept, and
 * the import log names the 3 rows skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints, type ResourceImportResult } from '../../src/shared/index.ts';
import { startWithBookerAndAdmin, type TestClient, type TestServer } from './client.ts';
import { XLSX_TYPE, xlsxOf } from './fleet-xlsx-files.ts';

const USER_HEADER = ['姓名', '手机号', '邮箱', '工号'];
let t: TestServer;
let admin: TestClient;
let booker: TestClient;

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

/** 500 rows (file rows 2–501): row 101 a bad e-mail, row 201 a phone another user holds, row 301 row 2's phone again. */
function fiveHundredRows(): (string | number)[][] {
  const rows = Array.from({ length: 500 }, (_, i) => [`导入员工${i + 1}`, `1370000${String(i).padStart(4, '0')}`, '', `IM${String(i).padStart(4, '0')}`]);
  rows[99]![2] = '不是邮箱';
  rows[199]![1] = '13800000001';
  rows[299]![1] = rows[0]![1]!;
  return rows;
}

const total = async () => (await admin.call(endpoints.enterpriseUser.baseInfos, { params: { searchKey: '导入员工' } })).envelope.result!.total;

describe('an import with bad rows', () => {
  let file: Uint8Array;
  beforeAll(async () => {
    file = await xlsxOf(USER_HEADER, fiveHundredRows());
  });

  it('refuses 500 rows with 3 bad ones: every bad cell by row and column, nothing imported, 497 good rows counted', async () => {
    const refused = await admin.upload(endpoints.enterpriseUser.import, file, { contentType: XLSX_TYPE });
    expect(refused.status).toBe(422);
    expect(refused.envelope.message).toBe('导入失败：3 处错误，未导入任何数据，请修改后重新上传');
    const result = refused.envelope.result as ResourceImportResult;
    expect(result.errors.map((e) => e.text)).toEqual([
      '行 101，列「邮箱」：须为有效的邮箱地址，最多 60 个字符',
      '行 201，列「手机号」：手机号 13800000001 已被其他用户使用，一个手机号只能对应一个用户',
      '行 301，列「手机号」：与第 2 行重复',
    ]);
    expect(result).toMatchObject({ imported: 0, importable: 497 });
    expect(await total()).toBe(0);
  });

  it('with 「跳过错误行」 keeps the 497 good rows, and the log says 3 rows were skipped, which', async () => {
    const kept = await admin.upload(endpoints.enterpriseUser.import, file, { contentType: XLSX_TYPE, params: { skipBadRows: 1 } });
    expect(kept.status).toBe(200);
    expect(kept.envelope.result).toEqual({ imported: 497, errors: [], skippedRows: [101, 201, 301] });
    expect(kept.envelope.message).toBe('已导入 497 条，跳过 3 行有错误的行（行 101、201、301）');
    expect(await total()).toBe(497);
    const logs = (await admin.call(endpoints.enterpriseUser.importLogs)).envelope.result!;
    expect(logs.slice(0, 2)).toMatchObject([
      { userName: '赵敏', rows: 500, imported: 497, errors: 3, skippedRows: [101, 201, 301] },
      { rows: 500, imported: 0, errors: 3, skippedRows: [] },
    ]);
    // Each kept row is in the change log as an add (the detail's history).
    const [first] = (await admin.call(endpoints.enterpriseUser.baseInfos, { params: { searchKey: '导入员工1' } })).envelope.result!.items;
    const detail = (await admin.call(endpoints.enterpriseUser.detail, { params: { userId: first!.userId } })).envelope.result!;
    expect(detail.history.map((h) => h.action)).toEqual(['add']);
  });

  it('skips nothing it was not asked to: a file whose every row is bad is refused even with 「跳过错误行」, and a malformed flag is 400 in words', async () => {
    const allBad = await xlsxOf(USER_HEADER, [['坏行', '13800000001', '', '']]);
    const refused = await admin.upload(endpoints.enterpriseUser.import, allBad, { contentType: XLSX_TYPE, params: { skipBadRows: 1 } });
    expect(refused.status).toBe(422);
    expect(refused.envelope.result).toMatchObject({ imported: 0, importable: 0 });
    const malformed = await admin.upload(endpoints.enterpriseUser.import, allBad, { contentType: XLSX_TYPE, params: { skipBadRows: 'yes' } });
    expect([malformed.status, malformed.envelope.message]).toEqual([400, '跳过错误行格式不正确']);
  });

  it('a booker without the users permission cannot import with the flag either', async () => {
    const refused = await booker.upload(endpoints.enterpriseUser.import, file, { contentType: XLSX_TYPE, params: { skipBadRows: 1 } });
    expect(refused.status).toBe(484);
  });
});
