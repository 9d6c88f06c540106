/**
 * The special-car booking flow (issue 8 §3, spec §4, §8):
 *
 *   editing ──price.requested [priceReady]──▶ pricing ──done──▶ priced ──confirm.requested [submittable]──▶ confirming
 *      ▲                                        │ error                                                        │ submit.confirmed [submittable]
 *      └──────── form.changed [a price input changed] ◀── priced / confirming / failed                        ▼
 *                                                                  failed ◀──error── submitting ──done──▶ done
 *
 * Guards ask `rules/` (`evaluate`): a price only when the booking is price-ready (a round trip
 * needs a stop: `异地往返行程请先添加中途停靠`), a confirmation and a submit only when the booking
 * has no `errors` and no `submitErrors`; a refused step stays where it is and exposes why in
 * `errors` (and `priceMissing`). A failed submit keeps everything entered and holds the server's
 * message; from there the booker edits again or retries, with the same booking attempt's key
 * (`attemptKey`), so a retry after a lost answer is answered with the order the first try stored
 * (docs/security.md 15). A call the server refuses for one field (an approver it does not accept,
 * issue 21 §1; an address it cannot place, §4) goes back to the form with the sentence under that
 * field (`refused`, drawn once), until the booker changes the field. The calls are injected actors
 * (`machine.provide({ actors })`), so the machine is tested with fixtures. docs/forms.md "Flows and drafts".
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SpecialCarBookingData } from '../../../../rules/compile/contract.ts';
import type { BookingError } from '../../../../rules/model/issue.ts';
import type { OrderMode } from '../../../../rules/orders/order-copy.ts';
import { SPECIAL_CAR } from '../../../../rules/model/constants.ts';
import { priceInputsChanged } from '../../../../rules/trip/price-inputs.ts';
import type { PriceEstimateResult } from '../../../shared/responses.ts';
import type { BookingFlowContext } from './booking-context.ts';
import {
  evaluateSpecialCar,
  fieldRefusalOf,
  PRICE_FAILED_MESSAGE,
  refusalsKept,
  priceBlockers,
  serverMessageOf,
  SUBMIT_FAILED_MESSAGE,
  submitBlockers,
} from './booking-checks.ts';
import { auditInputsChanged, typedAfterEdit, typedAtStart, withAuditRefreshed } from './booking-edits.ts';
import { withPriceEstimate } from './price-fields.ts';

export interface SpecialCarMachineInput {
  data: SpecialCarBookingData;
  booking: BookingFlowContext;
  mode?: OrderMode;
  /** The order updated (mode `update`); null otherwise. */
  orderId?: string | null;
  /** The booking attempt's key (a new order or a copy; drafts/draft-store.ts), sent with the create; null for an update. */
  attemptKey?: string | null;
}

export interface SpecialCarMachineContext {
  data: SpecialCarBookingData;
  booking: BookingFlowContext;
  mode: OrderMode;
  orderId: string | null;
  /** The booking attempt's key: every submit of this attempt sends it, so the server stores one order (issue 21 §6). */
  attemptKey: string | null;
  /** The estimate of the price inputs as they stand; null when none is asked or it went stale. */
  price: PriceEstimateResult | null;
  /** Audit fields the booker typed into (JSON Pointers), kept when the audit is recomputed. */
  typed: readonly string[];
  /** Why the last step was refused (rule errors with their paths), empty otherwise. */
  errors: BookingError[];
  /** The price inputs still missing when a price was refused (`evaluate(...).priceMissing`). */
  priceMissing: string[];
  /** The server's message of the last failed call, null otherwise. */
  serverMessage: string | null;
  /**
   * The server's refusals of fields (an approver it does not accept, an address it cannot place),
   * drawn under their fields until the booker changes them; `serverMessage` is then null.
   */
  refused: BookingError[];
}

export type SpecialCarEvent =
  /** The form's data after the booker's edit (RJSF `onChange`). */
  | { type: 'form.changed'; data: SpecialCarBookingData }
  | { type: 'price.requested' }
  | { type: 'confirm.requested' }
  | { type: 'submit.confirmed' }
  | { type: 'submit.retried' }
  | { type: 'edit.requested' };

export interface EstimatePriceInput {
  data: SpecialCarBookingData;
  booking: BookingFlowContext;
}

export interface SubmitSpecialCarInput {
  data: SpecialCarBookingData;
  booking: BookingFlowContext;
  mode: OrderMode;
  orderId: string | null;
  attemptKey: string | null;
  price: PriceEstimateResult | null;
}

