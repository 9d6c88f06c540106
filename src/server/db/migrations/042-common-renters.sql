-- 042 (issue 25 §2; docs/administration.md "常用乘车人"): a booker's common renters (his frequent
-- passengers): a name, a phone number (one renter per number in his list) and an e-mail. Each belongs to
-- the booker who keeps it (`owner_user_id`): nobody else, not even an administrator, reads or changes it.
CREATE TABLE common_renters (
  renter_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  owner_user_id TEXT NOT NULL REFERENCES users (user_id),
  name          TEXT NOT NULL,
  phone_number  TEXT NOT NULL,
  email         TEXT NOT NULL DEFAULT '',
  UNIQUE (owner_user_id, phone_number)
);
