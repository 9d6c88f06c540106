/**
 * The form view of the config bundle (issue 24 §1, docs/config-preview.md "Form view"): the draft
 * drawn by the form engine (`SchemaForm`, the same renderer as the booking forms) from the form
 * schemas of `form-view/bundle-form.ts`: the special fields as a list of small forms, one per field
 * (special-field-list.tsx, issue 24 §4: an edit draws one field again, not a form of 500), then the
 * trip types and the audit as one form. Each edit makes the next bundle from the draft the view was
 * drawn from and hands it up; the page writes it into the one text both views edit, so the JSON
 * view, its undo history, the check and the preview follow. The draft's errors are drawn under the
 * form field that says them (`formErrorPath`), in the sentences of `lintBundleInWords` (their places in words).
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';

import type { CompiledForm, EnterpriseBundle, Issue, SpecialFieldConfig } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { ArrayItemCard } from '../../../form-engine/theme/array-item-card.tsx';
import { SortableArrayFieldTemplate } from '../../../form-engine/theme/sortable-list.tsx';
import {
  formErrorPath, formKey, moveListItem, restForm, restFormData, specialFieldForm, withNewSpecialField, withoutSpecialField, withRestForm, withSpecialField,
  type RestFormData,
} from '../form-view/bundle-form.ts';
import { SpecialFieldFormContext, SpecialFieldList, type FieldActions } from './special-field-list.tsx';

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
  // The latest props, read when a row or RJSF calls back (the callbacks keep one identity for the view's life).
  const latest = useRef({ bundle, onChange });
  useLayoutEffect(() => {
    latest.current = { bundle, onChange };
  });
  const focused = useRef('');
  const refocus = useRef<string | undefined>(undefined);
  // What the last move did, said in a live region outside the list (the rows are drawn anew after it).
  const [moveSaid, setMoveSaid] = useState('');
  const onFocus = useCallback((event: FocusEvent) => {
    focused.current = event.target.id;
  }, []);
  // Each edit makes the next draft from the last one and hands it up. A change of the fields' order
  // (a move, an add, a remove) puts the focus back where the admin was once the rows are drawn again:
  // on the moved field's button or handle at its new place, on a new field's name.
  const report = useCallback((next: EnterpriseBundle, focusId?: string) => {
    const { bundle: was, onChange: handUp } = latest.current;
    refocus.current = focusId ?? focusAfter(orderOf(was), orderOf(next), focused.current);
    handUp(next);
  }, []);
  const actions = useMemo<FieldActions>(
    () => ({
      change: (index, form) => report(withSpecialField(latest.current.bundle, index, form)),
      move: (from, to) => {
        const moved = moveListItem(latest.current.bundle, ['specialFields'], from, to);
        if (!moved) return;
        setMoveSaid(`已将「${moved.name || '未命名的项'}」移到第 ${to + 1} 位`);
        // A button keeps the focus (focusAfter); a drop puts it on the dropped field's handle.
        report(moved.bundle, MOVE_BUTTON.test(focused.current) ? undefined : `cfg_specialFields_${to}__drag`);
      },
      remove: (index) => report(withoutSpecialField(latest.current.bundle, index)),
      add: () => report(withNewSpecialField(latest.current.bundle)),
      moveInside: (index, path, from, to) => {
        const moved = moveListItem(latest.current.bundle, ['specialFields', index, ...path], from, to);
        if (!moved) return;
        setMoveSaid(`已将「${moved.name || '未命名的项'}」移到第 ${to + 1} 位`);
        report(moved.bundle, `cfg_specialFields_${[index, ...path, to].join('_')}__drag`);
      },
    }),
    [report],
  );
  const changeRest = useCallback((next: RestFormData) => report(withRestForm(latest.current.bundle, next)), [report]);
  useLayoutEffect(() => {
    const id = refocus.current;
    refocus.current = undefined;
    if (id) document.getElementById(id)?.focus();
  }, [bundle]);

  // The forms depend on the draft's choice fields and options and its audit sections only (`formKey`).
  const key = formKey(bundle);
  const [built, setBuilt] = useState(() => ({ key, ...formsOf(bundle, lookups) }));
  if (built.key !== key || built.shared.lookups !== lookups) setBuilt({ key, ...formsOf(bundle, lookups) });
  // The rest's data is made again only when the trip types or the audit changed (their objects are kept otherwise).
  const { tripTypeConfigs, auditConfigs } = bundle;
  const restData = useMemo(() => restFormData({ tripTypeConfigs, auditConfigs }), [tripTypeConfigs, auditConfigs]);
  // Under its field, the check's sentence (it names the places it speaks of in words, never by JSON path).
  const placed = useMemo(() => (errors.length === 0 ? NO_ERRORS : errors.map((e) => ({ path: formErrorPath(e.path), message: e.message }))), [errors]);
  const restErrors = useMemo(() => (placed === NO_ERRORS ? NO_ERRORS : placed.filter((e) => !e.path.startsWith('/specialFields'))), [placed]);
  return (
    <Box as="section" aria-label="企业配置表单" onFocus={onFocus}>
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
      <SpecialFieldFormContext.Provider value={built.shared}>
        <SpecialFieldList fields={bundle.specialFields ?? NO_FIELDS} errors={placed} actions={actions} disabled={disabled === true} />
      </SpecialFieldFormContext.Provider>
      <SchemaForm<RestFormData>
        form={built.rest}
        formData={restData}
        onChange={changeRest}
        onSubmit={ignoreSubmit}
        errors={restErrors}
        lookups={lookups}
        label="行程类型与审批"
        idPrefix="cfg"
        disabled={disabled}
      >
        {NO_FOOTER}
      </SchemaForm>
    </Box>
  );
}

const NO_FIELDS: readonly SpecialFieldConfig[] = [];

/** The forms of a draft: each special field's (drawn per field, its options' list sortable) and the rest's. */
function formsOf(bundle: EnterpriseBundle, lookups: FormLookups) {
  return { shared: { form: withSortableOptions(specialFieldForm(bundle)), lookups }, rest: restForm(bundle) };
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
 * A field's options drawn as cards (`ArrayItemCard`) in a list dragged into order
 * (`SortableArrayFieldTemplate`, a drop handed to `ItemMoveContext`): components the plain-data
 * uiSchema cannot hold.
 */
function withSortableOptions(form: CompiledForm): CompiledForm {
  const ui = form.uiSchema as Ui & { showTypeConfigInfo: Ui & { 'ui:options': Ui } };
  const options = ui.showTypeConfigInfo;
  const sortable = { ArrayFieldTemplate: SortableArrayFieldTemplate, ArrayFieldItemTemplate: ArrayItemCard };
  return { ...form, uiSchema: { ...ui, showTypeConfigInfo: { ...options, 'ui:options': { ...options['ui:options'], ...sortable } } } };
}
