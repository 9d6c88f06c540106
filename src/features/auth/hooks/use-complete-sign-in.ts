import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { preloadChakra } from '../../../app/chakra-outlet.tsx';
import { landingPathFrom } from '../../../lib/login-redirect.ts';
import { storeOperatorId } from '../../../transport/index.ts';
import type { SignedInUser } from '../api/sign-in.ts';

/**
 * What happens once the server accepted the code: the user id becomes the OperatorId of
 * every later call, whatever the cache knew about the anonymous visitor is dropped, and
 * the user lands where the 401 took them from (or on /EnterpriseService).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (user: SignedInUser) => {
      storeOperatorId(user.userId);
      // The landing page is drawn with Chakra: fetched beside the session check, not after it.
      void preloadChakra();
      queryClient.removeQueries();
      void navigate(landingPathFrom(search), { replace: true });
    },
    [navigate, queryClient, search],
  );
}
