// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ListTable, type Column } from './list-table.tsx';
import { UiProvider } from './provider.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Car {
  plate: string;
  level: string;
}
const COLUMNS: Column<Car>[] = [
  { header: '车牌号', cell: (c) => c.plate },
  { header: '车型级别', cell: (c) => c.level },
];
const ROWS: Car[] = [
  { plate: '沪A·D1234', level: '舒适型' },
  { plate: '沪A·D5678', level: '商务型' },
];

const draw = () =>
  render(
    <UiProvider>
      <ListTable label="车辆列表" columns={COLUMNS} rows={ROWS} rowKey={(c) => c.plate} rowAttributes={(c) => ({ 'data-plate': c.plate })} />
    </UiProvider>,
  );

/** A `matchMedia` answering every query with `wide`. */
const viewport = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: wide, addEventListener: () => {}, removeEventListener: () => {} }));

describe('ListTable: a table on a wide screen, cards on a phone (issue 22 Layout)', () => {
  it('is a table from 768 px', () => {
    viewport(true);
    draw();
    const table = screen.getByRole('table', { name: '车辆列表' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: '车辆列表' })).toBeNull();
  });

  it('is one card per row below 768 px, each value named by its column', () => {
    viewport(false);
    draw();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '车辆列表' })).getAllByRole('listitem');
    expect(cards.map((card) => [card.getAttribute('data-plate'), card.textContent])).toEqual([
      ['沪A·D1234', '车牌号沪A·D1234车型级别舒适型'],
      ['沪A·D5678', '车牌号沪A·D5678车型级别商务型'],
    ]);
  });

  it('is a table where there is no matchMedia (jsdom without a stub)', () => {
    vi.stubGlobal('matchMedia', undefined);
    draw();
    expect(screen.getByRole('table', { name: '车辆列表' })).toBeTruthy();
  });
});
