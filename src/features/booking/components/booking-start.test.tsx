// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ok } from '../../../../tests/support/fake-transport.ts';
import { renderPortal, signedInAnswers } from '../../../../tests/support/portal.tsx';
import { endpoints } from '../../../shared/index.ts';
import type { OwnCarOrderSummary, SpecialCarOrderSummary } from '../../../shared/index.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The first render loads the lazy page and its queries; a loaded machine may take more than the default second. */
const SLOW = { timeout: 10_000 };

const summary = {
  price: null,
  updatedAt: 0,
  tripType: 1,
  passengerName: '王小明',
  bookerName: '王小明',
  boardingAddress: '上海虹桥国际机场',
  dropOffAddress: '华信科技上海总部',
  costCentre: '研发中心',
};

const SPECIAL: SpecialCarOrderSummary = {
  ...summary,
  orderId: 'S-100',
  status: 1,
  statusName: '待审批',
  createdAt: 2_000,
  boardingTime: '2026-11-24 09:00',
  tripTypeName: '接机',
  carTypeLevel: 2,
};

const OWN: OwnCarOrderSummary = {
  ...summary,
  orderId: 'O-200',
  status: 9,
  statusName: '已取消',
  createdAt: 3_000,
  boardingTime: '2026-11-25 10:00',
  tripTypeName: '市内',
  dropOffTime: '2026-11-25 12:00',
  carLicense: '沪A12345',
};

function withOrders(permissions = signedInAnswers()[endpoints.enterpriseUser.permissions.path]!) {
  return {
    ...signedInAnswers(),
    [endpoints.enterpriseUser.permissions.path]: permissions,
    [endpoints.csOrder.list.path]: () => ok({ total: 1, items: [SPECIAL] }),
    [endpoints.ownOrder.list.path]: () => ok({ total: 1, items: [OWN] }),
  };
}

describe('the booker\'s start page (/EnterpriseService)', () => {
  it('links to both bookings when the booker may book both', async () => {
    renderPortal('/EnterpriseService', withOrders());
    const nav = await screen.findByRole('navigation', { name: '预订' }, SLOW);
    expect(within(nav).getByRole('link', { name: '专车预订' }).getAttribute('href')).toBe('/EnterpriseService/SpecialCar');
    expect(within(nav).getByRole('link', { name: '自有车预订' }).getAttribute('href')).toBe('/EnterpriseService/OwnCar');
  });

  it('offers only the booking the booker has the permission for', async () => {
    renderPortal('/EnterpriseService', withOrders(() => ok([{ permissionName: 'ownCar', childNodes: [{ permissionName: 'ownCar.book' }] }])));
    const nav = await screen.findByRole('navigation', { name: '预订' }, SLOW);
    expect(within(nav).queryByRole('link', { name: '专车预订' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '自有车预订' })).toBeTruthy();
  });

  it('says so when the booker may book nothing', async () => {
    renderPortal('/EnterpriseService', withOrders(() => ok([])));
    expect(await screen.findByText('暂无预订权限，请联系企业管理员开通。', {}, SLOW)).toBeTruthy();
  });

  it('lists the recent orders of both kinds, newest first, with their status, each opening its detail', async () => {
    renderPortal('/EnterpriseService', withOrders());
    const table = await screen.findByRole('table', { name: '最近订单' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['O-200', 'S-100']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/EnterpriseService/Order/OwnCar/O-200');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/EnterpriseService/Order/SpecialCar/S-100');
    expect(rows[0]!.textContent).toContain('已取消');
    expect(rows[1]!.textContent).toContain('待审批');
    expect(rows[1]!.textContent).toContain('专车 · 接机');
  });

  it('says there are no orders yet', async () => {
    renderPortal('/EnterpriseService', signedInAnswers());
    expect(await screen.findByText('还没有订单。', {}, SLOW)).toBeTruthy();
  });
});
