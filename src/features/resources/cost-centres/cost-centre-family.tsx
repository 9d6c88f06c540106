/**
 * What a cost centre's detail shows of its place (docs/administration.md "成本中心"; spec §7
 * "parentAndChild, assets"): its 上级 (nearest first) and its 下级 by name, each a button that opens that
 * centre's detail, and its assets, the fleet's cars charged to it (plate and car type by title); an
 * empty state for each.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';

import { useTransport } from '../../../lib/transport-context.tsx';
import type { CostCentreMessage, CostCentreNode } from '../../../shared/index.ts';
import { costCentreAssetsQuery, costCentreFamilyQuery } from './cost-centres-api.ts';

/** Centres by name, each opening its own detail; `empty` when there are none. */
function CentreLinks({ title, centres, empty, open }: { title: string; centres: readonly CostCentreNode[] | undefined; empty: string; open: (id: string) => void }) {
  return (
    <Box>
      <Text fontWeight="semibold" mb="1">{title}</Text>
      {centres === undefined ? (
        <Text fontSize="sm" color="fg.muted">正在加载…</Text>
      ) : centres.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">{empty}</Text>
      ) : (
        <HStack as="ul" aria-label={title} gap="2" wrap="wrap" listStyleType="none">
          {centres.map((c) => (
            <li key={c.costCenterId}>
              <Button size="xs" variant="outline" aria-label={`打开成本中心 ${c.name}`} onClick={() => open(c.costCenterId)}>{`${c.name}（${c.code}）`}</Button>
            </li>
          ))}
        </HStack>
      )}
    </Box>
  );
}

/** The centre's 上级 and 下级; a button opens that centre's detail in place of this one. */
export function CostCentreFamilyView({ record, open }: { record: CostCentreMessage; open: (id: string) => void }) {
  const transport = useTransport();
  const family = useQuery(costCentreFamilyQuery(transport, record.costCenterId));
  const failed = family.isError ? '读取失败，请稍后再试' : undefined;
  return (
    <Stack gap="3">
      <CentreLinks title="上级成本中心" centres={family.data?.parents} empty={failed ?? '无（顶级成本中心）'} open={open} />
      <CentreLinks title="下级成本中心" centres={family.data?.children} empty={failed ?? '没有下级成本中心'} open={open} />
    </Stack>
  );
}

/** The cars charged to the centre: plate, car type by title, and the 负责人 who charge them to it. */
export function CostCentreAssets({ record }: { record: CostCentreMessage }) {
  const transport = useTransport();
  const assets = useQuery(costCentreAssetsQuery(transport, record.costCenterId));
  return (
    <Box>
      <Text fontWeight="semibold" mb="1">名下车辆</Text>
      {assets.data === undefined ? (
        <Text fontSize="sm" color="fg.muted">{assets.isError ? '读取失败，请稍后再试' : '正在加载…'}</Text>
      ) : assets.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">该成本中心名下还没有车辆（车辆的负责人记在该成本中心下时，车辆算在它名下）</Text>
      ) : (
        <Stack as="ul" aria-label="名下车辆" gap="1" listStyleType="none">
          {assets.data.map((car) => (
            <Text as="li" key={car.carLicense} fontSize="sm">{`${car.carLicense} · ${car.carTypeName} · 负责人：${car.owners.map((o) => o.trueName).join('、')}`}</Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}
