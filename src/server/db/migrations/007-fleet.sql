-- 007: the own fleet (issue 11 §4, docs/fleet.md): cars move from reference_rows into their own
-- table (they are now written), drivers, the driver and end-of-trip figures of an own-car order,
-- restricted dates, car owners, accidents and insurance. Every row names its enterprise: one
-- enterprise never reads or writes another's fleet.
CREATE TABLE own_cars (
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  car_license   TEXT NOT NULL,
  data_json     TEXT NOT NULL,
  deleted       INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, car_license)
);
INSERT INTO own_cars (enterprise_id, car_license, data_json, deleted, created_at, updated_at)
  SELECT CAST(scope AS INTEGER), json_extract(data_json, '$.carLicense'), data_json, 0, 0, 0
  FROM reference_rows WHERE kind = 'ownCar';
DELETE FROM reference_rows WHERE kind = 'ownCar';

CREATE TABLE own_drivers (
  driver_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  data_json     TEXT NOT NULL,
  deleted       INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX own_drivers_by_enterprise ON own_drivers (enterprise_id);

-- The driver of an own-car order (status 3) and, once ended (status 5), the trip's figures.
CREATE TABLE own_order_fleet (
  order_id   TEXT PRIMARY KEY REFERENCES orders (order_id),
  driver_id  INTEGER REFERENCES own_drivers (driver_id),
  trip_json  TEXT,
  updated_at INTEGER NOT NULL
);
CREATE INDEX own_order_fleet_by_driver ON own_order_fleet (driver_id);

CREATE TABLE own_restricted_dates (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  date          TEXT NOT NULL,
  car_license   TEXT NOT NULL DEFAULT '',
  reason        TEXT NOT NULL
);
CREATE INDEX own_restricted_dates_by_enterprise ON own_restricted_dates (enterprise_id, date);

CREATE TABLE own_car_owners (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  data_json     TEXT NOT NULL
);

CREATE TABLE own_car_accidents (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  data_json     TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);

CREATE TABLE own_car_insurance (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises (enterprise_id),
  data_json     TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
