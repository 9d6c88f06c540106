/**
 * What a cost centre's detail adds to the resource engine's (docs/administration.md "成本中心"): its
 * family and cars (cost-centre-family.tsx), its members, its
 * audit (a pending centre passes, or is refused with a reason written in a form drawn by `SchemaForm`
 * from schemas/cost-centre-refusal.schema.json; a refused one shows why) and, once passed, its QR image
 * of the booking link with the cost centre preset.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { COST_CENTRE_SCHEMAS, CostCentreState } from '../../../../rules/index.ts';
import { showErrorMessage, showMessage } from '../../../components/ui/toaster.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { CostCentreMessage } from '../../../shared/index.ts';
import { COST_CENTRES } from '../../../shared/resources/cost-centre.ts';
import { resourceKeys } from '../api/resource-api.ts';
import { WriteForm } from '../components/resource-admin.tsx';
import { bodyForm } from '../resource-forms.ts';
import { CostCentreAssets, CostCentreFamilyView } from './cost-centre-family.tsx';
import { costCentreAudit, costCentreQrQuery, costCentreStaffQuery } from './cost-centres-api.ts';

/** The refusal's form: its reason, the cost centre hidden. */
const REFUSAL_FORM = bodyForm({ schema: COST_CENTRE_SCHEMAS.refusal, querySchema: {}, label: '拒绝成本中心', idKey: 'costCenterId', formKeys: ['reason'] });

function QrImage({ record }: { record: CostCentreMessage }) {
  const transport = useTransport();
  const qr = useQuery(costCentreQrQuery(transport, record.costCenterId));
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">预订二维码</Text>
      {qr.data ? (
        <Stack gap="1">
          <img src={qr.data.dataUrl} alt={`成本中心「${record.name}」的预订二维码`} width={160} height={160} />
          <Text fontSize="sm">{`扫码预订专车，成本中心预设为「${record.name}」：`}</Text>
          <Text fontSize="sm" wordBreak="break-all"><a href={qr.data.link}>{decodeURI(qr.data.link)}</a></Text>
        </Stack>
      ) : (
        <Text color="fg.muted">{qr.isError ? '二维码生成失败，请稍后再试' : '正在生成二维码…'}</Text>
      )}
    </Box>
  );
}

/** The users charged to the cost centre, by name (their cost centre is its name; set on the user). */
function Staff({ record }: { record: CostCentreMessage }) {
  const transport = useTransport();
  const staff = useQuery(costCentreStaffQuery(transport, record.costCenterId));
  const names = (staff.data ?? []).map((u) => (u.empNo ? `${u.trueName}（${u.empNo}）` : u.trueName));
  return (
    <Box>
      <Text fontWeight="semibold" mb="1">成员</Text>
      <Text fontSize="sm">{staff.data ? (names.length > 0 ? names.join('、') : '还没有用户记在该成本中心下') : '正在加载…'}</Text>
    </Box>
  );
}

/** A cost centre's detail: its 上级 and 下级 (each opens its own detail), its cars, its members, then its audit or its QR image. */
export function CostCentreDetail({ record, open }: { record: CostCentreMessage; open: (id: string) => void }) {
  return (
    <Stack gap="4">
      <CostCentreFamilyView record={record} open={open} />
      <CostCentreAssets record={record} />
      <Staff record={record} />
      <CostCentreAudit record={record} />
    </Stack>
  );
}

function CostCentreAudit({ record }: { record: CostCentreMessage }) {
  const transport = useTransport();
  const client = useQueryClient();
  const audit = useMemo(() => costCentreAudit(transport), [transport]);
  const [refusing, setRefusing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys.all(COST_CENTRES.name) });
  const pass = useMutation({
    mutationFn: () => audit.pass(record.costCenterId),
    onSuccess: async () => {
      showMessage('成本中心已通过审核', 'success');
      await refresh();
    },
    onError: (error: Error) => showErrorMessage(error.message),
  });

  if (record.state === CostCentreState.PASSED) return <QrImage record={record} />;
  if (record.state === CostCentreState.REFUSED) {
    return <Text>{`审核未通过，拒绝原因：${record.refuseReason}。修改后将重新提交审核。`}</Text>;
  }
  return (
    <Stack gap="3" aria-label="审核" role="group">
      <Text>该成本中心待审核：通过后才能在预订时选择，并生成预订二维码。</Text>
      <HStack gap="3">
        <Button size="sm" colorPalette="green" loading={pass.isPending} onClick={() => pass.mutate()}>通过审核</Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRefusing(true)} disabled={refusing}>拒绝</Button>
      </HStack>
      {refusing ? (
        <WriteForm<{ costCenterId: string; reason: string }>
          form={REFUSAL_FORM}
          label={`拒绝成本中心：${record.name}`}
          id="costCentreRefusal"
          submitLabel="确认拒绝"
          initial={{ costCenterId: record.costCenterId, reason: '' }}
          onWrite={(body) => audit.refuse(record.costCenterId, body.reason)}
          onDone={() => {
            showMessage('成本中心已拒绝', 'success');
            setRefusing(false);
            void refresh();
          }}
          onCancel={() => setRefusing(false)}
        />
      ) : null}
    </Stack>
  );
}
