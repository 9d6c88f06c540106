-- 041 (issue 25 §2; docs/administration.md "机构"): the enterprise's institutions (branches, offices its
-- users belong to): a name (one per enterprise), a contact, an address (the booking's address lookup
-- offers the enabled ones'), the car level its users may book (0 不限) and a state (1 启用, 2 停用).
-- A user belongs to at most one institution of his enterprise (`users.institution_id`, NULL none).
CREATE TABLE institutions (
  institution_id INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id  INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  name           TEXT NOT NULL,
  contact_name   TEXT NOT NULL DEFAULT '',
  contact_phone  TEXT NOT NULL DEFAULT '',
  address        TEXT NOT NULL DEFAULT '',
  car_type       INTEGER NOT NULL DEFAULT 0,
  state          INTEGER NOT NULL DEFAULT 1 CHECK (state IN (1, 2)),
  UNIQUE (enterprise_id, name)
);
ALTER TABLE users ADD COLUMN institution_id INTEGER REFERENCES institutions (institution_id);
