/** The form compiler (issue 8 §1): bundle + scenario → evaluate → field states → schema, uiSchema, fieldStates. */
export type { ApproverData, CompiledForm, FieldState, FormKind, JsonSchema, OwnCarBookingData, SpecialCarBookingData, SpecialConfigData, UiSchema } from './contract.ts';
export { FORM_KINDS, FormField, FormWidget } from './contract.ts';
export { compileEvaluated, compileForm } from './compile-form.ts';
export { formScenario } from './compile-facts.ts';
export { specialConfigPrefix } from './field-states.ts';
export { AUDIT_ROLE_TITLES, approverKey, auditCommentKey } from './audit-section.ts';
export { addressKinds } from './booking-fields.ts';
export type { AddressPartWithWord } from './field-labels.ts';
export { ADDRESS_PART_WORDS, addressPartLabel, bookingFieldLabel, labelAt } from './field-labels.ts';
export type { RequiredField } from './required-fields.ts';
export { FIELD_REQUIRED, requiredFieldErrors, requiredFields } from './required-fields.ts';
export type { Choice } from './choices.ts';
export { SPECIAL_CONFIG_TITLE } from './special-config-section.ts';
export { SPECIAL_CAR_FORM_TITLE } from './special-car-form.ts';
export { onOwnCarTripStep, OWN_CAR_FORM_TITLE, OWN_CAR_TRIP_FIELDS, ownCarStepForm } from './own-car-form.ts';
export type { OwnCarFormStep } from './own-car-form.ts';
export { AUDIT_FORM_TITLE } from './audit-form.ts';
export type { BookingContext, BookingData, BookingKind, CostCentreChoice } from './booking-scenario.ts';
export { bookingScenario, costCentreApproverOf, scenarioValues } from './booking-scenario.ts';
export {
  IncompleteBookingError,
  ownCarBookingData,
  specialCarBookingData,
  specialConfigSectionOf,
  toOwnCarForm,
  toSpecialCarForm,
} from './booking-data.ts';
export { newBookingData, ownCarAddress, specialCarAddress } from './new-booking-data.ts';
