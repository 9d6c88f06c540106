/**
 * The cost centres over HTTP and SQLite (issue 25 §2; docs/administration.md "成本中心"): the list of
 * every centre of the session's enterprise; a new centre under a parent with its approver awaits
 * audit and cannot be charged until it passes; a parent is never the centre itself nor below it; the
 * audit passes or refuses with a reason, recorded in the history; the hierarchy, staff, limit price
 * types and QR image calls; the import (all or nothing) and the export; the booking still offers the
 * passed centres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_FILE, migrate, openDatabase } from '../../src/server/db/database.ts';
import { endpoints, type CostCentreMessage } from '../../src/shared/index.ts';
import { startWithBookerAndAdmin, type TestClient, type TestServer } from './client.ts';
import { XLSX_TYPE, xlsxOf } from './fleet-xlsx-files.ts';
import { download, sheetRows } from './order-download.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

const list = async (params: Record<string, string | number> = {}) => (await admin.call(endpoints.csAccount.all, { params })).envelope.result!;
const bookable = async () => (await booker.call(endpoints.csAccount.costCenter)).envelope.result!.map((c) => c.name);
const ROOT = '1'; // 研发中心, the seed's, passed

describe('the cost centres list', () => {
  it('answers the enterprise\'s centres, passed ones from the seed, with their approvers by name', async () => {
    const all = await list();
    expect(all.items.map((c) => [c.name, c.code, c.approverName, c.state])).toEqual([
      ['研发中心', 'CC001', '李建华', 2],
      ['市场部', 'CC002', '王丽', 2],
      ['行政部', 'CC003', '赵敏', 2],
    ]);
    expect(all.items[0]).toMatchObject({ approverUserId: 'u-1001-200', parentId: '', parentName: '' });
    expect((await list({ keyword: 'cc002' })).items.map((c) => c.name)).toEqual(['市场部']);
    expect((await list({ state: 1 })).total).toBe(0);
    expect(await bookable()).toEqual(['研发中心', '市场部', '行政部']);
  });
});

describe('a new cost centre', () => {
  let added: CostCentreMessage;

  it('is added under a parent with its approver, awaits audit and is not offered to the booking', async () => {
    const answer = await admin.call(endpoints.csAccount.addCostCenter, { body: { name: '研发一部', code: 'RD01', parentId: ROOT, approverUserId: 'u-1001-101', limitPriceType: 3 } });
    expect(answer.status).toBe(200);
    added = answer.envelope.result!;
    expect(added).toMatchObject({ name: '研发一部', parentName: '研发中心', approverName: '王小明', state: 1, limitPriceType: 3 });
    expect(await bookable()).not.toContain('研发一部');
    const detail = (await admin.call(endpoints.csAccount.detail, { params: { costCenterId: added.costCenterId } })).envelope.result!;
    expect(detail.history).toMatchObject([{ action: 'add', userName: '赵敏', after: { name: '研发一部', parentName: '研发中心' } }]);
  });

  it('refuses its parent as itself or one of its descendants, a name or code taken, an unknown approver, each at its field', async () => {
    const refusal = async (body: Record<string, unknown>, endpoint: typeof endpoints.csAccount.updateCostCenter | typeof endpoints.csAccount.addCostCenter = endpoints.csAccount.updateCostCenter) => {
      const answer = await admin.call(endpoint, { body });
      return [answer.status, answer.envelope.message, answer.envelope.result];
    };
    expect(await refusal({ costCenterId: ROOT, name: '研发中心', code: 'CC001', parentId: added.costCenterId })).toEqual([422, '上级成本中心不能是它自己或它的下级成本中心', { field: '/parentId' }]);
    expect(await refusal({ costCenterId: ROOT, name: '研发中心', code: 'CC001', parentId: ROOT })).toEqual([422, '上级成本中心不能是它自己或它的下级成本中心', { field: '/parentId' }]);
    expect(await refusal({ name: '市场部', code: 'X1' }, endpoints.csAccount.addCostCenter)).toEqual([422, '名称为 市场部 的成本中心已存在', { field: '/name' }]);
    expect(await refusal({ name: '新部门', code: 'rd01' }, endpoints.csAccount.addCostCenter)).toEqual([422, '编码为 rd01 的成本中心已存在', { field: '/code' }]);
    expect(await refusal({ name: '新部门', code: 'X2', approverUserId: 'u-2002-010' }, endpoints.csAccount.addCostCenter)).toEqual([422, '审批人须为本企业的用户，请重新选择', { field: '/approverUserId' }]);
    expect(await refusal({ name: '新部门', code: 'X3', parentId: '99999' }, endpoints.csAccount.addCostCenter)).toEqual([422, '上级成本中心不存在或已删除，请重新选择', { field: '/parentId' }]);
    const root = (await list()).items.find((c) => c.costCenterId === ROOT);
    expect(root?.parentId).toBe('');
  });

  it('answers its hierarchy, the staff, the limit price types and its QR image of the booking link', async () => {
    expect((await admin.call(endpoints.csAccount.parent, { params: { costCenterId: added.costCenterId } })).envelope.result).toEqual([{ costCenterId: ROOT, name: '研发中心', code: 'CC001' }]);
    expect((await admin.call(endpoints.csAccount.child, { params: { costCenterId: ROOT } })).envelope.result).toEqual([{ costCenterId: added.costCenterId, name: '研发一部', code: 'RD01' }]);
    const staff = (await admin.call(endpoints.csAccount.staffList, { params: { costCenterId: ROOT } })).envelope.result!;
    expect(staff.map((u) => u.trueName).sort()).toEqual(['孙浩', '李建华', '王小明'].sort());
    expect((await admin.call(endpoints.csAccount.staffList)).envelope.result!.length).toBe(9);
    expect((await admin.call(endpoints.csAccount.limitPriceTypes)).envelope.result!.map((c) => c.title)).toEqual(['不限价', '单笔限额', '每日限额', '每月限额']);
    const qr = (await admin.call(endpoints.csAccount.qrImg, { params: { costCenterId: added.costCenterId } })).envelope.result!;
    expect(qr.link).toMatch(/\/EnterpriseService\/SpecialCar\?costCenter=%E7%A0%94%E5%8F%91%E4%B8%80%E9%83%A8$/);
    expect(qr.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('passes its audit, recorded in words, and is then offered to the booking; a second audit is refused', async () => {
    const passed = await admin.call(endpoints.csAccount.auditPass, { body: { costCenterId: added.costCenterId } });
    expect(passed.envelope.result?.state).toBe(2);
    expect(await bookable()).toContain('研发一部');
    const detail = (await admin.call(endpoints.csAccount.detail, { params: { costCenterId: added.costCenterId } })).envelope.result!;
    expect(detail.history[0]).toMatchObject({ action: 'update', before: { state: 1 }, after: { state: 2 } });
    const again = await admin.call(endpoints.csAccount.auditRefuse, { body: { costCenterId: added.costCenterId, reason: '重复' } });
    expect([again.status, again.envelope.message]).toEqual([422, '该成本中心不在待审核状态，无需审核']);
  });

  it('a refused centre keeps its reason; edited, it awaits audit again; one without an approver cannot pass', async () => {
    const other = (await admin.call(endpoints.csAccount.addCostCenter, { body: { name: '研发二部', code: 'RD02', parentId: ROOT } })).envelope.result!;
    const noApprover = await admin.call(endpoints.csAccount.auditPass, { body: { costCenterId: other.costCenterId } });
    expect([noApprover.status, noApprover.envelope.message]).toEqual([422, '请先为该成本中心指定审批人，再通过审核']);
    const refused = await admin.call(endpoints.csAccount.auditRefuse, { body: { costCenterId: other.costCenterId, reason: '请补充审批人' } });
    expect(refused.envelope.result).toMatchObject({ state: 3, refuseReason: '请补充审批人' });
    const edited = await admin.call(endpoints.csAccount.updateCostCenter, { body: { costCenterId: other.costCenterId, name: '研发二部', code: 'RD02', parentId: ROOT, approverUserId: 'u-1001-200' } });
    expect(edited.envelope.result).toMatchObject({ state: 1, refuseReason: '', approverName: '李建华' });
  });

  it('a centre with children is not deleted; a leaf is, and leaves the booking', async () => {
    const parent = await admin.call(endpoints.csAccount.deleteCostCenter, { body: { costCenterIds: [ROOT] } });
    expect([parent.status, parent.envelope.message]).toEqual([422, '成本中心 研发中心 还有下级成本中心，请先删除或移走下级成本中心']);
    const removed = await admin.call(endpoints.csAccount.deleteCostCenter, { body: { costCenterIds: [added.costCenterId] } });
    expect(removed.envelope.result).toEqual({ deleted: 1 });
    expect(await bookable()).not.toContain('研发一部');
  });
});

describe('the cost centres\' files', () => {
  const HEADER = ['名称', '编码', '限价类型'];

  it('imports nothing while a cell is bad, then the fixed file (pending, logged); exports the filtered list in words', async () => {
    const template = await download(admin, endpoints.csAccount.exportTemplate);
    expect(template.ok && (await sheetRows(template.bytes))[0]).toEqual(HEADER);
    const refused = await admin.upload(endpoints.csAccount.import, await xlsxOf(HEADER, [['财务部', 'FN01', '不限价'], ['法务部', 'LG 01', '每月限额']]), { contentType: XLSX_TYPE });
    expect(refused.status).toBe(422);
    expect((refused.envelope.result as { errors: { text: string }[] }).errors.map((e) => e.text)).toEqual([expect.stringMatching(/^行 3，列「编码」/)]);
    expect((await list({ keyword: '财务部' })).total).toBe(0);
    const imported = await admin.upload(endpoints.csAccount.import, await xlsxOf(HEADER, [['财务部', 'FN01', '不限价'], ['法务部', 'LG01', '每月限额']]), { contentType: XLSX_TYPE });
    expect(imported.envelope.result).toEqual({ imported: 2, errors: [] });
    expect((await admin.call(endpoints.csAccount.importLogs)).envelope.result!.slice(0, 2)).toMatchObject([{ rows: 2, imported: 2 }, { rows: 2, imported: 0, errors: 1 }]);
    const exported = await download(admin, endpoints.csAccount.export, { keyword: '法务部' });
    expect(exported.ok && (await sheetRows(exported.bytes))).toEqual([['名称', '编码', '上级成本中心', '审批人', '限价类型', '审核状态'], ['法务部', 'LG01', '', '', '每月限额', '待审核']]);
  });
});

describe('migration 040 on a database from before', () => {
  it('moves the reference rows\' cost centres into cost_centres, passed, with a code and the approver\'s user id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'enterprise-migration-'));
    try {
      const old = new Database(join(dir, DATABASE_FILE));
      migrate(old, 39);
      old.exec(`INSERT INTO enterprises VALUES (1001, 'e', 'e', '{}');
        INSERT INTO users (user_id, enterprise_id, phone_number, profile_json, permissions_json) VALUES ('u-1001-200', 1001, '13912345678', '{}', '[]');`);
      const row = old.prepare("INSERT INTO reference_rows (kind, scope, data_json) VALUES ('costCentre', '1001', ?)");
      row.run(JSON.stringify({ id: 1, enterpriseId: 1001, name: '研发中心', approverName: '李建华', approverEmail: 'l@x.cn', approverCellphone: '13912345678' }));
      row.run(JSON.stringify({ id: 7, enterpriseId: 1001, name: '外协', approverName: '外人', approverEmail: '', approverCellphone: '13000000000' }));
      old.close();
      const db = openDatabase(dir);
      expect(db.prepare('SELECT cost_centre_id, name, code, approver_user_id, approver_name, state FROM cost_centres ORDER BY cost_centre_id').all()).toEqual([
        { cost_centre_id: 1, name: '研发中心', code: 'CC001', approver_user_id: 'u-1001-200', approver_name: '李建华', state: 2 },
        { cost_centre_id: 7, name: '外协', code: 'CC007', approver_user_id: null, approver_name: '外人', state: 2 },
      ]);
      expect(db.prepare("SELECT COUNT(*) AS n FROM reference_rows WHERE kind = 'costCentre'").get()).toEqual({ n: 0 });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
