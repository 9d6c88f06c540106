/**
 * Attacks on the users' role assignment, unbinding and no-audit list (issue 25 §2; docs/administration.md
 * "用户"): without `admin.users` every call is 484; another enterprise's user is not found (404,
 * unchanged); a role only another enterprise has is no role here; an administrator cannot unbind
 * himself, hand out a role holding more than he has, nor name an enterprise or a field the schema does
 * not have; malformed and oversized bodies are 4xx with a sentence, never a 500.
 */
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_FILE } from '../../../src/server/db/database.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { signedInClient, startWithBookerAndAdmin, type TestClient, type TestServer } from '../client.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;
const OTHER_USER = 'u-2002-010';
const BOOKER = 'u-1001-101';

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

const rowOf = (userId: string) =>
  readDatabase(t, (db) => db.prepare('SELECT role_name, no_audit, unbound_at, permissions_json FROM users WHERE user_id = ?').get(userId));

describe('a user without admin.users', () => {
  it('is refused every call with 484 and changes nothing', async () => {
    const before = rowOf(BOOKER);
    const answers = [
      await booker.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [BOOKER], roleName: '管理员' } }),
      await booker.call(endpoints.enterpriseUser.unbind, { body: { userId: 'u-1001-023' } }),
      await booker.call(endpoints.enterpriseUser.setNoNeedToAudit, { body: { userIds: [BOOKER], noAudit: 1 } }),
    ];
    expect(answers.map((a) => [a.status, a.envelope.message])).toEqual(answers.map(() => [484, '用户没有该功能权限']));
    expect(rowOf(BOOKER)).toEqual(before);
  });
});

describe('another enterprise\'s user', () => {
  it('is not found to assign, unbind or exempt, and is unchanged', async () => {
    await admin.call(endpoints.enterpriseConfig.saveRoles, { body: { roles: [{ name: '订车人', permissions: ['specialCar.book'] }] } });
    const before = rowOf(OTHER_USER);
    const answers = [
      await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [BOOKER, OTHER_USER], roleName: '订车人' } }),
      await admin.call(endpoints.enterpriseUser.unbind, { body: { userId: OTHER_USER } }),
      await admin.call(endpoints.enterpriseUser.setNoNeedToAudit, { body: { userIds: [OTHER_USER], noAudit: 1 } }),
    ];
    expect(answers.map((a) => [a.status, a.envelope.message])).toEqual(answers.map(() => [404, '用户不存在或已删除']));
    expect(rowOf(OTHER_USER)).toEqual(before);
    // All or nothing: his own enterprise's user named beside the other one is not changed either.
    expect(rowOf(BOOKER)).toMatchObject({ role_name: null });
  });
});

describe('roles', () => {
  it('a role only another enterprise has is no role here (422 at 角色)', async () => {
    // 2002 keeps a role of its own (written as its 企业设置 would keep it).
    const db = new Database(join(t.dataDir, DATABASE_FILE));
    try {
      db.prepare("INSERT INTO enterprise_settings (enterprise_id, section, value_json, updated_at) VALUES (2002, 'roles', ?, 0)")
        .run(JSON.stringify({ roles: [{ name: '外企角色', permissions: ['admin.users', 'admin.config'] }] }));
    } finally {
      db.close();
    }
    const answer = await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [BOOKER], roleName: '外企角色' } });
    expect([answer.status, answer.envelope.message, answer.envelope.result]).toEqual([422, '角色“外企角色”不存在，请在企业设置中添加角色后再分配', { field: '/roleName' }]);
    expect(rowOf(BOOKER)).toMatchObject({ role_name: null });
  });

  it('a role id typed instead of its name, or an enterprise named in the body, is refused at the boundary', async () => {
    const typed = await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [BOOKER], roleId: 1 } });
    expect(typed.status).toBe(422);
    const named = await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [BOOKER], roleName: '订车人', enterpriseId: 2002 } });
    expect(named.status).toBe(422);
    expect(rowOf(BOOKER)).toMatchObject({ role_name: null });
  });
});

describe('a users administrator with fewer permissions', () => {
  it('cannot hand out a role holding a permission he does not hold himself (nor so raise his own)', async () => {
    const roles = [{ name: '用户管理员', permissions: ['admin.users'] }, { name: '配置管理员', permissions: ['admin.users', 'admin.config'] }];
    expect((await admin.call(endpoints.enterpriseConfig.saveRoles, { body: { roles } })).status).toBe(200);
    expect((await admin.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: ['u-1001-023'], roleName: '用户管理员' } })).status).toBe(200);
    const chen = await signedInClient(t, '13800000003', 'Demo@2026');
    const raised = await chen.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: ['u-1001-023'], roleName: '配置管理员' } });
    expect([raised.status, raised.envelope.errorCode, raised.envelope.message]).toEqual([422, 20600007, '这个角色含有您自己没有的权限，不能分配']);
    expect(rowOf('u-1001-023')).toMatchObject({ role_name: '用户管理员', permissions_json: '["admin.users"]' });
    // What he holds himself he may hand out.
    expect((await chen.call(endpoints.enterpriseUser.roleAssign, { body: { userIds: [BOOKER], roleName: '用户管理员' } })).status).toBe(200);
    expect((await admin.call(endpoints.enterpriseConfig.saveRoles, { body: { roles: [] } })).status).toBe(200);
  });
});

describe('unbinding', () => {
  it('refuses the administrator\'s own account, whatever else he sends', async () => {
    const answer = await admin.call(endpoints.enterpriseUser.unbind, { body: { userId: 'u-1001-900' } });
    expect([answer.status, answer.envelope.message]).toEqual([422, '不能解绑自己的账号']);
    expect(rowOf('u-1001-900')).toMatchObject({ unbound_at: null });
  });
});

describe('malformed and oversized bodies', () => {
  it('are 4xx with a sentence, never a 500, and change nothing', async () => {
    const before = rowOf(BOOKER);
    type Write = typeof endpoints.enterpriseUser.roleAssign | typeof endpoints.enterpriseUser.unbind | typeof endpoints.enterpriseUser.setNoNeedToAudit;
    const bodies: [Write, unknown][] = [
      [endpoints.enterpriseUser.roleAssign, { userIds: [], roleName: '订车人' }],
      [endpoints.enterpriseUser.roleAssign, { userIds: Array.from({ length: 501 }, (_, i) => `u-1001-${i}`), roleName: '订车人' }],
      [endpoints.enterpriseUser.roleAssign, { userIds: [BOOKER], roleName: 'x'.repeat(21) }],
      [endpoints.enterpriseUser.roleAssign, 'not an object'],
      [endpoints.enterpriseUser.unbind, { userId: { $ne: '' } }],
      [endpoints.enterpriseUser.unbind, { userId: 'x'.repeat(41) }],
      [endpoints.enterpriseUser.setNoNeedToAudit, { userIds: [BOOKER], noAudit: 2 }],
      [endpoints.enterpriseUser.setNoNeedToAudit, { userIds: [BOOKER], noAudit: true }],
      [endpoints.enterpriseUser.setNoNeedToAudit, [BOOKER]],
    ];
    for (const [endpoint, body] of bodies) {
      const answer = await admin.call(endpoint as typeof endpoints.enterpriseUser.unbind, { body: body as never });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(rowOf(BOOKER)).toEqual(before);
  });
});
