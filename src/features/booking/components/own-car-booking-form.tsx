/**
 * The own-car booking form (issue 8 §3, spec §3 "Own-car flow state"): the own-car machine
 * (`machines/own-car-machine.ts`) walks the booker through 行程 → 选择车辆 → 车辆信息 → 确认订单;
 * the compiled form is drawn by the form engine at the trip and car-message steps, the car is
 * chosen from the enterprise's fleet with its booked times and restricted days (`loadFleet`,
 * api/own-car-fleet.ts; a car taken over the time the trip holds it cannot be chosen, `carConflict`
 * and `checkCarChoice` of the one car-hold rule the server runs too), and the submit sends the D9
 * payload (`buildOwnCarOrder` of `toOwnCarForm`),
 * create or update; a failure keeps everything and shows the server's message (spec §4, §8).
 *
 * The machine owns the car choice, so the form's own licence field (`FormField.OWN_CAR`) is not
 * drawn here: one chooser, the one whose choice the machine's guard checks.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';

import {
  bookedTimeConflictText,
  bookedTimeLabel,
  bookingStep,
  buildOwnCarOrder,
  carConflict,
  FIELD_REQUIRED,
  INPUT_MISSING,
  labelAt,
  newBookingData,
  ownCarBookingData,
  OWN_CAR_FORM_TITLE,
  ownCarStepForm,
  SPECIAL_CONFIG_REQUIRED,
  toOwnCarForm,
} from '../../../../rules/index.ts';
import type { BookingContext, BookingError, CompiledForm, EnterpriseBundle, OwnCarBookingData, OwnCarForm } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { ButtonRow, FormError } from '../../../components/ui/form-layout.tsx';
import { Section } from '../../../components/ui/layout.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { useFocusOnRefusal } from '../../../form-engine/focus-refusal.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { Transport } from '../../../transport/index.ts';
import { formLookups } from '../api/form-lookups.ts';
import { loadFleet } from '../api/own-car-fleet.ts';
import { saveOwnCarOrder } from '../api/orders.ts';
import { bookingKeys } from '../api/query-keys.ts';
import type { BookingUser } from '../booker.ts';
import { DiscardDraftButton, readBookingAttemptKey, readBookingDraft, useBookingDraft } from '../drafts/index.ts';
import type { DraftOwner } from '../drafts/index.ts';
import { ownCarMachine } from '../machines/own-car-machine.ts';
import type { FleetCar, LoadCarsInput, OwnCarMachineContext, SubmitOwnCarInput } from '../machines/own-car-machine.ts';
import type { SubmitOutput } from '../machines/special-car-machine.ts';
import { ownCarSummary } from '../order-summary.ts';
import { orderDetailPath } from '../paths.ts';
import { RouteView } from './route-view.tsx';
import type { PageMode } from '../paths.ts';

export interface OwnCarBookingFormProps {
  user: BookingUser;
  bundle: EnterpriseBundle;
  /** The order form to start from (copy or update), or null for a new booking. */
  initial: OwnCarForm | null;
  /** Set when updating this order. */
  orderId?: string | undefined;
  mode: PageMode['mode'];
  /** The booking's context (rules/compile/booking-scenario.ts): who books, what was offered. */
  context: BookingContext;
  /** Whose draft of which form. */
  owner: DraftOwner;
  /** 放弃草稿 was confirmed and the draft cleared: the form opens again as it first did. */
  onDiscarded(): void;
}

/** The steps the booker sees (spec §3 "Own-car flow state"), in order. */
export const OWN_CAR_STEPS = [
  { key: 'trip', label: '行程' },
  { key: 'car', label: '选择车辆' },
  { key: 'carMessage', label: '车辆信息' },
  { key: 'confirming', label: '确认订单' },
] as const;
export type OwnCarStep = (typeof OWN_CAR_STEPS)[number]['key'];

/** The step a machine state shows: submitting, failed and done stay on the confirmation. */
export function ownCarStepOf(state: unknown): OwnCarStep {
  if (typeof state === 'object' && state !== null && 'car' in state) return 'car';
  if (state === 'trip' || state === 'carMessage') return state;
  return 'confirming';
}

/** The codes of a blocker that says a field is still empty: a gate's missing input, a required field, a required special field. */
const MISSING_CODES: readonly string[] = [INPUT_MISSING.code, FIELD_REQUIRED.code, SPECIAL_CONFIG_REQUIRED.code];

