/**
 * Where an address is, by the server's own geography (docs/server.md "Geography", issue 7 point 4):
 * an address names its city (by code, else by name); its coordinates, when it has them, must lie
 * within that city's circle (the seeded centre and `radiusKm`), else the address is refused and
 * nothing is priced from it. An address without coordinates is placed at its city's centre.
 */
import type { Db } from './db/database.ts';
import type { City } from './db/reference-data.ts';
import { referenceRows } from './store/reference.ts';
import { haversineKm, type GeoPoint } from './tariff.ts';

export interface Locatable {
  city?: string | null;
  cityCode?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** The radius of a city row seeded without one. */
export const DEFAULT_CITY_RADIUS_KM = 60;

/** The answer for one address: its point; or why it cannot be placed (`outside`: refused, `unknown`: no price). */
export type Placement = { ok: true; point: GeoPoint } | { ok: false; reason: 'outside' | 'unknown'; message: string };

const cityOf = (cities: readonly City[], address: Locatable): City | undefined =>
  (address.cityCode ? cities.find((c) => c.cityCode === address.cityCode) : undefined) ??
  (address.city ? cities.find((c) => c.cityName === address.city) : undefined);

const isCoordinate = (value: unknown, bound: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;

/**
 * The place of one address among `cities`.
 *
 * @example placeAddress(cities, { cityCode: '310100', lat: 30.2741, lng: 120.1551 })
 * // { ok: false, reason: 'outside', message: '地址坐标不在上海范围内，请重新选择地址' } (Hangzhou's centre, named Shanghai)
 */
export function placeAddress(cities: readonly City[], address: Locatable): Placement {
  const city = cityOf(cities, address);
  const hasLat = address.lat !== undefined && address.lat !== null;
  const hasLng = address.lng !== undefined && address.lng !== null;
  if (!hasLat && !hasLng) {
    return city ? { ok: true, point: { lat: city.lat, lng: city.lng } } : { ok: false, reason: 'unknown', message: '无法确定地址所在城市' };
  }
  if (!isCoordinate(address.lat, 90) || !isCoordinate(address.lng, 180)) {
    return { ok: false, reason: 'outside', message: '地址坐标无效，请重新选择地址' };
  }
  const point = { lat: address.lat, lng: address.lng };
  if (!city) return { ok: false, reason: 'outside', message: '无法确定地址所在城市，请重新选择地址' };
  if (haversineKm(city, point) > (city.radiusKm ?? DEFAULT_CITY_RADIUS_KM)) {
    return { ok: false, reason: 'outside', message: `地址坐标不在${city.cityName}范围内，请重新选择地址` };
  }
  return { ok: true, point };
}

/** A route's points; or the first address refused (`outside`) or not placeable (`unknown`), an `outside` one first. */
export type RoutePlacement = { ok: true; points: GeoPoint[] } | { ok: false; reason: 'outside' | 'unknown'; message: string };

export function placeRoute(db: Db, addresses: readonly Locatable[]): RoutePlacement {
  const cities = referenceRows(db, 'city');
  const placements = addresses.map((a) => placeAddress(cities, a));
  const refused = placements.find((p) => !p.ok && p.reason === 'outside') ?? placements.find((p) => !p.ok);
  if (refused && !refused.ok) return refused;
  return { ok: true, points: placements.map((p) => (p as { point: GeoPoint }).point) };
}
