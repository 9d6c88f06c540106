/**
 * What an administrator decides about users beside their records (issue 25 §2; docs/administration.md
 * "用户"), over HTTP and SQLite: a role of 企业设置 assigned by name (the users' permissions become the
 * role's, and follow it when its permissions are saved again; a removed role's users go back to a new
 * user's permissions), unbinding (he leaves the lists, cannot sign in, his orders stay), and the
 * no-audit list kept in the database: a booker on it is served in /enterpriseUser/noNeedToAudit, and
 * his next special-car order is not sent for approval where the audit conditions read the list (bit 16).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../../rules/index.ts';
import { endpoints, type EnterpriseUserMessage } from '../../src/shared/index.ts';
import { NEW_USER_PERMISSIONS } from '../../src/server/resources/enterprise-users.ts';
import { startWithBookerAndAdmin, type TestClient, type TestServer } from './client.ts';
import { readDatabase } from './abuse/support.ts';
import { specialCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;
const BOOKER = 'u-1001-101';
const CHEN = 'u-1001-023';

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

const userOf = async (userId: string) => (await admin.call(endpoints.enterpriseUser.detail, { params: { userId } })).envelope.result!;
const saveRoles = (roles: { name: string; permissions: string[] }[]) => admin.call(endpoints.enterpriseConfig.saveRoles, { body: { roles } });
/** What the user's sessions are allowed (the permissions each request reads). */
const permissionsOf = (userId: string): string[] =>
  JSON.parse(readDatabase(t, (db) => (db.prepare('SELECT permissions_json AS p FROM users WHERE user_id = ?').get(userId) as { p: string }).p)) as string[];

describe('assigning a role', () => {
  it('gives the users the role by name and its permissions, recorded in each one\'s history', async () => {
    expect((await saveRoles([{ name: '审批员', permissions: ['specialCar.book', 'audit.orders'] }])).status).toBe(200);
    const assigned = await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [CHEN, BOOKER], roleName: '审批员' } });
    expect([assigned.status, assigned.envelope.result, assigned.envelope.message]).toEqual([200, { assigned: 2 }, '已为 2 个用户分配角色“审批员”']);
    const detail = await userOf(CHEN);
    expect(detail.record).toMatchObject({ roleName: '审批员' });
    expect(detail.history[0]).toMatchObject({ action: 'update', userName: '赵敏', before: { roleName: '' }, after: { roleName: '审批员' } });
    const list = (await admin.call(endpoints.enterpriseUser.baseInfos, { params: { searchKey: '陈晓明' } })).envelope.result!;
    expect(list.items[0]?.roleName).toBe('审批员');
    // His sessions read the role's permissions.
    expect(permissionsOf(BOOKER)).toEqual(expect.arrayContaining(['audit.orders']));
  });

  it('refuses a role 企业设置 does not hold, at 角色, naming it', async () => {
    const answer = await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [CHEN], roleName: '总经理' } });
    expect([answer.status, answer.envelope.errorCode, answer.envelope.message, answer.envelope.result]).toEqual([
      422, 20600004, '角色“总经理”不存在，请在企业设置中添加角色后再分配', { field: '/roleName' },
    ]);
  });

  it('the role\'s users follow its permissions when they are saved again; a removed role\'s users go back to a new user\'s', async () => {
    expect((await saveRoles([{ name: '审批员', permissions: ['audit.orders'] }])).status).toBe(200);
    expect(permissionsOf(BOOKER)).toEqual(['audit.orders']);
    expect((await saveRoles([])).status).toBe(200);
    expect(permissionsOf(BOOKER)).toEqual([...NEW_USER_PERMISSIONS]);
    const detail = await userOf(CHEN);
    expect(detail.record.roleName).toBe('');
    expect(detail.history[0]).toMatchObject({ action: 'update', before: { roleName: '审批员' }, after: { roleName: '' } });
  });

  it('refuses to leave the enterprise without anyone holding admin.users, by assigning or by saving the roles', async () => {
    expect((await saveRoles([{ name: '订车人', permissions: ['specialCar.book'] }])).status).toBe(200);
    const self = await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: ['u-1001-900'], roleName: '订车人' } });
    expect([self.status, self.envelope.errorCode]).toEqual([422, 20600005]);
    expect(self.envelope.message).toBe('企业至少要有一位可以管理用户的管理员，不能取消最后一位管理员的用户管理权限');
    expect(permissionsOf('u-1001-900')).toContain('admin.users');
    expect((await saveRoles([])).status).toBe(200);
  });
});

