import { useMutation, useQueryClient } from '@tanstack/react-query';

import { showMessage } from '../../../components/ui/toaster.tsx';
import { fleetKeys } from '../api/fleet.ts';

/** A write, then every fleet list is asked again; a failure was already shown by the transport. */
export function useFleetMutation<A>(write: (args: A) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      showMessage(done, 'success');
      await client.invalidateQueries({ queryKey: fleetKeys.all });
      await client.invalidateQueries({ queryKey: ['transport'] });
    },
  });
}
