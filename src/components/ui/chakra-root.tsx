import type { ReactNode } from 'react';

import { UiProvider } from './provider.tsx';

/** Chakra's provider as a chunk of its own: the pages drawn with Chakra load it, the sign-in pages do not (src/app/chakra-outlet.tsx). */
export default function ChakraRoot({ children }: { children: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}
