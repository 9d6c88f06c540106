// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderPortal, signedInAnswers } from '../../tests/support/portal.tsx';
import PlaceholderPage from '../pages/placeholder-page.tsx';
import { HOME_PATH, ROUTES } from './routes.ts';
import type { PageModule, RouteEntry } from './routes.ts';

afterEach(cleanup);

/** The portal at `path` for a signed-in user (the guard lets every page through). */
function renderAt(path: string, table: readonly RouteEntry[] = ROUTES) {
  return renderPortal(path, signedInAnswers(), table).router;
}

const pageTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the portal routes (spec §2)', () => {
  it('redirects the root path to /EnterpriseService', async () => {
    const router = renderAt('/');
    expect(await pageTitle('企业用车服务')).toBeTruthy();
    // The router handle learns the drawn location in a passive effect, after the page is on screen.
    await waitFor(() => expect(router.location.pathname).toBe(HOME_PATH));
  });

  it('shows the product name in the header', async () => {
    renderAt(HOME_PATH);
    await pageTitle('企业用车服务');
    expect(screen.getByText('企业用车服务平台')).toBeTruthy();
  });

  it('registers every route of the specification once', () => {
    // The form lab of the bench (issue 8 §4) is in a bench build only, never in this table (src/app/routes.ts).
    const specRoutes = ROUTES;
    const paths = specRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The booking pages of issue 8 sit under /EnterpriseService, beside the specification's routes.
    const specPaths = paths.filter((p) => !p.startsWith(`${HOME_PATH}/`));
    expect(specPaths).toHaveLength(28);
    expect(specRoutes.filter((r) => r.exact && !r.path.startsWith(`${HOME_PATH}/`)).map((r) => r.path)).toEqual([
      '/Concur/:dc', '/OrderTravels', '/BreakRuleBillDetail', '/questionnaire', '/retaincapital', '/approvalresult',
    ]);
  });

  it.each([
    ['/login', '登录'],
    ['/OrderAudit', '订单审批'],
    ['/Concur/abc123', 'Concur 账号绑定'],
    ['/OrderTravels', '订单行程'],
  ])('shows the page of %s', async (path, title) => {
    renderAt(path);
    expect(await pageTitle(title)).toBeTruthy();
  });

  it('lets a non-exact route match its sub-paths', async () => {
    renderAt('/OrderManage/SettlementBill/detail/42');
    expect(await pageTitle('结算账单')).toBeTruthy();
  });

  it.each(['/OrderTravels/x', '/Concur/abc/extra', '/approvalresult/1'])(
    'does not let the exact-match route match the sub-path %s',
    async (path) => {
      renderAt(path);
      expect(await pageTitle('页面不存在')).toBeTruthy();
    },
  );

  it('shows the not-found page with a link home for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await pageTitle('页面不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回企业用车服务' }).getAttribute('href')).toBe(HOME_PATH);
  });

  it('shows 加载中… while a page loads, then the page', async () => {
    let finishLoading: (module: PageModule) => void = () => {};
    const slowPage = new Promise<PageModule>((resolve) => {
      finishLoading = resolve;
    });
    renderAt('/slow', [{ path: '/slow', title: '慢页面', exact: true, load: () => slowPage }]);

    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    finishLoading({ default: PlaceholderPage });
    expect(await pageTitle('慢页面')).toBeTruthy();
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('shows a page that fails while drawing as 页面出错了 in Chinese with a way home, not the router\'s developer page', async () => {
    const Broken = (): never => {
      throw new TypeError("Cannot read properties of undefined (reading 'toFixed')");
    };
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderAt('/broken', [{ path: '/broken', title: '坏页面', exact: true, load: () => Promise.resolve({ default: Broken }) }]);
      expect(await pageTitle('页面出错了')).toBeTruthy();
      expect(screen.getByRole('link', { name: '返回企业用车服务' }).getAttribute('href')).toBe(HOME_PATH);
      expect(screen.queryByText(/Unexpected Application Error|toFixed/)).toBeNull();
      // The fault is in the console for whoever looks.
      expect(silenced).toHaveBeenCalledWith('[page error / 页面错误]', expect.any(TypeError), expect.any(String));
    } finally {
      silenced.mockRestore();
    }
  });

  it('draws the pages again after a navigation away from a page that failed, and fails the page again when it comes back', async () => {
    let draws = 0;
    const Broken = (): never => {
      draws += 1;
      throw new TypeError("Cannot read properties of undefined (reading 'toFixed')");
    };
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const table = [...ROUTES, { path: '/broken', title: '坏页面', exact: true, load: () => Promise.resolve({ default: Broken }) }];
      const router = renderAt('/broken', table);
      expect(await pageTitle('页面出错了')).toBeTruthy();

      act(() => router.navigate(HOME_PATH));
      expect(await pageTitle('企业用车服务')).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: '页面出错了' })).toBeNull();
      // The router handle learns the drawn location in a passive effect, after the page is on screen.
      await waitFor(() => expect(router.location.pathname).toBe(HOME_PATH));

      const drawnBefore = draws;
      act(() => router.navigate('/broken'));
      expect(await pageTitle('页面出错了')).toBeTruthy();
      expect(draws).toBeGreaterThan(drawnBefore);
    } finally {
      silenced.mockRestore();
    }
  });
});