/** What a create or update answers: the order's id. */
export interface SubmitOutput {
  orderId: string;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name}: provide the actor with machine.provide({ actors }) / 未提供调用 ${name}`);
};

function startContext({ data, booking, mode = 'new', orderId = null, attemptKey = null }: SpecialCarMachineInput): SpecialCarMachineContext {
  const evaluation = evaluateSpecialCar(data, booking);
  const typed = typedAtStart('special-car', data, booking, evaluation);
  return {
    data: withAuditRefreshed('special-car', data, booking, evaluation, typed),
    booking,
    mode,
    orderId: mode === 'update' ? orderId : null,
    attemptKey: mode === 'update' ? null : attemptKey,
    price: null,
    typed,
    errors: [],
    priceMissing: [],
    serverMessage: null,
    refused: [],
  };
}

/** Takes in the booker's edit: the data, the typed audit fields, the audit recomputed when its inputs changed. */
function acceptEdit(context: SpecialCarMachineContext, edited: SpecialCarBookingData) {
  const typed = typedAfterEdit('special-car', context.typed, context.data, edited);
  const data = auditInputsChanged(context.data, edited)
    ? withAuditRefreshed('special-car', edited, context.booking, evaluateSpecialCar(edited, context.booking), typed)
    : edited;
  return { data, typed, errors: [], priceMissing: [], refused: refusalsKept(context.refused, context.data, edited) };
}

export const specialCarMachine = setup({
  types: {
    context: {} as SpecialCarMachineContext,
    input: {} as SpecialCarMachineInput,
    events: {} as SpecialCarEvent,
  },
  actors: {
    estimatePrice: fromPromise<PriceEstimateResult, EstimatePriceInput>(notProvided('estimatePrice')),
    submit: fromPromise<SubmitOutput, SubmitSpecialCarInput>(notProvided('submit')),
  },
  guards: {
    priceReady: ({ context }) => evaluateSpecialCar(context.data, context.booking).priceReady,
    submittable: ({ context }) =>
      submitBlockers(evaluateSpecialCar(context.data, context.booking, context.price?.price)).length === 0,
    priceInputChanged: ({ context, event }) => event.type === 'form.changed' && priceInputsChanged(context.data, event.data),
    hasPrice: ({ context }) => context.price !== null,
    fieldRefused: ({ event }) => 'error' in event && fieldRefusalOf(event.error, SPECIAL_CAR) !== undefined,
  },
  actions: {
    acceptEdit: assign(({ context, event }) => {
      assertEvent(event, 'form.changed');
      return acceptEdit(context, event.data);
    }),
    dropPrice: assign({ price: null }),
    explainPriceRefusal: assign(({ context }) => {
      const evaluation = evaluateSpecialCar(context.data, context.booking);
      return { errors: priceBlockers(evaluation), priceMissing: evaluation.priceMissing };
    }),
    explainSubmitRefusal: assign(({ context }) => ({
      errors: submitBlockers(evaluateSpecialCar(context.data, context.booking, context.price?.price)),
    })),
    clearMessages: assign({ errors: [], priceMissing: [], serverMessage: null }),
  },
}).createMachine({
  id: 'specialCarBooking',
  context: ({ input }) => startContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.changed': { actions: 'acceptEdit' },
        'price.requested': [{ guard: 'priceReady', target: 'pricing' }, { actions: 'explainPriceRefusal' }],
      },
    },
    pricing: {
      entry: 'clearMessages',
      invoke: {
        id: 'estimatePrice',
        src: 'estimatePrice',
        input: ({ context }) => ({ data: context.data, booking: context.booking }),
        onDone: {
          target: 'priced',
          actions: assign(({ context, event }) => ({ price: event.output, data: withPriceEstimate(context.data, event.output) })),
        },
        onError: [
          {
            // An address the server cannot place: its sentence under that address.
            guard: 'fieldRefused',
            target: 'editing',
            actions: assign(({ event }) => ({ refused: [fieldRefusalOf(event.error, SPECIAL_CAR) as BookingError] })),
          },
          { target: 'editing', actions: assign(({ event }) => ({ serverMessage: serverMessageOf(event.error, PRICE_FAILED_MESSAGE) })) },
        ],
      },
      on: {
        // An answer for inputs that changed meanwhile would be stale: the estimate is abandoned.
        'form.changed': [{ guard: 'priceInputChanged', target: 'editing', actions: 'acceptEdit' }, { actions: 'acceptEdit' }],
      },
    },
    priced: {
      on: {
        'form.changed': [
          { guard: 'priceInputChanged', target: 'editing', actions: ['acceptEdit', 'dropPrice'] },
          { actions: 'acceptEdit' },
        ],
        'price.requested': [{ guard: 'priceReady', target: 'pricing' }, { actions: 'explainPriceRefusal' }],
        'confirm.requested': [{ guard: 'submittable', target: 'confirming' }, { actions: 'explainSubmitRefusal' }],
      },
    },
    confirming: {
      entry: 'clearMessages',
      on: {
        'submit.confirmed': [{ guard: 'submittable', target: 'submitting' }, { target: 'priced', actions: 'explainSubmitRefusal' }],
        'edit.requested': 'priced',
        'form.changed': [
          { guard: 'priceInputChanged', target: 'editing', actions: ['acceptEdit', 'dropPrice'] },
          { target: 'priced', actions: 'acceptEdit' },
        ],
      },
    },
    submitting: {
      entry: ['clearMessages', assign({ refused: [] })],
      // The form is read-only while the order is on its way: edits are not taken in here.
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          data: context.data,
          booking: context.booking,
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
            actions: assign(({ event }) => ({ refused: [fieldRefusalOf(event.error, SPECIAL_CAR) as BookingError] })),
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
        'submit.retried': [{ guard: 'submittable', target: 'submitting' }, { actions: 'explainSubmitRefusal' }],
        'edit.requested': [{ guard: 'hasPrice', target: 'priced' }, { target: 'editing' }],
        'form.changed': [
          { guard: 'priceInputChanged', target: 'editing', actions: ['acceptEdit', 'dropPrice'] },
          { guard: 'hasPrice', target: 'priced', actions: 'acceptEdit' },
          { target: 'editing', actions: 'acceptEdit' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
