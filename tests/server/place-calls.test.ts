/**
 * Issue 23 §1: the place calls over the bundled provider (docs/places.md). Suggestions by Chinese
 * text, pinyin and initials; free text geocoded or not; the route through places as the server
 * resolves them, and the estimate priced from it whatever coordinates the body forges.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints, type RouteAnswer, type SuggestedPlace } from '../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const SHANGHAI = '310100';
const suggest = async (keyword: string, extra: Record<string, string | number> = {}) => {
  const { status, envelope } = await booker.call(endpoints.csOrder.placeSearch, { params: { cityCode: SHANGHAI, keyword, ...extra } });
  expect(status).toBe(200);
  return envelope.result as SuggestedPlace[];
};
const names = (places: readonly SuggestedPlace[]) => places.map((p) => p.landmark);

describe('suggestions as the booker types (/CsOrder/Address/Place/Search)', () => {
  it.each([
    ['人民广场', '人民广场'],
    ['外滩', '外滩'],
    ['rmgc', '人民广场'],
  ])('%s in 上海 suggests %s first', async (keyword, first) => {
    expect(names(await suggest(keyword))[0]).toBe(first);
  });

  it('renmin (pinyin, a prefix) suggests the places whose names start with 人民, 人民广场 among the first three', async () => {
    const found = names(await suggest('renmin'));
    expect(found.slice(0, 3)).toContain('人民广场');
    expect(found.every((name) => name.startsWith('人民'))).toBe(true);
  });

  it('虹桥 suggests the airport and the railway station (the booker’s frequent one first), each with its kind and what it is', async () => {
    const found = await suggest('虹桥');
    expect(found[0]).toMatchObject({ landmark: '上海虹桥站', addressType: 6, category: '常用地址' });
    expect(found).toEqual(expect.arrayContaining([expect.objectContaining({ landmark: '上海虹桥国际机场', addressType: 1, category: '机场', airPortCode: 'SHA', placeId: 'airport:SHA' })]));
    expect(await suggest('虹桥', { addressTypes: '2' })).toEqual(expect.arrayContaining([expect.objectContaining({ landmark: '上海虹桥站', addressType: 2, category: '火车站' })]));
    expect(found.every((p) => p.cityCode === SHANGHAI && p.city === '上海' && p.placeId !== '')).toBe(true);
  });

  it('the kinds asked for filter the suggestions', async () => {
    const stations = await suggest('虹桥', { addressTypes: '2' });
    expect(stations.length).toBeGreaterThan(0);
    expect(stations.every((p) => p.addressType === 2)).toBe(true);
  });

  it('an empty keyword offers the booker’s company and frequent addresses first, then airports and stations', async () => {
    const found = await suggest('');
    const kinds = found.map((p) => p.addressType);
    const firstOther = kinds.findIndex((k) => k !== 4 && k !== 5 && k !== 6);
    expect(kinds.slice(0, firstOther).length).toBeGreaterThan(0);
    expect(kinds.slice(firstOther).every((k) => k === 1 || k === 2)).toBe(true);
  });

  it('a limit bounds the answer; a keyword over 50 characters, a limit over 20 and a missing city are 400s in Chinese', async () => {
    expect((await suggest('路', { limit: 3 })).length).toBe(3);
    const long = await booker.call(endpoints.csOrder.placeSearch, { params: { cityCode: SHANGHAI, keyword: '人'.repeat(51) } });
    expect([long.status, long.envelope.message]).toEqual([400, '搜索内容格式不正确']);
    const many = await booker.call(endpoints.csOrder.placeSearch, { params: { cityCode: SHANGHAI, keyword: '路', limit: 21 } });
    expect([many.status, many.envelope.message]).toEqual([400, '建议条数格式不正确']);
    const noCity = await booker.call(endpoints.csOrder.placeSearch, { params: { keyword: '外滩' } });
    expect([noCity.status, noCity.envelope.message]).toEqual([400, '请求缺少城市，请刷新页面后重试']);
  });

  it('property: every suggestion of any typed text is a place of the asked city, at most the limit, one per name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom(...'人民广场外滩虹桥站路renmigshq'), maxLength: 6 }), fc.integer({ min: 1, max: 20 }), async (keyword, limit) => {
        const found = await suggest(keyword, { limit });
        expect(found.length).toBeLessThanOrEqual(limit);
        expect(found.every((p) => p.cityCode === SHANGHAI)).toBe(true);
        expect(new Set(names(found)).size).toBe(found.length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('free text and points (/CsOrder/Address/Loaction)', () => {
  const locate = async (params: Record<string, string | number>) => (await booker.call(endpoints.csOrder.addressLocation, { params })).envelope.result as SuggestedPlace | null;

  it('a free-text address naming a known place is geocoded to it, keeping the booker’s text', async () => {
    const place = await locate({ cityCode: SHANGHAI, address: '人民广场3号口' });
    expect(place).toMatchObject({ landmark: '人民广场', address: '人民广场3号口', cityCode: SHANGHAI });
    expect(place?.placeId).toMatch(/^poi:/);
  });

  it('free text that is a seeded place’s name answers that place with its own kind (上海虹桥站: a railway station, 2)', async () => {
    expect(await locate({ cityCode: SHANGHAI, address: '上海虹桥站' })).toMatchObject({ landmark: '上海虹桥站', addressType: 2, category: '火车站' });
  });

  it('a free-text address naming no place is null (the portal asks for a suggestion)', async () => {
    expect(await locate({ cityCode: SHANGHAI, address: '无此地方甲乙丙' })).toBeNull();
  });

  it('a point is reverse-geocoded to the nearest place within 2 km', async () => {
    const square = (await suggest('人民广场'))[0]!;
    expect(await locate({ lat: square.lat + 0.0005, lng: square.lng })).toMatchObject({ landmark: '人民广场' });
    expect(await locate({ lat: 0, lng: 0 })).toBeNull();
  });
});

describe('routes (/Foundation/RouteMatrix/mutipoints) and prices', () => {
  const route = async (points: object[]) => booker.call(endpoints.foundation.routeMatrixMultipoints, { body: { points } });

  it('the route through a stop is the sum of its legs, through the places in order', async () => {
    const [square] = await suggest('人民广场');
    const [bund] = await suggest('外滩');
    const [station] = await suggest('虹桥', { addressTypes: '2' });
    const { envelope } = await route([square!, bund!, station!].map((p) => ({ placeId: p.placeId, cityCode: p.cityCode })));
    const answer = envelope.result as RouteAnswer;
    expect(answer.places.map((p) => p.name)).toEqual(['人民广场', '外滩', '上海虹桥站']);
    expect(answer.legs).toHaveLength(2);
    expect(Math.abs(answer.distance - answer.legs.reduce((s, l) => s + l.distance, 0))).toBeLessThanOrEqual(0.2);
    expect(answer.path).toHaveLength(3);
  });

  it('a route of one point or of 13 is refused at the boundary (422), naming the field in Chinese', async () => {
    const one = await route([{ placeId: 'airport:PVG' }]);
    expect(one.status).toBe(422);
    expect(one.envelope.message).toContain('途经地点');
    expect((await route(Array.from({ length: 13 }, () => ({ placeId: 'airport:PVG' })))).status).toBe(422);
  });

  it('an address with forged coordinates is priced as the place it names, and the order stores that place', async () => {
    const [square] = await suggest('人民广场');
    const [pvg] = await suggest('浦东国际机场', { addressTypes: '1' });
    const address = (p: SuggestedPlace, forged: boolean) => ({ addressType: p.addressType, city: p.city, cityCode: p.cityCode, landmark: p.landmark, address: p.address, placeId: p.placeId, lat: forged ? 39.9 : p.lat, lng: forged ? 116.4 : p.lng });
    const estimate = async (forged: boolean) =>
      (await booker.call(endpoints.csOrder.estimatePrice, { body: { tripType: 3, carTypeLevel: 2, boardingAddress: address(square!, forged), dropOffAddress: address(pvg!, forged) } })).envelope.result as { price: number; mileage: number };
    const honest = await estimate(false);
    expect(await estimate(true)).toEqual(honest);
    const { envelope } = await route([address(square!, true), address(pvg!, true)]);
    expect((envelope.result as RouteAnswer).distance).toBe(honest.mileage);
  });
});

describe('the Foundation lookups from the same data', () => {
  it('/Foundation/address of kind 2 in 上海 lists the city’s railway stations, bundled ones among them, each with its id', async () => {
    const { envelope } = await booker.call(endpoints.foundation.address, { params: { cityCode: SHANGHAI, addressType: 2 } });
    const stations = envelope.result as { landmark: string; addressType: number; placeId: string }[];
    expect(stations.map((s) => s.landmark)).toEqual(expect.arrayContaining(['上海虹桥站', '上海站', '上海南站']));
    expect(stations.every((s) => s.addressType === 2 && s.placeId !== '')).toBe(true);
  });

  it('/Foundation/airport answers the airports at the OurAirports point (GCJ-02), with their terminals', async () => {
    const { envelope } = await booker.call(endpoints.foundation.airport, { params: { cityCode: SHANGHAI } });
    const pvg = (envelope.result as { airPortCode: string; lat: number; lng: number; terminals: string[] }[]).find((a) => a.airPortCode === 'PVG')!;
    expect(pvg.terminals).toEqual(['T1', 'T2']);
    // OurAirports: 31.1434, 121.805 (WGS-84); GCJ-02 lies about 0.002° south and 0.0045° east of it.
    expect(pvg.lat).toBeCloseTo(31.1413, 3);
    expect(pvg.lng).toBeCloseTo(121.8093, 3);
  });
});

describe('divisions (/Foundation/city/provinces, /Foundation/city/area)', () => {
  it('answers GB/T 2260: the provinces, a province’s cities, a city’s districts', async () => {
    const provinces = (await booker.call(endpoints.foundation.provinces)).envelope.result as { code: string; name: string }[];
    expect(provinces).toContainEqual({ code: '440000', name: '广东省' });
    const cities = (await booker.call(endpoints.foundation.cityArea, { params: { province: '440000' } })).envelope.result as { name: string }[];
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['广州市', '深圳市', '佛山市']));
    const shanghai = (await booker.call(endpoints.foundation.cityArea, { params: { province: '上海市' } })).envelope.result;
    expect(shanghai).toEqual([{ code: '310100', name: '上海市' }]);
    const districts = (await booker.call(endpoints.foundation.cityArea, { params: { cityCode: SHANGHAI } })).envelope.result as { name: string }[];
    expect(districts.map((d) => d.name)).toEqual(expect.arrayContaining(['黄浦区', '浦东新区', '崇明区']));
  });
});
