/**
 * The form view of the config bundle (issue 24 §1, docs/config-preview.md "Form view"): the draft
 * drawn by the form engine (`SchemaForm`, the same renderer as the booking forms) from the form
 * schema of `form-view/bundle-form.ts`. Each edit makes the next bundle from the draft the form was
 * drawn from and hands it up; the page writes it into the one text both views edit, so the JSON
 * view, its undo history, the check and the preview follow. The draft's errors are drawn under the
 * form field that says them (`formErrorPath`), the places they speak of in words (`pathsInWords`).
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';

import type { CompiledForm, EnterpriseBundle, Issue } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { ArrayItemCard } from '../../../form-engine/theme/array-item-card.tsx';
import { ItemMoveContext, SortableArrayFieldTemplate, type ItemMove } from '../../../form-engine/theme/sortable-list.tsx';
import { pathsInWords } from '../bundle-diagnostics.ts';
import { bundleForm, formErrorPath, formKey, fromFormData, moveListItem, toFormData, type BundleFormData } from '../form-view/bundle-form.ts';

/** The form's empty footer, one element: the page's 保存… saves. */
const NO_FOOTER = <></>;
const NO_ERRORS: readonly Pick<Issue, 'path' | 'message'>[] = [];

export interface BundleFormViewProps {
  bundle: EnterpriseBundle;
  errors: readonly Pick<Issue, 'path' | 'message'>[];
  onChange: (bundle: EnterpriseBundle) => void;
  lookups: FormLookups;
  /** While the JSON view's text has not been checked yet: the form waits for it. */
  disabled?: boolean;
  /** Undo and redo of the one draft (the JSON view's history), absent before the editor is up. */
  history?: { undo: () => void; redo: () => void };
}

export function BundleFormView({ bundle, errors, onChange, lookups, disabled, history }: BundleFormViewProps) {
  // The schema depends on the parents and options only: built again when they change, not per key.
  // The latest props, read when RJSF calls back (the callback keeps one identity for the form's life).
  const latest = useRef({ bundle, onChange });
  useLayoutEffect(() => {
    latest.current = { bundle, onChange };
  });
  const focused = useRef('');
  const refocus = useRef<string | undefined>(undefined);
  // What the last drop did, said in a live region outside the form (the form is drawn anew after it).
  const [moveSaid, setMoveSaid] = useState('');
  // A drop of the drag to reorder (sortable-list.tsx): the item moved in the draft, the focus kept on its handle.
  const moveItem = useCallback<ItemMove>((path, from, to) => {
    const { bundle: was, onChange: report } = latest.current;
    const next = moveListItem(was, path, from, to);
    if (!next) return;
    refocus.current = `cfg_${[...path, to].join('_')}__drag`;
    setMoveSaid(`已将「${next.name || '未命名的项'}」移到第 ${to + 1} 位`);
    report(next.bundle);
  }, []);
  const key = formKey(bundle);
  const [built, setBuilt] = useState(() => ({ key, form: withCards(bundleForm(bundle)) }));
  if (built.key !== key) setBuilt({ key, form: withCards(bundleForm(bundle)) });
  const data = useMemo(() => toFormData(bundle), [bundle]);
  // RJSF moves a list's items as React elements and leaves their ids (`cfg_specialFields_2_…`) as
  // they were, so an item that moved would be found, and its errors placed, by its old place: the
  // form is drawn anew when the fields' order changes (a move, an add, a remove), and the focus is
  // put back where the admin was: on the moved item's button at its new place, on a new item's name.
  const onFocus = useCallback((event: FocusEvent) => {
    focused.current = event.target.id;
  }, []);
  const change = useCallback((next: BundleFormData) => {
    const { bundle: was, onChange: report } = latest.current;
    const bundleNow = fromFormData(next, was);
    const before = orderOf(was);
    const after = orderOf(bundleNow);
    if (before !== after) refocus.current = focusAfter(before, after, focused.current);
    report(bundleNow);
  }, []);
  const order = orderOf(bundle);
  const [drawn, setDrawn] = useState({ order, instance: 0 });
  if (drawn.order !== order) setDrawn({ order, instance: drawn.instance + 1 });
  useLayoutEffect(() => {
    const id = refocus.current;
    refocus.current = undefined;
    if (id) document.getElementById(id)?.focus();
  }, [drawn.instance, bundle]);
  // Under its field, a message names the other places it speaks of in words, never by JSON path.
  const placed = useMemo(() => (errors.length === 0 ? NO_ERRORS : errors.map((e) => ({ path: formErrorPath(e.path), message: pathsInWords(bundle, e.message) }))), [errors, bundle]);
  return (
    <Box onFocus={onFocus}>
      <HStack gap="2" mb="2" wrap="wrap">
        {history && (
          <>
            <Button onClick={history.undo}>撤销</Button>
            <Button onClick={history.redo}>重做</Button>
          </>
        )}
        <Text role="status" aria-live="polite" data-testid="form-move-status" fontSize="sm" color="fg.muted">
          {moveSaid}
        </Text>
      </HStack>
      <ItemMoveContext.Provider value={moveItem}>
        <SchemaForm<BundleFormData>
          key={drawn.instance}
          form={built.form}
          formData={data}
          onChange={change}
          onSubmit={ignoreSubmit}
          errors={placed}
          lookups={lookups}
          label="企业配置表单"
          idPrefix="cfg"
          disabled={disabled}
        >
          {NO_FOOTER}
        </SchemaForm>
      </ItemMoveContext.Provider>
    </Box>
  );
}

