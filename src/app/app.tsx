import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from './provider.tsx';
import { createAppServices } from './services.ts';
import type { AppServices } from './services.ts';

/** The portal: providers around the browser router; `services` when the boot made them already. */
export function App({ services }: { services?: AppServices }) {
  // Created once per mount, not at import time, so importing the module has no side effects.
  const [{ router, transport, queryClient }] = useState(() => services ?? createAppServices());
  return (
    <AppProvider transport={transport} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
