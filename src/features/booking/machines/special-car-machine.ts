/**
 * The special-car booking flow (issue 8 §3, issue 22 §1, spec §4, §8):
 *
 *   editing ──price.requested / next.requested / after priceDebounce [blockers.price empty]──▶ pricing ──done──▶ priced ──confirm.requested / next.requested [blockers.confirm empty]──▶ confirming
 *      ▲                                                                   │ error   (next.requested: straight on to confirming)          │ submit.confirmed [blockers.submit empty]
 *      └──────── form.changed [a price input changed] ◀── priced / confirming / failed                                                   ▼
 *                                                                  failed ◀──error── submitting ──done──▶ done
 *
 * The machine holds the booking step (`step`: `bookingStep` of rules/step/, the data with the
 * rules' corrections, its form, errors and blockers) and the errors drawn under the fields
 * (`errors`: those the booker caused, every one once they tried to go on, and the server's
 * refusals of fields). Every edit is a new step; the guards read its `blockers`, never decide a
 * rule. A price-ready booking left alone for `PRICE_DEBOUNCE_MS` is estimated by itself (a delayed
 * transition of `editing`; each edit re-enters `editing` and starts the wait again; a failed estimate
 * is not asked again by itself until a price input changes, `autoPriceHeld`).
 * "Price, then confirm" is one event, `next.requested` (下一步): priced, it confirms; not
 * priced, it asks the estimate and goes on to the confirmation when the estimate lands (unless the
 * booking is then refused). A failed submit keeps everything entered and holds the server's
 * message; from there the booker edits again or retries, with the same booking attempt's key
 * (`attemptKey`), so a retry after a lost answer is answered with the order the first try stored
 * (docs/security.md 15). A call the server refuses for one field (an approver it does not accept,
 * issue 21 §1; an address it cannot place, §4) goes back to the form with the sentence under that
 * field (`refused`, drawn once), until the booker changes the field. The calls are injected actors
 * (`machine.provide({ actors })`), so the machine is tested with fixtures. The price picture the
 * page asked for a picture-priced trip (D5, `/CsOrder/PicturePrice`) comes in as `picture.quoted`;
 * it holds while the booking keeps that trip type and car level, and the step reads it as the
 * context's `picturePriceUrl` (payment kept to the first offered type, the picture drawn with it).
 * docs/forms.md "Flows and drafts".
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SpecialCarBookingData } from '../../../../rules/compile/contract.ts';
import type { BookingContext } from '../../../../rules/compile/booking-scenario.ts';
import type { EnterpriseBundle } from '../../../../rules/model/bundle.ts';
import type { BookingError } from '../../../../rules/model/issue.ts';
import type { OrderMode } from '../../../../rules/orders/order-copy.ts';
import { SPECIAL_CAR } from '../../../../rules/model/constants.ts';
import { bookingStep, drawnErrors, type BookingStep } from '../../../../rules/step/booking-step.ts';
import { priceInputsChanged } from '../../../../rules/trip/price-inputs.ts';
import type { PriceEstimateResult } from '../../../shared/responses.ts';
import { fieldRefusalOf, PRICE_FAILED_MESSAGE, refusalsKept, serverMessageOf, SUBMIT_FAILED_MESSAGE } from './booking-checks.ts';
import { withPriceEstimate } from './price-fields.ts';

export interface SpecialCarMachineInput {
  data: SpecialCarBookingData;
  bundle: EnterpriseBundle;
  /** The booking's context (who books, what was offered, the approvers, the balance), without a price. */
  context: BookingContext;
  mode?: OrderMode;
  /** The order updated (mode `update`); null otherwise. */
  orderId?: string | null;
  /** The booking attempt's key (a new order or a copy; drafts/draft-store.ts), sent with the create; null for an update. */
  attemptKey?: string | null;
}

/** The price picture quoted for a trip type and car level (D5): `picturePriceUrl` null when it has none. */
export interface PictureQuote {
  tripType: number;
  carTypeLevel: number;
  picturePriceUrl: string | null;
}

