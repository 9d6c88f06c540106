/**
 * One booking step (issue 22 §1): the pure function the booking page's machines, the config
 * preview and the server's order judgement share, what refuses each gate, the corrections the
 * rules make, the field checks, and which errors a booker sees.
 */
export type { BookingStep, StepBlockers, StepOrigin } from './booking-step.ts';
export { bookingStep, drawnErrors, STEP_ERRORS } from './booking-step.ts';
export {
  confirmBlockers,
  INPUT_MISSING,
  missingInputs,
  PRICE_NOT_ESTIMATED,
  priceBlockers,
  submitBlockers,
  tripBlockers,
} from './blockers.ts';
export type { StepNotice } from './corrections.ts';
export { auditInputsChanged } from './corrections.ts';
export type { FieldNotice } from './field-notices.ts';
export { fieldNoticeMessages, keptFieldNotices, NO_FIELD_NOTICES, visibleFieldNotices } from './field-notices.ts';
export type { FieldCheck, FieldCheckInput } from './field-checks.ts';
export { FIELD_CHECKS } from './field-checks.ts';
export { bookerInputErrors, CAR_SEATS_EXCEEDED, carSeatErrors, contactErrors, EMAIL_INVALID, PHONE_INVALID, SEATS_EXCEEDED, seatErrors } from './input-checks.ts';
export { changedPointers, shownErrors } from './error-visibility.ts';
export { estimateRequestOf, orderPicturePriceUrl, ownCarOrderData, specialCarOrderData } from './order-data.ts';
