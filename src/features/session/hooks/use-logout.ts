import { useMutation, useQueryClient } from '@tanstack/react-query';

import { clearOperatorId } from '../../../transport/index.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { logout } from '../api/logout.ts';
import { sessionKeys } from '../api/query-keys.ts';

/**
 * 退出登录: ends the server session, then forgets the OperatorId and everything cached, and
 * asks again who is signed in. That next call answers 401, which sends the user to /login
 * (spec §8). Local state is cleared even if the server call failed: the user asked to leave.
 */
export function useLogout() {
  const transport = useTransport();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(transport),
    onSettled: async () => {
      clearOperatorId();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== sessionKeys.currentUser[1] });
      await queryClient.resetQueries({ queryKey: sessionKeys.currentUser });
    },
  });
}
