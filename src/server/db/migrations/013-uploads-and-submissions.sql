-- 013 (issue 21 §5, §6; docs/security.md 15): uploads belong to what names them, and one booking
-- attempt is one order.
--
-- An attachment is tied to the order that names it once that order, or an approval decision on it,
-- is saved (`order_id`); an untied file is pruned after a grace period (store/attachments.ts), a tied
-- one stays while its order exists. The upload quotas count a user's and an enterprise's files of the
-- last 24 hours (src/server/attachment-quotas.ts), hence the two indexes by uploader and by time.
ALTER TABLE attachments ADD COLUMN order_id TEXT REFERENCES orders (order_id) ON DELETE SET NULL;

-- Files that orders and decisions stored before this migration already name are tied to the first of
-- them, so the first pruning after the upgrade does not delete what an order shows.
UPDATE attachments SET order_id = (
  SELECT o.order_id FROM orders o WHERE instr(o.payload_json, '/attachments/' || attachments.file_id) > 0 ORDER BY o.seq LIMIT 1
);
UPDATE attachments SET order_id = (
  SELECT h.order_id FROM approval_history h WHERE instr(h.file_ids_json, '"' || attachments.file_id || '"') > 0 ORDER BY h.id LIMIT 1
) WHERE order_id IS NULL;

DROP INDEX attachments_by_enterprise;
CREATE INDEX attachments_by_enterprise ON attachments (enterprise_id, created_at);
CREATE INDEX attachments_by_uploader ON attachments (user_id, created_at);
CREATE INDEX attachments_untied ON attachments (created_at) WHERE order_id IS NULL;

-- The order creates that carried a booking attempt's key (`idempotencyKey`, src/shared/booking-attempt.ts):
-- (user, key) → the order it created and the answer it got, so a repeat is answered the same without
-- a second order. `body_hash` (SHA-256 of the JSON body) tells a repeat from a different order sent
-- with a used key. Pruned 7 days after the create (store/order-submissions.ts).
CREATE TABLE order_submissions (
  user_id         TEXT NOT NULL REFERENCES users (user_id),
  idempotency_key TEXT NOT NULL,
  business_type   INTEGER NOT NULL,
  body_hash       TEXT NOT NULL,
  order_id        TEXT NOT NULL REFERENCES orders (order_id) ON DELETE CASCADE,
  answer_json     TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX order_submissions_by_age ON order_submissions (created_at);
