/**
 * The booking form of either kind (issue 8 §3): the compiled form drawn by the form engine with
 * the rule errors the booker caused, the price estimate once the booking is price-ready (special
 * car), a confirm step with the order summary, and the submit of the D9 payload; a failure keeps
 * everything and shows the server's message (spec §4, §8), a success opens the order's detail.
 *
 * The special car runs its flow machine (`machines/special-car-machine.ts`: editing → pricing →
 * priced → confirming → submitting → done | failed) with the calls injected as actors: the machine
 * holds the booking step (rules/step/) and the errors drawn, and the page draws its snapshot and
 * sends the booker's actions (`form.changed`, `next.requested`, …); the own car
 * runs its own machine in `own-car-booking-form.tsx` (docs/forms.md), fetched only on the own-car
 * page: the special-car page never draws it (issue 9 §2, the booking page ≤ 330 KB).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';

import {
  bookingFieldLabel,
  estimateRequestOf,
  jsonEqual,
  newBookingData,
  ownCarBookingData,
  ServiceType,
  SPECIAL_CAR_FORM_TITLE,
  specialCarBookingData,
  toSpecialCarForm,
  UPDATE_RESTARTS_APPROVAL,
  updateRestartsApproval,
} from '../../../../rules/index.ts';
import type {
  BookingContext,
  BookingData,
  BookingStep,
  EnterpriseBundle,
  OwnCarForm,
  SpecialCarBookingData,
  SpecialCarForm,
} from '../../../../rules/index.ts';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { lazyValue, useLoaded } from '../../../lib/use-loaded.ts';
import type { Transport } from '../../../transport/index.ts';
import { formLookups } from '../api/form-lookups.ts';
import type { OrderKind } from '../api/orders.ts';
import { saveSpecialCarOrder } from '../api/orders.ts';
import { estimatePrice } from '../api/price.ts';
import { bookingKeys } from '../api/query-keys.ts';
import type { BookingUser } from '../booker.ts';
import { useBookingOffers } from '../hooks/use-booking-offers.ts';
import { usePictureQuote } from '../hooks/use-picture-quote.ts';
import type { OrderFormOf } from '../hooks/use-booking-source.ts';
import { DiscardDraftButton, readBookingAttemptKey, readBookingDraft, useBookingDraft } from '../drafts/index.ts';
import type { DraftOwner } from '../drafts/index.ts';
import { specialCarMachine } from '../machines/special-car-machine.ts';
import type { EstimatePriceInput, SubmitOutput, SubmitSpecialCarInput } from '../machines/special-car-machine.ts';
import type { PriceEstimateResult } from '../../../shared/index.ts';
import { orderWire } from '../order-wire-load.ts';
import type { SummaryRow } from '../order-summary.ts';
import { orderDetailPath } from '../paths.ts';
import type { PageMode } from '../paths.ts';
import { BookingStepView } from './booking-step-view.tsx';
import type { OwnCarBookingForm as OwnCarBookingFormType } from './own-car-booking-form.tsx';

const ownCarForm = lazyValue<typeof OwnCarBookingFormType>(() => import('./own-car-booking-form.tsx').then((module) => module.OwnCarBookingForm));

/** Starts fetching the own-car form (the page asks at once, beside its bundle and offers). */
export const preloadOwnCarForm = (): void => void ownCarForm.preload().catch(() => {});

export interface BookingFormProps<K extends OrderKind> {
  kind: K;
  user: BookingUser;
  bundle: EnterpriseBundle;
  /** The order form to start from (copy or update), or null for a new booking. */
  initial: OrderFormOf<K> | null;
  /** Set when updating this order. */
  orderId?: string | undefined;
  mode: PageMode['mode'];
}

interface EditorProps<K extends OrderKind> extends BookingFormProps<K> {
  /** The booking's context (rules/compile/booking-scenario.ts): who books, what was offered, the balance. */
  context: BookingContext;
  carLevelNames: ReadonlyMap<number, string>;
  /** Whose draft of which form (per enterprise, user, form, and the order copied or updated). */
  owner: DraftOwner;
  /** 放弃草稿 was confirmed and the draft cleared: the form opens again as it first did. */
  onDiscarded(): void;
}

