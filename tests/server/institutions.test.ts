/**
 * The institutions over HTTP and SQLite (issue 25 §2; docs/administration.md "机构"): add, edit, status,
 * the fuzzy query and the addresses of the enabled ones, an institution's car levels, binding a user
 * (recorded on the user in words), deleting only an institution nobody is bound to, import and export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints, type InstitutionMessage } from '../../src/shared/index.ts';
import { startWithBookerAndAdmin, type TestClient, type TestServer } from './client.ts';
import { XLSX_TYPE, xlsxOf } from './fleet-xlsx-files.ts';
import { download, sheetRows } from './order-download.ts';
import { readDatabase } from './abuse/support.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

const list = async (params: Record<string, string | number> = {}) => (await admin.call(endpoints.enterpriseInstitution.list, { params })).envelope.result!;

describe('institutions', () => {
  let shanghai: InstitutionMessage;

  it('adds one (enabled), refuses a name taken under 名称, edits it with its history in words', async () => {
    const added = await admin.call(endpoints.enterpriseInstitution.add, { body: { name: '上海分部', contactName: '王丽', contactPhone: '13912340002', address: '上海市浦东新区世纪大道 100 号', carType: 0 } });
    shanghai = added.envelope.result!;
    expect(shanghai).toMatchObject({ name: '上海分部', state: 1, carType: 0 });
    const taken = await admin.call(endpoints.enterpriseInstitution.add, { body: { name: '上海分部' } });
    expect([taken.status, taken.envelope.message, taken.envelope.result]).toEqual([422, '名称为 上海分部 的机构已存在', { field: '/name' }]);
    const edited = await admin.call(endpoints.enterpriseInstitution.update, { body: { ...shanghai, state: undefined, carType: 2 } });
    expect(edited.envelope.result?.carType).toBe(2);
    expect((await list({ keyword: '浦东' })).items.map((i) => i.name)).toEqual(['上海分部']);
    const detail = (await admin.call(endpoints.enterpriseInstitution.detail, { params: { institutionId: shanghai.institutionId } })).envelope.result!;
    expect(detail.history[0]).toMatchObject({ action: 'update', before: { carType: 0 }, after: { carType: 2 } });
    expect((await admin.call(endpoints.enterpriseInstitution.carType, { params: { institutionId: shanghai.institutionId } })).envelope.result).toEqual([{ const: 2, title: '舒适型' }]);
  });

  it('binds a user, recorded on the user; refuses deleting a bound institution; a disabled one is not offered nor bound', async () => {
    const bound = await admin.call(endpoints.enterpriseUser.institutionBind, { body: { userId: 'u-1001-101', institutionId: shanghai.institutionId } });
    expect(bound.envelope.result).toMatchObject({ trueName: '王小明', institutionName: '上海分部' });
    const user = (await admin.call(endpoints.enterpriseUser.detail, { params: { userId: 'u-1001-101' } })).envelope.result!;
    expect(user.history[0]).toMatchObject({ action: 'update', before: { institutionName: '' }, after: { institutionName: '上海分部' } });
    const refused = await admin.call(endpoints.enterpriseInstitution.delete, { body: { institutionIds: [shanghai.institutionId] } });
    expect([refused.status, refused.envelope.message]).toEqual([422, '机构 上海分部 还有绑定的用户，请先为这些用户解除绑定']);
    expect((await booker.call(endpoints.enterpriseInstitution.addresses)).envelope.result).toEqual([{ institutionId: shanghai.institutionId, name: '上海分部', address: '上海市浦东新区世纪大道 100 号' }]);

    const disabled = await admin.call(endpoints.enterpriseInstitution.status, { body: { institutionId: shanghai.institutionId, state: 2 } });
    expect(disabled.envelope.result?.state).toBe(2);
    expect((await admin.call(endpoints.enterpriseInstitution.fuzzyQuery, { params: { keyword: '上海' } })).envelope.result).toEqual([]);
    expect((await booker.call(endpoints.enterpriseInstitution.addresses)).envelope.result).toEqual([]);
    const bindDisabled = await admin.call(endpoints.enterpriseUser.institutionBind, { body: { userId: 'u-1001-023', institutionId: shanghai.institutionId } });
    expect([bindDisabled.status, bindDisabled.envelope.message, bindDisabled.envelope.result]).toEqual([422, '该机构已停用，不能绑定用户', { field: '/institutionId' }]);

    await admin.call(endpoints.enterpriseUser.institutionBind, { body: { userId: 'u-1001-101', institutionId: '' } });
    const removed = await admin.call(endpoints.enterpriseInstitution.delete, { body: { institutionIds: [shanghai.institutionId] } });
    expect(removed.envelope.result).toEqual({ deleted: 1 });
    expect(readDatabase(t, (db) => db.prepare("SELECT institution_id FROM users WHERE user_id = 'u-1001-101'").get())).toEqual({ institution_id: null });
  });

  it('imports all or nothing and exports the filtered list in words', async () => {
    const HEADER = ['名称', '联系人', '联系电话', '地址', '可用车型'];
    const bad = await admin.upload(endpoints.enterpriseInstitution.import, await xlsxOf(HEADER, [['北京分部', '', '', '', '不限'], ['广州分部', '', '123', '', '跑车']]), { contentType: XLSX_TYPE });
    expect(bad.status).toBe(422);
    expect((bad.envelope.result as { errors: { text: string }[] }).errors.map((e) => e.text.slice(0, 12))).toEqual(['行 3，列「联系电话」：', '行 3，列「可用车型」：']);
    const good = await admin.upload(endpoints.enterpriseInstitution.import, await xlsxOf(HEADER, [['北京分部', '', '', '', '不限'], ['广州分部', '', '', '', '豪华型']]), { contentType: XLSX_TYPE });
    expect(good.envelope.result).toEqual({ imported: 2, errors: [] });
    const exported = await download(admin, endpoints.enterpriseInstitution.export, { keyword: '广州' });
    expect(exported.ok && (await sheetRows(exported.bytes))).toEqual([HEADER.concat('状态'), ['广州分部', '', '', '', '豪华型', '启用']]);
  });
});
