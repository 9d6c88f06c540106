/** The resource engine's pure part (docs/resources.md): fields in words, change history in words, schema-made import templates, and the users resource. */
export { CHANGE_KIND_LABELS, changeWords, type ChangeKind } from './change-words.ts';
export { fieldText, fieldTitle, type FieldSchema } from './schema-fields.ts';
export { importTemplateOf, type SchemaColumn } from './schema-import.ts';
export {
  checkEnterpriseUserBody, checkEnterpriseUserQuery, emailSuffixIssue, phoneTakenIssue, USER_EMAIL_SUFFIX, USER_DELETE_SELF, USER_IMPORT, USER_PHONE_TAKEN, USER_SCHEMAS, UserState,
  type EnterpriseUserBody, type EnterpriseUserQuery,
} from './enterprise-user.ts';
