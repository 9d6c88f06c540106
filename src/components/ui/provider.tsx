import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { portalSystem } from './system.ts';

/**
 * Chakra v3, set up once, with the portal's system (`system.ts`: only the recipes it uses).
 * The portal is light only: the system renders the
 * light palette unless a `dark` class is present, so no colour-mode store is mounted.
 * (next-themes, which Chakra's colour-mode snippet uses, injects an inline script that
 * a client-only React 19 app never runs and warns about.)
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem}>{children}</ChakraProvider>;
}
