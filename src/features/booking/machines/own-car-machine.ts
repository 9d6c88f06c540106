/**
 * The own-car booking flow: the steps of spec §3 "Own-car flow state" (issue 8 §3):
 *
 *   trip ──step.next [trip ready]──▶ car ──step.next [car free]──▶ carMessage ──step.next [submittable]──▶ confirming
 *    ▲                              (loading ▶ choosing | loadFailed)                                         │ submit.confirmed [submittable]
 *    └── form.changed [times changed] ◀── car / carMessage / confirming / failed                              ▼
 *                                                                  failed ◀──error── submitting ──done──▶ done
 *
 * - trip: times (from/to with the before/after allowances), region type, addresses. Next when the
 *   rules find nothing wrong there (`evaluate`: time format, end after start, region type offered
 *   and chosen, addresses) and both times and addresses are entered.
 * - car: the enterprise's fleet with booked times is loaded (`loadCars`); a car booked over the
 *   time the trip holds it cannot be chosen (`checkCarChoice`, rules/trip/car-availability.ts).
 * - carMessage: the chosen car's message (licence, type, colour, owner) beside the rest of the form.
 * - confirming: the order confirmation (boardingTime, boardingAddress, dropOffAddress, orderId),
 *   reached only when `evaluate` has no `errors` and no `submitErrors` and the car is still free.
 *
 * A change of the times after the trip step goes back to it (the car's availability is asked again
 * with the new times); nothing entered is dropped. A failed submit keeps everything and holds the
 * server's message (spec §4, §8); a retry sends the same booking attempt's key (`attemptKey`), so
 * the server answers it with the order a first try stored (docs/security.md 15). One the server
 * refuses for the approver (issue 21 §1) goes back to carMessage with the sentence under the
 * approver's field (`refused`) until the booker changes it. docs/forms.md "Flows and drafts".
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OwnCarBookingData } from '../../../../rules/compile/contract.ts';
import type { BookingError } from '../../../../rules/model/issue.ts';
import type { OrderMode } from '../../../../rules/orders/order-copy.ts';
import { OWN_CAR } from '../../../../rules/model/constants.ts';
import { checkCarChoice, tripTimesChanged, type BookedTime } from '../../../../rules/trip/car-availability.ts';
import type { OwnCarMessage } from '../../../shared/responses.ts';
import type { BookingFlowContext } from './booking-context.ts';
import {
  CARS_FAILED_MESSAGE,
  evaluateOwnCar,
  fieldRefusalOf,
  ownCarTripBlockers,
  refusalsKept,
  serverMessageOf,
  SUBMIT_FAILED_MESSAGE,
  submitBlockers,
} from './booking-checks.ts';
import { auditInputsChanged, typedAfterEdit, typedAtStart, withAuditRefreshed } from './booking-edits.ts';
import type { SubmitOutput } from './special-car-machine.ts';

/** A car of the enterprise's fleet with the times it is booked (`/own/car/byEnterpriseId` + `/own/car/ServiceTimes`). */
export interface FleetCar extends OwnCarMessage {
  bookedTimes: BookedTime[];
}

/** The order confirmation of spec §3 "Own-car flow state". */
export interface OrderConfirmation {
  boardingTime: string;
  boardingAddress: string;
  dropOffAddress: string;
  orderId: string | null;
}

export interface OwnCarMachineInput {
  data: OwnCarBookingData;
  booking: BookingFlowContext;
  mode?: OrderMode;
  orderId?: string | null;
  /** The booking attempt's key (a new order or a copy; drafts/draft-store.ts), sent with the create; null for an update. */
  attemptKey?: string | null;
}

export interface OwnCarMachineContext {
  data: OwnCarBookingData;
  booking: BookingFlowContext;
  mode: OrderMode;
  orderId: string | null;
  /** The booking attempt's key: every submit of this attempt sends it, so the server stores one order (issue 21 §6). */
  attemptKey: string | null;
  /** The fleet for the trip's times, once loaded. */
  fleet: FleetCar[] | null;
  typed: readonly string[];
  /** Why the last step was refused (rule errors at their paths). */
  errors: BookingError[];
  /** What the trip step still misses (scenario paths: `fromTime`, `pickUp.city`, …). */
  missing: string[];
  serverMessage: string | null;
  /** The server's refusal of a field (an approver it does not accept), drawn under that field until the booker changes it. */
  refused: BookingError[];
  confirmation: OrderConfirmation | null;
}

