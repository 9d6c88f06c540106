/**
 * An item of a list drawn by RJSF's array field as a card: the item's fields, and under them its
 * buttons (上移、下移、删除) in a row that wraps, so a list of objects reads item by item and fits
 * 390 px (the Chakra theme's item puts the buttons beside the fields, which a narrow screen cannot
 * hold). Each card is a group named by the list's `itemLabel` option and its place (`特殊字段 第 2 项`),
 * so its buttons say which item they move. Chosen per list through the uiSchema
 * (`'ui:options': { ArrayFieldItemTemplate: ArrayItemCard, itemLabel: '特殊字段' }`): the config
 * form view's special fields and options (issue 24 §1).
 */
import { Box, ButtonGroup, HStack } from '@chakra-ui/react';
import { getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

export function ArrayItemCard(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, index, parentUiSchema } = props;
  // The theme's item buttons (RJSF core's: 上移, 下移, 删除 as the list allows).
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  const listOptions = parentUiSchema ? getUiOptions(parentUiSchema) : {};
  const itemLabel = typeof listOptions.itemLabel === 'string' ? listOptions.itemLabel : '';
  return (
    <Box role="group" aria-label={`${itemLabel} 第 ${index + 1} 项`.trim()} borderWidth="1px" borderRadius="md" p="3" mb="3" minWidth="0">
      {children}
      {hasToolbar && (
        <HStack justify="flex-end" mt="2" wrap="wrap">
          <ButtonGroup size="sm" variant="outline" attached>
            <Buttons {...buttonsProps} />
          </ButtonGroup>
        </HStack>
      )}
    </Box>
  );
}
