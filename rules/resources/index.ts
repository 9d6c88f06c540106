/** The resource engine's pure part (docs/resources.md): fields in words, change history in words, schema-made import templates, and the users resource. */
export { CHANGE_KIND_LABELS, changeWords, type ChangeKind } from './change-words.ts';
export { fieldText, fieldTitle, type FieldSchema } from './schema-fields.ts';
export { importTemplateOf, type SchemaColumn } from './schema-import.ts';
export { sortedByKey } from './record-order.ts';
export {
  checkEnterpriseUserBody, checkEnterpriseUserQuery, checkUserNoAuditBody, checkUserRoleBody, checkUserUnbindBody, emailSuffixIssue, phoneTakenIssue, USER_EMAIL_SUFFIX,
  USER_DELETE_SELF, USER_IMPORT, USER_LAST_ADMIN, USER_PHONE_TAKEN, USER_ROLE_BEYOND, USER_ROLE_UNKNOWN, USER_SCHEMAS, USER_UNBIND_SELF, UserState,
  type EnterpriseUserBody, type EnterpriseUserQuery, type UserNoAuditBody, type UserRoleBody, type UserUnbindBody,
} from './enterprise-user.ts';
export {
  ancestorsOf, checkCostCentreBody, checkCostCentreRefusal, COST_CENTRE_APPROVER_UNKNOWN, COST_CENTRE_CODE_TAKEN, COST_CENTRE_HAS_CHILDREN, COST_CENTRE_IMPORT,
  COST_CENTRE_NAME_TAKEN, COST_CENTRE_NO_APPROVER, COST_CENTRE_NOT_PENDING, COST_CENTRE_PARENT_CYCLE, COST_CENTRE_PARENT_UNKNOWN, COST_CENTRE_SCHEMAS,
  costCentreIssues, CostCentreState, wouldBeOwnAncestor, type CostCentreBody, type CostCentreRefusalBody, type KeptCostCentre,
} from './cost-centre.ts';
export {
  ANY_CAR_TYPE, checkInstitutionBind, checkInstitutionBody, checkInstitutionStatus, INSTITUTION_DISABLED, INSTITUTION_HAS_USERS, INSTITUTION_IMPORT, INSTITUTION_NAME_TAKEN,
  INSTITUTION_SCHEMAS, InstitutionState, type InstitutionBindBody, type InstitutionBody, type InstitutionStatusBody,
} from './institution.ts';
export { checkCommonRenterBody, RENTER_IMPORT, RENTER_PHONE_TAKEN, RENTER_SCHEMAS, renterPhoneIssue, type CommonRenterBody } from './common-renter.ts';
