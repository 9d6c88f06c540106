/**
 * The users resource over HTTP and SQLite (issue 25 §1–2; docs/resources.md, docs/administration.md
 * "用户"): the list searches, filters, sorts and pages the session's enterprise only; add, update and
 * delete are checked against the schema and recorded in the change log; a new user is inactive, gets
 * the activation SMS and activates at /activeUser; the template, the import (all or nothing, logged)
 * and the export of the filtered list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints, type EnterpriseUserMessage } from '../../src/shared/index.ts';
import { lastSmsCode, signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';
import { XLSX_TYPE, xlsxOf } from './fleet-xlsx-files.ts';
import { download, sheetRows } from './order-download.ts';

const USER_HEADER = ['姓名', '手机号', '邮箱', '工号'];
let t: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ t } = await startWithSignedInBooker());
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

const list = async (params: Record<string, string | number> = {}) => (await admin.call(endpoints.enterpriseUser.baseInfos, { params })).envelope.result!;

describe('the users list', () => {
  it('answers the enterprise\'s users only, 20 a page, sorted by 工号, searched over name, phone, e-mail and 工号', async () => {
    const all = await list();
    expect(all.total).toBe(9);
    expect(all.items.map((u) => u.empNo)).toEqual([...all.items.map((u) => u.empNo)].sort());
    expect(all.items.every((u) => u.userId.startsWith('u-1001-'))).toBe(true);
    expect((await list({ searchKey: '赵敏' })).items.map((u) => u.phoneNumber)).toEqual(['13800000002']);
    expect((await list({ searchKey: 'HX0410' })).items.map((u) => u.trueName)).toEqual(['周强']);
    expect((await list({ searchKey: 'lijianhua@' })).items.map((u) => u.trueName)).toEqual(['李建华']);
    expect((await list({ searchKey: '13912345678' })).items.map((u) => u.trueName)).toEqual(['李建华']);
    expect((await list({ searchKey: '刘洋' })).total).toBe(0);
    expect((await list({ state: 1 })).items.every((u) => u.state === 1)).toBe(true);
    const page = await list({ pageSize: 3, pageIndex: 2, sortKey: 'phoneNumber', sortOrder: 'desc' });
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(9);
  });

  it('refuses an unknown sort key, order or state with 400 naming it in words', async () => {
    const refused = async (params: Record<string, string | number>) => {
      const answer = await admin.call(endpoints.enterpriseUser.baseInfos, { params });
      return [answer.status, answer.envelope.message];
    };
    expect(await refused({ sortKey: 'passwordHash' })).toEqual([400, '排序字段格式不正确']);
    expect(await refused({ sortOrder: 'sideways' })).toEqual([400, '排序方向格式不正确']);
    expect(await refused({ state: 7 })).toEqual([400, '状态格式不正确']);
  });
});

describe('adding, editing and deleting a user', () => {
  let added: EnterpriseUserMessage;

  it('adds an inactive user, sends the activation SMS, and records the change', async () => {
    const answer = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '孙悦', phoneNumber: '13900000001', email: 'sunyue@huaxin-tech.example.cn', empNo: 'HX0501' } });
    expect(answer.status).toBe(200);
    added = answer.envelope.result!;
    expect(added).toMatchObject({ trueName: '孙悦', phoneNumber: '13900000001', state: 1 });
    expect(t.logs.some((line) => line.includes('激活短信已发送至 13900000001') && line.includes('/activeUser'))).toBe(true);
    const detail = await admin.call(endpoints.enterpriseUser.detail, { params: { userId: added.userId } });
    expect(detail.envelope.result!.history).toMatchObject([{ action: 'add', userName: '赵敏', before: null, after: { trueName: '孙悦' } }]);
  });

  it('refuses a phone number another user holds, at 手机号, in any enterprise', async () => {
    for (const phoneNumber of ['13800000001', '13800000004']) {
      const answer = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '重名', phoneNumber } });
      expect(answer.status).toBe(422);
      expect(answer.envelope.message).toBe(`手机号 ${phoneNumber} 已被其他用户使用，一个手机号只能对应一个用户`);
      expect(answer.envelope.result).toEqual({ field: '/phoneNumber' });
    }
    const bad = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '孙悦', phoneNumber: '1390' } });
    expect([bad.status, bad.envelope.result]).toEqual([422, { field: '/phoneNumber' }]);
    expect(bad.envelope.message).toContain('手机号');
  });

  it('edits her 工号 (her own phone is no conflict) and the history tells before and after', async () => {
    const answer = await admin.call(endpoints.enterpriseUser.update, { body: { ...added, state: undefined, institutionId: undefined, institutionName: undefined, roleName: undefined, noAudit: undefined, empNo: 'HX0502' } });
    expect(answer.envelope.result?.empNo).toBe('HX0502');
    const detail = await admin.call(endpoints.enterpriseUser.detail, { params: { userId: added.userId } });
    expect(detail.envelope.result!.history[0]).toMatchObject({ action: 'update', before: { empNo: 'HX0501' }, after: { empNo: 'HX0502' } });
  });

  it('the new user activates at /activeUser with the SMS code and signs in', async () => {
    const client = t.client();
    await client.call(endpoints.userLogin.sendVerificationCode, { body: { phoneNumber: '13900000001', purpose: 'activate' } });
    const code = lastSmsCode(t.logs, '13900000001');
    const reset = await client.call(endpoints.userLogin.resetPassword, { body: { phoneNumber: '13900000001', code, newPassword: 'Sunyue@2026' } });
    expect(reset.envelope.isSuccess).toBe(true);
    const signedIn = await client.signIn(t.logs, '13900000001', 'Sunyue@2026');
    expect(signedIn.envelope.isSuccess).toBe(true);
    expect((await list({ searchKey: '孙悦' })).items[0]?.state).toBe(2);
  });

  it('refuses deleting oneself; deletes a user, who leaves the list, frees his phone and cannot sign in', async () => {
    const self = await admin.call(endpoints.enterpriseUser.deleted, { body: { userIds: ['u-1001-900'] } });
    expect([self.status, self.envelope.message]).toEqual([422, '不能删除自己的账号']);
    const removed = await admin.call(endpoints.enterpriseUser.deleted, { body: { userIds: [added.userId] } });
    expect(removed.envelope.result).toEqual({ deleted: 1 });
    expect((await list({ searchKey: '孙悦' })).total).toBe(0);
    expect((await t.client().signIn(t.logs, '13900000001', 'Sunyue@2026')).envelope.isSuccess).toBe(false);
    const again = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '孙悦', phoneNumber: '13900000001' } });
    expect(again.status).toBe(200);
  });
});

describe('the users\' files', () => {
  it('hands out the template with the schema\'s titles', async () => {
    const template = await download(admin, endpoints.enterpriseUser.exportTemplate);
    expect(template.ok && template.fileName).toBe('用户导入模板.xlsx');
    if (template.ok) expect((await sheetRows(template.bytes))[0]).toEqual(USER_HEADER);
  });

  it('imports nothing while a cell is bad, names it by row and column, then imports the fixed file; both are logged', async () => {
    const good = ['钱多多', '13977700001', '', 'HX0601'];
    const rows = [good, ['李四', '13800000001', '', ''], ['王五', '13900000013', 'x', ''], ['钱多多', '13977700001', '', '']];
    const refused = await admin.upload(endpoints.enterpriseUser.import, await xlsxOf(USER_HEADER, rows), { contentType: XLSX_TYPE });
    expect(refused.status).toBe(422);
    expect(refused.envelope.message).toBe('导入失败：3 处错误，未导入任何数据，请修改后重新上传');
    expect((refused.envelope.result as { errors: { text: string }[] }).errors.map((e) => e.text)).toEqual([
      '行 3，列「手机号」：手机号 13800000001 已被其他用户使用，一个手机号只能对应一个用户',
      '行 4，列「邮箱」：须为有效的邮箱地址，最多 60 个字符',
      '行 5，列「手机号」：与第 2 行重复',
    ]);
    expect((await list({ searchKey: '钱多多' })).total).toBe(0);
    const imported = await admin.upload(endpoints.enterpriseUser.import, await xlsxOf(USER_HEADER, [good, ['李四', '13900000012', '', '']]), { contentType: XLSX_TYPE });
    expect(imported.envelope.result).toEqual({ imported: 2, errors: [] });
    expect((await list({ searchKey: '钱多多' })).items[0]).toMatchObject({ empNo: 'HX0601', state: 1 });
    const logs = (await admin.call(endpoints.enterpriseUser.importLogs)).envelope.result!;
    expect(logs.slice(0, 2)).toMatchObject([{ userName: '赵敏', rows: 2, imported: 2, errors: 0 }, { rows: 4, imported: 0, errors: 3 }]);
  });

  it('exports the filtered list with the columns\' titles and codes in words', async () => {
    const exported = await download(admin, endpoints.enterpriseUser.export, { searchKey: '钱多多' });
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(await sheetRows(exported.bytes)).toEqual([['姓名', '手机号', '邮箱', '工号', '状态', '角色'], ['钱多多', '13977700001', '', 'HX0601', '未激活', '']]);
  });
});

describe('the enterprise\'s e-mail suffixes (企业设置)', () => {
  it('refuses an e-mail outside them at 邮箱, naming them, for an add and an import row; any e-mail once the list is empty', async () => {
    const save = (suffixes: string[]) => admin.call(endpoints.enterpriseConfig.saveEmailSuffix, { body: { suffixes } });
    expect((await save(['huaxin-tech.example.cn'])).status).toBe(200);
    try {
      const refused = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '钱多', phoneNumber: '13966600001', email: 'qianduo@gmail.com' } });
      expect([refused.status, refused.envelope.errorCode, refused.envelope.message]).toEqual([422, 20600003, '邮箱须为本企业的邮箱（@huaxin-tech.example.cn）']);
      expect(refused.envelope.result).toEqual({ field: '/email' });
      const imported = await admin.upload(endpoints.enterpriseUser.import, await xlsxOf(USER_HEADER, [['钱多', '13966600001', 'qianduo@gmail.com', 'HX0611']]), { contentType: XLSX_TYPE });
      expect(imported.status).toBe(422);
      expect(JSON.stringify(imported.envelope.result)).toContain('邮箱须为本企业的邮箱');
      const fine = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '钱多', phoneNumber: '13966600001', email: 'qianduo@mail.huaxin-tech.example.cn' } });
      expect(fine.status).toBe(200);
    } finally {
      expect((await save([])).status).toBe(200);
    }
    const any = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '李多', phoneNumber: '13966600002', email: 'liduo@gmail.com' } });
    expect(any.status).toBe(200);
  });
});
