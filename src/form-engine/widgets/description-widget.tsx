/**
 * `description` (showType 8): a text shown in the form, no input and no value (D4). The text is
 * `ui:options.text` (the compiler puts the field's default value there, or its name).
 */
import { Box, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

export function DescriptionWidget({ id, label, options }: WidgetProps) {
  const text = typeof options.text === 'string' && options.text !== '' ? options.text : label;
  return (
    <Box id={id} borderStartWidth="3px" borderColor="border.emphasized" ps="3" py="1">
      {label && label !== text ? (
        <Text fontWeight="medium" fontSize="sm">
          {label}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
        {text}
      </Text>
    </Box>
  );
}
