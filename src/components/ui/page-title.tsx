import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one heading of a page (h1). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="2xl" mb="4">
      {children}
    </Heading>
  );
}
