-- 015: each own car records its passenger seats (issue 22, lane flow; docs/fleet.md "Passenger seats"):
-- `seats` in the car's data_json, the passengers it carries with the driver's seat not counted. An
-- own-car booking with more travellers than its car's seats is refused (rules/step/input-checks.ts).
-- A car stored before has none: a 商务型 (carType 3, the people carriers of the seed: 别克GL8,
-- 丰田埃尔法) gets 6, any other 4 (DEFAULT_CAR_SEATS, rules/fleet/fleet-bodies.ts). The fleet's
-- admin corrects a car on its edit form.
UPDATE own_cars
   SET data_json = json_set(data_json, '$.seats', CASE json_extract(data_json, '$.carType') WHEN 3 THEN 6 ELSE 4 END)
 WHERE json_extract(data_json, '$.seats') IS NULL;
