// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { bundleAnswers, sampleBundle } from '../../../../tests/support/booking-answers.ts';
import { httpError, ok } from '../../../../tests/support/fake-transport.ts';
import type { FakeAnswer } from '../../../../tests/support/fake-transport.ts';
import { renderPortal, signedInAnswers } from '../../../../tests/support/portal.tsx';
import { ownCarPayload, specialCarPayload } from '../../../../tests/server/payloads.ts';
import { endpoints } from '../../../shared/index.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The first render loads the lazy page and its queries; a loaded machine may take more than the default second. */
const SLOW = { timeout: 10_000 };

const state = { status: 1, statusName: '待审批', price: 688, createdAt: 1, updatedAt: 1 };

/** The server's route through the order's places (`/Foundation/RouteMatrix/mutipoints`, issue 23 §2). */
const ROUTE = {
  distance: 31.5,
  duration: 52,
  legs: [
    { distance: 3.1, duration: 12 },
    { distance: 28.4, duration: 40 },
  ],
  path: [
    { lat: 31.2337, lng: 121.4752 },
    { lat: 31.2402, lng: 121.4905 },
    { lat: 31.1978, lng: 121.3235 },
  ],
  places: [
    { placeId: 'poi:1', name: '人民广场', lat: 31.2337, lng: 121.4752 },
    { placeId: 'poi:2', name: '外滩', lat: 31.2402, lng: 121.4905 },
    { placeId: 'address:104', name: '上海虹桥站', lat: 31.1978, lng: 121.3235 },
  ],
};

function answers(extra: Record<string, FakeAnswer>): Record<string, FakeAnswer> {
  return { ...signedInAnswers(), ...bundleAnswers(sampleBundle()), [endpoints.foundation.routeMatrixMultipoints.path]: () => ok(ROUTE), ...extra };
}

const specialDetail = () => ok({ ...specialCarPayload(), creditCard: null, orderId: 'S-1', ...state });

describe('the order detail view', () => {
  it('shows a special-car order read back, with Chinese labels, its status and price', async () => {
    renderPortal(
      '/EnterpriseService/Order/SpecialCar/S-1',
      answers({ [endpoints.csOrder.detail.path]: specialDetail, [endpoints.csOrder.isCanUpdate.path]: () => ok(true) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '订单详情' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('S-1', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('待审批')).toBeTruthy();
    expect(screen.getByText('¥688')).toBeTruthy();
    expect(screen.getByText('服务类型')).toBeTruthy();
    expect(screen.getByText('异地单程')).toBeTruthy();
    expect(screen.getByText('挂账')).toBeTruthy();
    expect(screen.getByText(/陈晓明/)).toBeTruthy();
  });

  it('shows the route the server drives through the order\'s places: distance, time, the places in order with each leg, and a sketch drawn without a map', async () => {
    const transport = renderPortal(
      '/EnterpriseService/Order/SpecialCar/S-1',
      answers({ [endpoints.csOrder.detail.path]: specialDetail, [endpoints.csOrder.isCanUpdate.path]: () => ok(true) }),
    ).transport;
    expect(await screen.findByRole('heading', { name: '行程路线' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('约 31.5 公里', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('约 52 分钟')).toBeTruthy();
    expect(screen.getByText('1. 人民广场 → 2. 外滩（3.1 公里，12 分钟） → 3. 上海虹桥站（28.4 公里，40 分钟）')).toBeTruthy();
    const sketch = screen.getByRole('img', { name: '路线示意图：人民广场 → 外滩 → 上海虹桥站' });
    expect(sketch.querySelectorAll('circle')).toHaveLength(3);
    expect(sketch.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
    // Asked with the order's addresses as it holds them, each with its place id: the server routes between those places.
    const body = transport.callsTo(endpoints.foundation.routeMatrixMultipoints.path)[0]!.options.body as { points: { placeId?: string }[] };
    expect(body.points.length).toBeGreaterThanOrEqual(2);
  });

  it('offers 修改 when IsCanUpdate allows it, and 复制 always', async () => {
    renderPortal(
      '/EnterpriseService/Order/SpecialCar/S-1',
      answers({ [endpoints.csOrder.detail.path]: specialDetail, [endpoints.csOrder.isCanUpdate.path]: () => ok(true) }),
    );
    const actions = await screen.findByRole('navigation', { name: '订单操作' }, SLOW);
    expect((await within(actions).findByRole('link', { name: '修改' }, SLOW)).getAttribute('href')).toBe('/EnterpriseService/SpecialCar?mode=u&orderId=S-1');
    expect(within(actions).getByRole('link', { name: '复制' }).getAttribute('href')).toBe('/EnterpriseService/SpecialCar?mode=a&orderId=S-1');
  });

  it('offers no 修改 for an order that may no longer change, and says so', async () => {
    renderPortal(
      '/EnterpriseService/Order/SpecialCar/S-1',
      answers({ [endpoints.csOrder.detail.path]: specialDetail, [endpoints.csOrder.isCanUpdate.path]: () => ok(false) }),
    );
    expect(await screen.findByText('此订单已不能修改，可复制为新订单。', {}, SLOW)).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: '订单操作' });
    expect(within(actions).queryByRole('link', { name: '修改' })).toBeNull();
    expect(within(actions).getByRole('link', { name: '复制' })).toBeTruthy();
  });

  it('names an own-car order\'s special-config option by its content, not its id', async () => {
    renderPortal(
      '/EnterpriseService/Order/OwnCar/O-1',
      answers({
        [endpoints.ownOrder.detail.path]: () => ok({ ...ownCarPayload(), auditorName: '', auditorEmail: '', auditorPhoneNumber: '', orderId: 'O-1', ...state, price: null }),
        [endpoints.ownOrder.isCanUpdate.path]: () => ok(true),
      }),
    );
    expect(await screen.findByText('O-1', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('区域类型')).toBeTruthy();
    expect(screen.getByText('自有车')).toBeTruthy();
    expect(screen.queryByText('预估价格')).toBeNull();
    expect(screen.getByText('出差事由')).toBeTruthy();
    expect(await screen.findByText('会议', {}, SLOW)).toBeTruthy();
  });

  it('says why when the order cannot be read', async () => {
    renderPortal(
      '/EnterpriseService/Order/SpecialCar/S-404',
      answers({
        [endpoints.csOrder.detail.path]: () => httpError(404, '订单不存在', endpoints.csOrder.detail),
        [endpoints.csOrder.isCanUpdate.path]: () => ok(false),
      }),
    );
    expect(await screen.findByText(/无法获取订单 S-404/, {}, SLOW)).toBeTruthy();
  });

  it('knows no third kind of order', async () => {
    renderPortal('/EnterpriseService/Order/Bus/B-1', answers({}));
    expect(await screen.findByText('没有这种订单。', {}, SLOW)).toBeTruthy();
  });
});