/**
 * What the price line asks for before the estimate runs by itself: the price inputs by their
 * names on this form (rules/compile/field-labels.ts), not a second spelling of them.
 */
const PRICE_INPUTS_HINT = `选择${['/tripType', '/firstCarType', '/pickUp'].map((at) => bookingFieldLabel('special-car', at)).join('、')}和${bookingFieldLabel('special-car', '/destination')}后自动估价`;

/** The draft's form key: the kind, and for a copy or an update the order it started from. */
function draftForm(kind: OrderKind, mode: PageMode['mode'], sourceId: string | undefined): string {
  return mode === 'new' || sourceId === undefined ? kind : `${kind}:${mode}:${sourceId}`;
}

/**
 * One booking form; waits for what the server offers (payment types, car levels) before it opens.
 *
 * @example <BookingForm kind="own-car" user={user} bundle={bundle} initial={null} mode="new" />
 */
export function BookingForm<K extends OrderKind>(props: BookingFormProps<K> & { sourceId?: string | undefined }) {
  const offers = useBookingOffers(props.kind, props.user);
  // 放弃草稿 opens the form again from scratch: a new generation remounts the editor.
  const [generation, setGeneration] = useState(0);
  const OwnCarBookingForm = useLoaded(ownCarForm.loaded, ownCarForm.preload, props.kind === 'own-car');
  const { user } = props;
  const ready = offers.status === 'ready' ? offers : null;
  const context = useMemo<BookingContext | null>(
    () =>
      ready && {
        bookerId: user.userId,
        userLevel: user.userLevel,
        permissions: user.permissions,
        booker: { name: user.name, phoneNumber: user.phoneNumber, email: user.email, costCentre: user.costCentre },
        offeredPaymentTypes: ready.paymentTypes.map((p) => p.paymentType),
        offeredCarTypeLevels: ready.carCategories.map((c) => c.carTypeLevel),
        userBalance: ready.userBalance,
        // The seats of each level: more travellers are refused (rules/step/input-checks.ts).
        carLevelSeats: Object.fromEntries(ready.carCategories.map((c) => [c.carTypeLevel, c.maxPass])),
        // Paying by 挂账 asks the booker to agree to it (rules/payment/letter-of-commitment.ts).
        letterOfCommitment: ready.letterOfCommitment,
        // D3's default sources: 2 the booker's own approver, 3 the chosen cost centre's.
        ...(user.approver ? { userApprover: user.approver } : {}),
        costCentres: ready.costCentres,
      },
    [ready, user],
  );
  if (offers.status === 'loading' || context === null || ready === null) {
    return offers.status === 'failed' ? <FormError>{offers.message}</FormError> : <Loading />;
  }
  const carLevelNames = new Map(ready.carCategories.map((c) => [c.carTypeLevel, c.carTypeLevelName]));
  const shared = {
    context,
    carLevelNames,
    owner: { enterpriseId: user.enterpriseId, userId: user.userId, form: draftForm(props.kind, props.mode, props.sourceId) },
    onDiscarded: () => setGeneration((g) => g + 1),
  };
  if (props.kind === 'special-car') return <SpecialCarEditor key={generation} {...(props as BookingFormProps<'special-car'>)} {...shared} />;
  // The component is the chunk's export: the same one on every render.
  return OwnCarBookingForm === undefined ? <Loading /> : createElement(OwnCarBookingForm, { key: generation, ...(props as BookingFormProps<'own-car'>), ...shared });
}

function initialData<K extends OrderKind>(kind: K, bundle: EnterpriseBundle, context: BookingContext, initial: OrderFormOf<K> | null): BookingData<K> {
  if (initial !== null) {
    return (kind === 'special-car' ? specialCarBookingData(initial as SpecialCarForm) : ownCarBookingData(initial as OwnCarForm)) as BookingData<K>;
  }
  return newBookingData(kind, bundle, context, Date.now());
}

