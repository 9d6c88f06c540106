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
 */
import { Box, ButtonGroup, HStack } from '@chakra-ui/react';
import { getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { cloneElement, isValidElement } from 'react';

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

export function ArrayItemCard(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, index, parentUiSchema } = props;
  // The theme's item buttons (RJSF core's: 上移, 下移, 删除 as the list allows).
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  const listOptions = parentUiSchema ? getUiOptions(parentUiSchema) : {};
  const itemLabel = typeof listOptions.itemLabel === 'string' ? listOptions.itemLabel : '';
  const nameKey = typeof listOptions.itemNameKey === 'string' ? listOptions.itemNameKey : undefined;
  // The item's field is RJSF's `SchemaField` element: its data and the title it draws over the item.
  const field = isValidElement<{ formData?: unknown; title?: string }>(children) ? children : undefined;
  const data = field?.props.formData;
  const name = nameKey === undefined ? undefined : data !== null && typeof data === 'object' ? ((data as Record<string, unknown>)[nameKey] ?? '') : '';
  const title = itemTitle(itemLabel, index, name);
  // The card says the title (and names its group by it); the item's own frame and legend are left out.
  const titled = field ? cloneElement(field, { title: '' }) : children;
  const titleId = `${buttonsProps.fieldPathId.$id}__title`;
  return (
    <SortableItem index={index} name={typeof name === 'string' && name.trim() !== '' ? name : title} title={title} handleId={`${buttonsProps.fieldPathId.$id}__drag`}>
      {({ handle, ref, style }) => (
        <Box ref={ref} style={style} role="group" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="3" mb="3" minWidth="0" bg="bg">
          <HStack gap="2" align="center">
            {handle}
            <div id={titleId} className="fe-object__legend">
              {title}
            </div>
          </HStack>
          {titled}
          {hasToolbar && (
            <HStack justify="flex-end" mt="2" wrap="wrap">
              <ButtonGroup size="sm" variant="outline" attached>
                <Buttons {...buttonsProps} />
              </ButtonGroup>
            </HStack>
          )}
        </Box>
      )}
    </SortableItem>
  );
}
