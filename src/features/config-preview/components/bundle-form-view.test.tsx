// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../../../../rules/index.ts';
import { fakeLookups } from '../../../../tests/support/form-engine.tsx';
// As a module, not read from disk: jsdom has no file URLs.
import huaxin from '../../../../fixtures/enterprises/huaxin-tech/bundle.json';
import { UiProvider } from '../../../components/ui/provider.tsx';
import { BundleFormView } from './bundle-form-view.tsx';

afterEach(cleanup);

const { $schema: _s, ...SEEDED } = structuredClone(huaxin) as EnterpriseBundle & { $schema?: string };
const byId = (id: string) => document.getElementById(id);

/** The view with the page's part: the draft held above it, each edit's bundle kept. */
function renderView(errors: { path: string; message: string }[] = [], start: EnterpriseBundle = SEEDED) {
  const seen: EnterpriseBundle[] = [];
  function Page() {
    const [bundle, setBundle] = useState<EnterpriseBundle>(start);
    return (
      <BundleFormView
        bundle={bundle}
        errors={errors}
        lookups={fakeLookups()}
        onChange={(next) => {
          seen.push(next);
          setBundle(next);
        }}
      />
    );
  }
  render(
    <UiProvider>
      <Page />
    </UiProvider>,
  );
  return seen;
}

describe('the config form view (issue 24 §1)', () => {
  it('moves a special field up with its 上移 button and the bundle follows', async () => {
    const seen = renderView();
    const third = screen.getByRole('group', { name: '特殊字段 3：用车说明' });
    const up = within(third).getAllByRole('button', { name: '上移' }).at(-1)!;
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(seen.at(-1)?.specialFields?.map((f) => f.specialId)).toEqual([101, 103, 102, 104, 105]));
    await waitFor(() => expect((byId('cfg_specialFields_1_configName') as HTMLInputElement).value).toBe('用车说明'));
    // The focus stays on the moved field's 上移, at its new place.
    expect(document.activeElement?.id).toBe('cfg_specialFields_1__moveUp');
  });

  it('titles each special field and option by its place and its name, an unnamed one as such (issue 24 §1)', () => {
    renderView();
    const first = screen.getByRole('group', { name: '特殊字段 1：项目编号' });
    expect(within(first).getByText('特殊字段 1：项目编号')).toBeTruthy();
    expect(screen.getByRole('group', { name: '选项 4：其他' })).toBeTruthy();
    expect(screen.queryByText(/特殊字段-\d/)).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: '添加' }).at(-1)!);
    const count = SEEDED.specialFields!.length;
    expect(screen.getByRole('group', { name: `特殊字段 ${count + 1}（未命名）` })).toBeTruthy();
  });

  it('folds a long list to its title rows, an item’s fields drawn when it is opened (issue 24 §1.4)', async () => {
    const fields = Array.from({ length: 25 }, (_, i) => ({ ...SEEDED.specialFields![4]!, specialId: 1000 + i, configName: `文本${i + 1}` }));
    const seen = renderView([], { ...SEEDED, specialFields: fields });
    expect(document.querySelectorAll('[id$="_configName"]')).toHaveLength(0);
    const row = screen.getByRole('group', { name: '特殊字段 21：文本21' });
    fireEvent.click(within(row).getByRole('button', { name: '展开' }));
    const name = byId('cfg_specialFields_20_configName') as HTMLInputElement;
    expect(name.value).toBe('文本21');
    fireEvent.change(name, { target: { value: '文本21改' } });
    await waitFor(() => expect(seen.at(-1)?.specialFields?.[20]?.configName).toBe('文本21改'));
    expect(within(row).getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
    // A field added to the long list is drawn open, the focus on its name.
    fireEvent.click(screen.getAllByRole('button', { name: '添加' }).at(-1)!);
    await waitFor(() => expect(document.activeElement?.id).toBe('cfg_specialFields_25_configName'));
  });

  it('draws a lint error of the bundle under the form field that says it', () => {
    const sentence = '特殊字段「出差事由」与特殊字段「项目编号」的编号相同（都是 101），每个特殊字段的编号应各不相同';
    renderView([{ path: '/specialFields/1/specialId', message: sentence }]);
    expect(byId('cfg_specialFields_1_configName__error')?.textContent).toContain(sentence);
  });
});
