import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page frame: a header band with the product name and a content column. */
export function Shell({ productName, children }: { productName: string; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Box as="header" bg="blue.700" color="white" px="6" py="3" boxShadow="sm">
        <Heading as="p" size="lg" fontWeight="semibold">
          {productName}
        </Heading>
      </Box>
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
