// @vitest-environment jsdom
/**
 * The per-field parts drawn as plain elements styled by `form-engine.css` (issue 9, mount): each
 * keeps its linked label, `aria-required`, `aria-invalid` and the `aria-describedby` that points at
 * its error under it, and none of them carries an emotion class (a Chakra component per field
 * would: `css-…`), which is what made 200 fields expensive to draw.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { FormWidget } from '../../../rules/compile/contract.ts';
import { compiled, renderSchemaForm } from '../../../tests/support/form-engine.tsx';
import { FieldGroup, SelectPart, TextPart } from '../fields/parts.tsx';

afterEach(cleanup);

const choices = [
  { const: 1, title: '会议' },
  { const: 2, title: '拜访' },
];

/** Every kind of per-field part, each required, each with a rule error. */
const form = compiled(
  {
    type: 'object',
    required: ['text', 'long', 'pick', 'radio', 'boxes', 'yes'],
    properties: {
      text: { type: 'string', title: '项目编号' },
      long: { type: 'string', title: '备注' },
      pick: { type: 'number', title: '部门', oneOf: choices },
      radio: { type: 'number', title: '出行目的', oneOf: choices },
      boxes: { type: 'array', title: '附加服务', uniqueItems: true, items: { type: 'number', oneOf: choices } },
      yes: { type: 'boolean', title: '举牌接机' },
      note: { type: 'string', title: '说明' },
      group: { type: 'object', title: '上车地点', properties: { place: { type: 'string', title: '地址' } } },
    },
  },
  {
    long: { 'ui:widget': 'textarea' },
    radio: { 'ui:widget': 'radio' },
    boxes: { 'ui:widget': 'checkboxes' },
    note: { 'ui:widget': FormWidget.DESCRIPTION, 'ui:options': { text: '超出差旅标准的费用由个人承担' } },
  },
);

const messages = {
  text: '项目编号为必填项',
  long: '备注为必填项',
  pick: '部门为必填项',
  radio: '出行目的为必填项',
  boxes: '附加服务为必填项',
  yes: '举牌接机为必填项',
} as const;

function drawn() {
  return renderSchemaForm({
    form,
    formData: {},
    errors: Object.entries(messages).map(([name, message]) => ({ path: `/${name}`, message })),
  });
}

/** The ids an element's `aria-describedby` names. */
const describedBy = (element: Element) => element.getAttribute('aria-describedby')?.split(' ') ?? [];

/** The emotion class names (`css-…`) in a subtree: a Chakra component drawn per render. */
const emotionClasses = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((element) => [...element.classList].filter((name) => name.startsWith('css-')));

describe('the form engine draws each field with plain elements (issue 9), as accessible as before (issue 8 §2)', () => {
  it.each([
    ['项目编号', 'INPUT', 'fe-input', messages.text],
    ['备注', 'TEXTAREA', 'fe-textarea', messages.long],
    ['部门', 'SELECT', 'fe-select__field', messages.pick],
  ])('the %s box: label linked, required marked with a star, error under it described-by', (label, tag, className, message) => {
    drawn();
    const control = screen.getByLabelText(label);
    expect(control.tagName).toBe(tag);
    expect(control.classList.contains(className)).toBe(true);
    expect(control.getAttribute('aria-required')).toBe('true');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    const caption = document.querySelector(`label[for="${control.id}"]`);
    expect(caption?.className).toBe('fe-label fe-required');
    // The star is CSS, not text: the accessible name is the title alone.
    expect(caption?.textContent).toBe(label);
    const error = screen.getByText(message).parentElement!;
    expect(error.className).toBe('fe-error');
    expect(describedBy(control)).toContain(error.id);
  });

  it('an optional box has no star and no aria-required; without an error it is not invalid', () => {
    renderSchemaForm({ form: compiled({ type: 'object', properties: { v: { type: 'string', title: '成本中心' } } }), formData: {} });
    const control = screen.getByLabelText('成本中心');
    expect(control.getAttribute('aria-required')).toBeNull();
    expect(control.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector(`label[for="${control.id}"]`)?.className).toBe('fe-label');
  });

  it('the drop-down keeps its chevron, hidden from screen readers', () => {
    drawn();
    const select = screen.getByLabelText('部门');
    const indicator = select.nextElementSibling;
    expect(indicator?.className).toBe('fe-select__indicator');
    expect(indicator?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(select.parentElement?.className).toBe('fe-select');
  });

  it('radio buttons: a radiogroup named by its legend, required, invalid, described by its error', () => {
    drawn();
    const group = screen.getByRole('radiogroup', { name: '出行目的' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toContain(screen.getByText(messages.radio).parentElement!.id);
    expect(group.querySelector('legend')?.className).toBe('fe-legend fe-required');
    const option = within(group).getByLabelText('会议');
    expect(option).toHaveProperty('type', 'radio');
    expect(option.closest('label')?.className).toBe('fe-option');
  });

  it('check boxes: a group named by its legend, each box required and invalid, the group described by its error', () => {
    drawn();
    const group = screen.getByRole('group', { name: '附加服务' });
    expect(describedBy(group)).toContain(screen.getByText(messages.boxes).parentElement!.id);
    const box = within(group).getByLabelText('拜访');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('a yes/no box inside its label, required, described by its error', () => {
    drawn();
    const box = screen.getByLabelText('举牌接机');
    expect(box).toHaveProperty('type', 'checkbox');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(describedBy(box)).toContain(screen.getByText(messages.yes).parentElement!.id);
  });

  it('a titled object is a fieldset named by its legend; a description shows its text', () => {
    drawn();
    expect(screen.getByRole('group', { name: '上车地点' }).className).toBe('fe-object');
    expect(screen.getByLabelText('地址').tagName).toBe('INPUT');
    expect(screen.getByText('超出差旅标准的费用由个人承担').className).toBe('fe-note__text');
  });

  it('no part of a field carries an emotion class (no Chakra component per field)', () => {
    drawn();
    const fields = document.querySelector('form > div');
    expect(fields).not.toBeNull();
    expect(emotionClasses(fields!)).toEqual([]);
  });
});

describe("the custom fields' shared parts are plain elements too (fields/parts.tsx)", () => {
  it('a text part and a select part in a titled group: labels linked, required, errors under them described-by', () => {
    render(
      <FieldGroup id="root_pickUp" title="上车地点" required>
        <TextPart id="root_pickUp_flightNumber" label="航班号" value="" onChange={() => {}} required errors={['航班号为必填项']} />
        <SelectPart id="root_pickUp_city" label="上车地点城市" value="" choices={[{ value: '310100', label: '上海' }]} onChange={() => {}} required errors={['上车地点城市为必填项']} />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: '上车地点' });
    expect(group.className).toBe('fe-group-box');
    expect(group.querySelector('legend')?.className).toBe('fe-object__legend fe-required');
    for (const [label, message, className] of [
      ['航班号', '航班号为必填项', 'fe-input'],
      ['上车地点城市', '上车地点城市为必填项', 'fe-select__field'],
    ] as const) {
      const control = within(group).getByLabelText(label);
      expect(control.className).toBe(className);
      expect(control.getAttribute('aria-required')).toBe('true');
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const error = within(group).getByText(message).parentElement!;
      expect(error.className).toBe('fe-error');
      expect(describedBy(control)).toContain(error.id);
    }
    expect(emotionClasses(group)).toEqual([]);
  });
});
