/**
 * An item of a list drawn by RJSF's array field as a card: the item's fields, and under them its
 * buttons (上移、下移、删除) in a row that wraps, so a list of objects reads item by item and fits
 * 390 px (the Chakra theme's item puts the buttons beside the fields, which a narrow screen cannot
 * hold). Each card is a group titled by the list's `itemLabel` option, its place and, when the list
 * names its items by one of their properties (`itemNameKey`), that name: `特殊字段 2：项目编号`, an
 * unnamed one `特殊字段 3（未命名）` (issue 24 §1), so a card and its buttons say which item they are.
 * Chosen per list through the uiSchema (`'ui:options': { ArrayFieldItemTemplate: ArrayItemCard,
 * itemLabel: '特殊字段', itemNameKey: 'configName' }`): the config form view's special fields and
 * options. In a list drawn by `SortableArrayFieldTemplate` the card has a drag handle before its
 * title (sortable-list.tsx): the config form view's drag to reorder.
 *
 * A long list (more items than its `collapseOver` option) draws each item as its title row only,
 * with 展开 to draw its fields (and 收起 to fold them again): a bundle at the caps (500 special
 * fields, 1,000 options) then draws 500 rows, not 500 forms, and stays usable (issue 24 §1.4,
 * docs/config-preview.md). A folded item whose fields have errors says so on its row. The card and
 * its row are plain elements with the classes of form-engine.css (no Chakra component per item).
 */
import { ButtonGroup, HStack } from '@chakra-ui/react';
import { getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { cloneElement, isValidElement, useState, type ReactNode } from 'react';

import { SortableItem } from './sortable-list.tsx';

/**
 * The title of a list's item: its label, its place and its name when it has one.
 *
 * @example itemTitle('特殊字段', 0, '项目编号') // '特殊字段 1：项目编号'
 * @example itemTitle('特殊字段', 2, '')        // '特殊字段 3（未命名）'
 * @example itemTitle('特殊字段', 1)            // '特殊字段 第 2 项'
 */
export function itemTitle(label: string, index: number, name?: unknown): string {
  if (name === undefined) return `${label} 第 ${index + 1} 项`.trim();
  return typeof name === 'string' && name.trim() !== '' ? `${label} ${index + 1}：${name}` : `${label} ${index + 1}（未命名）`;
}

export interface ItemCardProps {
  /** The item's place in its list. */
  index: number;
  /** Its title (`itemTitle`), which names its group and its handle. */
  title: string;
  /** Its name as said while it is dragged. */
  name: string;
  /** The start of its ids (`cfg_specialFields_2`): `__title`, `__body`, `__drag` are added. */
  idBase: string;
  /** Drawn as its title row until opened (a long list). */
  foldable: boolean;
  /** Drawn open at first even in a long list (an item without a name yet). */
  startOpen: boolean;
  /** Folded, whether its fields have errors (its row says 有错误). */
  hasErrors: boolean;
  /** Its fields, drawn when it is open. */
  body: () => ReactNode;
  /** Its buttons (上移、下移、删除), drawn under its fields when it is open. */
  buttons?: ReactNode;
}

/**
 * The card of a list's item: title row (drag handle in a sortable list, title, 有错误, 展开/收起),
 * then, when open, its fields and its buttons. RJSF's lists draw it through `ArrayItemCard`; a list
 * drawn outside RJSF (the config form view's special fields) draws it directly.
 */
export function ItemCard({ index, title, name, idBase, foldable, startOpen, hasErrors, body, buttons }: ItemCardProps) {
  const titleId = `${idBase}__title`;
  const bodyId = `${idBase}__body`;
  const [open, setOpen] = useState(!foldable || startOpen);
  const shown = open || !foldable;
  return (
    <SortableItem index={index} name={name} title={title} handleId={`${idBase}__drag`}>
      {({ handle, ref, style }) => (
        <div ref={ref} style={style} role="group" aria-labelledby={titleId} className="fe-item-card">
          <div className="fe-item-head">
            {handle}
            <div id={titleId} className="fe-object__legend fe-item-title">
              {title}
            </div>
            {!shown && hasErrors && <span className="fe-item-errors">有错误</span>}
            {foldable && (
              <button type="button" className="fe-item-toggle" aria-expanded={shown} aria-controls={shown ? bodyId : undefined} onClick={() => setOpen(!shown)}>
                {shown ? '收起' : '展开'}
              </button>
            )}
          </div>
          {shown && <div id={bodyId}>{body()}</div>}
          {shown && buttons !== undefined && (
            <HStack justify="flex-end" mt="2" wrap="wrap">
              <ButtonGroup size="sm" variant="outline" attached>
                {buttons}
              </ButtonGroup>
            </HStack>
          )}
        </div>
      )}
    </SortableItem>
  );
}

export function ArrayItemCard(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, index, totalItems, parentUiSchema } = props;
  // The theme's item buttons (RJSF core's: 上移, 下移, 删除 as the list allows).
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  const listOptions = parentUiSchema ? getUiOptions(parentUiSchema) : {};
  const itemLabel = typeof listOptions.itemLabel === 'string' ? listOptions.itemLabel : '';
  const nameKey = typeof listOptions.itemNameKey === 'string' ? listOptions.itemNameKey : undefined;
  // The item's field is RJSF's `SchemaField` element: its data and the title it draws over the item.
  const field = isValidElement<{ formData?: unknown; title?: string; errorSchema?: object }>(children) ? children : undefined;
  const data = field?.props.formData;
  const name = nameKey === undefined ? undefined : data !== null && typeof data === 'object' ? ((data as Record<string, unknown>)[nameKey] ?? '') : '';
  const title = itemTitle(itemLabel, index, name);
  const foldable = typeof listOptions.collapseOver === 'number' && totalItems > listOptions.collapseOver;
  const hasErrors = field?.props.errorSchema !== undefined && Object.keys(field.props.errorSchema).length > 0;
  return (
    <ItemCard
      index={index}
      title={title}
      name={typeof name === 'string' && name.trim() !== '' ? name : title}
      idBase={buttonsProps.fieldPathId.$id}
      foldable={foldable}
      // An item without a name yet (one just added) is drawn open: its name is what it needs first.
      startOpen={name === ''}
      hasErrors={hasErrors}
      // The card says the title (and names its group by it); the item's own frame and legend are left out.
      body={() => (field ? cloneElement(field, { title: '' }) : children)}
      buttons={hasToolbar ? <Buttons {...buttonsProps} /> : undefined}
    />
  );
}
