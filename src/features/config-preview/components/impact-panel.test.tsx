// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { UiProvider } from '../../../components/ui/provider.tsx';
import type { Impact } from '../diff/impact.ts';
import { ImpactResult } from './impact-panel.tsx';

afterEach(cleanup);

/** An impact as large as a bundle at the caps gives: 75 changes, 23 effects of 15 orders each. */
const LARGE: Impact = {
  ok: true,
  scenarios: 4000,
  orders: 345,
  unreadable: 0,
  changes: Array.from({ length: 75 }, (_, i) => ({ subject: `专车「特殊字段 ${i + 1}」`, before: '选填', after: '必填', when: '任何场景' })),
  effects: Array.from({ length: 23 }, (_, i) => ({
    text: `在 15 个专车订单中，有 15 个的专车「特殊字段 ${i + 1}」将由“选填”变为“必填”`,
    orders: Array.from({ length: 15 }, (_, j) => ({ orderId: `SC${i}-${j}`, businessType: 4 as const, booker: '王小明', date: '2026-12-01 09:00', route: '恒生银行大厦 → 东部软件园' })),
  })),
};

function renderResult(impact: Impact) {
  render(
    <UiProvider>
      <MemoryRouter>
        <ImpactResult impact={impact} orderLink={(type, id) => `/orders/${type}/${id}`} />
      </MemoryRouter>
    </UiProvider>,
  );
}

const rows = () => within(screen.getByRole('table', { name: '规则变化' })).getAllByRole('row').length - 1;
const effects = () => within(screen.getByRole('list', { name: '对历史订单的影响' })).getAllByRole('list', { name: '受影响的订单' });

describe('ImpactResult: a large result drawn a page at a time (issue 24 §4)', () => {
  it('draws 20 changes, 5 effects and 10 orders of each at first, and says how many there are', () => {
    renderResult(LARGE);
    expect(rows()).toBe(20);
    expect(effects()).toHaveLength(5);
    expect(within(effects()[0]!).getAllByRole('link')).toHaveLength(10);
    expect(within(effects()[0]!).getAllByRole('link')[0]!.getAttribute('href')).toBe('/orders/4/SC0-0');
    expect(screen.getAllByText('另有 5 个订单未列出，共 15 个')).toHaveLength(5);
    screen.getByRole('button', { name: '再显示 20 项变化（已显示 20 项，共 75 项）' });
    screen.getByRole('button', { name: '再显示 5 项影响（已显示 5 项，共 23 项）' });
  });

  it('再显示 adds a page until everything is drawn, then the button goes', async () => {
    renderResult(LARGE);
    for (const shown of [20, 40, 60]) {
      fireEvent.click(screen.getByRole('button', { name: `再显示 ${Math.min(20, 75 - shown)} 项变化（已显示 ${shown} 项，共 75 项）` }));
      await screen.findAllByText(`专车「特殊字段 ${Math.min(shown + 20, 75)}」`);
      expect(rows()).toBe(Math.min(shown + 20, 75));
    }
    expect(screen.queryByRole('button', { name: /项变化/ })).toBeNull();
    for (const shown of [5, 10, 15, 20]) {
      fireEvent.click(screen.getByRole('button', { name: `再显示 ${Math.min(5, 23 - shown)} 项影响（已显示 ${shown} 项，共 23 项）` }));
      await screen.findByText(new RegExp(`「特殊字段 ${Math.min(shown + 5, 23)}」将由`));
    }
    expect(effects()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: /项影响/ })).toBeNull();
  });

  it('a small result has no 再显示', () => {
    renderResult({ ...LARGE, changes: LARGE.changes.slice(0, 3), effects: LARGE.effects.slice(0, 2) });
    expect(rows()).toBe(3);
    expect(effects()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /再显示/ })).toBeNull();
  });
});
