import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { UiProvider } from '../components/ui/provider.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { TransportProvider } from '../lib/transport-context.tsx';
import type { Transport } from '../transport/index.ts';

/** Every app-wide context, in one place (tests wrap with it too, handing in a fake transport). */
export function AppProvider({ transport, queryClient, children }: { transport: Transport; queryClient: QueryClient; children: ReactNode }) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <TransportProvider transport={transport}>{children}</TransportProvider>
      </QueryClientProvider>
      <Toaster />
    </UiProvider>
  );
}
