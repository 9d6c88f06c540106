// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEMO_USER, signedInAnswers, signedOutAnswers } from '../../tests/support/portal.tsx';
import { fakeTransport } from '../../tests/support/fake-transport.ts';
import { prefetchBooking } from '../features/booking/api/prefetch.ts';
import { bookingLookups } from '../features/booking/api/lookups.ts';
import { enterpriseBundleQuery } from '../features/booking/api/enterprise-bundle.ts';
import { createQueryClient } from '../lib/query-client.ts';
import PlaceholderPage from '../pages/placeholder-page.tsx';
import { endpoints } from '../shared/index.ts';
import { prefetchAtBoot } from './boot-prefetch.ts';
import { bootServices } from './boot-services.ts';
import { pageLoad } from './page-loader.ts';
import { AppProvider } from './provider.tsx';
import { buildRoutes } from './router.tsx';
import { HOME_PATH, ROUTES, entryAt } from './routes.ts';
import type { PageModule, RouteEntry } from './routes.ts';

afterEach(cleanup);

const CURRENT_USER = endpoints.userLogin.currentUser.path;
const PERMISSIONS = endpoints.enterpriseUser.permissions.path;

/** A guarded page whose code and prefetch are spies. */
function guardedPage(path = '/guarded') {
  const load = vi.fn((): Promise<PageModule> => Promise.resolve({ default: PlaceholderPage }));
  const prefetch = vi.fn();
  const entry: RouteEntry = { path, title: '受保护页面', exact: true, load, prefetch };
  return { entry, load, prefetch };
}

describe('the boot asks for what the page it opens on needs (issue 9, mount)', () => {
  it('finds the entry the router draws, the most specific first', () => {
    expect(entryAt(`${HOME_PATH}/SpecialCar`)?.title).toBe('专车预订');
    expect(entryAt(HOME_PATH)?.title).toBe('企业用车服务');
    expect(entryAt('/OrderManage/SettlementBill/detail/42')?.title).toBe('结算账单');
    expect(entryAt('/no/such/page')).toBeUndefined();
  });

  it('asks for the session first, then the permissions and the page’s own prefetch in one round, with the user', async () => {
    const transport = fakeTransport(signedInAnswers());
    const { entry, prefetch } = guardedPage();
    prefetchAtBoot(bootServices(createQueryClient(), transport), '/guarded', [entry]);
    expect(transport.calls.map((c) => c.path)).toEqual([CURRENT_USER]);
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls[0]![1]).toEqual(DEMO_USER);
    expect(transport.calls.map((c) => c.path)).toEqual([CURRENT_USER, PERMISSIONS]);
  });

  it('imports a guarded page’s code and the shared code once the round is asked, not while the session is out', async () => {
    // Importing evaluates the chunks (Chakra's createSystem included): done at boot, the session's
    // answer waited for it and the round with it (issue 9, mount).
    const transport = fakeTransport(signedInAnswers());
    const { entry, load, prefetch } = guardedPage();
    const asked: string[][] = [];
    const shared = vi.fn(() => void asked.push(transport.calls.map((c) => c.path)));
    load.mockImplementation(() => {
      asked.push(transport.calls.map((c) => c.path));
      return Promise.resolve({ default: PlaceholderPage });
    });
    prefetchAtBoot(bootServices(createQueryClient(), transport), '/guarded', [entry], shared);
    expect(load).not.toHaveBeenCalled();
    expect(shared).not.toHaveBeenCalled();
    // Marked as the boot's page at once: drawn without suspending whenever the guard lets it through.
    expect(pageLoad(entry.load).fromBoot()).toBe(true);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(shared).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      [CURRENT_USER, PERMISSIONS],
      [CURRENT_USER, PERMISSIONS],
    ]);
  });

  it('imports a guarded page’s code only once the round’s requests are handed to fetch (transport.sent)', async () => {
    const transport = fakeTransport(signedInAnswers());
    let release = (): void => {};
    let round: string[] = [];
    const sent = vi.fn(() => {
      round = transport.calls.map((c) => c.path);
      return new Promise<void>((done) => (release = done));
    });
    const { entry, load } = guardedPage();
    const shared = vi.fn();
    prefetchAtBoot(bootServices(createQueryClient(), { ...transport, sent }), '/guarded', [entry], shared);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(round).toEqual([CURRENT_USER, PERMISSIONS]);
    await new Promise((done) => setTimeout(done, 20));
    expect(load).not.toHaveBeenCalled();
    expect(shared).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('imports a public page’s code and the shared code at once, and asks nothing of the session', () => {
    const transport = fakeTransport({});
    const load = vi.fn((): Promise<PageModule> => Promise.resolve({ default: PlaceholderPage }));
    const shared = vi.fn();
    prefetchAtBoot(bootServices(createQueryClient(), transport), '/open', [{ path: '/open', title: '公开页面', exact: true, load, public: true }], shared);
    expect(load).toHaveBeenCalledTimes(1);
    expect(shared).toHaveBeenCalledTimes(1);
    expect(transport.calls).toEqual([]);
  });

  it('imports the shared code at once on a path no entry names (the not-found page)', () => {
    const shared = vi.fn();
    prefetchAtBoot(bootServices(createQueryClient(), fakeTransport({})), '/no/such/page', [guardedPage().entry], shared);
    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('asks and imports nothing more when there is no session (401)', async () => {
    const transport = fakeTransport(signedOutAnswers());
    const { entry, load, prefetch } = guardedPage();
    const shared = vi.fn();
    prefetchAtBoot(bootServices(createQueryClient(), transport), '/guarded', [entry], shared);
    await waitFor(() => expect(transport.callsTo(CURRENT_USER)).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(prefetch).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(shared).not.toHaveBeenCalled();
    expect(transport.calls.map((c) => c.path)).toEqual([CURRENT_USER]);
  });

  it('lets the guard and the page use what it asked: the session and the permissions are asked once', async () => {
    const transport = fakeTransport(signedInAnswers());
    const queryClient = createQueryClient();
    const { entry } = guardedPage();
    prefetchAtBoot(bootServices(queryClient, transport), '/guarded', [entry]);
    // The answers arrive before React draws anything: the cache time 0 would drop them without the hold.
    await waitFor(() => expect(transport.callsTo(PERMISSIONS)).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 20));
    render(
      <AppProvider transport={transport} queryClient={queryClient}>
        <MemoryRouter initialEntries={['/guarded']}>{buildRoutes([entry])}</MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '受保护页面' })).toBeTruthy();
    expect(transport.callsTo(CURRENT_USER)).toHaveLength(1);
    expect(transport.callsTo(PERMISSIONS)).toHaveLength(1);
  });

  it('lets go of what no page took after the hold', async () => {
    const transport = fakeTransport(signedInAnswers());
    const queryClient = createQueryClient();
    const { entry } = guardedPage();
    prefetchAtBoot(bootServices(queryClient, transport, 300), '/guarded', [entry]);
    await waitFor(() => expect(queryClient.getQueryData(['session', 'currentUser'])).toEqual(DEMO_USER), { interval: 5 });
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ['session', 'currentUser'] })).toBeUndefined());
  });

  it('draws a page whose code is there already at once, without 加载中…', async () => {
    const load = (): Promise<PageModule> => Promise.resolve({ default: PlaceholderPage });
    await pageLoad(load).preload();
    render(
      <AppProvider transport={fakeTransport({})} queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/ready']}>{buildRoutes([{ path: '/ready', title: '已加载页面', exact: true, load, public: true }])}</MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '已加载页面' })).toBeTruthy();
    expect(screen.queryByText('加载中…')).toBeNull();
  });
});

