/**
 * src/server/places.ts on a seeded database: what an address resolves to (by id, by airport code,
 * by its text in the named city), whose places a user may name, and the seeded records the prices
 * come from (docs/server.md "Places").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { REFERENCE, seedIfEmpty } from '../../src/server/db/seed.ts';
import { placeRefusal, placesOf, placeRoute, type Places } from '../../src/server/places.ts';
import { createPlaceService } from '../../src/server/places/place-service.ts';
import { haversineKm } from '../../src/server/tariff.ts';
import { parsePlaceId, PLACE_ID_PATTERN, placeRoleOfCode } from '../../src/shared/index.ts';

let dir: string;
let db: Db;
let booker: Places;
const BOOKER = { enterpriseId: 1001, userId: 'u-1001-101' };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'places-'));
  db = openDatabase(dir);
  seedIfEmpty(db);
  booker = placesOf({ db, places: createPlaceService(db, Date.now) }, BOOKER);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const idOf = (address: object) => {
  const resolved = booker.resolve(address);
  return resolved.ok ? resolved.place.placeId : resolved;
};

describe('an address resolves to a place the user may name', () => {
  it('by its id, whatever else it says', () => {
    expect(idOf({ placeId: 'address:371', city: '杭州', landmark: '别的名字', lat: 31.2, lng: 121.5 })).toBe('address:371');
    expect(idOf({ placeId: 'airport:PVG', addressType: 1 })).toBe('airport:PVG');
  });

  it('an airport by its code when it has no id', () => {
    expect(idOf({ addressType: 1, airPortCode: 'SHA', city: '上海' })).toBe('airport:SHA');
  });

  it('by its text among the places of the named city: landmark and address before either alone', () => {
    expect(idOf({ city: '上海', landmark: '上海虹桥站' })).toBe('address:104');
    expect(idOf({ cityCode: '310100', address: '上海市闵行区申贵路1500号' })).toBe('address:104');
    // The company address 401 and the frequent address 501 share their texts: the company address comes first.
    expect(idOf({ cityCode: '310100', landmark: '华信智能科技总部', address: '上海市浦东新区张江高科碧波路690号' })).toBe('company:401');
    expect(idOf({ cityCode: '310100', landmark: '  上海虹桥站 ' })).toBe('address:104');
    // A stop names its place by `name` or `landMark`.
    expect(idOf({ cityCode: '330100', name: '杭州东站' })).toBe('address:372');
    expect(idOf({ cityCode: '330100', landMark: '杭州东站' })).toBe('address:372');
  });

  it('not by a near text, not in another city, not without a city', () => {
    expect(idOf({ city: '上海', landmark: '虹桥站' })).toEqual({ ok: false, reason: 'unknown' });
    expect(idOf({ city: '杭州', landmark: '上海虹桥站' })).toEqual({ ok: false, reason: 'unknown' });
    expect(idOf({ landmark: '上海虹桥站' })).toEqual({ ok: false, reason: 'unknown' });
    expect(idOf({ city: '上海', placeId: 'address:371' })).toEqual({ ok: false, reason: 'otherCity', cityName: '上海' });
  });

  it('never by a malformed, made-up or foreign id; never a place of another enterprise or user', () => {
    for (const placeId of ['address:999', 'address:', 'address:1 01', 'airport:XXX', 'company:402', 'frequent:507', 'street:101', 101, { id: 101 }]) {
      expect(idOf({ placeId, city: '上海' }), String(placeId)).toEqual({ ok: false, reason: 'unknown' });
    }
    expect(idOf({ city: '北京', landmark: '中元能源大厦' })).toEqual({ ok: false, reason: 'unknown' });
    const other = placesOf({ db, places: createPlaceService(db, Date.now) }, { enterpriseId: 2002, userId: 'u-2002-010' });
    expect(other.byId('company:402')?.landmark).toBe('中元能源大厦');
    expect(other.byId('frequent:507')?.landmark).toBe('中元能源大厦');
    expect(other.byId('company:401')).toBeUndefined();
  });

  it('an airport address only to an airport, another kind never to one', () => {
    expect(idOf({ addressType: 1, placeId: 'address:101' })).toEqual({ ok: false, reason: 'unknown' });
    expect(idOf({ addressType: 3, placeId: 'airport:PVG' })).toEqual({ ok: false, reason: 'unknown' });
    expect(idOf({ addressType: 3, city: '上海', landmark: '上海浦东国际机场' })).toEqual({ ok: false, reason: 'unknown' });
    expect(idOf({ addressType: 1, city: '上海', landmark: '上海浦东国际机场' })).toBe('airport:PVG');
  });
});

describe('a route: its places in order, or the first address without one', () => {
  it('places pickup, stops and drop-off', () => {
    const route = placeRoute({ db, places: createPlaceService(db, Date.now) }, BOOKER, { pickUp: { placeId: 'address:101' }, stops: [{ placeId: 'address:372' }], dropOff: { placeId: 'address:371' } });
    expect(route.ok && route.places.map((p) => p.placeId)).toEqual(['address:101', 'address:372', 'address:371']);
  });

  it("refuses with the role's code and a sentence naming the address", () => {
    const stop = placeRoute({ db, places: createPlaceService(db, Date.now) }, BOOKER, { pickUp: { placeId: 'address:101' }, stops: [{ placeId: 'address:372' }, { name: '无名' }], dropOff: { placeId: 'nowhere' } });
    expect(stop).toEqual({ ok: false, refusal: { errorCode: 20300032, message: '无法识别途经地点 2，请从搜索结果中选择地址' } });
    expect(placeRefusal('dropOff', 0, { ok: false, reason: 'otherCity', cityName: '上海' })).toEqual({ errorCode: 20300031, message: '下车地点不在上海，请从搜索结果中选择地址' });
    expect(placeRoleOfCode(20300030)).toBe('pickUp');
    expect(placeRoleOfCode(20300008)).toBeUndefined();
  });
});

describe('the records prices come from', () => {
  it('every seeded place lies within its city\'s circle, and every place id is unique', () => {
    const cities = new Map(REFERENCE.cities.map((c) => [c.cityCode, c]));
    const places = [...REFERENCE.airports, ...REFERENCE.addresses, ...REFERENCE.companyAddresses, ...REFERENCE.frequentAddresses];
    const outside = places.filter((p) => {
      const city = cities.get(p.cityCode);
      return !city || haversineKm(city, p) > (city.radiusKm ?? 0);
    });
    expect(outside).toEqual([]);
    const ids = [
      ...REFERENCE.airports.map((a) => `airport:${a.airPortCode}`),
      ...REFERENCE.addresses.map((a) => `address:${a.id}`),
      ...REFERENCE.companyAddresses.map((a) => `company:${a.id}`),
      ...REFERENCE.frequentAddresses.map((a) => `frequent:${a.id}`),
    ];
    expect(ids.filter((id) => !parsePlaceId(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the schemas hold the place id pattern of src/shared/places.ts (and "" for none chosen)', () => {
    const common = JSON.parse(readFileSync(new URL('../../schemas/common.schema.json', import.meta.url), 'utf8')) as { definitions: { placeId: { pattern: string } } };
    const schema = new RegExp(common.definitions.placeId.pattern);
    const samples = ['', 'address:101', 'airport:PVG', 'company:401', 'frequent:501', 'address:', 'street:1', 'address:1 0', 'address:101x', ' address:1', `address:${'9'.repeat(32)}`, `address:${'9'.repeat(33)}`];
    expect(samples.filter((s) => schema.test(s) !== (s === '' || PLACE_ID_PATTERN.test(s)))).toEqual([]);
  });
});
