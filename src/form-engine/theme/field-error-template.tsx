/**
 * A field's errors, under it, with the id `aria-describedby` points at (`<id>__error`). Schema
 * errors and rule errors (`extraErrors`) may say the same thing (`{configName}为必填项`); each
 * message is shown once.
 */
import { Box, Text } from '@chakra-ui/react';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const unique = [...new Set(errors.filter((error) => typeof error === 'string' && error !== ''))] as string[];
  if (unique.length === 0) return null;
  return (
    <Box id={errorId(fieldPathId)} color="fg.error" fontSize="sm" mt="1">
      {unique.map((message) => (
        <Text key={message}>{message}</Text>
      ))}
    </Box>
  );
}
