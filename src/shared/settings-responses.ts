/**
 * The answers of the enterprise settings' calls (issue 25 §2, docs/administration.md "企业设置"),
 * declared once for the reference server and the settings page. Each section's answer is its body as
 * kept (schemas/enterprise-settings.schema.json).
 */
import type { EmailSuffixSettings, NoticeBoard, PaymentPermissionSettings, RoleSettings, SettingsSection, StoreSettings } from '../../rules/admin/index.ts';

/** One change of the settings, as the change log keeps it; the page says it in words (`describeSettingsChange`). */
export interface SettingsChange {
  id: number;
  section: SettingsSection;
  userName: string;
  /** Epoch milliseconds. */
  changedAt: number;
  before: unknown;
  after: unknown;
}

export interface SettingsResponses {
  'GET /enterpriseConfig/noticeBoard': NoticeBoard;
  'GET /enterpriseConfig/roles': RoleSettings;
  'GET /enterpriseConfig/stores': StoreSettings;
  'GET /enterpriseConfig/emailSuffix': EmailSuffixSettings;
  'GET /enterpriseConfig/paymentPermissions': PaymentPermissionSettings;
  'PUT /enterpriseConfig/noticeBoard': NoticeBoard;
  'PUT /enterpriseConfig/roles': RoleSettings;
  'PUT /enterpriseConfig/stores': StoreSettings;
  'PUT /enterpriseConfig/emailSuffix': EmailSuffixSettings;
  'PUT /enterpriseConfig/paymentPermissions': PaymentPermissionSettings;
  'GET /enterpriseConfig/settingsHistory': SettingsChange[];
}
