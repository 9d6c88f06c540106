-- 060 (issue 25 §2; docs/administration.md "用户"): what an administrator decides about a user beside
-- his profile.
-- - `role_name`: the role of 企业设置 he was assigned (POST /enterpriseUser/role/assign), by its name
--   (a role is named once per enterprise); NULL none: he keeps the permissions he was given when added.
-- - `no_audit`: 1 when he is on the enterprise's no-audit list (免审批): his bookings' approver
--   sections whose conditions include "the booker is not on the list" (bit 16, spec D3) are hidden.
-- - `unbound_at`: when he was taken out of the enterprise (POST /enterpriseUser/unbind); his row and
--   his phone number stay (his orders name him), he cannot sign in and leaves every list.
ALTER TABLE users ADD COLUMN role_name TEXT;
ALTER TABLE users ADD COLUMN no_audit INTEGER NOT NULL DEFAULT 0 CHECK (no_audit IN (0, 1));
ALTER TABLE users ADD COLUMN unbound_at INTEGER;
