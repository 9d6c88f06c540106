/**
 * 开始处理 / 结案 on an accident's row (docs/fleet.md "Pages"): its handling state moves forward by its own call
 * (spec §7 `PUT /own/car/accident/processState`, rules/fleet/car-records.ts), never by the edit; the page puts it
 * beside the engine's 详情 and 编辑 (src/shared/resources/car-accident.ts).
 */
import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';

import { AccidentProcessState } from '../../../../rules/index.ts';
import { showMessage } from '../../../components/ui/toaster.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { CarAccidentMessage } from '../../../shared/index.ts';
import { fleetWrites } from '../api/fleet.ts';

/** `refresh`: the list asked again once the state moved. */
export function AccidentStep({ accident, refresh }: { accident: CarAccidentMessage; refresh: () => Promise<void> }) {
  const writes = fleetWrites(useTransport());
  const advance = useMutation({
    mutationFn: (to: number) => writes.accidentState(accident.id, to),
    onSuccess: async () => {
      showMessage('处理状态已更新', 'success');
      await refresh();
    },
  });
  if (accident.processState >= AccidentProcessState.CLOSED.value) return null;
  const label = accident.processState === AccidentProcessState.PENDING.value ? '开始处理' : '结案';
  return <Button size="xs" variant="outline" loading={advance.isPending} onClick={() => advance.mutate(accident.processState + 1)}>{label}</Button>;
}
