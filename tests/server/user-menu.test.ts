/**
 * `/UserLogin/UserMenu` (issue 25 §2, docs/administration.md "导航"): the seed's menu rows filtered by
 * the user's permission tree, parents and leaves alike, each with the permission the portal filters by again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { DEMO_BOOKER, signedInClient, startTestServer, type TestServer } from './client.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const menuOf = async (phoneNumber: string, password: string) => {
  const client = await signedInClient(t, phoneNumber, password);
  const answer = await client.call(endpoints.userLogin.userMenu);
  expect(answer.envelope.isSuccess).toBe(true);
  return answer.envelope.result;
};

describe('/UserLogin/UserMenu', () => {
  it('answers the admin every row his permissions open, a leaf permission (admin.config) as well as a parent (reports)', async () => {
    const menu = await menuOf('13800000002', 'Admin@2026');
    expect(menu.map((item) => item.name)).toEqual(['企业用车服务', '订单审批', '车队管理', '用户管理', '成本中心', '机构管理', '企业设置', '企业配置预览', '结算账单', '对账', '其他']);
    expect(menu.find((item) => item.name === '企业设置')).toEqual({ name: '企业设置', path: '/EnterpriseService/Settings', permission: 'admin.config' });
    expect(menu[0]).toEqual({ name: '企业用车服务', path: '/EnterpriseService' });
  });

  it('answers the booker no admin, approval or fleet row', async () => {
    const menu = await menuOf(DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
    expect(menu.map((item) => item.name)).toEqual(['企业用车服务']);
  });
});
