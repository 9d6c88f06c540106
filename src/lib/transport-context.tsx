import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

import type { Transport } from '../transport/index.ts';

const TransportContext = createContext<Transport | null>(null);

/** Hands the app's one transport to every feature (tests hand in a fake one). */
export function TransportProvider({ transport, children }: { transport: Transport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** The app's transport. Throws when no provider is mounted: that is a wiring bug. */
export function useTransport(): Transport {
  const transport = useContext(TransportContext);
  if (transport === null) throw new Error('useTransport() needs a <TransportProvider> above it');
  return transport;
}