describe('the booking page’s prefetch', () => {
  const asked = (kind: 'special-car' | 'own-car') => {
    const transport = fakeTransport({});
    const keys: unknown[] = [];
    prefetchBooking(kind)({ transport, prefetch: (options) => keys.push(options.queryKey) }, DEMO_USER);
    return { keys, transport };
  };

  it('asks the bundle, the offers the special-car form waits for and the cities, with the keys the page asks them by', () => {
    const { keys, transport } = asked('special-car');
    const lookups = bookingLookups(transport);
    expect(keys).toEqual([
      enterpriseBundleQuery(transport, DEMO_USER.enterpriseId).queryKey,
      lookups.paymentTypes({ accountId: DEMO_USER.userId, phoneNumber: DEMO_USER.phoneNumber }).queryKey,
      lookups.carCategories(DEMO_USER.enterpriseId).queryKey,
      lookups.userBalance().queryKey,
      lookups.letterOfCommitment().queryKey,
      lookups.costCentres().queryKey,
      lookups.cities().queryKey,
    ]);
  });

  it('asks only the cost centres of the offers for an own-car booking (its approver section fills from them, D3)', () => {
    const { keys, transport } = asked('own-car');
    const lookups = bookingLookups(transport);
    expect(keys).toEqual([enterpriseBundleQuery(transport, DEMO_USER.enterpriseId).queryKey, lookups.costCentres().queryKey, lookups.cities().queryKey]);
  });

  it('is the prefetch of both booking routes', () => {
    expect(ROUTES.filter((r) => r.prefetch !== undefined).map((r) => r.path)).toEqual([`${HOME_PATH}/SpecialCar`, `${HOME_PATH}/OwnCar`]);
  });
});
