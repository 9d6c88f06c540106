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
  estimateRequestOf,
  newBookingData,
  ownCarBookingData,
  SPECIAL_CAR_FORM_TITLE,
  specialCarBookingData,
  toSpecialCarForm,
} from '../../../../rules/index.ts';
import type {
  BookingContext,
  BookingData,
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
  });
}

/** The calls the special-car machine invokes, over the transport. */
function specialCarActors(transport: Transport, user: BookingUser) {
  return {
    estimatePrice: fromPromise<PriceEstimateResult, EstimatePriceInput>(async ({ input }) => estimatePrice(transport, estimateRequestOf(input.data))),
    submit: fromPromise<SubmitOutput, SubmitSpecialCarInput>(async ({ input }) => {
      const save = input.orderId === null ? { attemptKey: input.attemptKey } : { orderId: input.orderId };
      const saved = await saveSpecialCarOrder(transport, await specialCarPayload(input.bundle, user, input.data, input.context), save);
      return { orderId: saved.orderId };
    }),
  };
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
  const [snapshot, send] = useMachine(machine, { input: { data: start, bundle, context, mode, orderId: orderId ?? null, attemptKey } });
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
  const summary = () =>
    wire?.specialCarSummary(toSpecialCarForm(bundle, data, priced), bundle, data.firstCarType === null ? undefined : carLevelNames.get(data.firstCarType));

  return (
    <BookingStepView
      title={SPECIAL_CAR_FORM_TITLE}
      step={confirming ? 'confirming' : 'editing'}
      busy={sending || pricing}
      booking={step}
      errors={errors}
      lookups={lookups}
      summary={summary}
      price={
        pricing
          ? { text: '正在估价…' }
          : price
            ? { text: `预估价格：¥${price.price}（约 ${price.mileage} 公里，${price.time} 分钟）`, strong: true }
            : step.blockers.price.length === 0
              ? { text: '可以估价了：点“估算价格”或“下一步”' }
              : { text: '选择服务类型、车型和上下车地址后可估价' }
      }
      onPrice={snapshot.can({ type: 'price.requested' }) ? () => send({ type: 'price.requested' }) : undefined}
      serverMessage={serverMessage}
      refused={refused}
      isUpdate={orderId !== undefined}
      onChange={(next) => send({ type: 'form.changed', data: next })}
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
