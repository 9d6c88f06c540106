/**
 * A car's edit view on the fleet page (docs/fleet.md "Pages"): the car's fields (PUT /own/car),
 * its owners (负责人) and its week (排班).
 */
import { Separator, Stack } from '@chakra-ui/react';

import type { OwnCarBody } from '../../../../rules/index.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { OwnCarMessage } from '../../../shared/index.ts';
import { upkeepWrites } from '../api/fleet-upkeep.ts';
import { carBodyOf } from '../edit-bodies.ts';
import { carEditForm } from '../fleet-forms.ts';
import { useFleetMutation } from '../hooks/use-fleet-mutation.ts';
import { CarOwners } from './car-owners.tsx';
import { CarWeek } from './car-week.tsx';
import { EditPanel } from './edit-panel.tsx';

export function CarEditor({ car, onClose }: { car: OwnCarMessage; onClose: () => void }) {
  const writes = upkeepWrites(useTransport());
  const save = useFleetMutation((body: OwnCarBody) => writes.updateCar(body), `车辆 ${car.carLicense} 已保存`);
  return (
    <EditPanel<OwnCarBody> title={`编辑车辆 ${car.carLicense}`} form={carEditForm} id="carEdit" initial={carBodyOf(car)} onSave={save.mutateAsync} onClose={onClose}>
      <Stack gap="5">
        <Separator />
        <CarOwners carLicense={car.carLicense} />
        <Separator />
        <CarWeek carLicense={car.carLicense} />
      </Stack>
    </EditPanel>
  );
}
