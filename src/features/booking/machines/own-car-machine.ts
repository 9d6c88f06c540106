/**
 * The own-car booking flow: the steps of spec §3 "Own-car flow state" (issue 8 §3, issue 22 §1):
 *
 *   trip ──step.next [blockers.trip empty]──▶ car ──step.next [car free]──▶ carMessage ──step.next [blockers.confirm empty]──▶ confirming
 *    ▲                                       (loading ▶ choosing | loadFailed)                                                   │ submit.confirmed [blockers.submit empty]
 *    └── form.changed [times changed] ◀── car / carMessage / confirming / failed                                                  ▼
 *                                                                  failed ◀──error── submitting ──done──▶ done
 *
 * The machine holds the booking step (`step`: `bookingStep` of rules/step/, with the fleet in its
 * context once loaded) and the errors drawn under the fields (`errors`); its guards read the
 * step's `blockers`:
 * - trip: times (from/to with the before/after allowances), region type, addresses. Next when
 *   `blockers.trip` is empty (times and addresses entered, the rules find nothing wrong there).
 * - car: the enterprise's fleet with booked times is loaded (`loadCars`); a car booked over the
 *   time the trip holds it cannot be chosen (`checkCarChoice`, rules/trip/car-availability.ts).
 * - carMessage: the chosen car's message (licence, type, colour, owner) beside the rest of the form
 *   (every field but the trip's, `ownCarStepForm`: no field is asked twice); a trip field refused
 *   since (a boarding time now past) sends the booker back to trip, where that field is drawn.
 * - confirming: the order confirmation (boardingTime, boardingAddress, dropOffAddress, orderId),
 *   reached only when `blockers.confirm` is empty (the rules, the required fields, the car still free).
 *
 * A refused step keeps what refused it in `refusal` (the page says what is missing and why). A
 * change of the times after the trip step goes back to it (the car's availability is asked again
 * with the new times); nothing entered is dropped. A failed submit keeps everything and holds the
 * server's message (spec §4, §8); a retry sends the same booking attempt's key (`attemptKey`), so
 * the server answers it with the order a first try stored (docs/security.md 15). One the server
 * refuses for the approver (issue 21 §1) goes back to carMessage with the sentence under the
 * approver's field (`refused`) until the booker changes it. docs/forms.md "Flows and drafts".
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OwnCarBookingData } from '../../../../rules/compile/contract.ts';
import type { BookingContext } from '../../../../rules/compile/booking-scenario.ts';
import type { EnterpriseBundle } from '../../../../rules/model/bundle.ts';
import type { BookingError } from '../../../../rules/model/issue.ts';
import type { OrderMode } from '../../../../rules/orders/order-copy.ts';
import { OWN_CAR } from '../../../../rules/model/constants.ts';
import { onOwnCarTripStep } from '../../../../rules/compile/own-car-form.ts';
import { bookingStep, drawnErrors, type BookingStep } from '../../../../rules/step/booking-step.ts';
import { checkCarChoice, tripTimesChanged, type BookedTime } from '../../../../rules/trip/car-availability.ts';
import type { OwnCarMessage } from '../../../shared/responses.ts';
import { CARS_FAILED_MESSAGE, fieldRefusalOf, refusalsKept, serverMessageOf, SUBMIT_FAILED_MESSAGE } from './booking-checks.ts';
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
  bundle: EnterpriseBundle;
  /** The booking's context (who books, the approvers); the machine adds the fleet once loaded. */
  context: BookingContext;
  mode?: OrderMode;
  orderId?: string | null;
  /** The booking attempt's key (a new order or a copy; drafts/draft-store.ts), sent with the create; null for an update. */
  attemptKey?: string | null;
}

export interface OwnCarMachineContext {
  bundle: EnterpriseBundle;
  context: BookingContext;
  /** The booking step of the data as it stands (rules/step/), the fleet in its context once loaded. */
  step: BookingStep<'own-car'>;
  /** `step.data`: the booking data the form shows. */
  data: OwnCarBookingData;
  mode: OrderMode;
  orderId: string | null;
  /** The booking attempt's key: every submit of this attempt sends it, so the server stores one order (issue 21 §6). */
  attemptKey: string | null;
  /** The fleet for the trip's times, once loaded. */
  fleet: FleetCar[] | null;
  /** The booker tried to go on (下一步) from 车辆信息 or later: every error is drawn from now on. */
  attempted: boolean;
  /** The booker tried to leave 行程: the errors of its fields are drawn from now on (`drawnOwnCarErrors`). */
  tripAttempted: boolean;
  /** The errors drawn under the fields: the step's errors the booker caused (all once attempted), then `refused`. */
  errors: BookingError[];
  /** What refused the last step (`blockers.trip`, the car choice, `blockers.confirm`), shown above the buttons; empty otherwise. */
  refusal: BookingError[];
  serverMessage: string | null;
  /** The server's refusal of a field (an approver it does not accept), drawn under that field until the booker changes it. */
  refused: BookingError[];
  confirmation: OrderConfirmation | null;
}

