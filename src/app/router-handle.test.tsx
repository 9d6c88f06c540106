// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { RouterHandleProbe, createRouterHandle } from './router-handle.tsx';

afterEach(cleanup);

function drawRouter(handle: ReturnType<typeof createRouterHandle>, at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <RouterHandleProbe handle={handle} />
      <Routes>
        <Route path="/a" element={<h1>页面 A</h1>} />
        <Route path="/b" element={<h1>页面 B</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the handle on the declarative router (for the transport’s hooks)', () => {
  it('is at the path it starts at before the router draws, search included', () => {
    const handle = createRouterHandle('/a?tab=2#top');
    expect(handle.currentPath()).toBe('/a?tab=2');
    expect(handle.location).toMatchObject({ pathname: '/a', search: '?tab=2', hash: '#top', state: null });
  });

  it('follows the router: a navigation through it is where the router is, with its state', async () => {
    const handle = createRouterHandle('/a');
    drawRouter(handle, '/a');
    expect(screen.getByRole('heading', { name: '页面 A' })).toBeTruthy();

    act(() => handle.navigate('/b?x=1', { state: { from: 'a' } }));
    expect(await screen.findByRole('heading', { name: '页面 B' })).toBeTruthy();
    expect(handle.currentPath()).toBe('/b?x=1');
    expect(handle.location.state).toEqual({ from: 'a' });
  });

  it('keeps a navigation asked before the router drew (a 401 may come back that early) and makes it once drawn', async () => {
    const handle = createRouterHandle('/a');
    handle.navigate('/b', { replace: true });
    drawRouter(handle, '/a');
    expect(await screen.findByRole('heading', { name: '页面 B' })).toBeTruthy();
    expect(handle.currentPath()).toBe('/b');
  });
});
