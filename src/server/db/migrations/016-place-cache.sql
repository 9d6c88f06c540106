-- 016 (issue 23 §1; docs/places.md "AMap (高德)"): the places an online place provider answered,
-- by place id (`amap:<POI id>`, `geo:<hash>`), so an address that names one (its `placeId`) resolves
-- to the same place later (`PlaceProvider.byId`) without asking the provider again. Only places the
-- provider itself answered are stored, never what a client sends. Bounded: the oldest rows beyond
-- the cache's limit (100,000 by default, src/server/store/place-cache.ts) are dropped; a place
-- answered again is stored again (its `stored_at` renewed).
CREATE TABLE place_cache (
  place_id   TEXT PRIMARY KEY,
  provider   TEXT NOT NULL,
  place_json TEXT NOT NULL,
  stored_at  INTEGER NOT NULL
);
CREATE INDEX place_cache_by_age ON place_cache (stored_at);
