-- 006: approvals (issue 11 §2, docs/approvals.md). Per order its approval chain (the steps of D3,
-- fixed for one version of the order: `payload_hash` names it; an update of a pending order starts a
-- new round), the history of decisions (kept across rounds), the e-mail approval links (one use,
-- expiring) and the e-mails the server "sends" (recorded, not delivered), and the server's own
-- secret that seals the links.
CREATE TABLE order_approvals (
  order_id      TEXT PRIMARY KEY REFERENCES orders (order_id),
  round         INTEGER NOT NULL,
  payload_hash  TEXT NOT NULL,
  chain_json    TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);

CREATE TABLE approval_history (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id       TEXT NOT NULL REFERENCES orders (order_id),
  round          INTEGER NOT NULL,
  step           INTEGER NOT NULL,
  role           TEXT NOT NULL,
  approver_name  TEXT NOT NULL,
  user_id        TEXT,                     -- the signed-in approver; NULL for an e-mail link or a text code
  decision       INTEGER NOT NULL,         -- 1 approve, 2 refuse
  comment        TEXT NOT NULL DEFAULT '',
  file_ids_json  TEXT NOT NULL DEFAULT '[]',
  via            TEXT NOT NULL,            -- portal, email, text
  decided_at     INTEGER NOT NULL
);
CREATE INDEX approval_history_by_order ON approval_history (order_id, id);

CREATE TABLE approval_links (
  link_id       TEXT PRIMARY KEY,          -- random; sealed into the token with the order, step and expiry
  order_id      TEXT NOT NULL REFERENCES orders (order_id),
  round         INTEGER NOT NULL,
  step          INTEGER NOT NULL,
  text_code     TEXT NOT NULL UNIQUE,      -- the short code of /TextAudit
  sent_to       TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER,
  used_decision INTEGER
);
CREATE INDEX approval_links_by_order ON approval_links (order_id);

CREATE TABLE sent_emails (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id    TEXT,
  sent_to     TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);

CREATE TABLE server_secrets (
  name   TEXT PRIMARY KEY,
  value  BLOB NOT NULL
);
