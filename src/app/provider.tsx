import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { TransportProvider } from '../lib/transport-context.tsx';
import type { Transport } from '../transport/index.ts';

/**
 * Every app-wide context, in one place (tests wrap with it too, handing in a fake transport).
 * Chakra's provider is not here: the routes put it around the pages drawn with Chakra
 * (src/app/chakra-outlet.tsx), and the toasts mount their own on the first one (`ui/toaster.tsx`).
 */
export function AppProvider({ transport, queryClient, children }: { transport: Transport; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TransportProvider transport={transport}>{children}</TransportProvider>
    </QueryClientProvider>
  );
}
