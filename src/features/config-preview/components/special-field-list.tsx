/**
 * The special fields of the config form view (issue 24 §1, §4; docs/config-preview.md "Form view"):
 * a list drawn here, each field its own small form drawn by the form engine (`SchemaForm`, the form
 * of `specialFieldForm`), not one RJSF form of the whole list. RJSF derives a form's whole state on
 * every change (its defaults, its retrieved schema, a deep comparison of its props), so a bundle at
 * the caps as one form (500 fields, 1,000 options) took a second per key typed into any field. Here
 * a field is a memoised row: an edit of field 250 draws field 250's form and the rows whose props
 * changed, nothing else, and a folded row (a list longer than `FOLD_OVER`) is its title row only.
 *
 * The rows keep RJSF's ids (`cfg_specialFields_2_configName`, `cfg_specialFields_2__moveUp`), so an
 * error is found under its field and the focus is put back by id after a move, as in the forms
 * drawn by RJSF's own lists (the options of a field still are one).
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Registry } from '@rjsf/utils';
import { createContext, memo, useCallback, useContext, useMemo } from 'react';

import type { CompiledForm, Issue, SpecialFieldConfig } from '../../../../rules/index.ts';
import type { FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { ItemCard, itemTitle } from '../../../form-engine/theme/array-item-card.tsx';
import { ItemMoveContext, SortableList, type ItemMove } from '../../../form-engine/theme/sortable-list.tsx';
import { listButtons } from '../../../form-engine/theme.ts';
import { translateString } from '../../../form-engine/translate-string.ts';
import { FOLD_OVER, specialFieldData, type ListPath, type SpecialFieldForm } from '../form-view/bundle-form.ts';

type Placed = Pick<Issue, 'path' | 'message'>;

/** What a row does to the draft; one object for the list's life, so the rows' memo holds. */
export interface FieldActions {
  change: (index: number, form: SpecialFieldForm) => void;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  add: () => void;
  /** A drop in a field's own list (its options): the path is the field's form's. */
  moveInside: (index: number, path: ListPath, from: number, to: number) => void;
}

/**
 * The form every open row draws (it depends on the draft's choice fields and options only), read
 * from a context by the open rows' bodies: a new form does not draw the folded rows again.
 */
export const SpecialFieldFormContext = createContext<{ form: CompiledForm; lookups: FormLookups } | undefined>(undefined);

const NO_ERRORS: readonly Placed[] = [];
const NO_FOOTER = <></>;
const LABEL = '特殊字段';

/** The theme's own item buttons (上移、下移、删除, RJSF's icon buttons) need only its words of the registry. */
const BUTTON_REGISTRY = { translateString } as unknown as Registry;
const { MoveUpButton, MoveDownButton, RemoveButton, AddButton } = listButtons;

/**
 * The errors of the draft placed by form path (`formErrorPath`: `/specialFields/2/configName`) by
 * field: each field's own, with their paths from its form's root (`/configName`). The others are the
 * rest form's.
 */
function errorsByField(errors: readonly Placed[]): ReadonlyMap<number, readonly Placed[]> {
  const byIndex = new Map<number, Placed[]>();
  for (const error of errors) {
    const match = /^\/specialFields\/(\d+)(\/.*)?$/.exec(error.path);
    if (!match) continue;
    const index = Number(match[1]);
    const own = byIndex.get(index) ?? [];
    own.push({ path: match[2] ?? '', message: error.message });
    byIndex.set(index, own);
  }
  return byIndex;
}

interface RowProps {
  field: SpecialFieldConfig;
  index: number;
  isLast: boolean;
  foldable: boolean;
  errors: readonly Placed[];
  actions: FieldActions;
  disabled: boolean;
}