export interface SpecialCarMachineContext {
  bundle: EnterpriseBundle;
  /** The booking's context as the page gave it; the step's adds the price once priced (`orderPrice`). */
  context: BookingContext;
  /** The booking step of the data as it stands (rules/step/): data, form, errors, blockers, resets. */
  step: BookingStep<'special-car'>;
  /** `step.data`: the booking data the form shows. */
  data: SpecialCarBookingData;
  /** The data the booking opened with (an update: the order as stored): what an update changed is read against it. */
  opened: SpecialCarBookingData;
  mode: OrderMode;
  orderId: string | null;
  /** The booking attempt's key: every submit of this attempt sends it, so the server stores one order (issue 21 §6). */
  attemptKey: string | null;
  /** The price picture last quoted (D5); the step reads it only while the data has its trip type and car level. */
  picture: PictureQuote | null;
  /** The estimate of the price inputs as they stand; null when none is asked or it went stale. */
  price: PriceEstimateResult | null;
  /** The booker tried to go on (下一步, a confirmation, a submit): every error is drawn from now on. */
  attempted: boolean;
  /** 下一步 asked the estimate: the confirmation follows when it lands. */
  confirmAfterPrice: boolean;
  /**
   * The last estimate of these price inputs failed (the server's message, an address it cannot
   * place): the page does not ask it again by itself until a price input changes; 下一步 still asks.
   */
  autoPriceHeld: boolean;
  /** The errors drawn under the fields: the step's errors the booker caused (all once attempted), then `refused`. */
  errors: BookingError[];
  /** The server's message of the last failed call, null otherwise. */
  serverMessage: string | null;
  /**
   * The server's refusals of fields (an approver it does not accept, an address it cannot place),
   * drawn under their fields until the booker changes them; `serverMessage` is then null.
   */
  refused: BookingError[];
}

export type SpecialCarEvent =
  /**
   * The form's data after the booker's edit (RJSF `onChange`); `now`, the instant of the edit, is
   * the step's `context.now` from then on (a boarding time already past is flagged at its field).
   */
  | { type: 'form.changed'; data: SpecialCarBookingData; now?: number }
  /** An estimate alone (the page asks it by itself after `PRICE_DEBOUNCE_MS`, issue 22 §2). */
  | { type: 'price.requested' }
  /** 下一步 passed the form's own checks: price first when not priced, then the confirmation. */
  | { type: 'next.requested' }
  /** 下一步 was stopped by the form's own checks (a format the schema refuses): every error shows, the flow stays. */
  | { type: 'check.requested' }
  | { type: 'confirm.requested' }
  | { type: 'submit.confirmed' }
  | { type: 'submit.retried' }
  | { type: 'edit.requested' }
  /** The page's `/CsOrder/PicturePrice` answer for a trip type and car level (D5). */
  | { type: 'picture.quoted'; quote: PictureQuote };

export interface EstimatePriceInput {
  data: SpecialCarBookingData;
  bundle: EnterpriseBundle;
  context: BookingContext;
}

export interface SubmitSpecialCarInput {
  data: SpecialCarBookingData;
  bundle: EnterpriseBundle;
  /** The booking's context with the price as `orderPrice` once priced. */
  context: BookingContext;
  mode: OrderMode;
  orderId: string | null;
  attemptKey: string | null;
  price: PriceEstimateResult | null;
}

/** What a create or update answers: the order's id. */
export interface SubmitOutput {
  orderId: string;
}

