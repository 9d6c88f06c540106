/**
 * A car's owners (负责人, docs/fleet.md "Car owners"): the users of the enterprise responsible for
 * the car, listed with 移除, and added by phone number through the owner form (schemas/car-owner).
 */
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { CarOwnerBody } from '../../../../rules/index.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { ownersQuery, upkeepWrites } from '../api/fleet-upkeep.ts';
import { carOwnerForm } from '../fleet-forms.ts';
import { useFleetMutation } from '../hooks/use-fleet-mutation.ts';
import { FleetTable } from './fleet-table.tsx';
import { NO_LOOKUPS } from './no-lookups.ts';

export function CarOwners({ carLicense }: { carLicense: string }) {
  const transport = useTransport();
  const writes = upkeepWrites(transport);
  const owners = useQuery(ownersQuery(transport, carLicense));
  const add = useFleetMutation((body: CarOwnerBody) => writes.addOwner(body), '负责人已添加');
  const remove = useFleetMutation((id: number) => writes.deleteOwner(id), '负责人已移除');
  const empty = { carLicense, phoneNumber: '' };
  const [data, setData] = useState<CarOwnerBody>(empty);
  const submit = (body: CarOwnerBody) => add.mutate({ ...body, carLicense }, { onSuccess: () => setData(empty) });
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">负责人</Heading>
      <FleetTable
        label={`${carLicense} 的负责人`}
        rowKey={(o) => o.id}
        rows={owners.data ?? []}
        columns={[
          { header: '姓名', cell: (o) => o.trueName },
          { header: '手机号', cell: (o) => o.phoneNumber },
          { header: '操作', cell: (o) => <Button size="xs" variant="outline" aria-label={`移除负责人 ${o.trueName}`} onClick={() => remove.mutate(o.id)}>移除</Button> },
        ]}
      />
      <SchemaForm<CarOwnerBody> form={carOwnerForm} formData={data} onChange={setData} onSubmit={submit} lookups={NO_LOOKUPS} label={`添加 ${carLicense} 的负责人`} idPrefix="owner">
        <Box mt="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={add.isPending}>添加负责人</Button>
        </Box>
      </SchemaForm>
    </Stack>
  );
}
