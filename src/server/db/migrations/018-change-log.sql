-- 018 (issue 25 §2 "Every change is recorded (who, when, before / after) and visible on the record";
-- docs/administration.md): one row per change an administrator makes to a record of the enterprise
-- (a user, a cost centre, an institution, a renter, a setting, a car …). `resource` names the kind
-- (the resource's declared name), `record_id` the record within it; `before_json` / `after_json` are
-- the record as the store held it before and after (NULL for an add's before and a delete's after).
-- Read a record's history newest first, or the enterprise's whole log newest first.
CREATE TABLE change_log (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  resource      TEXT NOT NULL,
  record_id     TEXT NOT NULL,
  action        TEXT NOT NULL CHECK (action IN ('add', 'update', 'delete')),
  user_id       TEXT NOT NULL,
  user_name     TEXT NOT NULL,
  changed_at    INTEGER NOT NULL,
  before_json   TEXT,
  after_json    TEXT
);
CREATE INDEX change_log_by_record ON change_log (enterprise_id, resource, record_id, changed_at DESC, id DESC);
CREATE INDEX change_log_by_enterprise ON change_log (enterprise_id, changed_at DESC, id DESC);
