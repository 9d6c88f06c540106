/**
 * /EnterpriseService/Fleet (issue 11 §4; docs/fleet.md): the fleet manager's page. 派车 (the own-car
 * orders waiting for a driver or with one: assign, clear, end the trip), 车辆 and 司机 (the resource engine's,
 * composed by the page: src/shared/resources/own-car.ts, own-driver.ts), 限行日, 事故 and 保险 (the engine's too,
 * car-accident.ts, car-insurance.ts) and 费用, each
 * with its list and its add form drawn by the one renderer from the wire schemas. A
 * code is named by its schema's `oneOf` title (`fleetLabel`, rules/fleet/fleet-labels.ts), never by a
 * table typed here (tests/architecture/code-tables.test.ts).
 */
import { Box, Button, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';

import { OrderStatus, type CompiledForm, type RestrictedDateBody } from '../../../../rules/index.ts';
import { Link } from '../../../components/ui/link.tsx';
import { Section } from '../../../components/ui/layout.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { showErrorMessage } from '../../../components/ui/toaster.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { OwnCarOrderSummary } from '../../../shared/index.ts';
import { assignableQuery, dispatchQuery, fleetWrites, restrictedDatesQuery } from '../api/fleet.ts';
import { restrictedDateForm } from '../fleet-forms.ts';
import { formRefusalOf, type FieldMessage } from '../../../lib/form-refusal.ts';
import { useFleetMutation } from '../hooks/use-fleet-mutation.ts';
import { Costs } from './fleet-costs.tsx';
import { FleetTable } from './fleet-table.tsx';
import { NO_LOOKUPS } from './no-lookups.ts';

export function useFleetWrites() {
  const transport = useTransport();
  return fleetWrites(transport);
}

const NO_ERRORS: readonly FieldMessage[] = [];

/**
 * `normalise` rewrites what is typed as the server keeps it (a plate: rules/fleet/plates.ts), so the form checks the
 * value sent. A refused add is said once (form-refusal.ts): under the field the server names (a plate already kept,
 * under 车牌号), else as one notification; the write asks the transport for none of its own. What was typed stays.
 */
function AddForm<T>({ form, label, id, submitLabel, initial, onAdd, normalise }: { form: CompiledForm; label: string; id: string; submitLabel: string; initial: T; onAdd: (data: T) => Promise<unknown>; normalise?: (data: T) => T }) {
  const [data, setState] = useState<T>(initial);
  const setData = useCallback((next: T) => setState(normalise ? normalise(next) : next), [normalise]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState(NO_ERRORS);
  // A refusal goes with the first keystroke or choice after it (the form's extra errors block its submit).
  const clearRefusal = useCallback(() => setErrors(NO_ERRORS), []);
  const submit = useCallback(
    (value: T) => {
      setBusy(true);
      onAdd(value)
        .then(() => setState(initial))
        .catch((error: Error) => {
          const refusal = formRefusalOf(error);
          if (refusal === 'told') return;
          if (refusal) setErrors([refusal]);
          else showErrorMessage(error.message);
        })
        .finally(() => setBusy(false));
    },
    [onAdd, initial],
  );
  return (
    <Box onInput={clearRefusal} onChange={clearRefusal}>
      <SchemaForm<T> form={form} formData={data} errors={errors} onChange={setData} onSubmit={submit} lookups={NO_LOOKUPS} label={label} idPrefix={id}>
        <Box mt="3">
          <Button type="submit" colorPalette="blue" loading={busy}>{submitLabel}</Button>
        </Box>
      </SchemaForm>
    </Box>
  );
}

function AssignDriver({ order }: { order: OwnCarOrderSummary }) {
  const transport = useTransport();
  const writes = useFleetWrites();
  const drivers = useQuery(assignableQuery(transport, order.orderId));
  const [driverId, setDriverId] = useState('');
  const assign = useFleetMutation((id: number) => writes.assignDriver(order.orderId, id), `已为订单 ${order.orderId} 派司机`);
  const id = `assign-${order.orderId}`;
  return (
    <HStack gap="2">
      <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{`订单 ${order.orderId} 的司机`}</label>
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field id={id} value={driverId} onChange={(e) => setDriverId(e.target.value)}>
          <option value="">选择司机</option>
          {(drivers.data ?? []).map((d) => (
            <option key={d.driverId} value={d.driverId} disabled={!d.canAssign}>{d.canAssign ? `${d.name} ${d.phoneNumber}` : `${d.name}（忙）`}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" colorPalette="blue" disabled={driverId === ''} loading={assign.isPending} onClick={() => assign.mutate(Number(driverId))}>派司机</Button>
    </HStack>
  );
}

function Dispatch() {
  const transport = useTransport();
  const writes = useFleetWrites();
  const waiting = useQuery(dispatchQuery(transport, OrderStatus.BOOKED.value));
  const assigned = useQuery(dispatchQuery(transport, OrderStatus.DRIVER_ASSIGNED.value));
  const clear = useFleetMutation((orderId: string) => writes.clearDriver(orderId), '已取消派单');
  const orderCell = (o: OwnCarOrderSummary) => <Link to={`/EnterpriseService/Order/OwnCar/${o.orderId}`}>{o.orderId}</Link>;
  // The action comes right after the order number, so it is on screen at 390 px too.
  const order = { header: '订单号', cell: orderCell };
  const base = [
    { header: '用车时间', cell: (o: OwnCarOrderSummary) => `${o.boardingTime} 至 ${o.dropOffTime.slice(11)}` },
    { header: '车辆', cell: (o: OwnCarOrderSummary) => o.carLicense },
    { header: '乘车人', cell: (o: OwnCarOrderSummary) => o.passengerName },
  ];
  return (
    <Stack gap="2">
      <Section title="待派司机">
        <FleetTable label="待派司机的订单" rowKey={(o) => o.orderId} rows={waiting.data?.items ?? []} columns={[order, { header: '派司机', cell: (o) => <AssignDriver order={o} /> }, ...base]} />
      </Section>
      <Section title="已派司机">
        <FleetTable
          label="已派司机的订单"
          rowKey={(o) => o.orderId}
          rows={assigned.data?.items ?? []}
          columns={[
            order,
            {
              header: '操作',
              cell: (o) => (
                <HStack gap="3">
                  <Link to={`/endtravel?orderId=${encodeURIComponent(o.orderId)}`}>结束行程</Link>
                  <Button size="xs" variant="outline" aria-label={`取消派单 ${o.orderId}`} onClick={() => clear.mutate(o.orderId)}>取消派单</Button>
                </HStack>
              ),
            },
            ...base,
          ]}
        />
      </Section>
    </Stack>
  );
}

const EMPTY_DATE = { carLicense: '' } as RestrictedDateBody;

function RestrictedDates() {
  const transport = useTransport();
  const writes = useFleetWrites();
  const dates = useQuery(restrictedDatesQuery(transport));
  const add = useFleetMutation((body: RestrictedDateBody) => writes.addRestrictedDate(body), '限行日已添加');
  const remove = useFleetMutation((id: number) => writes.deleteRestrictedDate(id), '限行日已删除');
  return (
    <Stack gap="2">
      <Section title="限行日">
        <FleetTable
          label="限行日"
          rowKey={(d) => d.id}
          rows={dates.data ?? []}
          columns={[
            { header: '日期', cell: (d) => d.date },
            { header: '车辆', cell: (d) => d.carLicense || '全部车辆' },
            { header: '原因', cell: (d) => d.reason },
            { header: '操作', cell: (d) => <Button size="xs" variant="outline" aria-label={`删除 ${d.date}`} onClick={() => remove.mutate(d.id)}>删除</Button> },
          ]}
        />
      </Section>
      <Section title="添加限行日">
        <AddForm<RestrictedDateBody> form={restrictedDateForm} label="添加限行日" id="restricted" submitLabel="添加限行日" initial={EMPTY_DATE} onAdd={add.mutateAsync} />
      </Section>
    </Stack>
  );
}

/** Seven tabs do not fit 390 px: the tab list scrolls sideways and no label wraps. */
const TAB_LIST_SCROLLS = { '& [role=tablist]': { overflowX: 'auto', overflowY: 'hidden' }, '& [role=tab]': { whiteSpace: 'nowrap', flexShrink: 0 } } as const;

/**
 * `cars`, `drivers`, `accidents`, `insurance`: the 车辆, 司机, 事故 and 保险 tabs, the resource engine's lists
 * (src/shared/resources/own-car.ts, own-driver.ts, car-accident.ts, car-insurance.ts), which the page composes (a feature does not import another).
 */
export function FleetAdmin({ cars, drivers, accidents, insurance }: { cars: ReactNode; drivers: ReactNode; accidents: ReactNode; insurance: ReactNode }) {
  return (
    <Box css={TAB_LIST_SCROLLS}>
    <Tabs
      items={[
        { value: 'dispatch', label: '派车', content: <Dispatch /> },
        { value: 'cars', label: '车辆', content: cars },
        { value: 'drivers', label: '司机', content: drivers },
        { value: 'restricted', label: '限行日', content: <RestrictedDates /> },
        { value: 'accidents', label: '事故', content: accidents },
        { value: 'insurance', label: '保险', content: insurance },
        { value: 'costs', label: '费用', content: <Costs /> },
      ]}
    />
    </Box>
  );
}