export type OwnCarEvent =
  /** `now`: the instant of the edit, the step's `context.now` from then on (a boarding time already past is flagged). */
  | { type: 'form.changed'; data: OwnCarBookingData; now?: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'car.chosen'; carLicense: string }
  | { type: 'cars.reload' }
  | { type: 'submit.confirmed' }
  | { type: 'submit.retried' }
  | { type: 'edit.requested' };

export interface LoadCarsInput {
  data: OwnCarBookingData;
  bundle: EnterpriseBundle;
  context: BookingContext;
}

export interface SubmitOwnCarInput {
  data: OwnCarBookingData;
  bundle: EnterpriseBundle;
  context: BookingContext;
  mode: OrderMode;
  orderId: string | null;
  attemptKey: string | null;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name}: provide the actor with machine.provide({ actors }) / 未提供调用 ${name}`);
};

/** The step's context: the page's, with the fleet once loaded (the car check, and each car's passenger seats). */
function stepContext(context: BookingContext, fleet: readonly FleetCar[] | null): BookingContext {
  return fleet ? { ...context, fleet, carSeats: Object.fromEntries(fleet.map((car) => [car.carLicense, car.seats])) } : context;
}

type Flow = Pick<OwnCarMachineContext, 'bundle' | 'context' | 'step' | 'fleet' | 'attempted' | 'tripAttempted' | 'refused'>;

const errorKey = (error: BookingError) => `${error.path}|${error.code}`;

/**
 * The errors drawn: all of them once the booker tried to go on from 车辆信息 (`attempted`); once
 * he only tried to leave 行程 (`tripAttempted`), every error of the trip's fields and those of the
 * fields he changed, so a field of step 3 (a required 用车说明) is flagged on step 3, when he
 * tries to leave it, not on arriving there (issue 22 §2); the server's refusals last.
 */
function drawnOwnCarErrors(step: BookingStep<'own-car'>, attempted: boolean, tripAttempted: boolean, refused: readonly BookingError[]): BookingError[] {
  if (attempted || !tripAttempted) return drawnErrors(step, attempted, refused);
  const caused = new Set(drawnErrors(step, false).map(errorKey));
  return [...drawnErrors(step, true).filter((error) => caused.has(errorKey(error)) || onOwnCarTripStep(error.path)), ...refused];
}

/** The context after a new step: the step, its data and the errors drawn. */
function withStep(flow: Flow, step: BookingStep<'own-car'>, attempted = flow.attempted, refused = flow.refused, tripAttempted = flow.tripAttempted) {
  return { step, data: step.data, attempted, tripAttempted, refused, errors: drawnOwnCarErrors(step, attempted, tripAttempted, refused) };
}

function nextStep(flow: Flow, data: OwnCarBookingData, fleet = flow.fleet) {
  return bookingStep(flow.bundle, stepContext(flow.context, fleet), flow.step, data);
}

function startContext({ data, bundle, context, mode = 'new', orderId = null, attemptKey = null }: OwnCarMachineInput): OwnCarMachineContext {
  const step = bookingStep(bundle, context, { kind: 'own-car', from: 'opened' }, data);
  return {
    bundle,
    context,
    step,
    data: step.data,
    mode,
    orderId: mode === 'update' ? orderId : null,
    attemptKey: mode === 'update' ? null : attemptKey,
    fleet: null,
    attempted: false,
    tripAttempted: false,
    errors: [],
    refusal: [],
    serverMessage: null,
    refused: [],
    confirmation: null,
  };
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
    tripReady: ({ context }) => context.step.blockers.trip.length === 0,
    tripRefused: ({ context }) => context.step.blockers.trip.length > 0,
    carFree: ({ context, event }) => {
      assertEvent(event, 'car.chosen');
      return checkCarChoice(context.fleet ?? [], event.carLicense, context.data).length === 0;
    },
    carChosenAndFree: ({ context }) => checkCarChoice(context.fleet ?? [], context.data.carLicense, context.data).length === 0,
    confirmable: ({ context }) => context.step.blockers.confirm.length === 0,
    submittable: ({ context }) => context.step.blockers.submit.length === 0,
    timesChanged: ({ context, event }) => event.type === 'form.changed' && tripTimesChanged(context.data, event.data),
    fieldRefused: ({ event }) => 'error' in event && fieldRefusalOf(event.error, OWN_CAR) !== undefined,
  },
  actions: {
    acceptEdit: assign(({ context, event }) => {
      assertEvent(event, 'form.changed');
      const flow = event.now === undefined ? context : { ...context, context: { ...context.context, now: event.now } };
      const step = nextStep(flow, event.data);
      return { refusal: [], context: flow.context, ...withStep(flow, step, context.attempted, refusalsKept(context.refused, context.data, step.data)) };
    }),
    attempt: assign(({ context }) => (context.attempted ? {} : withStep(context, context.step, true))),
    attemptTrip: assign(({ context }) => (context.attempted || context.tripAttempted ? {} : withStep(context, context.step, false, context.refused, true))),
    explainTripRefusal: assign(({ context }) => ({ refusal: context.step.blockers.trip })),
    takeFleet: assign(({ context, event }) => {
      const fleet = (event as unknown as { output: FleetCar[] }).output;
      return { fleet, ...withStep(context, nextStep(context, context.data, fleet)) };
    }),
    chooseCar: assign(({ context, event }) => {
      assertEvent(event, 'car.chosen');
      const car = context.fleet?.find((c) => c.carLicense === event.carLicense);
      const data = { ...context.data, carLicense: event.carLicense, carType: car?.carType ?? null, carOwnEnterprise: car?.enterpriseId ?? null };
      return { refusal: [], ...withStep(context, nextStep(context, data)) };
    }),
    explainCarRefusal: assign(({ context, event }) => ({
      refusal: checkCarChoice(context.fleet ?? [], event.type === 'car.chosen' ? event.carLicense : context.data.carLicense, context.data),
    })),
    explainOrderRefusal: assign(({ context }) => ({ refusal: context.step.blockers.confirm })),
    clearMessages: assign({ refusal: [], serverMessage: null }),
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
        'step.next': [{ guard: 'tripReady', target: 'car', actions: 'attemptTrip' }, { actions: ['attemptTrip', 'explainTripRefusal'] }],
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
            input: ({ context }) => ({ data: context.data, bundle: context.bundle, context: context.context }),
            onDone: { target: 'choosing', actions: 'takeFleet' },
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
            'step.next': [{ guard: 'carChosenAndFree', target: '#ownCarBooking.carMessage', actions: 'attemptTrip' }, { actions: ['attemptTrip', 'explainCarRefusal'] }],
          },
        },
      },
    },
    carMessage: {
      entry: 'clearMessages',
      on: {
        'step.back': 'car',
        'form.changed': [{ guard: 'timesChanged', target: 'trip', actions: 'acceptEdit' }, { actions: 'acceptEdit' }],
        'step.next': [
          { guard: 'confirmable', target: 'confirming', actions: 'attempt' },
          // A trip field refused since (a boarding time now past) is drawn on 行程, where it is asked, not hidden here.
          { guard: 'tripRefused', target: 'trip', actions: ['attemptTrip', 'explainTripRefusal'] },
          { actions: ['attempt', 'explainOrderRefusal'] },
        ],
      },
    },
    confirming: {
      entry: ['clearMessages', 'confirm'],
      on: {
        'submit.confirmed': [{ guard: 'submittable', target: 'submitting' }, { target: 'carMessage', actions: ['attempt', 'explainOrderRefusal'] }],
        'step.back': 'carMessage',
        'edit.requested': 'carMessage',
        'form.changed': [{ guard: 'timesChanged', target: 'trip', actions: 'acceptEdit' }, { target: 'carMessage', actions: 'acceptEdit' }],
      },
    },
    submitting: {
      entry: ['clearMessages', assign(({ context }) => withStep(context, context.step, context.attempted, []))],
      // The form is read-only while the order is on its way: edits are not taken in here.
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ data: context.data, bundle: context.bundle, context: context.context, mode: context.mode, orderId: context.orderId, attemptKey: context.attemptKey }),
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
            actions: assign(({ context, event }) => withStep(context, context.step, context.attempted, [fieldRefusalOf(event.error, OWN_CAR) as BookingError])),
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
        'submit.retried': [{ guard: 'submittable', target: 'submitting' }, { actions: ['attempt', 'explainOrderRefusal'] }],
        'edit.requested': 'carMessage',
        'form.changed': [{ guard: 'timesChanged', target: 'trip', actions: 'acceptEdit' }, { target: 'carMessage', actions: 'acceptEdit' }],
      },
    },
    done: { type: 'final' },
  },
});
