/** Audit (approval) sections (spec §3, D3): conditions, visibility, defaults, approver text and checks. */
export type { AuditConditionFacts, ConditionOutcome } from './audit-conditions.ts';
export { checkAuditConditions, listPasses } from './audit-conditions.ts';
export { AUDIT_CONDITION_LABELS, conditionBitsList, conditionBitsOf } from './audit-condition-labels.ts';
export type { AuditRole, AuditSectionState, AuditState } from './audit-visibility.ts';
export { auditFacts, auditSectionConfig, auditSectionRoles, auditSectionState, evaluateAudit } from './audit-visibility.ts';
export type { ApproverDefault, CostCentreApprover, UserApprover } from './audit-defaults.ts';
export { auditSectionDefault } from './audit-defaults.ts';
export type { ApproverText } from './approver-text.ts';
export { formatApproverText, parseApproverText } from './approver-text.ts';
export {
  APPROVER_EMAIL_INVALID,
  APPROVER_MOBILE_INVALID,
  APPROVER_NAME_PHONE_INVALID,
  validateApproverPart,
  validateApproverValue,
} from './approver-validation.ts';
export type { ApproverFields, AuditFormKind, AuditRefresh } from './audit-refresh.ts';
export { auditFieldPointers, changedAuditFields, refreshAuditFields, sectionPrefill, valueAt, withValueAt } from './audit-refresh.ts';
export type { ApprovalChannelValue, ApprovalDecisionValue, ApprovalPerson, ApprovalRecord, ApprovalStep, ChainPeople, ChainProgress, DecisionOutcome, OwnCarAuditFields, SpecialCarAuditFields } from './approval-chain.ts';
export {
  APPROVAL_FINISHED,
  APPROVAL_NOT_YOUR_TURN,
  APPROVAL_ROLE_LABELS,
  ApprovalChannel,
  approvalChannelLabel,
  approvalDecisionLabel,
  ApprovalDecision,
  approvalChain,
  chainProgress,
  decideApproval,
  isStepPerson,
  mayDecide,
  nextApprover,
  ownCarPeople,
  specialCarPeople,
} from './approval-chain.ts';
export type { ApprovalDecisionBody, ApprovalLinkBody } from './approval-bodies.ts';
export { APPROVAL_BODY_SCHEMAS, APPROVAL_COMMENT_MAX, APPROVAL_COMMENT_REQUIRED, checkApprovalDecision, checkApprovalLink } from './approval-bodies.ts';
export type { ApprovalFormData, TextCodeFormData } from './approval-form.ts';
export { approvalForm, approvalFormErrors, attachmentFileId, refusalErrors, refusalForm, textCodeForm } from './approval-form.ts';
export type { ApproverCandidates, ApproverParties, ApproverResolution, ApproverSection, KnownUser } from './approver-resolution.ts';
export {
  APPROVER_COST_CENTRE_HAS_NONE,
  APPROVER_IS_BOOKER,
  APPROVER_IS_PASSENGER,
  APPROVER_MISSING,
  APPROVER_NO_COST_CENTRE,
  APPROVER_NOT_A_COST_CENTRE_APPROVER,
  APPROVER_NOT_A_REVIEWER,
  APPROVER_NOT_A_USER,
  APPROVER_NOT_A_USER_BY_EMAIL,
  APPROVER_NOT_THE_COST_CENTRES,
  APPROVER_UNKNOWN_COST_CENTRE,
  resolveApprovers,
  userOfRow,
} from './approver-resolution.ts';
export { approverSections, ownCarRiders, specialCarRiders, withOwnCarApprovers, withSpecialCarApprovers } from './order-approvers.ts';
