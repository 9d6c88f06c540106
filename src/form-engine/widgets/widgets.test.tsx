// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';

import { FormWidget } from '../../../rules/compile/contract.ts';
import { compiled, fakeLookups, renderSchemaForm } from '../../../tests/support/form-engine.tsx';
import { ATTACHMENT_TOO_LARGE, ATTACHMENT_WRONG_TYPE, attachmentProblem } from './attachment-rules.ts';
import { CHOOSE_FILE, NO_FILE_CHOSEN } from './attachment-widget.tsx';
import { monthGrid } from './month-grid.ts';
import { preloadLazyFields } from '../fields/lazy-field.tsx';

// The attachment widget is fetched on first draw (fields/lazy-field.tsx): fetched before these tests draw it at once.
beforeAll(preloadLazyFields);

afterEach(cleanup);

const one = (property: Record<string, unknown>, ui: Record<string, unknown>, required = false) =>
  compiled({ type: 'object', properties: { v: property }, ...(required ? { required: ['v'] } : {}) }, { v: ui });

describe('chinaDateTime: YYYY-MM-DD HH:mm China time, typed or picked (D7)', () => {
  const form = one({ type: 'string', title: '用车时间' }, { 'ui:widget': FormWidget.DATETIME }, true);

  it('takes a typed time through its labelled, required input', () => {
    const { onChange } = renderSchemaForm({ form, formData: {} });
    const input = screen.getByLabelText('用车时间');
    expect(input.getAttribute('aria-required')).toBe('true');
    fireEvent.change(input, { target: { value: '2026-11-23 14:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ v: '2026-11-23 14:00' }, expect.anything());
  });

  it('says in Chinese when a typed time is not a boarding time, linked to the input', () => {
    renderSchemaForm({ form, formData: {} });
    const input = screen.getByLabelText('用车时间');
    fireEvent.change(input, { target: { value: '2026-13-40 25:00' } });
    fireEvent.blur(input);
    const message = screen.getByText(/时间/, { selector: '[id$="__typed"]' });
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('picks a day from a Monday-first calendar and keeps the chosen hour', () => {
    // Today is 21 November 2026 in China (only Date is faked: React's timers run as usual).
    vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00+08:00'), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { onChange } = renderSchemaForm({ form, formData: { v: '2026-11-20 15:00' } });
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    const calendar = screen.getByRole('group', { name: '用车时间日历' });
    expect(within(calendar).getByText('2026年11月')).toBeTruthy();
    fireEvent.click(within(calendar).getByRole('button', { name: '2026年11月23日' }));
    expect(onChange).toHaveBeenLastCalledWith({ v: '2026-11-23 15:00' }, expect.anything());
    fireEvent.change(within(calendar).getByLabelText('时'), { target: { value: '9' } });
    expect(onChange).toHaveBeenLastCalledWith({ v: '2026-11-23 09:00' }, expect.anything());
    fireEvent.click(within(calendar).getByRole('button', { name: '下个月' }));
    expect(within(calendar).getByText('2026年12月')).toBeTruthy();
  });

  it('greys out the days before today (China time): they cannot be picked, today and later can', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T00:30:00+08:00'), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { onChange } = renderSchemaForm({ form, formData: {} });
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    const calendar = screen.getByRole('group', { name: '用车时间日历' });
    const day = (name: string) => within(calendar).getByRole('button', { name }) as HTMLButtonElement;
    expect([day('2026年10月26日').disabled, day('2026年11月20日').disabled, day('2026年11月21日').disabled, day('2026年11月22日').disabled]).toEqual([true, true, false, false]);
    fireEvent.click(day('2026年11月20日'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lays out weeks from Monday to Sunday', () => {
    const weeks = monthGrid(2026, 11);
    // 1 November 2026 is a Sunday: the first week starts on Monday 26 October.
    expect(weeks[0]![0]).toEqual({ year: 2026, month: 10, day: 26, inMonth: false });
    expect(weeks[0]![6]).toEqual({ year: 2026, month: 11, day: 1, inMonth: true });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('format date: YYYY-MM-DD typed or picked, whatever the browser\'s locale (issue 22)', () => {
  const form = one({ type: 'string', title: '用车日期自', format: 'date' }, {});

  it('is a text box in the zh-CN form, not the browser\'s date input, and picks any day from the calendar', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00+08:00'), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { onChange } = renderSchemaForm({ form, formData: {} });
    const input = screen.getByLabelText('用车日期自') as HTMLInputElement;
    expect([input.type, input.placeholder]).toEqual(['text', 'YYYY-MM-DD']);
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    const calendar = screen.getByRole('group', { name: '用车日期自日历' });
    expect(within(calendar).getByText('2026年11月')).toBeTruthy();
    // A filter names past days: none is greyed out.
    fireEvent.click(within(calendar).getByRole('button', { name: '2026年11月3日' }));
    expect(onChange).toHaveBeenLastCalledWith({ v: '2026-11-03' }, expect.anything());
  });
});

describe('attachment: size and kind checked before upload, progress shown (showType 6)', () => {
  const form = one({ type: 'string', title: '审批附件' }, { 'ui:widget': FormWidget.ATTACHMENT }, true);

  it('uploads a good file through the lookups and keeps its URL', async () => {
    const { onChange, lookups } = renderSchemaForm({ form, formData: {} });
    const input = screen.getByLabelText('审批附件');
    expect(input.getAttribute('aria-required')).toBe('true');
    const file = new File(['%PDF-1.4'], '审批单.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ v: '/files/f-1' }, expect.anything()));
    expect(lookups.uploadAttachment).toHaveBeenCalledWith(file, expect.any(Function));
    expect(await screen.findByRole('link', { name: '审批单.pdf' })).toBeTruthy();
  });

  it('shows the progress while uploading', async () => {
    let finish: (v: { fileId: string; name: string; url: string }) => void = () => undefined;
    const lookups = fakeLookups({
      uploadAttachment: vi.fn((_file: File, onProgress: (f: number) => void) => {
        onProgress(0.4);
        return new Promise<{ fileId: string; name: string; url: string }>((resolve) => (finish = resolve));
      }),
    });
    renderSchemaForm({ form, formData: {}, lookups });
    fireEvent.change(screen.getByLabelText('审批附件'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('正在上传 40%')).toBeTruthy();
    // The bar's code comes on the first upload (upload-progress.tsx), then the bar is drawn.
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    finish({ fileId: 'f-2', name: 'a.png', url: '/attachments/f-2' });
    expect(await screen.findByRole('link', { name: 'a.png' })).toBeTruthy();
  });

  it('refuses a wrong kind in Chinese without uploading, linked to the input', () => {
    const { lookups } = renderSchemaForm({ form, formData: {} });
    const input = screen.getByLabelText('审批附件');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    expect(screen.getByText(ATTACHMENT_WRONG_TYPE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(lookups.uploadAttachment).not.toHaveBeenCalled();
  });

  it('shows the server refusal in Chinese', async () => {
    const lookups = fakeLookups({ uploadAttachment: vi.fn(async () => Promise.reject(new Error('附件内容与类型不符'))) });
    renderSchemaForm({ form, formData: {}, lookups });
    fireEvent.change(screen.getByLabelText('审批附件'), { target: { files: [new File(['x'], 'a.pdf')] } });
    expect(await screen.findByText('附件内容与类型不符')).toBeTruthy();
  });

  it('speaks Chinese: a 选择文件 button linked to the input and the chosen name or 未选择文件, no browser text', async () => {
    renderSchemaForm({ form, formData: {} });
    const input = screen.getByLabelText('审批附件') as HTMLInputElement;
    // The button is a label of the same input: clicking it opens the file dialog.
    expect(screen.getByText(CHOOSE_FILE).tagName).toBe('LABEL');
    expect(screen.getByText(CHOOSE_FILE).getAttribute('for')).toBe(input.id);
    expect(screen.getByLabelText(CHOOSE_FILE)).toBe(input);
    expect(screen.getByText(NO_FILE_CHOSEN)).toBeTruthy();
    // Still a native file input, reachable by keyboard and described by the chosen name.
    expect(input.type).toBe('file');
    expect(input.tabIndex).toBe(0);
    expect(input.getAttribute('aria-hidden')).toBeNull();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(`${input.id}__chosen`);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], '审批单.pdf', { type: 'application/pdf' })] } });
    expect(document.getElementById(`${input.id}__chosen`)?.textContent).toBe('审批单.pdf');
    expect(screen.queryByText(NO_FILE_CHOSEN)).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: '审批单.pdf' })).toBeTruthy());
  });

  it('judges size and kind before upload', () => {
    expect(attachmentProblem({ name: '发票.PDF', size: 2048 })).toBeNull();
    expect(attachmentProblem({ name: 'scan.jpg', size: 6 * 1024 * 1024 })).toBe(ATTACHMENT_TOO_LARGE);
    expect(attachmentProblem({ name: 'macro.doc', size: 10 })).toBe(ATTACHMENT_WRONG_TYPE);
  });
});

describe('description: text shown, no input (showType 8)', () => {
  it('shows its text and offers nothing to type into', () => {
    renderSchemaForm({
      form: one({ type: 'string', title: '用车须知' }, { 'ui:widget': FormWidget.DESCRIPTION, 'ui:readonly': true, 'ui:options': { text: '请提前十分钟到达上车地点' } }),
      formData: {},
    });
    expect(screen.getByText('请提前十分钟到达上车地点')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('costCentre: the enterprise’s centres in the one drop-down markup (issue 22 §2 "Cost centre")', () => {
  const centre = { type: 'string', title: '成本中心' };
  const centres = [
    { id: 1, name: '研发中心', approverName: '李四', approverEmail: 'lisi@example.com', approverPhone: '13800000002' },
    { id: 2, name: '市场部', approverName: '王五', approverEmail: 'wangwu@example.com', approverPhone: '13800000003' },
  ];

  it('is drawn as the select widget draws the same choices: one markup, not a copy', async () => {
    const lookups = fakeLookups({ costCentres: vi.fn(async () => centres) });
    const { container: drawn } = renderSchemaForm({ form: one(centre, { 'ui:widget': FormWidget.COST_CENTRE }, true), formData: { v: '市场部' }, lookups });
    await screen.findByRole('option', { name: '研发中心' });
    const costCentreHtml = drawn.querySelector('#root_v')!.closest('.fe-select')!.parentElement!.outerHTML;
    cleanup();
    const { container: plain } = renderSchemaForm({ form: one({ ...centre, enum: ['研发中心', '市场部'] }, {}, true), formData: { v: '市场部' } });
    const selectHtml = plain.querySelector('#root_v')!.closest('.fe-select')!.parentElement!.outerHTML;
    // The options' values are the select widget's indexes in both; the same label, frame, ARIA and choices.
    expect(costCentreHtml).toBe(selectHtml);
  });

  it('keeps a name the list no longer holds, chosen, and sends the name chosen', async () => {
    const lookups = fakeLookups({ costCentres: vi.fn(async () => centres) });
    const { onChange } = renderSchemaForm({ form: one(centre, { 'ui:widget': FormWidget.COST_CENTRE }), formData: { v: '旧部门' }, lookups });
    const select = screen.getByLabelText('成本中心') as HTMLSelectElement;
    await within(select).findByRole('option', { name: '市场部' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '旧部门', '研发中心', '市场部']);
    expect(select.selectedOptions[0]!.textContent).toBe('旧部门');
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ v: '市场部' }, expect.anything());
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ v: '' }, expect.anything());
  });

  it('says the list is being asked in its empty choice', () => {
    const lookups = fakeLookups({ costCentres: vi.fn(() => new Promise<never>(() => undefined)) });
    renderSchemaForm({ form: one(centre, { 'ui:widget': FormWidget.COST_CENTRE }), formData: {}, lookups });
    expect(screen.getByRole('option', { name: '正在加载成本中心…' })).toBeTruthy();
  });
});
