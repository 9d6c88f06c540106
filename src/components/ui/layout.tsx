import { Box, Container, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page frame: a header band with the product name (and optional actions) and a content column. */
export function Shell({ productName, actions, children }: { productName: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Flex as="header" bg="blue.700" color="white" px="6" py="3" boxShadow="sm" align="center" justify="space-between">
        <Heading as="p" size="lg" fontWeight="semibold">
          {productName}
        </Heading>
        {actions ? <HStack gap="3">{actions}</HStack> : null}
      </Flex>
      <Container as="main" maxW="6xl" flex="1" py="8">
        {children}
      </Container>
    </Flex>
  );
}

/** Secondary explanatory text. */
export function Hint({ children }: { children: ReactNode }) {
  return <Text color="fg.muted">{children}</Text>;
}

/** Plain body text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

/** A titled block of a page (h2). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" p="5" mt="5">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
