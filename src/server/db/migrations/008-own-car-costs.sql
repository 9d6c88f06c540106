-- 008: the own-car costs (spec §7 "costs", docs/fleet.md "Costs"): one row per cost of a fleet car,
-- the amount in fen (exact sums), the kind of rules/fleet/car-costs.ts, optionally an own-car order.
-- Columns rather than JSON: the list filters by car, kind and date range and sums the amounts in SQL.
CREATE TABLE own_car_costs (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  car_license   TEXT NOT NULL,
  date          TEXT NOT NULL,
  kind          INTEGER NOT NULL,
  amount_fen    INTEGER NOT NULL CHECK (amount_fen > 0),
  note          TEXT NOT NULL DEFAULT '',
  order_id      TEXT NOT NULL DEFAULT '',
  created_at    INTEGER NOT NULL
);
CREATE INDEX own_car_costs_by_enterprise ON own_car_costs (enterprise_id, date);
