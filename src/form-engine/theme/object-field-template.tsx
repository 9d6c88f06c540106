/**
 * An object's properties: a titled object is a `fieldset` with its title as `legend`, so its
 * inputs are grouped for screen readers; the root object draws no frame (the page gives the
 * heading). Each property sits in a memoized row (property-row.tsx), so a keystroke re-renders
 * only the field it changed (issue 8 §4). Properties stack in one column; the page decides the
 * width (1280 px and 390 px, issue 8 §2).
 */
import { Box, Stack, chakra } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId, titleId } from '@rjsf/utils';

import { REQUIRED_STAR } from './field-label.tsx';
import { PropertyRow } from './property-row.tsx';

type Bag = Readonly<Record<string, unknown>> | undefined;

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, required, schema, uiSchema, formData, errorSchema, registry } = props;
  const values = formData as Bag;
  const errors = errorSchema as Bag;
  const schemas = schema.properties as Bag;
  const uiSchemas = uiSchema as Bag;
  const rows = properties.map((property) =>
    property.hidden ? (
      property.content
    ) : (
      <PropertyRow
        key={property.name}
        content={property.content}
        value={values?.[property.name]}
        errors={errors?.[property.name]}
        schema={schemas?.[property.name]}
        uiSchema={uiSchemas?.[property.name]}
        required={(schema.required ?? []).includes(property.name)}
        disabled={property.disabled ?? false}
        readonly={property.readonly ?? false}
        registry={registry}
      />
    ),
  );
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
