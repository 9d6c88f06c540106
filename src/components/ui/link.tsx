import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A Chakra-styled link that navigates inside the router (no full page load). */
export function Link({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild colorPalette="blue" variant="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}
