-- 005: the notifications of orders (issue 11 §1, docs/orders.md "SMS and e-mail logs"). The reference
-- server sends nothing: each SMS or e-mail an order's notification choices would send on create,
-- update or cancel is recorded here, and /own/order/smsLog and /own/order/emailLog read it back.
CREATE TABLE order_notifications (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id      TEXT NOT NULL REFERENCES orders (order_id),
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  channel       TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  event         TEXT NOT NULL,             -- create, update, cancel
  recipient     TEXT NOT NULL,             -- booker, passenger, driver
  address       TEXT NOT NULL,             -- the phone number or e-mail address ('' when none is known)
  content       TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX order_notifications_by_order ON order_notifications (order_id, channel);
-- The lists filter by status and sort by boarding time within an enterprise and business type.
CREATE INDEX orders_by_enterprise_time ON orders (enterprise_id, business_type, boarding_time);
