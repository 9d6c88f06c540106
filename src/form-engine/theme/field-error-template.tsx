/**
 * A field's errors, under it, with the id `aria-describedby` points at (`<id>__error`). Schema
 * errors and rule errors (`extraErrors`) may say the same thing (`{configName}为必填项`); each
 * message is shown once, and the rules core's alone when it has one (`rule-messages.ts`).
 */
import { Box, Text } from '@chakra-ui/react';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';

import { useShownMessages } from '../rule-messages.ts';

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const unique = useShownMessages(errors);
  if (unique.length === 0) return null;
  return (
    <Box id={errorId(fieldPathId)} color="fg.error" fontSize="sm" mt="1">
      {unique.map((message) => (
        <Text key={message}>{message}</Text>
      ))}
    </Box>
  );
}
