-- 010: no secret reaches the monitoring agent (issue 21 §2, docs/security.md §13).

-- Events stored before this migration may hold approval tokens in their page URLs and the API's
-- encrypted `q` in their span URLs: they are dropped (monitoring data, nothing a user made).
DELETE FROM rum_events;
-- Each row repeated its body's metadata: one body of 1,000 tiny events under a large metadata line
-- wrote that line 1,000 times. Nothing read it; the service name and environment have their columns.
ALTER TABLE rum_events DROP COLUMN metadata_json;
-- The store keeps events for a day at most (RUM_EVENTS_KEPT, store/rum-events.ts): pruned by age.
CREATE INDEX rum_events_by_received_at ON rum_events (received_at);

-- `/dev/rum-events` answers only a signed-in user with `admin.monitoring` (docs/server.md
-- "Monitoring"). The permission joins the catalogue under `admin`, and the seeded demo admin of a
-- database seeded before this migration gets it, as a fresh seed gives it (db/seed/reference.json).
UPDATE reference_rows
SET data_json = json_insert(
  data_json,
  '$[' || (SELECT key FROM json_each(reference_rows.data_json) WHERE json_extract(value, '$.permissionName') = 'admin') || '].childNodes[#]',
  json('{"permissionName":"admin.monitoring"}'))
WHERE kind = 'permissionTree'
  AND EXISTS (SELECT 1 FROM json_each(reference_rows.data_json) WHERE json_extract(value, '$.permissionName') = 'admin')
  AND NOT EXISTS (SELECT 1 FROM json_tree(reference_rows.data_json) WHERE json_tree.value = 'admin.monitoring');
UPDATE users
SET permissions_json = json_insert(permissions_json, '$[#]', 'admin.monitoring')
WHERE user_id = 'u-1001-900'
  AND NOT EXISTS (SELECT 1 FROM json_each(users.permissions_json) WHERE json_each.value = 'admin.monitoring');
