-- 004: config versions (issue 10 §1): every save of an enterprise's bundle from the config preview
-- page is a new row (who, when, the bundle, the impact summary shown in the confirmation); a restore
-- of an earlier version is a new row as well (`restored_from` names the version restored), so the
-- list is the enterprise's whole history and never loses a row. The newest row is what
-- /enterpriseConfig/* serves (the row's bundle is also written to enterprises.bundle_json).
-- Version 1 of an enterprise is its bundle as it was before the first save (recorded by that save,
-- user_id NULL), so the seeded config can always be restored.
CREATE TABLE config_versions (
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  version       INTEGER NOT NULL,
  user_id       TEXT REFERENCES users (user_id),
  user_name     TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  bundle_json   TEXT NOT NULL,
  summary       TEXT NOT NULL,
  restored_from INTEGER,
  PRIMARY KEY (enterprise_id, version)
);
