-- 011: a plate names one car in the whole system (issue 21 §6, docs/fleet.md "One plate, one car").
-- own_cars stays keyed by (enterprise_id, car_license); every row also keeps its plate key
-- (rules/fleet/plates.ts `plateKey`: NFKC, upper case, no spaces, no middle dot, so 沪a d1234 and
-- 沪A·D1234 are one plate), and no two cars that are not deleted share a key, across enterprises.
-- A deleted car keeps its key but holds nothing: its plate may be registered again (docs/fleet.md).
-- `plate_key_of` is the rules' `plateKey`, registered on the connection by db/database.ts before
-- the migrations run, so the key written here is the one the server computes.
-- A database that already holds one plate twice among cars not deleted stops at the index below
-- ("UNIQUE constraint failed: own_cars.plate_key"): which car keeps the plate is the operator's call.
ALTER TABLE own_cars ADD COLUMN plate_key TEXT;
UPDATE own_cars SET plate_key = plate_key_of(car_license);
CREATE UNIQUE INDEX own_cars_one_plate ON own_cars (plate_key) WHERE deleted = 0;
