/** The model: business constants, the bundle and scenario, issues, China time. */
export * from './constants.ts';
export type * from './bundle.ts';
export { auditConfigFor, configValue, noNeedToAuditBookers, specialFieldsOf, tripTypeConfigFor } from './bundle.ts';
export type { Scenario, ScenarioAddress, SpecialValue } from './scenario.ts';
export { chosenOptionIds, isEmptyValue, scenarioBusinessType, specialValueOf } from './scenario.ts';
export type { CheckResult, Issue } from './issue.ts';
export { pointer } from './issue.ts';
export {
  copiedOrderTravelTime,
  defaultTravelTime,
  durationHours,
  formatBoardingTime,
  parseBoardingTime,
  requestTimestamp,
} from './china-time.ts';