/**
 * The names of what a refused step still misses (issue 22 §2: flagged on the step where it is
 * asked), once each, in Chinese: each field by its name on the compiled form (`labelAt`, the same
 * name a gate's "请先填写X" and the server use). The message of each stays under its field.
 */
function missingLabels(refusal: readonly BookingError[], form: CompiledForm): string[] {
  const names = refusal.filter((e) => MISSING_CODES.includes(e.code)).map((e) => labelAt(form.schema, e.path) ?? e.field);
  return [...new Set(names)];
}

/** A car as the booker reads it: licence, type and colour as the fleet names them. */
function carText(car: FleetCar): string {
  return `${car.carLicense}（${car.carTypeDesc} ${car.color}）`;
}

/**
 * The enterprise a car belongs to, by name (the booker's enterprise, whose bundle names it; issue
 * 22 §2: not its number); another enterprise's car, or a bundle without a name, by its number.
 *
 * @example enterpriseNameOf(1001, { enterpriseId: 1001, enterpriseName: '上海华信智能科技有限公司', ... }) // '上海华信智能科技有限公司'
 */
export function enterpriseNameOf(enterpriseId: number, bundle: Pick<EnterpriseBundle, 'enterpriseId' | 'enterpriseName'>): string {
  const name = enterpriseId === bundle.enterpriseId ? bundle.enterpriseName?.trim() : undefined;
  return name || `企业编号 ${enterpriseId}`;
}

/** The calls the own-car machine invokes, over the transport. */
function ownCarActors(transport: Transport, user: BookingUser, exceptOrderId: string | undefined) {
  return {
    loadCars: fromPromise<FleetCar[], LoadCarsInput>(({ input }) => loadFleet(transport, user.enterpriseId, input, exceptOrderId)),
    submit: fromPromise<SubmitOutput, SubmitOwnCarInput>(async ({ input }) => {
      const { evaluation } = bookingStep(input.bundle, input.context, { kind: 'own-car', from: 'submitted' }, input.data);
      const payload = buildOwnCarOrder(toOwnCarForm(input.bundle, input.data, input.context), {
        enterpriseId: user.enterpriseId,
        userId: user.userId,
        userLevel: user.userLevel,
        isNeedAudit: evaluation.audit.visible,
      });
      const saved = await saveOwnCarOrder(transport, payload, input.orderId === null ? { attemptKey: input.attemptKey } : { orderId: input.orderId });
      return { orderId: saved.orderId };
    }),
  };
}

/** The compiled form without the licence field: the car step chooses the car (see the file's note). */
function withoutCarField(form: CompiledForm): CompiledForm {
  const ui = form.uiSchema as Record<string, unknown>;
  const { ['ui:field']: _field, ...carUi } = (ui.carLicense ?? {}) as Record<string, unknown>;
  return { ...form, uiSchema: { ...ui, carLicense: { ...carUi, 'ui:widget': 'hidden' } } as CompiledForm['uiSchema'] };
}

function StepIndicator({ step }: { step: OwnCarStep }) {
  const at = OWN_CAR_STEPS.findIndex((s) => s.key === step);
  return (
    <HStack as="ol" aria-label="步骤" gap="2" flexWrap="wrap" listStyleType="none" ps="0" m="0">
      {OWN_CAR_STEPS.map((s, i) => (
        <Box
          as="li"
          key={s.key}
          aria-current={i === at ? 'step' : undefined}
          px="3"
          py="1"
          borderRadius="full"
          borderWidth="1px"
          borderColor={i === at ? 'blue.600' : 'border'}
          bg={i === at ? 'blue.600' : i < at ? 'blue.50' : 'transparent'}
          color={i === at ? 'white' : 'fg'}
          fontSize="sm"
        >
          {`${i + 1}. ${s.label}`}
        </Box>
      ))}
    </HStack>
  );
}

