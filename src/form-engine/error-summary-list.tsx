/**
 * The summary of a refused 下一步 (error-summary.tsx says what it promises), in a module of its own:
 * a booker meets it only after a refused 下一步, so the booking page fetches it then
 * (form-engine/fields/lazy-field.tsx), not with the page.
 */
import { Box, Button, List, Text } from '@chakra-ui/react';

import type { ErrorSummaryProps, SummaryError } from './error-summary.tsx';
import { focusRefusal } from './focus-refusal.ts';

/** The errors once per field and message, in their order. */
function distinct(errors: readonly SummaryError[]): SummaryError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The summary of a refused 下一步: nothing when there is no error.
 *
 * @example <ErrorSummary errors={errors} container={formBox} />
 */
export function ErrorSummary({ errors, container }: ErrorSummaryProps) {
  const lines = distinct(errors);
  if (lines.length === 0) return null;
  return (
    <Box role="alert" aria-label="待完善的内容" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md" px="3" py="2" my="3">
      <Text fontWeight="semibold">{`还有 ${lines.length} 项需要填写或修改：`}</Text>
      <List.Root as="ul" ps="4" mt="1">
        {lines.map((error) => (
          <List.Item key={`${error.path}\u0000${error.message}`}>
            <Button
              type="button"
              variant="plain"
              size="sm"
              h="auto"
              p="0"
              color="red.700"
              textDecoration="underline"
              whiteSpace="normal"
              textAlign="start"
              onClick={() => {
                if (container.current) focusRefusal(container.current, error.path, error.message);
              }}
            >
              {error.message}
            </Button>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
