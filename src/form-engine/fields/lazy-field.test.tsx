// @vitest-environment jsdom
import type { FieldProps } from '@rjsf/utils';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { lazyField, preloadLazyFields } from './lazy-field.tsx';

afterEach(cleanup);

describe('lazyField: a field fetched when first drawn (the booking page’s weight, issue 22 §3)', () => {
  it('says 加载中… until its code arrives, then draws it with the props it was given; fetched once', async () => {
    let fetches = 0;
    let arrive: (field: ComponentType<FieldProps>) => void = () => undefined;
    const Field = lazyField(() => {
      fetches += 1;
      return new Promise<ComponentType<FieldProps>>((resolve) => (arrive = resolve));
    });
    const props = { name: 'paymentCard' } as FieldProps;
    render(<Field {...props} />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    await act(async () => arrive((given) => <p>卡片：{given.name}</p>));
    expect(screen.getByText('卡片：paymentCard')).toBeTruthy();
    expect(screen.queryByText('加载中…')).toBeNull();
    cleanup();
    render(<Field {...props} />);
    // Once arrived, a form drawn later draws it at once.
    expect(screen.getByText('卡片：paymentCard')).toBeTruthy();
    expect(fetches).toBe(1);
  });

  it('preloadLazyFields fetches every lazily drawn field, so a form drawn after it shows none loading', async () => {
    const Field = lazyField(async () => (given: FieldProps) => <p>字段 {given.name}</p>);
    await preloadLazyFields();
    render(<Field {...({ name: 'x' } as FieldProps)} />);
    expect(screen.getByText('字段 x')).toBeTruthy();
  });
});
