/** Enterprise administration (issue 25 §2): the settings' sections and the e-mail suffix rule. */
export { EMAIL_SUFFIX_PATTERN, emailMatchesSuffixes, emailSuffixMessage, isEmailSuffix, normaliseEmailSuffix } from './email-suffix.ts';
export type { EmailSuffixSettings, EnterpriseSettings, NoticeBoard, PaymentPermissionSettings, Role, RoleSettings, SettingsSection, Store, StoreSettings } from './enterprise-settings.ts';
export {
  checkSettingsSection,
  defaultSettings,
  describeSettingsChange,
  ENTERPRISE_SETTINGS_SCHEMA,
  enterpriseSettingsForm,
  isSettingsSection,
  keptSection,
  settingsRuleIssues,
  settingsSectionSchema,
  settingsSectionTitle,
  SETTINGS_SECTIONS,
} from './enterprise-settings.ts';
