/**
 * The places an online provider answered, kept in the database (`place_cache`, migration 016) so
 * `PlaceProvider.byId` finds a place by the id it gave, after a restart too (docs/places.md "AMap
 * (高德)"). Only a provider's own answers are stored (never a client's body), and the table is
 * bounded: beyond `maxRows` the places stored longest ago are dropped (a place answered again is
 * stored again, so the ones in use stay).
 */
import type { Db } from '../db/database.ts';
import type { ProviderPlace } from '../places/provider.ts';

/** How many places the cache keeps by default. */
export const PLACE_CACHE_MAX_ROWS = 100_000;

export interface PlaceCache {
  /** Stores (or renews) places the provider answered. */
  put(places: readonly ProviderPlace[]): void;
  /** The place stored under an id, or undefined. */
  get(placeId: string): ProviderPlace | undefined;
  /** How many places are stored. */
  size(): number;
}

export interface PlaceCacheOptions {
  /** The provider whose answers these are (`amap`). */
  provider: string;
  /** The most rows kept (default PLACE_CACHE_MAX_ROWS). */
  maxRows?: number;
  /** Milliseconds since the epoch (tests pass a clock). */
  now?: () => number;
}

export function createPlaceCache(db: Db, options: PlaceCacheOptions): PlaceCache {
  const maxRows = options.maxRows ?? PLACE_CACHE_MAX_ROWS;
  const now = options.now ?? Date.now;
  const upsert = db.prepare(
    `INSERT INTO place_cache (place_id, provider, place_json, stored_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (place_id) DO UPDATE SET provider = excluded.provider, place_json = excluded.place_json, stored_at = excluded.stored_at`,
  );
  const select = db.prepare('SELECT place_json FROM place_cache WHERE place_id = ?');
  const count = db.prepare('SELECT count(*) AS n FROM place_cache');
  const prune = db.prepare(
    `DELETE FROM place_cache WHERE place_id IN (
       SELECT place_id FROM place_cache ORDER BY stored_at, rowid LIMIT max(0, (SELECT count(*) FROM place_cache) - ?))`,
  );
  // Counting 100,000 rows on every answer would be waste: the table is pruned every PRUNE_EVERY writes
  // (so it holds at most maxRows + PRUNE_EVERY rows), and once when the cache is made.
  const PRUNE_EVERY = Math.max(1, Math.min(1000, Math.floor(maxRows / 10)));
  let writesSincePrune = 0;
  prune.run(maxRows);

  const store = db.transaction((places: readonly ProviderPlace[]) => {
    const at = now();
    for (const place of places) upsert.run(place.placeId, options.provider, JSON.stringify(place), at);
    writesSincePrune += places.length;
    if (writesSincePrune >= PRUNE_EVERY) {
      prune.run(maxRows);
      writesSincePrune = 0;
    }
  });

  return {
    put(places) {
      if (places.length > 0) store(places);
    },
    get(placeId) {
      const row = select.get(placeId) as { place_json: string } | undefined;
      return row ? (JSON.parse(row.place_json) as ProviderPlace) : undefined;
    },
    size: () => (count.get() as { n: number }).n,
  };
}
