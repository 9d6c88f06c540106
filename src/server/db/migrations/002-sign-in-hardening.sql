-- 002: sign-in hardening (issue 7, docs/security.md).

-- Session tokens are stored as their SHA-256 (hex), so a copy of the database does not sign
-- anyone in. The old table held the tokens themselves: it is dropped, which ends every session
-- signed in before this migration (users sign in again once).
DROP TABLE sessions;
CREATE TABLE sessions (
  token_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users (user_id),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

-- One live code per phone and purpose (a new code replaces the old one); a code counts its
-- failed checks and is burnt after a handful; a successful UserApiCheck marks it checked.
-- Codes live 5 minutes, so dropping the old rows loses nothing worth keeping.
DROP TABLE sms_codes;
CREATE TABLE sms_codes (
  phone_number  TEXT NOT NULL,
  purpose       TEXT NOT NULL,
  code          TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  failed_checks INTEGER NOT NULL DEFAULT 0,
  checked_at    INTEGER,
  PRIMARY KEY (phone_number, purpose)
);
CREATE INDEX sms_codes_by_expiry ON sms_codes (expires_at);

-- Rate limits: one fixed window per limit and key (a phone number or a client address), so the
-- counts survive a restart and the table holds at most one row per key that acted recently.
CREATE TABLE rate_limits (
  scope          TEXT NOT NULL,
  key            TEXT NOT NULL,
  count          INTEGER NOT NULL,
  window_ends_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX rate_limits_by_end ON rate_limits (window_ends_at);