/** The delay's name (`machine.provide({ delays })` changes it in a test). */
export const PRICE_DEBOUNCE = 'priceDebounce';
/** The pause after the booker's last edit before the estimate is asked by itself: past a quick run of choices, short of a wait. */
export const PRICE_DEBOUNCE_MS = 600;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name}: provide the actor with machine.provide({ actors }) / 未提供调用 ${name}`);
};

/** The flow with the instant of an edit in its booking context (`now`, rules/step/input-checks.ts); as it was without one. */
function withInstant<F extends { context: BookingContext }>(flow: F, now: number | undefined): F {
  return now === undefined ? flow : { ...flow, context: { ...flow.context, now } };
}

/** The picture quoted for the data's own trip type and car level, or null (a quote of another trip no longer holds). */
function pictureOf(picture: PictureQuote | null, data: SpecialCarBookingData): string | null {
  return picture !== null && picture.tripType === data.tripType && picture.carTypeLevel === data.firstCarType ? picture.picturePriceUrl : null;
}

/**
 * The step's context: the page's, with the price picture of the data's trip (D5) and the
 * estimate's price once priced (the recharge amount, D5).
 */
function stepContext(context: BookingContext, price: PriceEstimateResult | null, picture: PictureQuote | null, data: SpecialCarBookingData): BookingContext {
  const url = pictureOf(picture, data);
  const pictured = url === (context.picturePriceUrl ?? null) ? context : { ...context, picturePriceUrl: url };
  return price ? { ...pictured, orderPrice: price.price } : pictured;
}

type Flow = Pick<SpecialCarMachineContext, 'bundle' | 'context' | 'step' | 'price' | 'picture' | 'attempted' | 'refused'>;

/** The context after a new step: the step, its data and the errors drawn. */
function withStep(flow: Flow, step: BookingStep<'special-car'>, attempted = flow.attempted, refused = flow.refused) {
  return { step, data: step.data, attempted, refused, errors: drawnErrors(step, attempted, refused) };
}

/** The step of `data` after the step held, under the price `price`. */
function nextStep(flow: Flow, data: SpecialCarBookingData, price: PriceEstimateResult | null) {
  return bookingStep(flow.bundle, stepContext(flow.context, price, flow.picture, data), flow.step, data);
}

function startContext({ data, bundle, context, mode = 'new', orderId = null, attemptKey = null }: SpecialCarMachineInput): SpecialCarMachineContext {
  const step = bookingStep(bundle, context, { kind: 'special-car', from: 'opened' }, data);
  return {
    bundle,
    context,
    step,
    data: step.data,
    opened: step.data,
    mode,
    orderId: mode === 'update' ? orderId : null,
    attemptKey: mode === 'update' ? null : attemptKey,
    picture: null,
    price: null,
    attempted: false,
    confirmAfterPrice: false,
    autoPriceHeld: false,
    errors: [],
    serverMessage: null,
    refused: [],
  };
}

/** The step once the estimate landed: its figures in the price fields, its price in the context. */
function pricedStep(flow: Flow, price: PriceEstimateResult) {
  return nextStep({ ...flow, price }, withPriceEstimate(flow.step.data, price), price);
}

export const specialCarMachine = setup({
  types: {
    context: {} as SpecialCarMachineContext,
    input: {} as SpecialCarMachineInput,
    events: {} as SpecialCarEvent,
  },
  delays: {
    /**
     * How long the booker pauses before a price-ready booking is estimated by itself (issue 22 §2):
     * every edit while editing starts the wait again, so several quick edits ask one estimate.
     */
    [PRICE_DEBOUNCE]: PRICE_DEBOUNCE_MS,
  },
  actors: {
    estimatePrice: fromPromise<PriceEstimateResult, EstimatePriceInput>(notProvided('estimatePrice')),
    submit: fromPromise<SubmitOutput, SubmitSpecialCarInput>(notProvided('submit')),
  },
  guards: {
    priceable: ({ context }) => context.step.blockers.price.length === 0,
    autoPriceable: ({ context }) => !context.autoPriceHeld && context.price === null && context.step.blockers.price.length === 0,
    confirmable: ({ context }) => context.step.blockers.confirm.length === 0,
    submittable: ({ context }) => context.step.blockers.submit.length === 0,
    confirmWhenPriced: ({ context, event }) =>
      context.confirmAfterPrice && 'output' in event && pricedStep(context, event.output as PriceEstimateResult).blockers.confirm.length === 0,
    priceInputChanged: ({ context, event }) => event.type === 'form.changed' && priceInputsChanged(context.data, event.data),
    hasPrice: ({ context }) => context.price !== null,
    /** A quote for the data's trip type and car level that says something new. */
    pictureNews: ({ context, event }) =>
      event.type === 'picture.quoted' &&
      event.quote.tripType === context.data.tripType &&
      event.quote.carTypeLevel === context.data.firstCarType &&
      pictureOf(context.picture, context.data) !== event.quote.picturePriceUrl,
    fieldRefused: ({ event }) => 'error' in event && fieldRefusalOf(event.error, SPECIAL_CAR) !== undefined,
  },
  actions: {
    acceptEdit: assign(({ context, event }) => {
      assertEvent(event, 'form.changed');
      const flow = withInstant(context, event.now);
      const step = nextStep(flow, event.data, context.price);
      // A failed estimate is asked again by itself only for other price inputs.
      const autoPriceHeld = context.autoPriceHeld && !priceInputsChanged(context.data, step.data);
      return { autoPriceHeld, context: flow.context, ...withStep(flow, step, context.attempted, refusalsKept(context.refused, context.data, step.data)) };
    }),
    /** A price input changed: the price no longer holds, and the step's context loses it. */
    dropPrice: assign(({ context }) => (context.price === null ? { confirmAfterPrice: false } : { price: null, confirmAfterPrice: false, ...withStep(context, nextStep(context, context.data, null)) })),
    attempt: assign(({ context }) => (context.attempted ? {} : withStep(context, context.step, true))),
    planConfirm: assign({ confirmAfterPrice: true }),
    takePrice: assign(({ context, event }) => {
      const price = (event as unknown as { output: PriceEstimateResult }).output;
      return { price, confirmAfterPrice: false, ...withStep(context, pricedStep(context, price)) };
    }),
    clearMessages: assign({ serverMessage: null }),
    /** A price picture quoted (D5): the same data stepped again under it. */
    takePicture: assign(({ context, event }) => {
      assertEvent(event, 'picture.quoted');
      const flow = { ...context, picture: event.quote };
      return { picture: event.quote, ...withStep(flow, nextStep(flow, context.data, context.price)) };
    }),
  },
}).createMachine({
  id: 'specialCarBooking',
  context: ({ input }) => startContext(input),
  initial: 'editing',
  // A picture quoted while the order is on its way or done changes nothing sent.
  on: { 'picture.quoted': { guard: 'pictureNews', actions: 'takePicture' } },
  states: {
    editing: {
      // Price-ready and left alone for PRICE_DEBOUNCE_MS: the estimate is asked without a click.
      after: { [PRICE_DEBOUNCE]: { guard: 'autoPriceable', target: 'pricing' } },
      on: {
        // Re-entered, so the wait starts again: a burst of edits is one estimate, after the last.
        'form.changed': { actions: 'acceptEdit', target: 'editing', reenter: true },
        'price.requested': { guard: 'priceable', target: 'pricing' },
        'next.requested': [{ guard: 'priceable', target: 'pricing', actions: ['attempt', 'planConfirm'] }, { actions: 'attempt' }],
        'check.requested': { actions: 'attempt' },
      },
    },
    pricing: {
      entry: 'clearMessages',
      invoke: {
        id: 'estimatePrice',
        src: 'estimatePrice',
        input: ({ context }) => ({ data: context.data, bundle: context.bundle, context: context.context }),
        onDone: [
          { guard: 'confirmWhenPriced', target: 'confirming', actions: 'takePrice' },
          { target: 'priced', actions: 'takePrice' },
        ],
        onError: [
          {
            // An address the server cannot place: its sentence under that address.
            guard: 'fieldRefused',
            target: 'editing',
            actions: assign(({ context, event }) => ({
              confirmAfterPrice: false,
              autoPriceHeld: true,
              ...withStep(context, context.step, context.attempted, [fieldRefusalOf(event.error, SPECIAL_CAR) as BookingError]),
            })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ confirmAfterPrice: false, autoPriceHeld: true, serverMessage: serverMessageOf(event.error, PRICE_FAILED_MESSAGE) })),
          },
        ],
      },
      on: {
        // An answer for inputs that changed meanwhile would be stale: the estimate is abandoned.
        'form.changed': [{ guard: 'priceInputChanged', target: 'editing', actions: ['dropPrice', 'acceptEdit'] }, { actions: 'acceptEdit' }],
        // 下一步 while the estimate asked by itself is on its way: the confirmation follows when it lands.
        'next.requested': { actions: ['attempt', 'planConfirm'] },
        'check.requested': { actions: 'attempt' },
      },
    },
    priced: {
      on: {
        'form.changed': [
          { guard: 'priceInputChanged', target: 'editing', actions: ['dropPrice', 'acceptEdit'] },
          { actions: 'acceptEdit' },
        ],
        'price.requested': { guard: 'priceable', target: 'pricing' },
        'confirm.requested': [{ guard: 'confirmable', target: 'confirming' }, { actions: 'attempt' }],
        'next.requested': [{ guard: 'confirmable', target: 'confirming', actions: 'attempt' }, { actions: 'attempt' }],
        'check.requested': { actions: 'attempt' },
      },
    },
    confirming: {
      entry: 'clearMessages',
      on: {
        'submit.confirmed': [{ guard: 'submittable', target: 'submitting' }, { target: 'priced', actions: 'attempt' }],
        'edit.requested': 'priced',
        'form.changed': [
          { guard: 'priceInputChanged', target: 'editing', actions: ['dropPrice', 'acceptEdit'] },
          { target: 'priced', actions: 'acceptEdit' },
        ],
      },
    },
    submitting: {
      entry: ['clearMessages', assign(({ context }) => withStep(context, context.step, context.attempted, []))],
      // The form is read-only while the order is on its way: edits are not taken in here.
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          data: context.data,
          bundle: context.bundle,
          context: stepContext(context.context, context.price, context.picture, context.data),
          mode: context.mode,
          orderId: context.orderId,
          attemptKey: context.attemptKey,
          price: context.price,
        }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ orderId: event.output.orderId })) },
        onError: [
          {
            // An approver or an address the server refuses: back to the form, the sentence under that field.
            guard: 'fieldRefused',
            target: 'priced',
            actions: assign(({ context, event }) => withStep(context, context.step, context.attempted, [fieldRefusalOf(event.error, SPECIAL_CAR) as BookingError])),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ serverMessage: serverMessageOf(event.error, SUBMIT_FAILED_MESSAGE) })),
          },
        ],
      },
    },
    failed: {
      on: {
        'submit.retried': [{ guard: 'submittable', target: 'submitting' }, { actions: 'attempt' }],
        'edit.requested': [{ guard: 'hasPrice', target: 'priced' }, { target: 'editing' }],
        'form.changed': [
          { guard: 'priceInputChanged', target: 'editing', actions: ['dropPrice', 'acceptEdit'] },
          { guard: 'hasPrice', target: 'priced', actions: 'acceptEdit' },
          { target: 'editing', actions: 'acceptEdit' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
