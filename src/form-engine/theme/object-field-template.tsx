/**
 * An object's properties: a titled object is a `fieldset` with its title as `legend`, so its
 * inputs are grouped for screen readers; the root object draws no frame (the page gives the
 * heading). Properties stack in one column; the page decides the width (1280 px and 390 px,
 * issue 8 §2).
 */
import { Box, Stack, chakra } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId, titleId } from '@rjsf/utils';

import { REQUIRED_STAR } from './field-label.tsx';

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, required } = props;
  const rows = properties.map((property) => (property.hidden ? property.content : <Box key={property.name}>{property.content}</Box>));
  const isRoot = fieldPathId.path.length === 0;
  if (isRoot || !title) return <Stack gap="1">{rows}</Stack>;
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="3" mb="2" minW="0">
      <chakra.legend id={titleId(fieldPathId)} fontWeight="semibold" px="1" _after={required ? REQUIRED_STAR : undefined}>
        {title}
      </chakra.legend>
      {description ? (
        <Box id={descriptionId(fieldPathId)} fontSize="sm" color="fg.muted" mb="2">
          {description}
        </Box>
      ) : null}
      <Stack gap="1">{rows}</Stack>
    </chakra.fieldset>
  );
}
