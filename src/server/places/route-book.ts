/**
 * The routes the server prices (docs/places.md "Routes and prices"): the provider's driving route
 * through the places of a trip, the way back added for a round trip (`drivenPoints`, tariff.ts).
 *
 * A provider answers asynchronously (AMap over the network) and may answer differently an hour
 * later (traffic); the order is judged and stored in one synchronous write transaction. So a handler
 * `drive`s the route before (the estimate, the order's create and update), and what it got is kept
 * for an hour by the trip's place ids: the estimate a booker saw and the price stored with the order
 * are the same route's. `kept` reads a kept route; a route not driven (or no longer kept) is the
 * bundled estimate of the same places, so a price is never missing.
 */
import { bundledRoute } from './bundled/bundled-provider.ts';
import type { GeoPoint } from '../tariff.ts';
import type { DrivingRoute, PlaceProvider } from './provider.ts';

/** A point of a route: a place's coordinates and its id. */
export type RoutePoint = GeoPoint & { placeId: string };

/** How many routes are kept, and for how long. */
export const KEPT_ROUTES = 2000;
export const ROUTE_KEPT_MS = 60 * 60 * 1000;

export interface RouteBook {
  /** The provider's route through the points, asked now or kept from the last hour. */
  drive(points: readonly RoutePoint[], signal?: AbortSignal): Promise<DrivingRoute>;
  /** The route kept for the points, else the bundled estimate of them (synchronous, for the write transaction). */
  kept(points: readonly RoutePoint[]): DrivingRoute;
}

const keyOf = (points: readonly RoutePoint[]) => points.map((p) => `${p.placeId}@${p.lat},${p.lng}`).join('>');

export function routeBook(provider: PlaceProvider, now: () => number): RouteBook {
  // A Map keeps insertion order: the first key is the oldest, dropped when the book is full.
  const kept = new Map<string, { route: DrivingRoute; at: number }>();
  const fresh = (key: string) => {
    const entry = kept.get(key);
    return entry && now() - entry.at < ROUTE_KEPT_MS ? entry.route : undefined;
  };
  return {
    async drive(points, signal) {
      const key = keyOf(points);
      const hit = fresh(key);
      if (hit) return hit;
      const route = await provider.route(points, signal);
      kept.delete(key);
      kept.set(key, { route, at: now() });
      if (kept.size > KEPT_ROUTES) kept.delete(kept.keys().next().value as string);
      return route;
    },
    kept: (points) => fresh(keyOf(points)) ?? bundledRoute(points),
  };
}
