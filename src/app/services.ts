import { createQueryClient } from '../lib/query-client.ts';
import { createTransport } from '../transport/index.ts';
import { createRouterHandle } from './router-handle.tsx';
import { createTransportHooks } from './transport-hooks.ts';

/**
 * The portal's long-lived objects, created once per mount: the handle on the router (drawn by
 * `App`), the one transport (same origin unless VITE_API_BASE_URL says otherwise) and the query
 * client.
 */
export function createAppServices() {
  const router = createRouterHandle(`${window.location.pathname}${window.location.search}`);
  const transport = createTransport({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    hooks: createTransportHooks({
      currentPath: () => router.currentPath(),
      navigate: (to) => router.navigate(to, { replace: true }),
    }),
  });
  return { router, transport, queryClient: createQueryClient() };
}

export type AppServices = ReturnType<typeof createAppServices>;
