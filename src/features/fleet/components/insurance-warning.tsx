/**
 * The 保险 tab's warning (docs/fleet.md "Pages"): how many policies have run out or will within the warning
 * days, said above the engine's list (src/shared/resources/car-insurance.ts), which the page composes.
 */
import { Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { DEFAULT_INSURANCE_WARN_DAYS } from '../../../../rules/index.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { fleetKeys, insuranceQuery } from '../api/fleet.ts';

export function InsuranceWarning() {
  const policies = useQuery(insuranceQuery(useTransport()));
  const warned = (policies.data ?? []).filter((p) => p.expiryState !== 'valid').length;
  return warned > 0 ? <Text role="status" color="orange.700" mb="3">{`${warned} 份保险已过期或即将到期（${DEFAULT_INSURANCE_WARN_DAYS} 天内），请及时续保。`}</Text> : null;
}

/** What the page tells after a policy is written: the warning counts again. */
export function useInsuranceWritten(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: fleetKeys.insurance }), [client]);
}