/** The special-car order form of the booking data, and its D9 payload (its builder fetched on first use). */
async function specialCarPayload(bundle: EnterpriseBundle, user: BookingUser, data: SpecialCarBookingData, context: BookingContext) {
  const form = toSpecialCarForm(bundle, data, context);
  const { buildSpecialCarOrder } = await orderWire.preload();
  return buildSpecialCarOrder(form, {
    enterpriseId: user.enterpriseId,
    userId: user.userId,
    userLevel: user.userLevel,
    ...(bundle.baseConfig ? { baseConfig: bundle.baseConfig } : {}),
    // The picture the page was quoted for this trip (D5): the order says it was priced by picture.
    picturePriceUrl: context.picturePriceUrl ?? null,
    // The letter the booker agreed to (the form's isAgreeLetterOfCommitment): the order names it.
    letterOfCommitmentId: context.letterOfCommitment?.letterOfCommitmentId ?? null,
  });
}

/** The calls the special-car machine invokes, over the transport. */
function specialCarActors(transport: Transport, user: BookingUser) {
  return {
    // XState aborts `signal` when the actor stops (an edit left `pricing`): the request on its way is cancelled, not only ignored.
    estimatePrice: fromPromise<PriceEstimateResult, EstimatePriceInput>(async ({ input, signal }) => estimatePrice(transport, estimateRequestOf(input.data), signal)),
    submit: fromPromise<SubmitOutput, SubmitSpecialCarInput>(async ({ input }) => {
      const save = input.orderId === null ? { attemptKey: input.attemptKey } : { orderId: input.orderId };
      const saved = await saveSpecialCarOrder(transport, await specialCarPayload(input.bundle, user, input.data, input.context), save);
      return { orderId: saved.orderId };
    }),
  };
}

/** A field's title in the compiled form (the name the form gives it), or `fallback`. */
function fieldTitle(step: BookingStep<'special-car'>, field: string, fallback: string): string {
  const property = (step.form.schema as { properties?: Record<string, { title?: unknown }> }).properties?.[field];
  return typeof property?.title === 'string' ? property.title : fallback;
}

/** 同城往返 and 异地往返 are priced with the way back (docs/places.md "Routes and prices"). */
const isRoundTrip = (tripType: number | null | undefined) => tripType === ServiceType.LOCAL_ROUND_TRIP.value || tripType === ServiceType.INTERCITY_ROUND_TRIP.value;

const placeOf = (address: SpecialCarBookingData['pickUp']) => address.landmark || address.address || address.city;

/**
 * The booking at a glance for the summary column beside the form (issue 22 §2 "Layout"): the
 * route, the time, the car level and the passengers, named as the form names them; 未填写 for what
 * is not chosen yet.
 */
function specialCarGlance(step: BookingStep<'special-car'>, carLevelName: string | undefined): SummaryRow[] {
  const { data } = step;
  const passengers = [data.passName, ...data.passList.map((contact) => contact.name)].filter((name) => name.trim() !== '');
  const route = [placeOf(data.pickUp), placeOf(data.destination)];
  return [
    { label: '路线', value: route.every((place) => place === '') ? '未填写' : route.map((place) => place || '未填写').join(' → ') },
    { label: fieldTitle(step, 'travelDateTime', '用车时间'), value: data.travelDateTime || '未填写' },
    { label: fieldTitle(step, 'firstCarType', '车型等级'), value: carLevelName ?? '未选择' },
    { label: '乘车人', value: passengers.length === 0 ? '未填写' : passengers.join('、') },
  ];
}

function useOrderDone(kind: OrderKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (orderId: string) => {
    await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    navigate(orderDetailPath(kind, orderId));
  };
}

function useLookups(user: BookingUser) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  return useMemo(() => formLookups(queryClient, transport, user.enterpriseId), [queryClient, transport, user.enterpriseId]);
}

