/**
 * The places of the server (docs/places.md): the provider chosen at start, the bundled places
 * (always there: the cities' airports, stations, landmarks and districts, the default provider and
 * the estimate of a route not prepared), and the routes kept for pricing (./route-book.ts).
 */
import type { Db } from '../db/database.ts';
import { referenceRows } from '../store/reference.ts';
import { createBundledProvider, type BundledProvider } from './bundled/bundled-provider.ts';
import type { ProviderFactory } from './choose-provider.ts';
import type { PlaceProvider, ProviderPlace } from './provider.ts';
import { routeBook, type RouteBook } from './route-book.ts';

export interface PlaceService {
  provider: PlaceProvider;
  bundled: BundledProvider;
  routes: RouteBook;
  /**
   * The place a provider's id names, now: a bundled place, or one the provider answered before
   * (kept by the provider, `cached`); undefined for any other id. The judgement of an order is
   * synchronous (one write transaction), so this is too.
   */
  placeOf(placeId: string): ProviderPlace | undefined;
}

/** The bundled provider of these reference rows, built once per process (tests start many servers over the same seed). */
const builtBundles = new Map<string, BundledProvider>();

export function bundledProviderOf(db: Db): BundledProvider {
  const cities = referenceRows(db, 'city');
  const airports = referenceRows(db, 'airport');
  const key = JSON.stringify([cities, airports]);
  let built = builtBundles.get(key);
  if (!built) {
    built = createBundledProvider(cities, airports);
    builtBundles.set(key, built);
  }
  return built;
}

/** A provider besides the bundled one keeps the places it answered, readable at once by id. */
export interface CachingProvider extends PlaceProvider {
  cached(placeId: string): ProviderPlace | undefined;
}

export function createPlaceService(db: Db, now: () => number, factory?: ProviderFactory, log: (line: string) => void = () => {}): PlaceService {
  const bundled = bundledProviderOf(db);
  const provider = factory?.(db, bundled, log);
  const chosen: PlaceProvider = provider ?? bundled;
  return {
    provider: chosen,
    bundled,
    routes: routeBook(chosen, now),
    placeOf: (placeId) => bundled.placeOf(placeId) ?? provider?.cached(placeId),
  };
}
