/**
 * The AMap (高德) Web Service place provider (docs/places.md "AMap (高德)"), used when the server has
 * a key (`AMAP_KEY`): input tips for suggestions, geocoding and reverse geocoding, driving directions
 * for routes. Every place it answers is kept in the database (src/server/store/place-cache.ts) so `byId` finds it
 * again by the id it gave.
 *
 * Coordinates: AMap answers and takes GCJ-02, the system the server works in (the spec's coordinate
 * type 5, ../provider.ts), so nothing is converted here.
 */
import { createHash } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { GeoPoint } from '../../tariff.ts';
import { cityCodeOf, cityNameOf, divisionName } from '../divisions.ts';
import { englishAddress } from '../english-address.ts';
import { createPlaceCache, type PlaceCache } from '../../store/place-cache.ts';
import { PlaceProviderError } from '../provider-error.ts';
import type { DrivingRoute, PlaceProvider, ProviderPlace, RouteLeg, SuggestQuery } from '../provider.ts';
import {
  text,
  type AmapDrivingAnswer,
  type AmapDrivingPath,
  type AmapDrivingStep,
  type AmapGeocode,
  type AmapGeocodeAnswer,
  type AmapInputTipsAnswer,
  type AmapRegeoAnswer,
  type AmapTip,
} from './answers.ts';
import { amapGet, type AmapCallOptions, type FetchLike } from './client.ts';
import { ADDRESS_TYPE, addressTypeOf, categoryOf, terminalOf } from './poi-types.ts';

/**
 * The driving strategy asked for: 10, AMap's own default (the AMap app's route with no option ticked:
 * avoids congestion, short, quick); the first of the paths it answers is taken.
 */
export const AMAP_DRIVING_STRATEGY = 10;

/** AMap plans a route through at most 16 waypoints. */
export const AMAP_MAX_WAYPOINTS = 16;

/** Geocodes this vague name no place a car can go to (a whole city or district): they are not answered. */
const VAGUE_LEVELS = new Set(['国家', '省', '市', '区县', '开发区']);

/** The marker AMap puts on the step that reaches a waypoint. */
const WAYPOINT_REACHED = '到达途经地';

export interface AmapProviderOptions {
  /** The Web Service key (`AMAP_KEY`). Never logged, never in an error. */
  key: string;
  /** The server's database: the place cache (`place_cache`, migration 016). */
  db: Db;
  /** `fetch` (tests pass a fake); the global one by default. */
  fetch?: FetchLike;
  /** `https://restapi.amap.com` by default. */
  baseUrl?: string;
  /** Each call's time limit, ms (3000 by default). */
  timeoutMs?: number;
  /** The most places the cache keeps (100,000 by default). */
  cacheMaxRows?: number;
  /** Milliseconds since the epoch, for the cache (tests pass a clock). */
  now?: () => number;
}

/** `"121.475,31.232"` → a point, or undefined for `[]`, '' or anything that is not two numbers. */
export function parseLocation(value: unknown): GeoPoint | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text(value));
  if (!match) return undefined;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lat, lng } : undefined;
}

/** A point as AMap takes it: `lng,lat`, at most six decimals. */
export const formatLocation = (point: GeoPoint): string => `${Number(point.lng.toFixed(6))},${Number(point.lat.toFixed(6))}`;

/** The id of a place AMap has no id for (a geocode, a reverse geocode): `geo:` and 16 hex digits of its text and point. */
export function geoPlaceId(cityCode: string, address: string, point: GeoPoint): string {
  const digest = createHash('sha256').update(`${cityCode}|${address}|${formatLocation(point)}`).digest('hex');
  return `geo:${digest.slice(0, 16)}`;
}

/** An AMap POI id usable as a place id key (1-32 letters or digits, src/shared/places.ts). */
const POI_ID = /^[A-Za-z0-9]{1,32}$/;

