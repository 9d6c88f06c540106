// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../../../../rules/index.ts';
import { sampleBundle } from '../../../../tests/support/booking-answers.ts';
import { fakeLookups } from '../../../../tests/support/form-engine.tsx';
// As a module, not read from disk: jsdom has no file URLs.
import nanfangPharma from '../../../../fixtures/enterprises/nanfang-pharma/bundle.json';
import { UiProvider } from '../../../components/ui/provider.tsx';
import { ScenarioPreview } from './scenario-preview.tsx';

afterEach(cleanup);

const SLOW = { timeout: 10_000 };
const PHARMA = structuredClone(nanfangPharma) as EnterpriseBundle;

function renderPreview(bundle: EnterpriseBundle, lookups = fakeLookups()) {
  render(
    <UiProvider>
      <ScenarioPreview bundle={bundle} lookups={lookups} />
    </UiProvider>,
  );
  return lookups;
}

const byId = (id: string) => document.getElementById(id);
const liveForm = () => screen.getByRole('region', { name: /预订表单预览/ });

/** Chooses the option with this label in a native select (RJSF's option values are indexes). */
function choose(select: HTMLElement | null, label: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  const option = [...select.options].find((o) => o.textContent === label);
  if (!option) throw new Error(`no option ${label} in ${[...select.options].map((o) => o.textContent).join('/')}`);
  fireEvent.change(select, { target: { value: option.value } });
}

const selected = (id: string) => {
  const select = byId(id) as HTMLSelectElement | null;
  return select ? select.options[select.selectedIndex]?.textContent : undefined;
};

describe('the live form of the preview is the whole booking form of the scenario (issue 10 §1)', () => {
  it('draws the special-car booking form with its trip type, payment type, addresses and special fields', async () => {
    const lookups = renderPreview(sampleBundle());
    await waitFor(() => expect(byId('preview_tripType')).not.toBeNull(), SLOW);
    const form = liveForm();
    // docs/config-preview.md: the booking page's lookups serve the widgets; the form never goes on or submits.
    await waitFor(() => expect(lookups.carLevels).toHaveBeenCalled());
    expect(within(form).queryByRole('button', { name: '下一步' })).toBeNull();
    expect(screen.getByRole('heading', { name: '预订表单预览（专车预订）' })).toBeTruthy();
    expect(within(form).getByLabelText('服务类型')).toBe(byId('preview_tripType'));
    expect(within(form).getAllByText('支付方式').length).toBeGreaterThan(0);
    expect(within(form).getAllByText('上车地点').length).toBeGreaterThan(0);
    expect(byId('preview_specialConfig_101')).not.toBeNull();
    // Panel and form show the same trip type: the bundle's default 接机 (5).
    expect(selected('preview_tripType')).toBe('接机');
    expect(selected('scenario_tripType')).toBe('接机');
  });

  it('a trip type chosen in the panel moves the form and the must condition of 项目编号 (行程类型 1 或 3)', async () => {
    renderPreview(sampleBundle());
    await waitFor(() => expect(byId('preview_specialConfig_101')).not.toBeNull(), SLOW);
    expect(byId('preview_specialConfig_101')!.getAttribute('aria-required')).not.toBe('true');
    expect(screen.getByTestId('field-101').querySelectorAll('td')[2]!.textContent).toBe('否');

    choose(byId('scenario_tripType'), '异地单程');
    await waitFor(() => expect(byId('preview_specialConfig_101')!.getAttribute('aria-required')).toBe('true'));
    expect(selected('preview_tripType')).toBe('异地单程');
    expect(screen.getByTestId('field-101').querySelectorAll('td')[2]!.textContent).toBe('是');

    // And back from the form's side: the panel follows.
    choose(byId('preview_tripType'), '接机');
    await waitFor(() => expect(selected('scenario_tripType')).toBe('接机'));
    expect(byId('preview_specialConfig_101')!.getAttribute('aria-required')).not.toBe('true');
  });

  it('switching to own car draws the own-car form: 项目编号 (special car only) goes, 用车说明 comes', async () => {
    renderPreview(sampleBundle());
    await waitFor(() => expect(byId('preview_specialConfig_101')).not.toBeNull(), SLOW);
    expect(byId('preview_specialConfig_103')).toBeNull();
    choose(byId('scenario_businessType'), '自有车');
    await waitFor(() => expect(byId('preview_specialConfig_103')).not.toBeNull(), SLOW);
    expect(byId('preview_specialConfig_101')).toBeNull();
    expect(screen.getByRole('heading', { name: '预订表单预览（自有车预订）' })).toBeTruthy();
    expect(selected('preview_tripType')).toBe(selected('scenario_tripType'));
  });

  it('a special field appears when its parent takes the option it is shown for (拜访医院 under 出车事由 = 医院拜访)', async () => {
    renderPreview(PHARMA);
    await waitFor(() => expect(byId('scenario_businessType')).not.toBeNull(), SLOW);
    choose(byId('scenario_businessType'), '自有车');
    await waitFor(() => expect(byId('preview_specialConfig_401')).not.toBeNull(), SLOW);
    expect(byId('preview_specialConfig_403')).toBeNull();
    choose(byId('preview_specialConfig_401'), '医院拜访');
    await waitFor(() => expect(byId('preview_specialConfig_403')).not.toBeNull());
    choose(byId('preview_specialConfig_401'), '学术会议');
    await waitFor(() => expect(byId('preview_specialConfig_403')).toBeNull());
  });
});
