/** Where an address is: its own coordinates, else the centre of its city (by code, then by name). */
import type { Db } from './db/database.ts';
import { referenceRows } from './store/reference.ts';
import type { GeoPoint } from './tariff.ts';

export interface Locatable {
  city?: string | null;
  cityCode?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export function pointOf(db: Db, address: Locatable): GeoPoint | undefined {
  if (typeof address.lat === 'number' && typeof address.lng === 'number') return { lat: address.lat, lng: address.lng };
  const city = referenceRows(db, 'city').find((c) => c.cityCode === address.cityCode || c.cityName === address.city);
  return city && { lat: city.lat, lng: city.lng };
}

/** The points of a route, or undefined when one of them cannot be placed. */
export function routePoints(db: Db, addresses: readonly Locatable[]): GeoPoint[] | undefined {
  const points = addresses.map((a) => pointOf(db, a));
  return points.every((p): p is GeoPoint => p !== undefined) ? points : undefined;
}
