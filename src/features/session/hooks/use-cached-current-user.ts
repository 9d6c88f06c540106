import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

import { sessionKeys } from '../api/query-keys.ts';
import type { CurrentUser } from '../api/current-user.ts';

/**
 * The current user as far as the cache knows, without ever asking the server. It follows
 * the cache itself (not one query object), so a sign-in that drops the cache, the guard's
 * fetch, and a logout that clears it all show at once.
 */
export function useCachedCurrentUser(): CurrentUser | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = useCallback(() => queryClient.getQueryData<CurrentUser>(sessionKeys.currentUser), [queryClient]);
  return useSyncExternalStore(subscribe, read, read);
}
