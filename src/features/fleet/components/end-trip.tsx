/**
 * /endtravel?orderId=… (issue 11 §3; docs/fleet.md "Ending a trip"): the order's fleet state, and
 * for an order with a driver the end-trip form (schemas/end-trip.schema.json drawn by the one
 * renderer) whose figures the rules check (rules/fleet/end-trip.ts) with the messages under the
 * fields, as the server checks them again. An order that cannot be ended says why.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

import { checkEndTrip, type EndTripBody } from '../../../../rules/index.ts';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Hint, Section } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { showMessage } from '../../../components/ui/toaster.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { EndTripInfo, EndTripRecord } from '../../../shared/index.ts';
import { endTripInfoQuery, fleetKeys, fleetWrites } from '../api/fleet.ts';
import { endTripForm } from '../fleet-forms.ts';
import { NO_LOOKUPS } from './no-lookups.ts';

const yuan = (n: number) => `${n.toFixed(2)} 元`;

/** The figures of an ended trip as label/value rows. */
export function tripRows(trip: EndTripRecord): { label: string; value: string }[] {
  return [
    { label: '开始里程', value: `${trip.startMileage} 公里` },
    { label: '结束里程', value: `${trip.endMileage} 公里` },
    { label: '行驶里程', value: `${trip.distance} 公里` },
    { label: '结束时间', value: trip.endTime },
    { label: '路桥费', value: yuan(trip.tollFee) },
    { label: '停车费', value: yuan(trip.parkingFee) },
    { label: '油费', value: yuan(trip.fuelFee) },
    { label: '其他费用', value: yuan(trip.otherFee) },
    { label: '费用合计', value: yuan(trip.totalFee) },
    ...(trip.remark ? [{ label: '备注', value: trip.remark }] : []),
  ];
}

export function orderFleetRows(info: EndTripInfo): { label: string; value: string }[] {
  return [
    { label: '订单号', value: info.orderId },
    { label: '状态', value: info.statusName },
    { label: '用车时间', value: `${info.boardingTime} 至 ${info.dropOffTime}` },
    { label: '车辆', value: info.carLicense },
    { label: '乘车人', value: info.passengerName },
    { label: '司机', value: info.driver ? `${info.driver.name} ${info.driver.phoneNumber}` : '未派司机' },
  ];
}

function EndTripForm({ info, onEnded }: { info: EndTripInfo; onEnded: () => void }) {
  const transport = useTransport();
  const initial = useMemo(
    () => ({ orderId: info.orderId, endTime: info.dropOffTime, tollFee: 0, parkingFee: 0, fuelFee: 0, otherFee: 0, remark: '' }) as unknown as EndTripBody,
    [info.orderId, info.dropOffTime],
  );
  const [data, setData] = useState<EndTripBody>(initial);
  // The time of the first submit: from then on the figures are checked as the manager edits them.
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => (checkedAt === null ? [] : checkEndTrip(data, info.boardingTime, checkedAt)), [checkedAt, data, info.boardingTime]);
  const submit = useCallback(
    (value: EndTripBody) => {
      const now = Date.now();
      setCheckedAt(now);
      if (checkEndTrip(value, info.boardingTime, now).length > 0) return;
      setBusy(true);
      fleetWrites(transport)
        .endTrip({ ...value, orderId: info.orderId })
        .then(() => {
          showMessage('行程已结束', 'success');
          onEnded();
        })
        .catch(() => undefined)
        .finally(() => setBusy(false));
    },
    [transport, info.orderId, info.boardingTime, onEnded],
  );
  return (
    <SchemaForm<EndTripBody> form={endTripForm} formData={data} onChange={setData} onSubmit={submit} errors={errors} lookups={NO_LOOKUPS} label="结束行程" idPrefix="endTrip">
      <Box mt="3">
        <Button type="submit" colorPalette="blue" loading={busy}>结束行程</Button>
      </Box>
    </SchemaForm>
  );
}

export function EndTrip({ orderId }: { orderId: string }) {
  const transport = useTransport();
  const client = useQueryClient();
  const info = useQuery(endTripInfoQuery(transport, orderId));
  const onEnded = useCallback(() => void client.invalidateQueries({ queryKey: fleetKeys.trip(orderId) }), [client, orderId]);
  if (info.isPending) return <Hint>加载中…</Hint>;
  if (!info.data) return <Hint>找不到该订单。</Hint>;
  const order = info.data;
  return (
    <Stack gap="2">
      <Section title="订单">
        <DescriptionList items={orderFleetRows(order)} />
        <Box mt="3">
          <Link to={`/EnterpriseService/Order/OwnCar/${order.orderId}`}>查看订单详情</Link>
        </Box>
      </Section>
      {order.trip ? (
        <Section title="行程数据">
          <DescriptionList items={tripRows(order.trip)} />
        </Section>
      ) : order.canEnd ? (
        <Section title="填写行程数据">
          <EndTripForm info={order} onEnded={onEnded} />
        </Section>
      ) : (
        <Section title="不能结束行程">
          <Text role="status">{order.reason || '只有车队管理员可以结束行程'}</Text>
        </Section>
      )}
    </Stack>
  );
}

/** On an own-car order's detail: its driver and, once ended, its figures (and the way to end it). */
export function OrderFleetPanel({ orderId }: { orderId: string }) {
  const transport = useTransport();
  const info = useQuery(endTripInfoQuery(transport, orderId));
  if (!info.data) return null;
  const order = info.data;
  return (
    <Section title="派车与行程">
      <DescriptionList items={[{ label: '司机', value: order.driver ? `${order.driver.name} ${order.driver.phoneNumber}` : '未派司机' }]} />
      {order.trip ? <Box mt="3"><DescriptionList items={tripRows(order.trip)} /></Box> : null}
      {order.canEnd ? <Box mt="3"><Link to={`/endtravel?orderId=${encodeURIComponent(orderId)}`}>结束行程</Link></Box> : null}
    </Section>
  );
}
