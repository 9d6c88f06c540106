/** The booking flows (issue 8 §3): one XState machine per flow, with the context the pages give them. */
export type { BookingFlowContext, CostCentreChoice } from './booking-context.ts';
export { costCentreApprover } from './booking-context.ts';
export { evaluateOwnCar, evaluateSpecialCar, ownCarTripBlockers, priceBlockers, scenarioContext, submitBlockers } from './booking-checks.ts';
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
