/**
 * What a car's edit panel adds below the engine's form (docs/fleet.md "Pages"; the 车辆 list is the
 * resource engine's, src/shared/resources/own-car.ts): its owners (负责人) and its week (排班); and a
 * row's 删除 of one car, asked once more (refused while an order still needs the car).
 */
import { Separator, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { showMessage } from '../../../components/ui/toaster.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { fleetKeys, fleetWrites } from '../api/fleet.ts';
import { CarOwners } from './car-owners.tsx';
import { CarWeek } from './car-week.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';

/** @example <ResourceAdmin declaration={OWN_CARS} editExtra={(car) => <CarUpkeep carLicense={car.carLicense} />} /> */
export function CarUpkeep({ carLicense }: { carLicense: string }) {
  return (
    <Stack gap="5" mt="5">
      <Separator />
      <CarOwners carLicense={carLicense} />
      <Separator />
      <CarWeek carLicense={carLicense} />
    </Stack>
  );
}

/** A row's 删除: `refresh` reloads the list that drew the row; a refusal was said by the transport. */
export function DeleteCar({ carLicense, refresh }: { carLicense: string; refresh: () => Promise<void> }) {
  const writes = fleetWrites(useTransport());
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => writes.deleteCar(carLicense),
    onSuccess: async () => {
      showMessage(`车辆 ${carLicense} 已删除`, 'success');
      await Promise.all([refresh(), client.invalidateQueries({ queryKey: fleetKeys.all })]);
    },
  });
  return <ConfirmDelete label={`删除 ${carLicense}`} trigger="删除" question={`删除车辆 ${carLicense}？有未完成订单的车辆不能删除。`} onConfirm={() => remove.mutate()} />;
}
