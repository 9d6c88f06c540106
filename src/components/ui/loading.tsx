import { HStack, Spinner, Text } from '@chakra-ui/react';

/** What a page shows while its code is being fetched (spec §2: a loading text meanwhile). */
export function Loading() {
  return (
    <HStack role="status" gap="3" py="10" justify="center" color="fg.muted">
      <Spinner size="sm" />
      <Text>加载中…</Text>
    </HStack>
  );
}
