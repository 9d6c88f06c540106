-- 001: the reference server's first schema. Money is stored in fen (integer), times as epoch ms.

CREATE TABLE enterprises (
  enterprise_id INTEGER PRIMARY KEY,
  name          TEXT NOT NULL,
  slug          TEXT NOT NULL UNIQUE,
  bundle_json   TEXT NOT NULL
);

CREATE TABLE users (
  user_id        TEXT PRIMARY KEY,
  enterprise_id  INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  phone_number   TEXT NOT NULL UNIQUE,
  password_hash  TEXT,
  active         INTEGER NOT NULL DEFAULT 1,
  role_id        INTEGER NOT NULL DEFAULT 0,
  profile_json   TEXT NOT NULL,
  permissions_json TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE sessions (
  token       TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users (user_id),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);

CREATE TABLE sms_codes (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  phone_number  TEXT NOT NULL,
  purpose       TEXT NOT NULL,
  code          TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER
);
CREATE INDEX sms_codes_by_phone ON sms_codes (phone_number, purpose);

-- Reference data: one JSON document per row, looked up by kind and scope (enterprise id, city
-- code or user id). The seed file decides the shapes; the API answers them as they are.
CREATE TABLE reference_rows (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  kind      TEXT NOT NULL,
  scope     TEXT NOT NULL DEFAULT '',
  data_json TEXT NOT NULL
);
CREATE INDEX reference_rows_by_kind ON reference_rows (kind, scope);

CREATE TABLE balances (
  account_kind INTEGER NOT NULL,          -- spec §9: 0 enterprise, 1 personal
  owner_id     TEXT NOT NULL,             -- enterprise id or user id
  amount_fen   INTEGER NOT NULL,
  PRIMARY KEY (account_kind, owner_id)
);

CREATE TABLE gift_cards (
  card_id     TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users (user_id),
  name        TEXT NOT NULL,
  balance_fen INTEGER NOT NULL,
  expire_date TEXT NOT NULL                -- YYYY-MM-DD, China time, valid through that day
);

CREATE TABLE orders (
  seq            INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id       TEXT NOT NULL UNIQUE,
  business_type  INTEGER NOT NULL,         -- spec §9: 4 special car, 5 own car
  enterprise_id  INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  booker_id      TEXT NOT NULL REFERENCES users (user_id),
  status         INTEGER NOT NULL,
  boarding_time  TEXT NOT NULL,            -- YYYY-MM-DD HH:mm, China time
  price_fen      INTEGER,
  payload_json   TEXT NOT NULL,
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX orders_by_booker ON orders (enterprise_id, business_type, booker_id);

CREATE TABLE rum_events (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at         INTEGER NOT NULL,
  service_name        TEXT NOT NULL DEFAULT '',
  service_environment TEXT NOT NULL DEFAULT '',
  kind                TEXT NOT NULL,       -- transaction, span, error, metricset, ...
  event_json          TEXT NOT NULL,
  metadata_json       TEXT NOT NULL DEFAULT '{}'
);