function SpecialCarEditor({ bundle, user, initial, orderId, mode, context, carLevelNames, owner, onDiscarded }: EditorProps<'special-car'>) {
  const transport = useTransport();
  const lookups = useLookups(user);
  const done = useOrderDone('special-car');
  const [machine] = useState(() => specialCarMachine.provide({ actors: specialCarActors(transport, user) }));
  const [fresh] = useState(() => initialData('special-car', bundle, context, initial));
  // What the booker typed before a reload or a failed submit comes back (issue 8 §3 drafts).
  const [start] = useState(() => (readBookingDraft<SpecialCarBookingData>(owner)?.data as SpecialCarBookingData | undefined) ?? fresh);
  // One booking attempt, one order: its key is kept with the draft and sent with every submit (issue 21 §6).
  const [attemptKey] = useState(() => (mode === 'update' ? null : readBookingAttemptKey(owner)));
  // The instant the form opens at: a restored draft's time already past is flagged (each edit brings its own, `form.changed`'s `now`).
  const [opening] = useState(() => ({ ...context, now: Date.now() }));
  const [snapshot, send] = useMachine(machine, { input: { data: start, bundle, context: opening, mode, orderId: orderId ?? null, attemptKey } });
  const { step, data, price, serverMessage, refused, errors } = snapshot.context;
  const sending = snapshot.matches('submitting') || snapshot.matches('done');
  const draft = useBookingDraft({ owner, data, pristine: fresh, enabled: !sending });
  usePictureQuote(user.enterpriseId, data, (quote) => send({ type: 'picture.quoted', quote }));

  const finished = useRef(false);
  useEffect(() => {
    if (!snapshot.matches('done') || !snapshot.context.orderId || finished.current) return;
    finished.current = true;
    draft.clear();
    void done(snapshot.context.orderId);
  }, [snapshot, done, draft]);

  const confirming = snapshot.matches('confirming') || snapshot.matches('submitting') || snapshot.matches('failed') || snapshot.matches('done');
  const pricing = snapshot.matches('pricing');
  // The summary's code comes once the booker goes on (pricing precedes the confirm step), not at mount.
  const wire = useLoaded(orderWire.loaded, orderWire.preload, !snapshot.matches('editing'));
  const priced = price ? { ...context, orderPrice: price.price } : context;
  // An update the server will send to approval again says so before 提交修改 (docs/approvals.md "Rounds").
  const restartsApproval = mode === 'update' && updateRestartsApproval(step.evaluation, !jsonEqual(snapshot.context.opened, data));
  const summary = () =>
    wire?.specialCarSummary(toSpecialCarForm(bundle, data, priced), bundle, data.firstCarType === null ? undefined : carLevelNames.get(data.firstCarType));

  return (
    <BookingStepView
      title={SPECIAL_CAR_FORM_TITLE}
      step={confirming ? 'confirming' : 'editing'}
      // The estimate asked by itself leaves the form open (an edit abandons it); 下一步 waits for it.
      busy={sending || (pricing && snapshot.context.confirmAfterPrice)}
      booking={step}
      errors={errors}
      lookups={lookups}
      summary={summary}
      trip={data}
      roundTrip={isRoundTrip(data.tripType)}
      price={
        pricing
          ? { text: '正在估价…' }
          : price
            ? { text: `预估价格：¥${price.price}（约 ${price.mileage} 公里，${price.time} 分钟）`, strong: true }
            : step.blockers.price.length > 0
              ? { text: PRICE_INPUTS_HINT }
              : snapshot.context.autoPriceHeld
                ? { text: '未能估价：点“下一步”再试' }
                : { text: '即将自动估价…' }
      }
      glance={specialCarGlance(step, data.firstCarType === null ? undefined : carLevelNames.get(data.firstCarType))}
      serverMessage={serverMessage}
      refused={refused}
      isUpdate={orderId !== undefined}
      updateWarning={restartsApproval ? UPDATE_RESTARTS_APPROVAL : null}
      onChange={(next) => send({ type: 'form.changed', data: next, now: Date.now() })}
      onNext={() => send({ type: 'next.requested' })}
      onCheck={() => send({ type: 'check.requested' })}
      onBack={() => send({ type: 'edit.requested' })}
      onSubmit={() => send({ type: snapshot.matches('failed') ? 'submit.retried' : 'submit.confirmed' })}
      discard={
        <DiscardDraftButton
          disabled={snapshot.matches('submitting')}
          onDiscard={() => {
            draft.clear();
            onDiscarded();
          }}
        />
      }
    />
  );
}
