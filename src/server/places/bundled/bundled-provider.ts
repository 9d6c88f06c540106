/**
 * The bundled place provider (docs/places.md), the default: offline, from the places shipped with
 * the server (./bundled-places.ts), one search index per city built once at start (./place-index.ts).
 *
 * - `geocode`: a free-text address is the place whose name or address it is; else the place whose
 *   name it contains, the longest such name (`人民广场3号口` → 人民广场); else the district it names (its
 *   landmarks' mean point); else nothing (the portal says so and asks for a suggestion).
 * - `reverseGeocode`: the nearest place within 2 km.
 * - `route`: the great-circle distance between the points in order times the road factor 1.3, at an
 *   average 40 km/h (docs/server.md "Tariff"): the same estimate the tariff always used, now one
 *   provider's route.
 */
import type { Airport, City } from '../../db/reference-data.ts';
import { haversineKm, type GeoPoint } from '../../tariff.ts';
import type { DrivingRoute, PlaceProvider, ProviderPlace } from '../provider.ts';
import { bundledPlacesOf } from './bundled-places.ts';
import { buildPlaceIndex, type PlaceIndex } from './place-index.ts';

export const ROAD_FACTOR = 1.3;
export const AVERAGE_SPEED_KMH = 40;
/** How far a point may be from the place it reverse-geocodes to. */
export const REVERSE_GEOCODE_KM = 2;

const oneDecimal = (km: number) => Math.round(km * 10) / 10;

/**
 * The route the bundled provider drives: each leg the great-circle distance times the road factor;
 * the whole rounded once (so a route of many legs is not off by their roundings), its minutes at the
 * average speed.
 *
 * @example bundledRoute([peoplesSquare, bund]).distanceKm // 1.8
 */
export function bundledRoute(points: readonly GeoPoint[]): DrivingRoute {
  const kms = points.slice(1).map((point, i) => haversineKm(points[i]!, point) * ROAD_FACTOR);
  const minutesOf = (km: number) => Math.ceil((km / AVERAGE_SPEED_KMH) * 60);
  const distanceKm = oneDecimal(kms.reduce((sum, km) => sum + km, 0));
  return {
    distanceKm,
    minutes: minutesOf(distanceKm),
    legs: kms.map((km) => ({ distanceKm: oneDecimal(km), minutes: minutesOf(oneDecimal(km)) })),
    path: points.map(({ lat, lng }) => ({ lat, lng })),
  };
}

/** Text as it is compared: no spaces, no city prefix (`上海市黄浦区…` and `黄浦区…` are the same address in 上海). */
function bare(text: string, city: City | undefined): string {
  let out = text.replace(/\s+/g, '');
  if (city) for (const prefix of [city.province, `${city.cityName}市`, city.cityName]) if (prefix && out.startsWith(prefix)) out = out.slice(prefix.length);
  return out;
}

export interface BundledProvider extends PlaceProvider {
  /** Every place of a city (airports, stations, landmarks, districts). */
  placesIn(cityCode: string): readonly ProviderPlace[];
  /** The place an id names, now (the bundled places are in memory). */
  placeOf(placeId: string): ProviderPlace | undefined;
  /**
   * Builds every city's places and index now, and says how long it took and how many places there
   * are. `npm start` calls it before it listens; otherwise a city is built when first asked (a test
   * server that never searches builds nothing).
   */
  warm(): { places: number; buildMs: number };
}

/** A city's places and index, built together when the city is first asked for. */
interface CityPlaces {
  places: ProviderPlace[];
  index: PlaceIndex;
  byId: Map<string, ProviderPlace>;
}

/**
 * The bundled provider over these cities and airports (the seed's).
 *
 * @example createBundledProvider(cities, airports).suggest({ cityCode: '310100', text: 'rmgc', limit: 5 }) // 人民广场 first
 */
export function createBundledProvider(cities: readonly City[], airports: readonly Airport[]): BundledProvider {
  const built = new Map<string, CityPlaces>();
  const cityOf = (cityCode: string): CityPlaces | undefined => {
    let entry = built.get(cityCode);
    if (entry) return entry;
    const city = cities.find((c) => c.cityCode === cityCode);
    if (!city) return undefined;
    const places = bundledPlacesOf(city, airports);
    entry = { places, index: buildPlaceIndex(places, city), byId: new Map(places.map((p) => [p.placeId, p])) };
    built.set(cityCode, entry);
    return entry;
  };
  const placesIn = (cityCode: string) => cityOf(cityCode)?.places ?? [];

  /** The city an id names: a bundled place's id starts with its city's code, an airport's is looked up. */
  function placeOf(placeId: string): ProviderPlace | undefined {
    const poi = /^poi:(\d{6})/.exec(placeId);
    const airport = /^airport:(.+)$/.exec(placeId);
    const cityCode = poi ? poi[1] : airport ? airports.find((a) => a.airPortCode === airport[1])?.cityCode : undefined;
    return cityCode === undefined ? undefined : cityOf(cityCode)?.byId.get(placeId);
  }

  function geocodeNow(cityCode: string, text: string): ProviderPlace | undefined {
    const city = cities.find((c) => c.cityCode === cityCode);
    const wanted = bare(text, city);
    if (wanted === '') return undefined;
    const places = placesIn(cityCode);
    const same = places.find((p) => p.name === wanted || bare(p.address, city) === wanted);
    if (same) return same;
    const contained = places.filter((p) => p.category !== '行政区' && p.name.length >= 2 && wanted.includes(p.name)).sort((a, b) => b.name.length - a.name.length)[0];
    return contained ?? places.filter((p) => p.category === '行政区' && wanted.includes(p.name)).sort((a, b) => b.name.length - a.name.length)[0];
  }

  return {
    name: 'bundled',
    placesIn,
    placeOf,
    warm() {
      const started = performance.now();
      const places = cities.reduce((sum, city) => sum + placesIn(city.cityCode).length, 0);
      return { places, buildMs: Math.round(performance.now() - started) };
    },
    suggest: async ({ cityCode, text, limit, addressTypes }) => cityOf(cityCode)?.index.search(text, limit, addressTypes) ?? [],
    geocode: async ({ cityCode, text }) => geocodeNow(cityCode, text),
    async reverseGeocode(point) {
      let best: ProviderPlace | undefined;
      let bestKm = REVERSE_GEOCODE_KM;
      for (const city of cities) {
        if (haversineKm(point, city) > (city.radiusKm ?? 100) + REVERSE_GEOCODE_KM) continue;
        for (const place of placesIn(city.cityCode)) {
          const km = haversineKm(point, place);
          if (km <= bestKm) [best, bestKm] = [place, km];
        }
      }
      return best;
    },
    byId: async (placeId) => placeOf(placeId),
    route: async (points) => bundledRoute(points),
  };
}
