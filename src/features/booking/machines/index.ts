/** The booking flows (issue 8 §3, issue 22 §1): one XState machine per flow over the booking step of rules/step/. */
export { fieldRefusalOf, serverMessageOf } from './booking-checks.ts';
export type {
  EstimatePriceInput,
  SpecialCarEvent,
  SpecialCarMachineContext,
  SpecialCarMachineInput,
  SubmitOutput,
  SubmitSpecialCarInput,
} from './special-car-machine.ts';
export { specialCarMachine } from './special-car-machine.ts';
export type {
  FleetCar,
  LoadCarsInput,
  OrderConfirmation,
  OwnCarEvent,
  OwnCarMachineContext,
  OwnCarMachineInput,
  SubmitOwnCarInput,
} from './own-car-machine.ts';
export { ownCarMachine } from './own-car-machine.ts';
export { withPriceEstimate } from './price-fields.ts';
