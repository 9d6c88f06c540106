import { createQueryClient } from '../lib/query-client.ts';
import { createTransport } from '../transport/index.ts';
import { createAppRouter } from './router.tsx';
import { createTransportHooks } from './transport-hooks.ts';

/**
 * The portal's long-lived objects, created once per mount: the router, the one transport
 * (same origin unless VITE_API_BASE_URL says otherwise) and the query client.
 */
export function createAppServices() {
  const router = createAppRouter();
  const transport = createTransport({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    hooks: createTransportHooks({
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
      navigate: (to) => void router.navigate(to, { replace: true }),
    }),
  });
  return { router, transport, queryClient: createQueryClient() };
}

export type AppServices = ReturnType<typeof createAppServices>;