/** One special field: its card, open or folded; drawn again only when one of its props changes. */
const FieldRow = memo(function FieldRow({ field, index, isLast, foldable, errors, actions, disabled }: RowProps) {
  const idBase = `cfg_specialFields_${index}`;
  const title = itemTitle(LABEL, index, field.configName);
  const named = field.configName.trim() !== '';
  const buttons = (
    <>
      <MoveUpButton id={`${idBase}__moveUp`} className="rjsf-array-item-move-up" disabled={disabled || index === 0} onClick={() => actions.move(index, index - 1)} registry={BUTTON_REGISTRY} />
      <MoveDownButton id={`${idBase}__moveDown`} className="rjsf-array-item-move-down" disabled={disabled || isLast} onClick={() => actions.move(index, index + 1)} registry={BUTTON_REGISTRY} />
      <RemoveButton id={`${idBase}__remove`} className="rjsf-array-item-remove" disabled={disabled} onClick={() => actions.remove(index)} registry={BUTTON_REGISTRY} />
    </>
  );
  return (
    <ItemCard
      index={index}
      title={title}
      name={named ? field.configName : title}
      idBase={idBase}
      foldable={foldable}
      startOpen={!named}
      hasErrors={errors.length > 0}
      body={() => <FieldBody field={field} index={index} title={title} errors={errors} actions={actions} disabled={disabled} />}
      buttons={buttons}
    />
  );
});

/** An open field's form: its data from the draft's field, each change handed up as the field's form. */
function FieldBody({ field, index, title, errors, actions, disabled }: { field: SpecialFieldConfig; index: number; title: string; errors: readonly Placed[]; actions: FieldActions; disabled: boolean }) {
  const shared = useContext(SpecialFieldFormContext);
  const data = useMemo(() => specialFieldData(field), [field]);
  const change = useCallback((next: SpecialFieldForm) => actions.change(index, next), [actions, index]);
  const moveInside = useCallback<ItemMove>((path, from, to) => actions.moveInside(index, path, from, to), [actions, index]);
  if (!shared) return null;
  return (
    <ItemMoveContext.Provider value={moveInside}>
      <SchemaForm<SpecialFieldForm>
        form={shared.form}
        formData={data}
        onChange={change}
        onSubmit={ignoreSubmit}
        errors={errors}
        lookups={shared.lookups}
        label={`${title}的设置`}
        idPrefix={`cfg_specialFields_${index}`}
        disabled={disabled}
      >
        {NO_FOOTER}
      </SchemaForm>
    </ItemMoveContext.Provider>
  );
}

const ignoreSubmit = () => undefined;

export interface SpecialFieldListProps {
  fields: readonly SpecialFieldConfig[];
  /** The draft's errors placed by form path (`formErrorPath`), in words. */
  errors: readonly Placed[];
  actions: FieldActions;
  disabled: boolean;
}

/** The list: its title, its rows in a list dragged into order, and 添加. */
export function SpecialFieldList({ fields, errors, actions, disabled }: SpecialFieldListProps) {
  const byIndex = useMemo(() => errorsByField(errors), [errors]);
  const foldable = fields.length > FOLD_OVER;
  return (
    <Box as="fieldset" id="cfg_specialFields" mb="4">
      <Text as="legend" className="fe-object__legend" fontWeight="semibold" mb="2">
        {LABEL}
      </Text>
      <SortableList listId="cfg_specialFields" count={fields.length} onMove={actions.move}>
        <Stack gap="2">
          {fields.map((field, index) => (
            <FieldRow
              key={field.specialId}
              field={field}
              index={index}
              isLast={index === fields.length - 1}
              foldable={foldable}
              errors={byIndex.get(index) ?? NO_ERRORS}
              actions={actions}
              disabled={disabled}
            />
          ))}
        </Stack>
      </SortableList>
      <Box mt="2" display="flex" justifyContent="flex-end">
        <AddButton id="cfg_specialFields__add" className="rjsf-array-item-add" onClick={actions.add} disabled={disabled} registry={BUTTON_REGISTRY} />
      </Box>
    </Box>
  );
}
