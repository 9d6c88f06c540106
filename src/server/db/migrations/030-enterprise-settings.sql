-- 030 (issue 25 §2 "Enterprise settings"; docs/administration.md "企业设置"): an enterprise's settings,
-- one row per section (noticeBoard, emailSuffix, roles, stores, paymentPermissions), its value the
-- section's body as checked against schemas/enterprise-settings.schema.json. A section never saved has
-- no row and reads as its default (rules/admin/enterprise-settings.ts `defaultSettings`). Each save is
-- recorded in change_log (resource 'enterpriseSettings', record_id the section) in the same transaction.
CREATE TABLE enterprise_settings (
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  section       TEXT NOT NULL,
  value_json    TEXT NOT NULL,
  updated_at    INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, section)
);