/** The district of an adcode (`310101` → `黄浦区`); undefined for a city's own code. */
function districtOf(adcode: string): string | undefined {
  if (!/^\d{6}$/.test(adcode) || adcode.endsWith('00')) return undefined;
  return divisionName(adcode);
}

/** `上海市黄浦区南京东路300号` without its province, city and district: `南京东路300号`. */
function withoutDivisions(address: string, divisions: readonly string[]): string {
  let rest = address;
  for (const division of divisions) if (division && rest.startsWith(division)) rest = rest.slice(division.length);
  return rest.trim();
}

/** Metres → km, one decimal. */
const km = (metres: number): number => Math.round(metres / 100) / 10;
/** Seconds → whole minutes, rounded up. */
const minutesOf = (seconds: number): number => Math.ceil(seconds / 60);

class AmapPlaceProvider implements PlaceProvider {
  readonly name = 'amap' as const;
  private readonly cache: PlaceCache;
  private readonly call: Omit<AmapCallOptions, 'signal'>;

  constructor(options: AmapProviderOptions) {
    if (!options.key) throw new Error('AMap provider: a key is required (AMAP_KEY)');
    this.call = {
      key: options.key,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    };
    this.cache = createPlaceCache(options.db, {
      provider: 'amap',
      ...(options.cacheMaxRows ? { maxRows: options.cacheMaxRows } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  }

  private get<T extends AmapDrivingAnswer | AmapGeocodeAnswer | AmapInputTipsAnswer | AmapRegeoAnswer>(
    path: string,
    query: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<T> {
    return amapGet<T>(path, query, { ...this.call, signal });
  }

  async suggest(query: SuggestQuery): Promise<ProviderPlace[]> {
    const answer = await this.get<AmapInputTipsAnswer>(
      '/v3/assistant/inputtips',
      { keywords: query.text, city: query.cityCode, citylimit: 'true', datatype: 'all' },
      query.signal,
    );
    const seen = new Set<string>();
    const places: ProviderPlace[] = [];
    for (const tip of Array.isArray(answer.tips) ? answer.tips : []) {
      const place = this.placeOfTip(tip, query.cityCode);
      if (!place || seen.has(place.placeId)) continue;
      if (query.addressTypes && !query.addressTypes.includes(place.addressType)) continue;
      seen.add(place.placeId);
      places.push(place);
      if (places.length >= query.limit) break;
    }
    this.cache.put(places);
    return places;
  }

  /** A tip as a place; undefined for a tip that is no place (a bus line, a "query" tip: no location) or in another city. */
  private placeOfTip(tip: AmapTip, cityCode: string): ProviderPlace | undefined {
    const id = text(tip.id);
    const point = parseLocation(tip.location);
    const name = text(tip.name);
    if (!POI_ID.test(id) || !point || !name) return undefined;
    const adcode = text(tip.adcode);
    const placeCity = adcode ? cityCodeOf(adcode) : cityCode;
    if (placeCity !== cityCode) return undefined;
    const typecode = text(tip.typecode);
    const addressType = addressTypeOf(typecode);
    const category = categoryOf(typecode);
    const district = districtOf(adcode);
    const cityName = cityNameOf(cityCode) ?? '';
    // A stop's "address" is the lines that call there (`1号线;2号线`), not a street.
    const street = ['地铁站', '公交站'].includes(category) ? '' : text(tip.address);
    const prefix = text(tip.district) || `${cityName}${district ?? ''}`;
    const local = street || name;
    const terminal = addressType === ADDRESS_TYPE.airport ? terminalOf(name) : undefined;
    return {
      placeId: `amap:${id}`,
      cityCode,
      name,
      address: local.startsWith(cityName) && cityName ? local : `${prefix}${local}`,
      addressEn: englishAddress({ name, district, cityName }),
      addressType,
      category,
      ...(district ? { district } : {}),
      ...(terminal ? { terminals: [terminal] } : {}),
      lat: point.lat,
      lng: point.lng,
    };
  }

  async geocode(query: { cityCode: string; text: string; signal?: AbortSignal }): Promise<ProviderPlace | undefined> {
    const answer = await this.get<AmapGeocodeAnswer>('/v3/geocode/geo', { address: query.text, city: query.cityCode }, query.signal);
    const geocodes = Array.isArray(answer.geocodes) ? answer.geocodes : [];
    const found = geocodes.find((g) => parseLocation(g.location) && !VAGUE_LEVELS.has(text(g.level)));
    const place = found ? this.placeOfGeocode(found, query.cityCode) : undefined;
    if (place) this.cache.put([place]);
    return place;
  }

  private placeOfGeocode(geocode: AmapGeocode, askedCity: string): ProviderPlace | undefined {
    const point = parseLocation(geocode.location);
    const formatted = text(geocode.formatted_address);
    if (!point || !formatted) return undefined;
    const adcode = text(geocode.adcode);
    const cityCode = adcode ? cityCodeOf(adcode) : askedCity;
    const cityName = cityNameOf(cityCode) ?? text(geocode.city);
    const district = text(geocode.district) || districtOf(adcode);
    const name = withoutDivisions(formatted, [text(geocode.province), text(geocode.city), district ?? '']) || formatted;
    return addressPlace({ cityCode, cityName, name, formatted, district, point });
  }

  async reverseGeocode(point: GeoPoint, signal?: AbortSignal): Promise<ProviderPlace | undefined> {
    const answer = await this.get<AmapRegeoAnswer>('/v3/geocode/regeo', { location: formatLocation(point), extensions: 'base' }, signal);
    const regeo = answer.regeocode;
    const formatted = text(regeo?.formatted_address);
    const component = regeo?.addressComponent;
    const adcode = text(component?.adcode);
    if (!formatted || !component || !/^\d{6}$/.test(adcode)) return undefined;
    const cityCode = cityCodeOf(adcode);
    const cityName = cityNameOf(cityCode) ?? (text(component.city) || text(component.province));
    const district = text(component.district) || districtOf(adcode);
    const street = `${text(component.streetNumber?.street)}${text(component.streetNumber?.number)}`;
    const name =
      text(component.building?.name) ||
      text(component.neighborhood?.name) ||
      street ||
      withoutDivisions(formatted, [text(component.province), text(component.city), district ?? '', text(component.township)]) ||
      formatted;
    const at = { lat: Number(point.lat.toFixed(6)), lng: Number(point.lng.toFixed(6)) };
    const place = addressPlace({ cityCode, cityName, name, formatted, district, point: at });
    this.cache.put([place]);
    return place;
  }

  async byId(placeId: string): Promise<ProviderPlace | undefined> {
    if (!/^(amap|geo):/.test(placeId)) return undefined;
    return this.cache.get(placeId);
  }

  async route(points: readonly GeoPoint[], signal?: AbortSignal): Promise<DrivingRoute> {
    if (points.length < 2) throw new RangeError('A route needs at least two points');
    if (points.length - 2 > AMAP_MAX_WAYPOINTS) throw new RangeError(`AMap routes through at most ${AMAP_MAX_WAYPOINTS} waypoints`);
    const path = await this.drive(points, signal);
    const waypoints = points.length - 2;
    let legs = legsOfSteps(path.steps, waypoints);
    if (!legs) {
      // The answer does not mark where each waypoint is reached: each pair of points is asked on its own.
      legs = [];
      for (let i = 1; i < points.length; i += 1) {
        const pair = await this.drive([points[i - 1] as GeoPoint, points[i] as GeoPoint], signal);
        legs.push({ distanceKm: km(Number(pair.distance)), minutes: minutesOf(Number(pair.duration)) });
      }
    }
    const line = pathOfSteps(path.steps);
    return {
      distanceKm: km(Number(path.distance)),
      minutes: minutesOf(Number(path.duration)),
      legs,
      path: line.length >= 2 ? line : points.map(({ lat, lng }) => ({ lat, lng })),
    };
  }

  /** The first driving path through the points. */
  private async drive(points: readonly GeoPoint[], signal?: AbortSignal): Promise<AmapDrivingPath> {
    const query: Record<string, string> = {
      origin: formatLocation(points[0] as GeoPoint),
      destination: formatLocation(points[points.length - 1] as GeoPoint),
      strategy: String(AMAP_DRIVING_STRATEGY),
      extensions: 'base',
    };
    if (points.length > 2) query.waypoints = points.slice(1, -1).map(formatLocation).join(';');
    const answer = await this.get<AmapDrivingAnswer>('/v3/direction/driving', query, signal);
    const path = answer.route?.paths?.[0];
    if (!path || !Number.isFinite(Number(path.distance)) || !Number.isFinite(Number(path.duration))) {
      throw new PlaceProviderError({
        provider: 'amap',
        operation: 'direction/driving',
        failure: 'malformed',
        messageZh: '高德地图驾车路径规划失败：应答中没有路线',
        messageEn: 'AMap driving directions failed: the answer holds no route',
      });
    }
    return path;
  }
}

/**
 * The legs of a path with waypoints, from its steps: a leg ends with the step AMap marks `到达途经地`
 * (and the last with the path's last step). Undefined when the steps do not say (as many markers as
 * waypoints, every step with its distance and duration): the caller then asks per pair of points.
 */
export function legsOfSteps(steps: readonly AmapDrivingStep[] | undefined, waypoints: number): RouteLeg[] | undefined {
  if (!Array.isArray(steps) || steps.length === 0) return undefined;
  const metres = steps.map((s) => Number(s.distance));
  const seconds = steps.map((s) => Number(s.duration));
  if (![...metres, ...seconds].every(Number.isFinite)) return undefined;
  const ends = steps.flatMap((s, i) => (text(s.assistant_action) === WAYPOINT_REACHED ? [i] : []));
  if (ends.length !== waypoints) return undefined;
  const legs: RouteLeg[] = [];
  let start = 0;
  for (const end of [...ends, steps.length - 1]) {
    let m = 0;
    let s = 0;
    for (let i = start; i <= end; i += 1) {
      m += metres[i] as number;
      s += seconds[i] as number;
    }
    legs.push({ distanceKm: km(m), minutes: minutesOf(s) });
    start = end + 1;
  }
  return legs;
}

/** The road's line: the steps' polylines joined, a point repeated where one step starts at the last one's end kept once. */
export function pathOfSteps(steps: readonly AmapDrivingStep[] | undefined): GeoPoint[] {
  const line: GeoPoint[] = [];
  for (const step of Array.isArray(steps) ? steps : []) {
    for (const pair of text(step.polyline).split(';')) {
      const point = parseLocation(pair);
      const last = line[line.length - 1];
      if (point && !(last && last.lat === point.lat && last.lng === point.lng)) line.push(point);
    }
  }
  return line;
}

/** A geocoded or reverse-geocoded address as a place: an ordinary address, its id from its text and point. */
function addressPlace(a: { cityCode: string; cityName: string; name: string; formatted: string; district: string | undefined; point: GeoPoint }): ProviderPlace {
  return {
    placeId: geoPlaceId(a.cityCode, a.formatted, a.point),
    cityCode: a.cityCode,
    name: a.name,
    address: a.formatted,
    addressEn: englishAddress({ name: a.name, district: a.district, cityName: a.cityName }),
    addressType: ADDRESS_TYPE.ordinary,
    category: '地址',
    ...(a.district ? { district: a.district } : {}),
    lat: a.point.lat,
    lng: a.point.lng,
  };
}

/** The AMap place provider (docs/places.md "AMap (高德)"). */
export function createAmapProvider(options: AmapProviderOptions): PlaceProvider {
  return new AmapPlaceProvider(options);
}
