/** The bundle as input (D1, D10): schema checks and lint. */
export { checkBundleSchema, checkScenarioSchema, schemaIssues } from './validate-input.ts';
export type { LintIssue, LintResult, Severity } from './lint-bundle.ts';
export { lintBundle } from './lint-bundle.ts';
export { checkOwnCarFormSchema, checkOwnCarOrderSchema, checkSpecialCarFormSchema, checkSpecialCarOrderSchema } from './validate-order.ts';