describe('unbinding a user', () => {
  let added: EnterpriseUserMessage;

  it('refuses unbinding oneself', async () => {
    const self = await admin.call(endpoints.enterpriseUser.unbind, { body: { userId: 'u-1001-900' } });
    expect([self.status, self.envelope.errorCode, self.envelope.message]).toEqual([422, 20600006, '不能解绑自己的账号']);
  });

  it('takes him out: he leaves the list, cannot sign in or activate, keeps his number and his orders', async () => {
    added = (await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '解绑人', phoneNumber: '13955500001' } })).envelope.result!;
    const unbound = await admin.call(endpoints.enterpriseUser.unbind, { body: { userId: added.userId } });
    expect([unbound.status, unbound.envelope.message]).toEqual([200, '解绑人已解绑，不能再登录本企业']);
    expect((await admin.call(endpoints.enterpriseUser.baseInfos, { params: { searchKey: '解绑人' } })).envelope.result!.total).toBe(0);
    expect((await admin.call(endpoints.enterpriseUser.detail, { params: { userId: added.userId } })).status).toBe(404);
    // His number stays his account's: it cannot be given to someone else meanwhile.
    const again = await admin.call(endpoints.enterpriseUser.add, { body: { trueName: '新人', phoneNumber: '13955500001' } });
    expect(again.status).toBe(422);
    const activate = await t.client().call(endpoints.userLogin.sendVerificationCode, { body: { phoneNumber: '13955500001', purpose: 'activate' } });
    expect(t.logs.some((line) => line.includes('已发送至 13955500001（用途 activate）'))).toBe(false);
    expect(activate.status).toBeLessThan(500);
  });
});

describe('the no-audit list (免审批)', () => {
  /** The special-car approver sections' conditions read the list (bit 16, spec D3): the reviewer's and 李建华's. */
  async function listReadByTheConditions(): Promise<void> {
    const { bundle, version } = (await admin.call(endpoints.configAdmin.bundle)).envelope.result as { bundle: EnterpriseBundle; version: number };
    const configs = structuredClone(bundle.auditConfigs ?? []);
    const special = configs.find((c) => c.businessType === 4)!;
    special.userInputDto!.auditConditionConfigDto!.conditionBits |= 16;
    special.excoAuditDto = { ...special.excoAuditDto!, hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 16 } };
    const saved = await admin.call(endpoints.configAdmin.save, { body: { bundle: { ...bundle, auditConfigs: configs }, summary: '审批条件：免审批名单', basedOn: version } });
    expect(saved.status).toBe(200);
  }

  it('puts the booker on the list, kept in the database and served with the bundle\'s own lists', async () => {
    const put = await admin.call(endpoints.enterpriseUser.setNoNeedToAudit, { body: { userIds: [BOOKER], noAudit: 1 } });
    expect([put.status, put.envelope.result]).toEqual([200, { changed: 1 }]);
    const detail = await userOf(BOOKER);
    expect(detail.record.noAudit).toBe(1);
    expect(detail.history[0]).toMatchObject({ before: { noAudit: 0 }, after: { noAudit: 1 } });
    const lists = (await booker.call(endpoints.enterpriseUser.noNeedToAudit, { params: { businessType: 4, auditType: 1 } })).envelope.result!;
    expect(lists.flatMap((l) => l.bookerIds)).toEqual(['u-1001-001', BOOKER]);
    // The config editor reads the bundle as saved: the users' list is never copied into it.
    const { bundle } = (await admin.call(endpoints.configAdmin.bundle)).envelope.result as { bundle: EnterpriseBundle };
    expect(bundle.noNeedToAudit?.flatMap((l) => l.bookerIds)).toEqual(['u-1001-001']);
  });

  it('his next special-car order is not sent for approval where the conditions read the list; off the list it is again', async () => {
    await listReadByTheConditions();
    const noApprover = { approverName: '', approverEmail: '', approverPhone: '', administrativeReviewerMsg: { email: '', city: '', phoneNumber: '' } };
    const free = await booker.call(endpoints.csOrder.create, { body: specialCarPayload(noApprover) });
    expect(free.status).toBe(200);
    const freeDetail = await booker.call(endpoints.csOrder.detail, { params: { orderId: free.envelope.result.orderId } });
    expect([free.envelope.result.status, freeDetail.envelope.result.statusName, freeDetail.envelope.result.approval?.steps]).toEqual([2, '已预订', []]);

    expect((await admin.call(endpoints.enterpriseUser.setNoNeedToAudit, { body: { userIds: [BOOKER], noAudit: 0 } })).envelope.result).toEqual({ changed: 1 });
    const audited = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    expect(audited.status).toBe(200);
    const detail = await booker.call(endpoints.csOrder.detail, { params: { orderId: audited.envelope.result.orderId } });
    expect([audited.envelope.result.status, detail.envelope.result.statusName]).toEqual([1, '待审批']);
  });
});
