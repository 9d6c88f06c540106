-- 040 (issue 25 §2; docs/administration.md "成本中心"): the enterprise's cost centres as records an
-- administrator keeps (they were reference rows of kind 'costCentre'): a name and a code (each one per
-- enterprise), a parent (the hierarchy; NULL at the top), the approver (one of the enterprise's users,
-- with his name, e-mail and phone as the orders' approval reads them), the limit price type, and the
-- audit state (1 待审核, 2 已通过, 3 已拒绝 with its reason). Only a passed cost centre can be charged.
CREATE TABLE cost_centres (
  cost_centre_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id      INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  name               TEXT NOT NULL,
  code               TEXT NOT NULL,
  parent_id          INTEGER REFERENCES cost_centres (cost_centre_id),
  approver_user_id   TEXT,
  approver_name      TEXT NOT NULL DEFAULT '',
  approver_email     TEXT NOT NULL DEFAULT '',
  approver_cellphone TEXT NOT NULL DEFAULT '',
  limit_price_type   INTEGER NOT NULL DEFAULT 0,
  state              INTEGER NOT NULL CHECK (state IN (1, 2, 3)),
  refuse_reason      TEXT NOT NULL DEFAULT '',
  UNIQUE (enterprise_id, name),
  UNIQUE (enterprise_id, code COLLATE NOCASE)
);
CREATE INDEX cost_centres_by_parent ON cost_centres (enterprise_id, parent_id);

-- The cost centres a database already holds keep their ids, pass their audit, get a code (CC001) and
-- their approver's user id when he is one of the enterprise's users (by phone).
INSERT INTO cost_centres (cost_centre_id, enterprise_id, name, code, approver_user_id, approver_name, approver_email, approver_cellphone, state)
SELECT json_extract(r.data_json, '$.id'), CAST(r.scope AS INTEGER), json_extract(r.data_json, '$.name'),
       printf('CC%03d', json_extract(r.data_json, '$.id')),
       (SELECT u.user_id FROM users u WHERE u.enterprise_id = CAST(r.scope AS INTEGER) AND u.phone_number = json_extract(r.data_json, '$.approverCellphone')),
       json_extract(r.data_json, '$.approverName'), json_extract(r.data_json, '$.approverEmail'), json_extract(r.data_json, '$.approverCellphone'), 2
FROM reference_rows r WHERE r.kind = 'costCentre' ORDER BY r.id;
DELETE FROM reference_rows WHERE kind = 'costCentre';
