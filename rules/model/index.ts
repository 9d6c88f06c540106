/** The model: business constants, the bundle and scenario, issues, China time. */
export * from './constants.ts';
export type * from './bundle.ts';
export { auditConfigFor, configValue, noNeedToAuditBookers, specialFieldsOf, tripTypeConfigFor, withNoAuditBookers } from './bundle.ts';
export type { Scenario, ScenarioAddress, SpecialValue } from './scenario.ts';
export { chosenOptionIds, isEmptyValue, scenarioBusinessType, specialValueOf } from './scenario.ts';
export type { BookingError, CheckResult, ErrorDefinition, Issue } from './issue.ts';
export { bookingError, ErrorFamily, errorFamily, failure, isJsonPointer, pointer, pointerTokens, success } from './issue.ts';
export type { Lang, Reason, ReasonCode, ReasonParam, ReasonParams } from './reasons.ts';
export { AUDIT_FACT_WORDS, reason, REASON_TEMPLATES, renderReason, renderReasons } from './reasons.ts';
export {
  copiedOrderTravelTime,
  defaultTravelTime,
  durationHours,
  formatBoardingTime,
  INVALID_TIME,
  parseBoardingTime,
  parseRequestTimestamp,
  requestTimestamp,
} from './china-time.ts';
export { jsonEqual } from './json-equal.ts';
