import { useQuery } from '@tanstack/react-query';

import { useTransport } from '../../../lib/transport-context.tsx';
import { currentUserQuery } from '../api/current-user.ts';

/** The signed-in user (`/UserLogin/CurrentUser`), fetched on demand. */
export function useCurrentUser() {
  return useQuery(currentUserQuery(useTransport()));
}
