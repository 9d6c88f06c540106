// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { fakeTransport } from '../../../tests/support/fake-transport.ts';
import { renderPortal, signedInAnswers, signedOutAnswers, whereIs } from '../../../tests/support/portal.tsx';
import { TransportProvider } from '../../lib/transport-context.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { endpoints } from '../../shared/index.ts';
import { sessionKeys } from './api/query-keys.ts';
import { usePermissions } from './hooks/use-permissions.ts';

const CURRENT_USER = endpoints.userLogin.currentUser.path;
const PERMISSIONS = endpoints.enterpriseUser.permissions.path;
const LOGOUT = endpoints.userLogin.logout.path;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the session guard', () => {
  it('sends a visitor without a session to /login, remembering the page', async () => {
    const { router } = renderPortal('/AccountCheck?id=7', signedOutAnswers());
    await screen.findByRole('heading', { level: 1, name: '登录' });
    // The router hands out where it is in a passive effect, after the page it drew is on screen.
    await waitFor(() => expect(whereIs(router)).toBe(`/login?redirect=${encodeURIComponent('/AccountCheck?id=7')}`));
  });

  it('sends a first-time visitor to /login quietly: asked with nothing stored, the 401 is no error', async () => {
    const { router, transport, shown } = renderPortal('/', signedOutAnswers());
    await screen.findByRole('heading', { level: 1, name: '登录' });
    // The router hands out where it is in a passive effect, after the page it drew is on screen.
    await waitFor(() => expect(whereIs(router)).toBe(`/login?redirect=${encodeURIComponent('/EnterpriseService')}`));
    expect(transport.callsTo(CURRENT_USER)).toHaveLength(1);
    expect(transport.callsTo(CURRENT_USER)[0]!.options.quietUnauthorized).toBe(true);
    expect(shown.notifications).toEqual([]);
    expect(shown.errorMessages).toEqual([]);
  });

  it('keeps the notification for a session the visitor had: a stored OperatorId whose session has ended', async () => {
    localStorage.setItem('OperatorId', 'u-1001-101');
    const { router, transport, shown } = renderPortal('/EnterpriseService', signedOutAnswers());
    await screen.findByRole('heading', { level: 1, name: '登录' });
    // The router hands out where it is in a passive effect, after the page it drew is on screen.
    await waitFor(() => expect(whereIs(router)).toBe(`/login?redirect=${encodeURIComponent('/EnterpriseService')}`));
    expect(transport.callsTo(CURRENT_USER)[0]!.options.quietUnauthorized).toBe(false);
    expect(shown.notifications).toEqual([{ title: '用户没有权限（令牌、用户名、密码错误）', message: '用户没有权限' }]);
  });

  it.each(['/login', '/forgetPwd', '/resetPwd', '/activeUser', '/Concur/abc'])('lets %s open without asking for a session', async (path) => {
    const { transport, router } = renderPortal(path, signedOutAnswers());
    await screen.findByRole('heading', { level: 1 });
    expect(router.location.pathname).toBe(path);
    expect(transport.callsTo(CURRENT_USER)).toHaveLength(0);
  });

  it('shows a signed-in user the page, their name and what they may do', async () => {
    renderPortal('/EnterpriseService', signedInAnswers());
    expect(await screen.findByText('欢迎，王小明')).toBeTruthy();
    expect(screen.getByText('企业编号 1001')).toBeTruthy();
    const permissions = await screen.findByRole('list', { name: '可用功能' });
    expect(permissions.textContent).toContain('自有车休假行程');
    expect(permissions.textContent).toContain('专车预订');
  });

  it('asks who is signed in once, though the guard and the page both need it', async () => {
    const { transport } = renderPortal('/EnterpriseService', signedInAnswers());
    await screen.findByRole('list', { name: '可用功能' });
    expect(transport.callsTo(CURRENT_USER)).toHaveLength(1);
  });
});

describe('usePermissions', () => {
  function wrapperWith(transport: ReturnType<typeof fakeTransport>) {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <TransportProvider transport={transport}>{children}</TransportProvider>
      </QueryClientProvider>
    );
    return { wrapper, queryClient };
  }

  it('answers can(name) from the flattened tree, at any depth', async () => {
    const transport = fakeTransport(signedInAnswers());
    const { result } = renderHook(() => usePermissions(), wrapperWith(transport));
    expect(result.current.can('ownCar.holiday')).toBe(false);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.can('ownCar.holiday')).toBe(true);
    expect(result.current.can('ownCar')).toBe(true);
    expect(result.current.can('admin.users')).toBe(false);
    expect(result.current.can('constructor')).toBe(false);
  });

  it('fetches the tree once, however often it is used', async () => {
    const transport = fakeTransport(signedInAnswers());
    const options = wrapperWith(transport);
    const first = renderHook(() => usePermissions(), options);
    await waitFor(() => expect(first.result.current.isPending).toBe(false));
    first.unmount();
    const second = renderHook(() => usePermissions(), options);
    expect(second.result.current.can('specialCar.book')).toBe(true);
    renderHook(() => usePermissions(), options);
    expect(transport.callsTo(PERMISSIONS)).toHaveLength(1);
  });
});

describe('退出登录', () => {
  it("ends the session and forgets the OperatorId; the next call's 401 leads to /login", async () => {
    localStorage.setItem('OperatorId', 'u-1001-101');
    // The server's side: once logged out, the session calls answer 401.
    let signedIn = true;
    const session = signedInAnswers();
    const signedOut = signedOutAnswers();
    const answers = {
      ...session,
      [CURRENT_USER]: (options: object) => (signedIn ? session[CURRENT_USER]! : signedOut[CURRENT_USER]!)(options),
      [PERMISSIONS]: (options: object) => (signedIn ? session[PERMISSIONS]! : signedOut[CURRENT_USER]!)(options),
      [LOGOUT]: (options: object) => {
        signedIn = false;
        return session[LOGOUT]!(options);
      },
    };
    const { router, transport, queryClient, shown } = renderPortal('/EnterpriseService', answers);
    await screen.findByText('欢迎，王小明');
    await screen.findByRole('list', { name: '可用功能' });
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(transport.callsTo(LOGOUT)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('OperatorId')).toBeNull());
    // The next call, asking again who is signed in with nothing stored, answers 401 quietly: the
    // guard leads to /login without an error notification (the visitor asked to leave).
    await screen.findByRole('heading', { level: 1, name: '登录' });
    // The router hands out where it is in a passive effect, after the page it drew is on screen.
    await waitFor(() => expect(whereIs(router)).toBe(`/login?redirect=${encodeURIComponent('/EnterpriseService')}`));
    expect(queryClient.getQueryData(sessionKeys.permissions)).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.currentUser)).toBeUndefined();
    const asks = transport.callsTo(CURRENT_USER);
    expect(asks.length).toBeGreaterThanOrEqual(2);
    expect(asks.at(-1)!.options.quietUnauthorized).toBe(true);
    expect(shown.notifications).toEqual([]);
  });
});
