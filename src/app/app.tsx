import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppProvider } from './provider.tsx';
import { buildRoutes } from './router.tsx';
import { RouterHandleProbe } from './router-handle.tsx';
import { createAppServices } from './services.ts';
import type { AppServices } from './services.ts';

/** The portal: providers around the browser router; `services` when the boot made them already. */
export function App({ services }: { services?: AppServices }) {
  // Created once per mount, not at import time, so importing the module has no side effects.
  const [{ router, transport, queryClient }] = useState(() => services ?? createAppServices());
  const [routes] = useState(() => buildRoutes());
  return (
    <AppProvider transport={transport} queryClient={queryClient}>
      <BrowserRouter>
        <RouterHandleProbe handle={router} />
        {routes}
      </BrowserRouter>
    </AppProvider>
  );
}
