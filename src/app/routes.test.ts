/**
 * Which menu entries the portal shows (docs/administration.md "导航"): only pages it has built, read
 * from the route table, so the seed's menu rows for pages still to come stay hidden.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { isBuiltMenuPage, ROUTES } from './routes.ts';

const seedMenu = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../server/db/seed/reference.json'), 'utf8')) as { menus: { name: string; path: string }[] }).menus;

describe('isBuiltMenuPage', () => {
  it('is true for a signed-in page whose route loads a page of its own', () => {
    for (const path of ['/EnterpriseService', '/EnterpriseService/Fleet', '/EnterpriseService/ConfigPreview', '/EnterpriseService/Approvals', '/enterpriseservice/fleet']) {
      expect(isBuiltMenuPage(path), path).toBe(true);
    }
  });

  it('is false for a route that still loads the placeholder, a path the table lacks (even under a wider route) and a public page', () => {
    for (const path of ['/OrderManage/SettlementBill', '/AccountCheck', '/Other', '/EnterpriseService/NoSuchPage', '/OrderAudit', '/login']) {
      expect(isBuiltMenuPage(path), path).toBe(false);
    }
  });

  it('follows the table: an entry becomes built when its route loads its page', () => {
    const page = () => import('../pages/not-found-page.tsx') as never;
    const table = [...ROUTES, { path: '/EnterpriseService/Users', title: '用户管理', exact: true, load: page }];
    expect(isBuiltMenuPage('/EnterpriseService/Users')).toBe(ROUTES.some((entry) => entry.path === '/EnterpriseService/Users'));
    expect(isBuiltMenuPage('/EnterpriseService/Users', table)).toBe(true);
  });

  it('the seed’s menu: the built admin pages are shown, the placeholders are not', () => {
    const shown = seedMenu.filter((entry) => isBuiltMenuPage(entry.path)).map((entry) => entry.name);
    expect(shown).toEqual(expect.arrayContaining(['企业用车服务', '订单审批', '车队管理', '企业配置预览']));
    expect(shown).not.toEqual(expect.arrayContaining(['结算账单']));
    expect(shown).not.toContain('对账');
    expect(shown).not.toContain('其他');
  });
});
