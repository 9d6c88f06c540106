/** Special config fields (spec §5, D4): applicability, association, required status, submission. */
export type { AssociationChains, ChainEnd } from './association-chains.ts';
export { associatedParent, associationChains } from './association-chains.ts';
export type { MustConditionFacts, ParsedMustCondition } from './must-condition.ts';
export { mustConditionHolds, parseMustCondition } from './must-condition.ts';
export type { FieldVisibility } from './special-field-visibility.ts';
export { fieldVisibility, isFieldApplicable, parentChoiceShows } from './special-field-visibility.ts';
export type { RequiredFacts, RequiredOutcome } from './special-field-required.ts';
export { requiredStatus } from './special-field-required.ts';
export type { SpecialFieldState, SubmittedSpecialConfig } from './special-fields.ts';
export {
  missingRequiredFields,
  patternMessage,
  requiredCheckApplies,
  requiredMessage,
  SPECIAL_CONFIG_REQUIRED,
  specialConfigPointer,
  specialConfigsToSubmit,
  specialFieldPath,
  specialFieldStates,
} from './special-fields.ts';
