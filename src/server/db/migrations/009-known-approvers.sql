-- 009: approvers are people the server knows (issue 21 §1, §5; docs/approvals.md, docs/security.md §12).
-- Every round's chain of an order (order_approvals keeps only the current one), so whoever was asked to
-- decide an earlier version of the order may still open its detail; and when a link was ended by a newer
-- link of the same order (a resent e-mail or SMS), so only the newest one works.
CREATE TABLE approval_rounds (
  order_id    TEXT NOT NULL REFERENCES orders (order_id),
  round       INTEGER NOT NULL,
  chain_json  TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (order_id, round)
);
INSERT INTO approval_rounds (order_id, round, chain_json, created_at)
  SELECT order_id, round, chain_json, created_at FROM order_approvals;

ALTER TABLE approval_links ADD COLUMN ended_at INTEGER;   -- set when a newer link of the order was issued
