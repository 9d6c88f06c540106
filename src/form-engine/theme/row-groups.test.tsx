// @vitest-environment jsdom
/**
 * The rows of a long object drawn in groups of about √n (row-groups.ts, issue 9: a keystroke at 500
 * fields costs what it costs at 50): no element holds more than a group's rows, and a row keeps its
 * group, its input element and its focus while fields before it show and hide.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { CompiledForm, FieldState } from '../../../rules/compile/contract.ts';
import { compiled, fakeLookups } from '../../../tests/support/form-engine.tsx';
import { UiProvider } from '../../components/ui/provider.tsx';
import { SchemaForm } from '../schema-form.tsx';
import { GROUP_FROM, fieldOrder, groupRows } from './row-groups.ts';

afterEach(cleanup);

const FIELDS = 144;
const ids = Array.from({ length: FIELDS }, (_, k) => String(1000 + k));
const state = (visible: boolean): FieldState => ({ visible, required: false, editable: true, because: [] });

/** A booking form whose special-config section shows the fields `shown` picks (every field has a state, as compiled). */
function bookingForm(shown: (id: string) => boolean): CompiledForm {
  const visible = ids.filter(shown);
  return compiled(
    {
      type: 'object',
      properties: {
        note: { type: 'string', title: '用车备注' },
        specialConfig: {
          type: 'object',
          title: '特殊配置',
          properties: Object.fromEntries(visible.map((id) => [id, { type: 'string', title: `字段${id}` }])),
        },
      },
    },
    {},
    { '/note': state(true), ...Object.fromEntries(ids.map((id) => [`/specialConfig/${id}`, state(shown(id))])) },
  );
}

function Page({ initial }: { initial: CompiledForm }) {
  const [form, setForm] = useState(initial);
  const [data, setData] = useState<Record<string, unknown>>({});
  // A new compiled form, as the booking loop makes when the rules show or hide a field.
  useEffect(() => {
    const next = (event: Event) => setForm((event as CustomEvent<CompiledForm>).detail);
    window.addEventListener('test:compiled', next);
    return () => window.removeEventListener('test:compiled', next);
  }, []);
  return (
    <UiProvider>
      <SchemaForm form={form} formData={data} onChange={setData} onSubmit={() => {}} lookups={fakeLookups()} label="专车预订" />
    </UiProvider>
  );
}
const show = (form: CompiledForm) => window.dispatchEvent(new CustomEvent('test:compiled', { detail: form }));

const rowsOf = () => [...document.querySelectorAll('fieldset .form-engine-row')];

describe('ObjectFieldTemplate: a long object in groups of rows', () => {
  it('draws 144 fields with no element holding more than √144 rows, the groups side by side in the column', () => {
    render(<Page initial={bookingForm(() => true)} />);
    const rows = rowsOf();
    expect(rows).toHaveLength(FIELDS);
    const parents = new Set(rows.map((row) => row.parentElement!));
    expect(parents.size).toBe(12);
    for (const parent of parents) {
      expect(parent.children.length).toBe(12);
      expect(parent.className).toBe('fe-stack form-engine-rows');
    }
    const stack = [...parents][0]!.parentElement!;
    expect([...stack.children]).toEqual([...parents]);
    // In the fields' own order, each labelled.
    expect(rows.map((row) => row.querySelector('input')!.id)).toEqual(ids.map((id) => `root_specialConfig_${id}`));
    expect(screen.getByLabelText('字段1099').id).toBe('root_specialConfig_1099');
  });

  it('keeps the typed box, its text and its focus when a field before it in its group shows and another hides', () => {
    // Groups of 12: 1120–1131 share a group with the typed box.
    const hiddenFirst = new Set(['1121', '1130']);
    render(<Page initial={bookingForm((id) => !hiddenFirst.has(id))} />);
    const box = screen.getByLabelText('字段1124') as HTMLInputElement;
    box.focus();
    fireEvent.change(box, { target: { value: '京A' } });
    act(() => show(bookingForm((id) => id !== '1122')));
    expect(screen.getByLabelText('字段1121')).toBeTruthy();
    expect(screen.queryByLabelText('字段1122')).toBeNull();
    expect(screen.getByLabelText('字段1124')).toBe(box);
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('京A');
    expect(box.closest('.form-engine-rows')!.children).toHaveLength(11);
  });

  it('draws a short object as one column of rows', () => {
    render(<Page initial={compiled({ type: 'object', properties: { a: { type: 'string', title: '甲' }, b: { type: 'string', title: '乙' } } }, {}, { '/a': state(true), '/b': state(true) })} />);
    expect(document.querySelector('.form-engine-rows')).toBeNull();
    expect(new Set(rowsOf().map((row) => row.parentElement)).size).toBeLessThanOrEqual(1);
  });
});

describe('groupRows', () => {
  const order = fieldOrder({ '/x': 1, ...Object.fromEntries(ids.slice(0, 100).map((id) => [`/specialConfig/${id}`, 1])), '/specialConfig/1000/deep': 1 }, ['specialConfig']);

  it('places each field among all the object’s fields, not the shown ones', () => {
    expect(order.size).toBe(100);
    expect(order.get('1042')).toBe(42);
  });

  it('groups by place, so a field keeps its group while others show and hide, and keeps the order given', () => {
    const all = ids.slice(0, 100);
    const some = all.filter((_, k) => k % 3 !== 0);
    const groupOf = (items: string[]) => new Map(groupRows(items, (id) => id, order)!.flatMap((g) => g.items.map((id) => [id, g.key])));
    const before = groupOf(all);
    for (const [id, key] of groupOf(some)) expect(key).toBe(before.get(id));
    expect(groupRows(some, (id) => id, order)!.flatMap((g) => g.items)).toEqual(some);
    expect(groupRows(['x', ...all.slice(0, 3), 'unknown', all[99]!, all[5]!], (id) => id, order)!.map((g) => g.items)).toEqual([
      ['x', all[0], all[1], all[2], 'unknown'],
      [all[99], all[5]],
    ]);
  });

  it('leaves an object with fewer known fields than GROUP_FROM ungrouped', () => {
    const few = fieldOrder(Object.fromEntries(ids.slice(0, GROUP_FROM - 1).map((id) => [`/${id}`, 1])), []);
    expect(groupRows(ids, (id) => id, few)).toBeUndefined();
  });
});