const ignoreSubmit = () => undefined;

const orderOf = (bundle: EnterpriseBundle) => (bundle.specialFields ?? []).map((f) => f.specialId).join(',');

const MOVE_BUTTON = /^cfg_specialFields_(\d+)__(moveUp|moveDown)$/;

/**
 * Where the focus goes once the fields' order changed from `before` to `after` (ids of the drawn
 * form), `focused` the id of the element that last had it (a moved button loses it as React moves it).
 */
function focusAfter(before: string, after: string, focused: string): string | undefined {
  const was = before === '' ? [] : before.split(',');
  const now = after === '' ? [] : after.split(',');
  const moved = MOVE_BUTTON.exec(focused);
  if (moved && was.length === now.length) {
    const to = now.indexOf(was[Number(moved[1])]!);
    if (to < 0) return undefined;
    // At the top or the bottom the same button is disabled: its partner takes the focus.
    const button = moved[2] === 'moveUp' && to === 0 ? 'moveDown' : moved[2] === 'moveDown' && to === now.length - 1 ? 'moveUp' : moved[2];
    return `cfg_specialFields_${to}__${button}`;
  }
  if (now.length > was.length) return `cfg_specialFields_${now.length - 1}_configName`;
  if (now.length < was.length) {
    const gone = was.findIndex((id, i) => now[i] !== id);
    return now.length === 0 ? undefined : `cfg_specialFields_${Math.min(gone < 0 ? now.length - 1 : gone, now.length - 1)}_configName`;
  }
  return undefined;
}

type Ui = { [key: string]: unknown };

/**
 * The lists of the form (special fields, their options) drawn as cards (`ArrayItemCard`) in lists
 * dragged into order (`SortableArrayFieldTemplate`, a drop handed to `ItemMoveContext`): components
 * the plain-data uiSchema cannot hold.
 */
function withCards(form: CompiledForm): CompiledForm {
  const ui = form.uiSchema as { specialFields: Ui & { 'ui:options': Ui; items: Ui & { showTypeConfigInfo: Ui & { 'ui:options': Ui } } } };
  const fields = ui.specialFields;
  const options = fields.items.showTypeConfigInfo;
  const sortable = { ArrayFieldTemplate: SortableArrayFieldTemplate, ArrayFieldItemTemplate: ArrayItemCard };
  return {
    ...form,
    uiSchema: {
      ...ui,
      specialFields: {
        ...fields,
        'ui:options': { ...fields['ui:options'], ...sortable },
        items: { ...fields.items, showTypeConfigInfo: { ...options, 'ui:options': { ...options['ui:options'], ...sortable } } },
      },
    },
  };
}
