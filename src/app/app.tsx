import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from './provider.tsx';
import { createAppServices } from './services.ts';

/** The portal: providers around the browser router. */
export function App() {
  // Created once per mount, not at import time, so importing the module has no side effects.
  const [{ router, transport, queryClient }] = useState(createAppServices);
  return (
    <AppProvider transport={transport} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
