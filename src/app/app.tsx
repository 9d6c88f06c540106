import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

/** The portal: providers around the browser router. */
export function App() {
  // Created once per mount, not at import time, so importing the module has no side effects.
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
