/** The booking-rules core: its public API, by name. */
export * from './constants.ts';
export type * from './bundle.ts';
export { auditConfigFor, configValue, noNeedToAuditBookers, specialFieldsOf, tripTypeConfigFor } from './bundle.ts';
export type { Scenario, ScenarioAddress, SpecialValue } from './scenario.ts';
export { chosenOptionIds, isEmptyValue, scenarioBusinessType, specialValueOf } from './scenario.ts';
export type { CheckResult, Issue } from './issue.ts';
export { pointer } from './issue.ts';
export type { AuditConditionFacts, ConditionOutcome } from './audit-conditions.ts';
export { checkAuditConditions, listPasses } from './audit-conditions.ts';
export type { AuditRole, AuditSectionState, AuditState } from './audit-visibility.ts';
export { auditFacts, auditSectionConfig, auditSectionRoles, auditSectionState, evaluateAudit } from './audit-visibility.ts';
export type { ApproverDefault, CostCentreApprover, UserApprover } from './audit-defaults.ts';
export { auditSectionDefault } from './audit-defaults.ts';
export type { MustConditionFacts, ParsedMustCondition } from './must-condition.ts';
export { mustConditionHolds, parseMustCondition } from './must-condition.ts';
export type { FieldVisibility } from './special-field-visibility.ts';
export { fieldVisibility, isFieldApplicable, parentChoiceShows } from './special-field-visibility.ts';
export type { RequiredFacts, RequiredOutcome } from './special-field-required.ts';
export { requiredStatus } from './special-field-required.ts';
export type { FieldError, SpecialFieldState, SubmittedSpecialConfig } from './special-fields.ts';
export {
  missingRequiredFields,
  requiredCheckApplies,
  requiredMessage,
  specialConfigsToSubmit,
  specialFieldPath,
  specialFieldStates,
} from './special-fields.ts';
export type { PaymentState } from './payment-options.ts';
export { hasPicturePrice, orderQuotationPriceType, paymentState } from './payment-options.ts';
export { rechargeAmount, toFen } from './recharge.ts';
export type { AddressReset, TripCheck } from './trip-validation.ts';
export {
  applyAddressResets,
  checkTrip,
  LOCAL_ONE_WAY_AIRPORT_DROP_OFF,
  LOCAL_ONE_WAY_AIRPORT_PICKUP,
  ROUND_TRIP_NEEDS_STOP,
} from './trip-validation.ts';
export type { PriceReadiness } from './price-readiness.ts';
export { priceReadiness } from './price-readiness.ts';
export {
  checkTripTypeOffered,
  defaultAddressType,
  defaultTripType,
  flightLookupEnabled,
  HOLIDAY_NOT_PERMITTED,
  TRIP_TYPE_NOT_OFFERED,
  tripTypesOffered,
} from './trip-types.ts';
export { checkBookingTimes, END_NOT_AFTER_START } from './booking-time-check.ts';
export type { EvaluationResult } from './evaluate.ts';
export { evaluate } from './evaluate.ts';
export { checkBundleSchema, checkScenarioSchema, schemaIssues } from './validate-input.ts';
export type { LintIssue, LintResult, Severity } from './lint-bundle.ts';
export { lintBundle } from './lint-bundle.ts';
export {
  copiedOrderTravelTime,
  defaultTravelTime,
  durationHours,
  formatBoardingTime,
  parseBoardingTime,
  requestTimestamp,
} from './china-time.ts';
export type { ApproverText } from './approver-text.ts';
export { formatApproverText, parseApproverText } from './approver-text.ts';
export { validateApproverValue } from './approver-validation.ts';
export type { SpecialCostCentre } from './special-cost-centre.ts';
export { formatSpecialCostCentre, isCostCentreIssue, isSpecialEnterprise, parseSpecialCostCentre } from './special-cost-centre.ts';
export type { PermissionMap, PermissionNode } from './permissions.ts';
export { flattenPermissionTree, hasPermission } from './permissions.ts';
export type { CostCentreFields, OrderContact, PeopleFields, SpecialConfigEntry, SpecialCostCentreChoice } from './order-form.ts';
export type {
  SpecialCarAddress,
  SpecialCarForm,
  SpecialCarOrderContext,
  SpecialCarOrderDetail,
  SpecialCarOrderPayload,
} from './special-car-order.ts';
export { airPortRemark, buildSpecialCarOrder, passengerLanguageType, readSpecialCarOrder } from './special-car-order.ts';
export type { OwnCarAddress, OwnCarForm, OwnCarOrderContext, OwnCarOrderDetail, OwnCarOrderPayload } from './own-car-order.ts';
export { buildOwnCarOrder, fixedEndDate, readOwnCarOrder } from './own-car-order.ts';
export {
  CredentialMessage,
  isAcceptableNewPassword,
  NEW_PASSWORD_PATTERN,
  PHONE_NUMBER_PATTERN,
  SMS_CODE_PATTERN,
} from './account-credentials.ts';
export type { Booker } from './order-scenario.ts';
export { ownCarScenario, scenarioAddress, specialCarScenario } from './order-scenario.ts';
