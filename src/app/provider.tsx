import type { ReactNode } from 'react';

import { UiProvider } from '../components/ui/provider.tsx';

/** Every app-wide context, in one place (tests wrap with it too). */
export function AppProvider({ children }: { children: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}
