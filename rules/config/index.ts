/** The bundle as input (D1, D10): schema checks and lint. */
export { checkBundleSchema, checkScenarioSchema, schemaIssues } from './validate-input.ts';
export type { LintIssue, LintResult, Severity } from './lint-bundle.ts';
export { lintBundle } from './lint-bundle.ts';
export {
  bundleBytes,
  CapCode,
  MAX_ASSOCIATION_DEPTH,
  MAX_AUDIT_CONDITION_VALUES,
  MAX_BUNDLE_BYTES,
  MAX_FIELDS_PER_BUSINESS_TYPE,
  MAX_MUST_CONDITIONS_PER_FIELD,
  MAX_OPTIONS_PER_BUSINESS_TYPE,
  MAX_OPTIONS_PER_FIELD,
  MAX_PARENT_OPTIONS_PER_FIELD,
  MAX_SKIP_NAMES_PER_FIELD,
  MAX_SPECIAL_FIELDS,
} from './bundle-caps.ts';
export { CAP_NEAR_SHARE, capUsage, nearCaps, type CapUse } from './cap-usage.ts';
export { checkOwnCarFormSchema, checkOwnCarOrderSchema, checkSpecialCarFormSchema, checkSpecialCarOrderSchema, ORDER_PAYLOAD_SCHEMAS } from './validate-order.ts';
export { issueText, refusalText, schemaLabelAt, UNLABELLED_REFUSAL } from './issue-text.ts';
export { BUNDLE_LABELS, bundleLabel, type BundleObjectKind } from './bundle-labels.ts';
export { bundleIssueText, bundleIssuesInWords } from './bundle-issue-text.ts';
export { lintBundleInWords } from './lint-bundle-in-words.ts';
