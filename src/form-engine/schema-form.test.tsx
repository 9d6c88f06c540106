// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { compiled, fakeLookups, renderSchemaForm } from '../../tests/support/form-engine.tsx';
import { UiProvider } from '../components/ui/provider.tsx';
import { SchemaForm } from './schema-form.tsx';

afterEach(cleanup);

const specialConfig = compiled(
  {
    type: 'object',
    required: ['7'],
    properties: {
      '7': { type: 'string', title: '项目编号' },
      '8': { type: 'number', title: '部门', oneOf: [{ const: 1, title: '研发' }, { const: 2, title: '销售' }] },
      '9': { type: 'number', title: '出行目的', oneOf: [{ const: 1, title: '会议' }, { const: 2, title: '拜访' }] },
      '10': { type: 'array', title: '附加服务', uniqueItems: true, items: { type: 'number', oneOf: [{ const: 1, title: '儿童座椅' }, { const: 2, title: '饮用水' }] } },
      '11': { type: 'string', title: '备注' },
    },
  },
  { '9': { 'ui:widget': 'radio' }, '10': { 'ui:widget': 'checkboxes' }, '11': { 'ui:widget': 'textarea' } },
);

describe('SchemaForm: every input labelled, required marked, errors linked (issue 8 §2)', () => {
  it('links every input to its visible label', () => {
    renderSchemaForm({ form: specialConfig, formData: {} });
    expect(screen.getByLabelText('项目编号').tagName).toBe('INPUT');
    expect(screen.getByLabelText('部门').tagName).toBe('SELECT');
    expect(screen.getByRole('radiogroup', { name: '出行目的' })).toBeTruthy();
    expect(screen.getByLabelText('会议')).toHaveProperty('type', 'radio');
    expect(screen.getByRole('group', { name: '附加服务' })).toBeTruthy();
    expect(screen.getByLabelText('儿童座椅')).toHaveProperty('type', 'checkbox');
    expect(screen.getByLabelText('备注').tagName).toBe('TEXTAREA');
  });

  it('marks a required input aria-required and leaves optional ones unmarked', () => {
    renderSchemaForm({ form: specialConfig, formData: {} });
    expect(screen.getByLabelText('项目编号').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('部门').getAttribute('aria-required')).toBeNull();
  });

  it('blocks a submit with a missing required field and shows {configName}为必填项 under it, linked', async () => {
    const { onSubmit } = renderSchemaForm({ form: specialConfig, formData: {} });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    const message = await screen.findByText('项目编号为必填项');
    const input = screen.getByLabelText('项目编号');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.parentElement?.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the typed data once the required field is filled', async () => {
    const { onSubmit } = renderSchemaForm({ form: specialConfig, formData: {} });
    fireEvent.change(screen.getByLabelText('项目编号'), { target: { value: 'P-100' } });
    // Leaving the box hands the typed text to the form (a browser blurs it when the button is pressed).
    fireEvent.blur(screen.getByLabelText('项目编号'));
    fireEvent.change(screen.getByLabelText('部门'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('拜访'));
    fireEvent.click(screen.getByLabelText('饮用水'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ '7': 'P-100', '8': 2, '9': 2, '10': [2] });
  });

  it('starts a new form with no choice made: no option preselected, nothing submitted for an untouched choice (spec §4)', async () => {
    const { onSubmit, onChange } = renderSchemaForm({ form: specialConfig, formData: {} });
    expect((screen.getByLabelText('部门') as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText('会议')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('拜访')).toHaveProperty('checked', false);
    fireEvent.change(screen.getByLabelText('项目编号'), { target: { value: 'P-1' } });
    fireEvent.blur(screen.getByLabelText('项目编号'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(submitted['8']).toBeUndefined();
    expect(submitted['9']).toBeUndefined();
    for (const [data] of onChange.mock.calls as [Record<string, unknown>][]) expect(data['9']).toBeUndefined();
  });

  it('draws a rule error under the field its path points at, and it blocks the submit', async () => {
    const { onSubmit } = renderSchemaForm({
      form: specialConfig,
      formData: { '7': 'P-1' },
      errors: [{ path: '/8', message: '部门为必填项' }],
    });
    const message = screen.getByText('部门为必填项');
    expect(screen.getByLabelText('部门').getAttribute('aria-describedby')?.split(' ')).toContain(message.parentElement?.id);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a message the schema and the rules both give only once', async () => {
    renderSchemaForm({ form: specialConfig, formData: {}, errors: [{ path: '/7', message: '项目编号为必填项' }] });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getAllByText('项目编号为必填项')).toHaveLength(1));
  });

  it('reports each change with the data as it now stands', async () => {
    const { onChange } = renderSchemaForm({ form: specialConfig, formData: {} });
    fireEvent.change(screen.getByLabelText('项目编号'), { target: { value: 'A' } });
    // Typed text reaches the form once typing pauses (issue 9, theme/use-deferred-change.ts).
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ '7': 'A' }), expect.anything()));
  });

  it('hands typed text to the form when typing pauses, on blur and on Enter, not per keystroke (issue 9)', async () => {
    const { onChange } = renderSchemaForm({ form: specialConfig, formData: {} });
    const input = screen.getByLabelText('项目编号') as HTMLInputElement;
    const before = onChange.mock.calls.length;
    for (const value of ['P', 'P-', 'P-1']) fireEvent.change(input, { target: { value } });
    expect(input.value).toBe('P-1');
    expect(onChange).toHaveBeenCalledTimes(before);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(before + 1));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ '7': 'P-1' }), expect.anything());
    fireEvent.change(input, { target: { value: 'P-12' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledTimes(before + 2);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ '7': 'P-12' }), expect.anything());
    fireEvent.change(input, { target: { value: 'P-123' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(before + 3);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ '7': 'P-123' }), expect.anything());
  });

  it('hands typed text to the form at once when the page is left (pagehide), before the draft is written', () => {
    const { onChange } = renderSchemaForm({ form: specialConfig, formData: {} });
    const input = screen.getByLabelText('项目编号') as HTMLInputElement;
    const before = onChange.mock.calls.length;
    fireEvent.change(input, { target: { value: 'P-9' } });
    expect(onChange).toHaveBeenCalledTimes(before);
    // A listener of the page's own (the draft's) sees the text in the data by the time it runs.
    let seenByPage: unknown;
    const pageListener = () => {
      seenByPage = onChange.mock.calls.at(-1)?.[0];
    };
    window.addEventListener('pagehide', pageListener);
    window.dispatchEvent(new Event('pagehide'));
    window.removeEventListener('pagehide', pageListener);
    expect(onChange).toHaveBeenCalledTimes(before + 1);
    expect(seenByPage).toEqual(expect.objectContaining({ '7': 'P-9' }));
    // Nothing pending any more: a second pagehide hands nothing over again.
    window.dispatchEvent(new Event('pagehide'));
    expect(onChange).toHaveBeenCalledTimes(before + 1);
  });
});

describe('SchemaForm keeps the page and the form in step', () => {
  it('shows data the page sets itself (a restored draft, a rule reset), not only what was typed', async () => {
    const lookups = fakeLookups();
    function Page() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <UiProvider>
          <SchemaForm form={specialConfig} formData={data} onChange={setData} onSubmit={() => undefined} lookups={lookups} label="表单" />
          <button type="button" onClick={() => setData({ '7': '草稿值' })}>
            恢复草稿
          </button>
          <button type="button" onClick={() => setData({})}>
            放弃草稿
          </button>
        </UiProvider>
      );
    }
    render(<Page />);
    const input = () => screen.getByLabelText('项目编号') as HTMLInputElement;
    fireEvent.change(input(), { target: { value: '手输' } });
    expect(input().value).toBe('手输');
    fireEvent.click(screen.getByRole('button', { name: '恢复草稿' }));
    await waitFor(() => expect(input().value).toBe('草稿值'));
    fireEvent.click(screen.getByRole('button', { name: '放弃草稿' }));
    await waitFor(() => expect(input().value).toBe(''));
  });
});