function FleetChooser({ machine, onChoose }: { machine: OwnCarMachineContext; onChoose(carLicense: string): void }) {
  const fleet = machine.fleet ?? [];
  if (fleet.length === 0) return <Text>本企业暂无可用车辆。</Text>;
  return (
    <Stack as="fieldset" role="radiogroup" aria-label="车辆" gap="2" minW="0">
      {fleet.map((car) => {
        const conflict = carConflict(car, machine.data);
        const id = `own-car-${car.carLicense}`;
        return (
          <Box key={car.carLicense} borderWidth="1px" borderRadius="md" p="2" opacity={conflict ? 0.6 : 1}>
            <label htmlFor={id} style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', cursor: conflict ? 'not-allowed' : 'pointer' }}>
              <input
                type="radio"
                id={id}
                name="own-car"
                checked={machine.data.carLicense === car.carLicense}
                disabled={conflict !== undefined}
                aria-describedby={`${id}__booked`}
                onChange={() => onChoose(car.carLicense)}
              />
              {carText(car)}
            </label>
            <Box id={`${id}__booked`} fontSize="sm" color="fg.muted" ps="6">
              {conflict ? <Text color="fg.error">{bookedTimeConflictText(conflict)}</Text> : null}
              {car.bookedTimes.filter((t) => t !== conflict).map((t) => (
                <Text key={`${t.fromTime}-${t.toTime}`}>{bookedTimeLabel(t)}</Text>
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * The own-car form of a booking page.
 *
 * @example <OwnCarBookingForm user={user} bundle={bundle} initial={null} mode="new" context={context} owner={owner} onDiscarded={reset} />
 */
export function OwnCarBookingForm({ bundle, user, initial, orderId, mode, context, owner, onDiscarded }: OwnCarBookingFormProps) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lookups = useMemo(() => formLookups(queryClient, transport, user.enterpriseId), [queryClient, transport, user.enterpriseId]);
  // The order being updated does not block its own car: ServiceTimes leaves it out by its id, as the server's update check does.
  const [machine] = useState(() => ownCarMachine.provide({ actors: ownCarActors(transport, user, mode === 'update' ? orderId : undefined) }));
  const [fresh] = useState<OwnCarBookingData>(() =>
    initial !== null
      ? ownCarBookingData(initial)
      : newBookingData('own-car', bundle, context, Date.now()),
  );
  // What the booker typed before a reload or a failed submit comes back (issue 8 §3 drafts).
  const [start] = useState(() => (readBookingDraft<OwnCarBookingData>(owner)?.data as OwnCarBookingData | undefined) ?? fresh);
  // One booking attempt, one order: its key is kept with the draft and sent with every submit (issue 21 §6).
  const [attemptKey] = useState(() => (mode === 'update' ? null : readBookingAttemptKey(owner)));
  const [snapshot, send] = useMachine(machine, { input: { data: start, bundle, context, mode, orderId: orderId ?? null, attemptKey } });
  const { step: booking, data, errors, refusal: refusedStep, serverMessage, confirmation, refused } = snapshot.context;
  const step = ownCarStepOf(snapshot.value);
  const busy = snapshot.matches('submitting') || snapshot.matches('done');
  const draft = useBookingDraft({ owner, data, pristine: fresh, enabled: !busy });
  const form = useMemo(() => withoutCarField(booking.form), [booking.form]);
  // Each step draws its own fields: 行程 the trip, 车辆信息 the rest (no field asked twice, issue 22 §2).
  const tripForm = useMemo(() => ownCarStepForm(form, 'trip'), [form]);
  const carMessageForm = useMemo(() => ownCarStepForm(form, 'carMessage'), [form]);

  const finished = useRef(false);
  useEffect(() => {
    if (!snapshot.matches('done') || !snapshot.context.orderId || finished.current) return;
    finished.current = true;
    draft.clear();
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all }).then(() => navigate(orderDetailPath('own-car', snapshot.context.orderId ?? '')));
  }, [snapshot, draft, queryClient, navigate]);

  const next = () => send({ type: 'step.next' });
  const back = <Button onClick={() => send({ type: 'step.back' })}>上一步</Button>;
  const discard = (
    <DiscardDraftButton
      disabled={busy}
      onDiscard={() => {
        draft.clear();
        onDiscarded();
      }}
    />
  );
  // What refused the step: what is still missing named at once; the rest is drawn under its field.
  const missing = missingLabels(refusedStep, form);
  const refusal = missing.length > 0 ? <FormError>{`请先填写：${missing.join('、')}`}</FormError> : null;
  const stepRefusal = refusedStep.length > 0 ? <FormError>{refusedStep.map((e) => e.message).join('；')}</FormError> : null;
  // The form comes back after a refused submit: the refused approver gets the focus; a refused
  // step (下一步) takes the booker to its first field, on the step that asks it.
  const formBox = useFocusOnRefusal(refused.length > 0 ? refused : refusedStep.filter((e) => e.path !== ''));
  const schemaForm = (drawn: CompiledForm, buttons: ReactNode) => (
    <SchemaForm
      form={drawn}
      formData={data}
      onChange={(changed) => send({ type: 'form.changed', data: changed as OwnCarBookingData, now: Date.now() })}
      onSubmit={next}
      errors={errors}
      lookups={lookups}
      addressResets={booking.resets}
      fieldNotices={booking.fieldNotices}
      requiredBy="rules"
      label={OWN_CAR_FORM_TITLE}
      disabled={busy}
    >
      {refusal}
      <ButtonRow>{buttons}</ButtonRow>
    </SchemaForm>
  );
  const chosen = snapshot.context.fleet?.find((car) => car.carLicense === data.carLicense);

  return (
    <Stack gap="4" ref={formBox}>
      <StepIndicator step={step} />
      {step === 'trip'
        ? schemaForm(
            tripForm,
            <>
              <Button variant="primary" onClick={next}>
                下一步
              </Button>
              {discard}
            </>,
          )
        : null}
      {step === 'car' ? (
        <Section title="选择车辆">
          <Stack gap="3">
            <Text fontSize="sm">{`用车时间：${data.fromTime} 至 ${data.toTime}`}</Text>
            {snapshot.matches({ car: 'loading' }) ? <Loading /> : null}
            {snapshot.matches({ car: 'loadFailed' }) ? (
              <>
                <FormError>{serverMessage ?? '车辆列表加载失败，请重试'}</FormError>
                <Button onClick={() => send({ type: 'cars.reload' })}>重新加载</Button>
              </>
            ) : null}
            {snapshot.matches({ car: 'choosing' }) ? (
              <FleetChooser machine={snapshot.context} onChoose={(carLicense) => send({ type: 'car.chosen', carLicense })} />
            ) : null}
            {stepRefusal}
            <ButtonRow>
              {back}
              <Button variant="primary" onClick={next} disabled={!snapshot.matches({ car: 'choosing' })}>
                下一步
              </Button>
              {discard}
            </ButtonRow>
          </Stack>
        </Section>
      ) : null}
      {step === 'carMessage' ? (
        <>
          <Section title="车辆信息">
            <DescriptionList
              items={[
                { label: '车牌号', value: data.carLicense },
                { label: '车型', value: chosen?.carTypeDesc ?? '' },
                { label: '颜色', value: chosen?.color ?? '' },
                { label: '所属企业', value: chosen ? enterpriseNameOf(chosen.enterpriseId, bundle) : '' },
              ].filter((row) => row.value !== '')}
            />
          </Section>
          {schemaForm(
            carMessageForm,
            <>
              {back}
              <Button variant="primary" onClick={next}>
                下一步
              </Button>
              {discard}
            </>,
          )}
        </>
      ) : null}
      {step === 'confirming' ? (
        <Stack gap="4">
          <Section title="确认订单">
            <DescriptionList
              items={[
                { label: '用车时间', value: confirmation?.boardingTime ?? data.fromTime },
                { label: '上车地点', value: confirmation?.boardingAddress ?? data.pickUp.address },
                { label: '下车地点', value: confirmation?.dropOffAddress ?? data.destination.address },
                ...(confirmation?.orderId ? [{ label: '订单号', value: confirmation.orderId }] : []),
              ]}
            />
          </Section>
          <Section title="订单明细">
            <DescriptionList items={ownCarSummary(toOwnCarForm(bundle, data, context), bundle)} />
          </Section>
          <RouteView trip={data} />
          {serverMessage ? <FormError>{`提交失败：${serverMessage}`}</FormError> : null}
          {stepRefusal}
          <ButtonRow>
            <Button onClick={() => send({ type: 'edit.requested' })} disabled={busy}>
              返回修改
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => send({ type: snapshot.matches('failed') ? 'submit.retried' : 'submit.confirmed' })}
            >
              {orderId !== undefined ? '提交修改' : '提交订单'}
            </Button>
          </ButtonRow>
        </Stack>
      ) : null}
    </Stack>
  );
}
