/**
 * Attacks on the users resource (issue 25; docs/administration.md "用户"): a user without
 * `admin.users` is refused every call (484); an administrator never reads nor alters another
 * enterprise's user (404, nothing changed), never names the enterprise in a body, never forges a
 * record id; malformed or oversized bodies are 4xx with a sentence, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { startWithBookerAndAdmin, type TestClient, type TestServer } from '../client.ts';
import { XLSX_TYPE, xlsxOf } from '../fleet-xlsx-files.ts';
import { download } from '../order-download.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;
const OTHER_USER = 'u-2002-010';
const USER = { trueName: '孙悦', phoneNumber: '13900000001' };

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

const profileOf = (userId: string) => readDatabase(t, (db) => db.prepare('SELECT phone_number, profile_json, deleted_at FROM users WHERE user_id = ?').get(userId));

describe('a user without admin.users', () => {
  it('is refused every call with 484 and changes nothing', async () => {
    const answers = [
      await booker.call(endpoints.enterpriseUser.baseInfos),
      await booker.call(endpoints.enterpriseUser.detail, { params: { userId: 'u-1001-900' } }),
      await booker.call(endpoints.enterpriseUser.add, { body: USER }),
      await booker.call(endpoints.enterpriseUser.update, { body: { ...USER, userId: 'u-1001-900' } }),
      await booker.call(endpoints.enterpriseUser.deleted, { body: { userIds: ['u-1001-900'] } }),
      await booker.call(endpoints.enterpriseUser.importLogs),
      await booker.upload(endpoints.enterpriseUser.import, await xlsxOf(['姓名', '手机号', '邮箱', '工号'], [['孙悦', '13900000001', '', '']]), { contentType: XLSX_TYPE }),
    ];
    expect(answers.map((a) => [a.status, a.envelope.message])).toEqual(answers.map(() => [484, '用户没有该功能权限']));
    expect((await download(booker, endpoints.enterpriseUser.export)).status).toBe(484);
    expect((await download(booker, endpoints.enterpriseUser.exportTemplate)).status).toBe(484);
    expect(readDatabase(t, (db) => db.prepare("SELECT COUNT(*) AS n FROM users WHERE phone_number = '13900000001'").get())).toEqual({ n: 0 });
  });
});

describe('another enterprise\'s user', () => {
  it('is not found to read, edit or delete, and is unchanged', async () => {
    const before = profileOf(OTHER_USER);
    const answers = [
      await admin.call(endpoints.enterpriseUser.detail, { params: { userId: OTHER_USER } }),
      await admin.call(endpoints.enterpriseUser.update, { body: { userId: OTHER_USER, trueName: '改名', phoneNumber: '13800000004' } }),
      await admin.call(endpoints.enterpriseUser.deleted, { body: { userIds: ['u-1001-101', OTHER_USER] } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(answers[0]!.envelope.message).toBe('用户不存在或已删除');
    expect(profileOf(OTHER_USER)).toEqual(before);
    // All or nothing: 1001's user named beside it was not deleted either.
    expect((profileOf('u-1001-101') as { deleted_at: number | null }).deleted_at).toBeNull();
    expect((await admin.call(endpoints.enterpriseUser.baseInfos, { params: { searchKey: '刘洋' } })).envelope.result!.total).toBe(0);
    // The list's enterpriseId (spec §7 names it) is the session's: another one sent is ignored.
    const forged = (await admin.call(endpoints.enterpriseUser.baseInfos, { params: { enterpriseId: 2002 } })).envelope.result!;
    expect(forged.items.every((u) => u.userId.startsWith('u-1001-'))).toBe(true);
  });

  it('a body naming an enterprise or an id on add is refused; a forged or overlong id is not found', async () => {
    const withEnterprise = await admin.call(endpoints.enterpriseUser.add, { body: { ...USER, enterpriseId: 2002 } });
    expect(withEnterprise.status).toBe(422);
    const withId = await admin.call(endpoints.enterpriseUser.add, { body: { ...USER, userId: OTHER_USER } });
    expect(withId.status).toBe(400);
    expect((await admin.call(endpoints.enterpriseUser.detail, { params: { userId: "u-1001-900' OR 1=1 --" } })).status).toBe(404);
    expect((await admin.call(endpoints.enterpriseUser.detail, { params: { userId: 'x'.repeat(5000) } })).status).toBe(404);
    expect((await admin.call(endpoints.enterpriseUser.detail)).status).toBe(404);
  });
});

describe('malformed bodies', () => {
  it('are 4xx with a sentence, never a 500', async () => {
    const bodies: unknown[] = [
      { userIds: 'u-1001-101' },
      { userIds: [] },
      { userIds: [1, 2] },
      { userIds: Array.from({ length: 501 }, (_, i) => `u-${i}`) },
      {},
    ];
    for (const body of bodies) {
      const answer = await admin.call(endpoints.enterpriseUser.deleted, { body });
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.envelope.message).toBe('要删除的用户格式不正确');
    }
    for (const body of [{ trueName: 'x'.repeat(21), phoneNumber: '13900000002' }, { trueName: ['孙悦'], phoneNumber: '13900000002' }, { trueName: '孙悦', phoneNumber: '13900000002', email: 'not mail' }, null]) {
      const answer = await admin.call(endpoints.enterpriseUser.add, { body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.message).toMatch(/[\u4e00-\u9fff]/);
      expect(answer.envelope.message).not.toMatch(/\/|trueName|email/);
    }
    // Files: not an .xlsx, another template's header, an upload past the limit; nothing is stored, nothing logged.
    const users = () => readDatabase(t, (db) => db.prepare('SELECT COUNT(*) AS n FROM users').get());
    const before = users();
    const notXlsx = await admin.upload(endpoints.enterpriseUser.import, new TextEncoder().encode('姓名,手机号\n孙悦,13900000003'), { contentType: XLSX_TYPE });
    expect([notXlsx.status, notXlsx.envelope.message]).toEqual([422, '文件不是有效的 Excel（.xlsx）表格，请下载模板填写后上传']);
    const wrongHeader = await admin.upload(endpoints.enterpriseUser.import, await xlsxOf(['车牌号', '车型级别'], [['沪A·E1', '舒适型']]), { contentType: XLSX_TYPE });
    expect(wrongHeader.status).toBe(422);
    expect(wrongHeader.envelope.message).toBe('表头与模板不一致：第 1 行应为 姓名、手机号、邮箱、工号，请下载模板填写');
    const tooLarge = await admin.upload(endpoints.enterpriseUser.import, new Uint8Array(1024 * 1024 + 1), { contentType: XLSX_TYPE });
    expect(tooLarge.status).toBe(413);
    expect(users()).toEqual(before);
    expect((await admin.call(endpoints.enterpriseUser.importLogs)).envelope.result).toEqual([]);
    const longSearch = await admin.call(endpoints.enterpriseUser.baseInfos, { params: { searchKey: '赵'.repeat(41) } });
    expect([longSearch.status, longSearch.envelope.message]).toEqual([400, '搜索内容格式不正确']);
  });
});
