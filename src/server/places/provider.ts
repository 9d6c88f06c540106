/**
 * The place provider: where the server's geography comes from (docs/places.md). One interface, two
 * implementations, chosen once at start (`createPlaceProvider`, ./choose-provider.ts):
 *
 * - `bundled` (the default, offline): the places shipped with the server (./bundled/), searched by
 *   Chinese text, pinyin and initials, routes estimated from the places' coordinates;
 * - `amap` (when `AMAP_KEY` is set): the AMap (高德) Web Service (./amap/), its input tips, geocoding,
 *   reverse geocoding and driving directions.
 *
 * Every coordinate here is GCJ-02, the system of the spec's coordinate type 5 (EstimatePrice): a
 * provider converts what its source holds (WGS-84 for the bundled public data) before answering.
 *
 * The server resolves what an address names to a `ProviderPlace` (../places.ts) and prices the route
 * the provider drives between those places; a client's coordinates are never read.
 */
import type { GeoPoint } from '../tariff.ts';

/** A place a provider answers, in GCJ-02. */
export interface ProviderPlace extends GeoPoint {
  /** `<kind>:<key>` (src/shared/places.ts): `poi:` bundled, `amap:` / `geo:` AMap, `airport:` an airport. */
  placeId: string;
  /** GB/T 2260 code of the city (`310100`). */
  cityCode: string;
  /** The short name a booker knows the place by (the order's `landmark`). */
  name: string;
  /** The street address in Chinese (`上海市黄浦区人民大道120号`); the name when the source has none. */
  address: string;
  /** The address in English (`People's Square, Huangpu District, Shanghai`). */
  addressEn: string;
  /** The address kind of spec §9 the place is: 1 airport, 2 railway station, 3 ordinary. */
  addressType: number;
  /** What the place is, in Chinese (`地铁站`, `商务楼宇`, `机场`), shown beside the suggestion. */
  category: string;
  /** The district (`黄浦区`), when known. */
  district?: string;
  /** Airports: the IATA code and the terminals. */
  airPortCode?: string;
  terminals?: readonly string[];
}

/** A suggestion query: a city and what the booker typed. */
export interface SuggestQuery {
  cityCode: string;
  /** What the booker typed: Chinese, pinyin (`renmin`) or initials (`rmgc`); trimmed, never empty. */
  text: string;
  /** At most this many suggestions. */
  limit: number;
  /** Only places of these address kinds (1 airport, 2 railway station, 3 ordinary); all when absent. */
  addressTypes?: readonly number[];
  /** Cancelled when the booker types on (the request is gone). */
  signal?: AbortSignal;
}

/** One leg of a driving route: from one point to the next. */
export interface RouteLeg {
  distanceKm: number;
  minutes: number;
}

/** A driving route through points in order. */
export interface DrivingRoute {
  /** Kilometres, one decimal. */
  distanceKm: number;
  /** Whole minutes. */
  minutes: number;
  legs: RouteLeg[];
  /** The route's line to draw, GCJ-02: the provider's road geometry, or the points themselves. */
  path: GeoPoint[];
}

export interface PlaceProvider {
  readonly name: 'bundled' | 'amap';
  /** Suggestions for what a booker typed in a city, best first. */
  suggest(query: SuggestQuery): Promise<ProviderPlace[]>;
  /** The place a free-text address names in a city, or undefined when it names none the provider can find. */
  geocode(query: { cityCode: string; text: string; signal?: AbortSignal }): Promise<ProviderPlace | undefined>;
  /** The place at (or nearest to) a point, or undefined when there is none near. */
  reverseGeocode(point: GeoPoint, signal?: AbortSignal): Promise<ProviderPlace | undefined>;
  /** A place this provider answered before (or ships), by id; undefined for an id it never gave. */
  byId(placeId: string): Promise<ProviderPlace | undefined>;
  /** The driving route through the points in order (at least two). */
  route(points: readonly GeoPoint[], signal?: AbortSignal): Promise<DrivingRoute>;
}
