/**
 * Renders the whole portal (route table, guard, layout) at a path in jsdom, with a fake
 * transport and a fresh query client, for component tests.
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { preloadChakra } from '../../src/app/chakra-outlet.tsx';
import { AppProvider } from '../../src/app/provider.tsx';
import { createTransportHooks } from '../../src/app/transport-hooks.ts';
import type { Notices } from '../../src/app/transport-hooks.ts';
import { buildRoutes } from '../../src/app/router.tsx';
import { RouterHandleProbe, createRouterHandle } from '../../src/app/router-handle.tsx';
import type { RouterHandle } from '../../src/app/router-handle.tsx';
import { ROUTES } from '../../src/app/routes.ts';
import type { RouteEntry } from '../../src/app/routes.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { endpoints } from '../../src/shared/index.ts';
import type { CurrentUser } from '../../src/features/session/api/current-user.ts';
import { fakeTransport, httpError, ok } from './fake-transport.ts';
import type { FakeAnswer, FakeTransport } from './fake-transport.ts';

// Chakra is fetched on first use in the app (src/app/chakra-outlet.tsx); here it is loaded with the
// test file, as it was when the providers imported it, so no test's first wait pays for transforming it.
await preloadChakra();

/** The demo booker as `/UserLogin/CurrentUser` answers for him. */
export const DEMO_USER: CurrentUser = {
  userId: 'u-1001-101',
  userName: 'wangxiaoming',
  trueName: '王小明',
  phoneNumber: '13800000001',
  enterpriseId: 1001,
  costCenter: '研发中心',
  priority: 1,
  officeAddressId: 401,
};

/** The demo booker's permission tree. */
export const DEMO_PERMISSIONS = [
  { permissionName: 'specialCar', childNodes: [{ permissionName: 'specialCar.book' }] },
  { permissionName: 'ownCar', childNodes: [{ permissionName: 'ownCar.book' }, { permissionName: 'ownCar.holiday' }] },
];

/** Answers of a signed-in session (current user, permissions, logout). */
export function signedInAnswers(): Record<string, FakeAnswer> {
  return {
    [endpoints.userLogin.currentUser.path]: () => ok(DEMO_USER),
    [endpoints.enterpriseUser.permissions.path]: () => ok(DEMO_PERMISSIONS),
    [endpoints.userLogin.logout.path]: () => ok(null),
    // The start page lists the booker's recent orders of both kinds.
    [endpoints.csOrder.list.path]: () => ok({ total: 0, items: [] }),
    [endpoints.ownOrder.list.path]: () => ok({ total: 0, items: [] }),
  };
}

/** Answers of a visitor without a session: CurrentUser is a 401. */
export function signedOutAnswers(): Record<string, FakeAnswer> {
  return {
    [endpoints.userLogin.currentUser.path]: () => httpError(401, '用户没有权限', endpoints.userLogin.currentUser),
  };
}

/** What the app's transport hooks showed, instead of toasts. */
export interface ShownNotices {
  notifications: { title: string; message: string }[];
  errorMessages: string[];
}

/**
 * The portal at `path`, wired like the app (src/app/app.tsx, with a memory router): the fake
 * transport's hooks are the app's (notifications recorded, a 401 navigates to /login); `router` is
 * the app's handle on the router (where it is: `whereIs(router)`; `router.navigate` inside `act`).
 */
export function renderPortal(path: string, answers: Record<string, FakeAnswer>, table: readonly RouteEntry[] = ROUTES) {
  const shown: ShownNotices = { notifications: [], errorMessages: [] };
  const notices: Notices = {
    notification: (title, message) => shown.notifications.push({ title, message }),
    errorMessage: (message) => shown.errorMessages.push(message),
    infoMessage: () => {},
    report: () => {},
  };
  const router = createRouterHandle(path);
  const hooks = createTransportHooks({ currentPath: () => router.currentPath(), navigate: (to) => router.navigate(to, { replace: true }) }, notices);
  const transport: FakeTransport = fakeTransport(answers, hooks);
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider transport={transport} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterHandleProbe handle={router} />
        {buildRoutes(table)}
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, transport, queryClient, shown };
}

/** Where the memory router is now (the location it drew last): path and search. */
export function whereIs(router: RouterHandle): string {
  return router.currentPath();
}
