-- 019 (issue 25 §1; docs/resources.md): the resource engine's import log, users that can be deleted,
-- and the account messages (a new user's activation SMS) the reference server "sends".
--
-- An import is all or nothing; each file whose rows were read is logged, kept or refused: how many
-- rows it had, how many records it added (all or none) and how many bad cells it had.
CREATE TABLE resource_import_logs (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  resource      TEXT NOT NULL,
  user_id       TEXT NOT NULL,
  user_name     TEXT NOT NULL,
  imported_at   INTEGER NOT NULL,
  row_count     INTEGER NOT NULL,
  imported      INTEGER NOT NULL,
  error_count   INTEGER NOT NULL
);
CREATE INDEX resource_import_logs_by_resource ON resource_import_logs (enterprise_id, resource, imported_at);

-- A deleted user keeps his row (orders, sessions and approvals name him), leaves every list, and frees
-- his phone number (`phone_number` becomes '~' and his id; the change log keeps the number).
ALTER TABLE users ADD COLUMN deleted_at INTEGER;

-- The SMS and e-mails about an account (not an order): the activation SMS of a user an administrator
-- added. Shown by /dev/mail with the orders' messages (store/outbox.ts).
CREATE TABLE account_messages (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  user_id       TEXT NOT NULL REFERENCES users (user_id),
  channel       TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  address       TEXT NOT NULL,
  content       TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX account_messages_by_enterprise ON account_messages (enterprise_id, created_at);