export type OwnCarEvent =
  | { type: 'form.changed'; data: OwnCarBookingData }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'car.chosen'; carLicense: string }
  | { type: 'cars.reload' }
  | { type: 'submit.confirmed' }
  | { type: 'submit.retried' }
  | { type: 'edit.requested' };

export interface LoadCarsInput {
  data: OwnCarBookingData;
  booking: BookingFlowContext;
}

export interface SubmitOwnCarInput {
  data: OwnCarBookingData;
  booking: BookingFlowContext;
  mode: OrderMode;
  orderId: string | null;
  attemptKey: string | null;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name}: provide the actor with machine.provide({ actors }) / 未提供调用 ${name}`);
};

function startContext({ data, booking, mode = 'new', orderId = null, attemptKey = null }: OwnCarMachineInput): OwnCarMachineContext {
  const evaluation = evaluateOwnCar(data, booking);
  const typed = typedAtStart('own-car', data, booking, evaluation);
  return {
    data: withAuditRefreshed('own-car', data, booking, evaluation, typed),
    booking,
    mode,
    orderId: mode === 'update' ? orderId : null,
    attemptKey: mode === 'update' ? null : attemptKey,
    fleet: null,
    typed,
    errors: [],
    missing: [],
    serverMessage: null,
    refused: [],
    confirmation: null,
  };
}

function acceptEdit(context: OwnCarMachineContext, edited: OwnCarBookingData) {
  const typed = typedAfterEdit('own-car', context.typed, context.data, edited);
  const data = auditInputsChanged(context.data, edited)
    ? withAuditRefreshed('own-car', edited, context.booking, evaluateOwnCar(edited, context.booking), typed)
    : edited;
  return { data, typed, errors: [], missing: [], refused: refusalsKept(context.refused, context.data, edited) };
}

/** Everything that refuses the order: the rules' errors and the car choice. */
function orderBlockers(context: OwnCarMachineContext): BookingError[] {
  return [...submitBlockers(evaluateOwnCar(context.data, context.booking)), ...checkCarChoice(context.fleet ?? [], context.data.carLicense, context.data)];
}

export const ownCarMachine = setup({
  types: {
    context: {} as OwnCarMachineContext,
    input: {} as OwnCarMachineInput,
    events: {} as OwnCarEvent,
  },
  actors: {
    loadCars: fromPromise<FleetCar[], LoadCarsInput>(notProvided('loadCars')),
    submit: fromPromise<SubmitOutput, SubmitOwnCarInput>(notProvided('submit')),
  },
  guards: {
    tripReady: ({ context }) => {
      const blockers = ownCarTripBlockers(evaluateOwnCar(context.data, context.booking), context.data);
      return blockers.errors.length === 0 && blockers.missing.length === 0;
    },
    carFree: ({ context, event }) => {
      assertEvent(event, 'car.chosen');
      return checkCarChoice(context.fleet ?? [], event.carLicense, context.data).length === 0;
    },
    carChosenAndFree: ({ context }) => checkCarChoice(context.fleet ?? [], context.data.carLicense, context.data).length === 0,
    submittable: ({ context }) => orderBlockers(context).length === 0,
    timesChanged: ({ context, event }) => event.type === 'form.changed' && tripTimesChanged(context.data, event.data),
    fieldRefused: ({ event }) => 'error' in event && fieldRefusalOf(event.error, OWN_CAR) !== undefined,
  },
  actions: {
    acceptEdit: assign(({ context, event }) => {
      assertEvent(event, 'form.changed');
      return acceptEdit(context, event.data);
    }),
    explainTripRefusal: assign(({ context }) => ownCarTripBlockers(evaluateOwnCar(context.data, context.booking), context.data)),
    chooseCar: assign(({ context, event }) => {
      assertEvent(event, 'car.chosen');
      const car = context.fleet?.find((c) => c.carLicense === event.carLicense);
      return {
        data: { ...context.data, carLicense: event.carLicense, carType: car?.carType ?? null, carOwnEnterprise: car?.enterpriseId ?? null },
        errors: [],
      };
    }),
    explainCarRefusal: assign(({ context, event }) => ({
      errors: checkCarChoice(context.fleet ?? [], event.type === 'car.chosen' ? event.carLicense : context.data.carLicense, context.data),
    })),
    explainOrderRefusal: assign(({ context }) => ({ errors: orderBlockers(context) })),
    clearMessages: assign({ errors: [], missing: [], serverMessage: null }),
    confirm: assign(({ context }) => ({
      confirmation: {
        boardingTime: context.data.fromTime,
        boardingAddress: context.data.pickUp.address,
        dropOffAddress: context.data.destination.address,
        orderId: context.orderId,
      },
    })),
  },
}).createMachine({
  id: 'ownCarBooking',
  context: ({ input }) => startContext(input),
  initial: 'trip',
  states: {
    trip: {
      on: {
        'form.changed': { actions: 'acceptEdit' },
        'step.next': [{ guard: 'tripReady', target: 'car' }, { actions: 'explainTripRefusal' }],
      },
    },
    car: {
      initial: 'loading',
      entry: 'clearMessages',
      on: {
        'step.back': 'trip',
        'form.changed': [{ guard: 'timesChanged', target: 'trip', actions: 'acceptEdit' }, { actions: 'acceptEdit' }],
      },
      states: {
        loading: {
          invoke: {
            id: 'loadCars',
            src: 'loadCars',
            input: ({ context }) => ({ data: context.data, booking: context.booking }),
            onDone: { target: 'choosing', actions: assign(({ event }) => ({ fleet: event.output })) },
            onError: {
              target: 'loadFailed',
              actions: assign(({ event }) => ({ serverMessage: serverMessageOf(event.error, CARS_FAILED_MESSAGE) })),
            },
          },
        },
        loadFailed: {
          on: { 'cars.reload': { target: 'loading', actions: 'clearMessages' } },
        },
        choosing: {
          on: {
            'car.chosen': [{ guard: 'carFree', actions: 'chooseCar' }, { actions: 'explainCarRefusal' }],
            'step.next': [{ guard: 'carChosenAndFree', target: '#ownCarBooking.carMessage' }, { actions: 'explainCarRefusal' }],
          },
        },
      },
    },
    carMessage: {
      entry: 'clearMessages',
      on: {
        'step.back': 'car',
        'form.changed': [{ guard: 'timesChanged', target: 'trip', actions: 'acceptEdit' }, { actions: 'acceptEdit' }],
        'step.next': [{ guard: 'submittable', target: 'confirming' }, { actions: 'explainOrderRefusal' }],
      },
    },
    confirming: {
      entry: ['clearMessages', 'confirm'],
      on: {
        'submit.confirmed': [{ guard: 'submittable', target: 'submitting' }, { target: 'carMessage', actions: 'explainOrderRefusal' }],
        'step.back': 'carMessage',
        'edit.requested': 'carMessage',
        'form.changed': [{ guard: 'timesChanged', target: 'trip', actions: 'acceptEdit' }, { target: 'carMessage', actions: 'acceptEdit' }],
      },
    },
    submitting: {
      entry: ['clearMessages', assign({ refused: [] })],
      // The form is read-only while the order is on its way: edits are not taken in here.
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ data: context.data, booking: context.booking, mode: context.mode, orderId: context.orderId, attemptKey: context.attemptKey }),
        onDone: {
          target: 'done',
          actions: assign(({ context, event }) => ({
            orderId: event.output.orderId,
            confirmation: context.confirmation && { ...context.confirmation, orderId: event.output.orderId },
          })),
        },
        onError: [
          {
            // The approver the booker named is refused: back to the form, the sentence under his field.
            guard: 'fieldRefused',
            target: 'carMessage',
            actions: assign(({ event }) => ({ refused: [fieldRefusalOf(event.error, OWN_CAR) as BookingError] })),
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
        'submit.retried': [{ guard: 'submittable', target: 'submitting' }, { actions: 'explainOrderRefusal' }],
        'edit.requested': 'carMessage',
        'form.changed': [{ guard: 'timesChanged', target: 'trip', actions: 'acceptEdit' }, { target: 'carMessage', actions: 'acceptEdit' }],
      },
    },
    done: { type: 'final' },
  },
});
