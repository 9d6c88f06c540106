/**
 * The AMap (高德) provider against recorded answers (./recorded/*.json, written in AMap's documented
 * answer shape for Shanghai: docs/places.md "AMap (高德)"). A fake `fetch` answers each call from
 * the files by URL path (and input-tips keyword) and records the query it was sent; no network.
 */
import { readFileSync } from 'node:fs';

import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { migrate, type Db } from '../../../src/server/db/database.ts';
import { createAmapProvider, legsOfSteps, type AmapProviderOptions } from '../../../src/server/places/amap/provider.ts';
import type { AmapDrivingAnswer } from '../../../src/server/places/amap/answers.ts';
import { PlaceProviderError } from '../../../src/server/places/provider-error.ts';
import type { ProviderPlace } from '../../../src/server/places/provider.ts';

const KEY = 'test-amap-key-5f0c9e1d2b7a4e68';

const recorded = (file: string): unknown => JSON.parse(readFileSync(new URL(`./recorded/${file}`, import.meta.url), 'utf8'));

const TIPS_BY_KEYWORD: Record<string, string> = {
  人民广场: 'inputtips-renminguangchang.json',
  外滩: 'inputtips-waitan.json',
  虹桥: 'inputtips-hongqiao.json',
};

/** The recorded answer of a call, by path (and the keyword of an input-tips call). */
function recordedAnswer(url: URL): unknown {
  switch (url.pathname) {
    case '/v3/assistant/inputtips':
      return recorded(TIPS_BY_KEYWORD[url.searchParams.get('keywords') ?? ''] ?? 'error-10001.json');
    case '/v3/geocode/geo':
      return recorded('geocode-nanjingdonglu-300.json');
    case '/v3/geocode/regeo':
      return recorded('regeo-renminguangchang.json');
    case '/v3/direction/driving':
      return recorded('driving-renminguangchang-waitan-hongqiao.json');
    default:
      throw new Error(`unexpected AMap path ${url.pathname}`);
  }
}

interface FakeAmap {
  fetch: NonNullable<AmapProviderOptions['fetch']>;
  calls: URL[];
}

function fakeAmap(answer: (url: URL, init?: RequestInit) => unknown | Promise<unknown> = recordedAnswer): FakeAmap {
  const calls: URL[] = [];
  return {
    calls,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      calls.push(url);
      const body = await answer(url, init);
      return body instanceof Response ? body : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  };
}

let db: Db;
beforeEach(() => {
  db = new Database(':memory:');
  migrate(db);
});
afterEach(() => db.close());

const provider = (fake: FakeAmap, extra: Partial<AmapProviderOptions> = {}) => createAmapProvider({ key: KEY, db, fetch: fake.fetch, ...extra });

const byName = (places: ProviderPlace[], name: string) => places.find((p) => p.name === name);

/** An error's every text: nowhere may the key appear. */
const everyText = (error: unknown) =>
  error instanceof PlaceProviderError ? [error.message, error.messageZh, error.bilingual, String(error), error.stack ?? '', JSON.stringify(error)] : [String(error)];

describe('suggest (input tips)', () => {
  it('asks the tips of the city with the key, citylimit and datatype=all, and answers the POIs with a location', async () => {
    const fake = fakeAmap();
    const places = await provider(fake).suggest({ cityCode: '310100', text: '人民广场', limit: 10 });

    expect(fake.calls).toHaveLength(1);
    const url = fake.calls[0] as URL;
    expect(`${url.origin}${url.pathname}`).toBe('https://restapi.amap.com/v3/assistant/inputtips');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: KEY,
      keywords: '人民广场',
      city: '310100',
      citylimit: 'true',
      datatype: 'all',
      output: 'JSON',
    });
    // The "query" tip (人民广场美食) and the bus line (71路) have no location: dropped.
    expect(places.map((p) => p.name)).toEqual(['人民广场(地铁站)', '人民广场', '上海博物馆', '来福士广场(人民广场店)', '人民广场(公交站)', '人民广场停车场']);
    expect(places[0]).toEqual({
      placeId: 'amap:BV10001595',
      cityCode: '310100',
      name: '人民广场(地铁站)',
      // A station's "address" is its lines: the address is the district and the name.
      address: '上海市黄浦区人民广场(地铁站)',
      addressEn: 'Renmin Guangchang (Ditie Zhan), Huangpu Qu, Shanghai',
      addressType: 3,
      category: '地铁站',
      district: '黄浦区',
      // GCJ-02 as AMap answered it: no conversion.
      lat: 31.231064,
      lng: 121.47623,
    });
    expect(byName(places, '人民广场')).toMatchObject({
      placeId: 'amap:B00155L3H8',
      address: '上海市黄浦区人民大道120号',
      addressEn: 'Renmin Guangchang, Huangpu Qu, Shanghai',
      category: '广场',
      addressType: 3,
    });
    expect(byName(places, '上海博物馆')?.category).toBe('文化场馆');
    expect(byName(places, '来福士广场(人民广场店)')?.category).toBe('购物中心');
    expect(byName(places, '人民广场(公交站)')).toMatchObject({ category: '公交站', address: '上海市黄浦区人民广场(公交站)' });
  });

  it('says which places are airports (with the terminal) and railway stations, and filters by address kind and limit', async () => {
    const fake = fakeAmap();
    const amap = provider(fake);
    const places = await amap.suggest({ cityCode: '310100', text: '虹桥', limit: 10 });
    expect(byName(places, '上海虹桥国际机场')).toMatchObject({ addressType: 1, category: '机场', district: '长宁区' });
    expect(byName(places, '上海虹桥国际机场')?.terminals).toBeUndefined();
    expect(byName(places, '上海虹桥国际机场T2航站楼')).toMatchObject({ addressType: 1, category: '机场', terminals: ['T2'], district: '闵行区' });
    expect(byName(places, '上海虹桥国际机场T1航站楼')).toMatchObject({ addressType: 1, terminals: ['T1'] });
    expect(byName(places, '上海虹桥站')).toMatchObject({
      placeId: 'amap:B00155LLUA',
      addressType: 2,
      category: '火车站',
      address: '上海市闵行区申贵路1500号',
      addressEn: 'Shanghai Hongqiao Zhan, Minhang Qu, Shanghai',
    });
    expect(byName(places, '虹桥火车站(地铁站)')).toMatchObject({ addressType: 3, category: '地铁站' });

    const hubs = await amap.suggest({ cityCode: '310100', text: '虹桥', limit: 10, addressTypes: [1, 2] });
    expect(hubs.map((p) => p.name)).toEqual(['上海虹桥国际机场', '上海虹桥站', '上海虹桥国际机场T2航站楼', '上海虹桥国际机场T1航站楼']);
    const two = await amap.suggest({ cityCode: '310100', text: '虹桥', limit: 2 });
    expect(two).toHaveLength(2);
  });

  it('answers 外滩 with the sight, the office tower and the bus stop', async () => {
    const places = await provider(fakeAmap()).suggest({ cityCode: '310100', text: '外滩', limit: 10 });
    expect(places.map((p) => [p.name, p.category])).toEqual([
      ['外滩', '景点'],
      ['外滩观光隧道', '景点'],
      ['外滩中心', '商务楼宇'],
      ['延安东路外滩(公交站)', '公交站'],
      ['外滩源', '购物'],
    ]);
    expect(byName(places, '外滩')).toMatchObject({ address: '上海市黄浦区中山东一路', addressEn: 'Waitan, Huangpu Qu, Shanghai', lat: 31.237614, lng: 121.494767 });
  });

  it('drops a tip of another city (citylimit ignored)', async () => {
    const fake = fakeAmap(() => ({
      status: '1', info: 'OK', infocode: '10000', count: '1',
      tips: [{ id: 'B000A8UIN8', name: '天安门', district: '北京市东城区', adcode: '110101', location: '116.397477,39.908692', address: '东长安街', typecode: '110202', city: [] }],
    }));
    expect(await provider(fake).suggest({ cityCode: '310100', text: '天安门', limit: 10 })).toEqual([]);
  });
});

describe('geocode', () => {
  it('asks the address in the city and answers its first precise geocode under a stable geo: id', async () => {
    const fake = fakeAmap();
    const amap = provider(fake);
    const place = await amap.geocode({ cityCode: '310100', text: '上海市黄浦区南京东路300号' });
    const url = fake.calls[0] as URL;
    expect(url.pathname).toBe('/v3/geocode/geo');
    expect(url.searchParams.get('address')).toBe('上海市黄浦区南京东路300号');
    expect(url.searchParams.get('city')).toBe('310100');
    expect(url.searchParams.get('key')).toBe(KEY);
    expect(place).toMatchObject({
      cityCode: '310100',
      name: '南京东路300号',
      address: '上海市黄浦区南京东路300号',
      addressEn: 'Nanjing Donglu 300 Hao, Huangpu Qu, Shanghai',
      addressType: 3,
      category: '地址',
      district: '黄浦区',
      lat: 31.237434,
      lng: 121.48809,
    });
    expect(place?.placeId).toMatch(/^geo:[0-9a-f]{16}$/);
    const again = await amap.geocode({ cityCode: '310100', text: '南京东路300号' });
    expect(again?.placeId).toBe(place?.placeId);
  });

  it('answers nothing for no geocode, one without a location, or one that only names a city or district', async () => {
    const answers = [
      { status: '1', info: 'OK', infocode: '10000', count: '0', geocodes: [] },
      { status: '1', info: 'OK', infocode: '10000', count: '1', geocodes: [{ formatted_address: '上海市', province: '上海市', city: '上海市', district: [], adcode: '310000', location: [], level: '省' }] },
      { status: '1', info: 'OK', infocode: '10000', count: '1', geocodes: [{ formatted_address: '上海市黄浦区', province: '上海市', city: '上海市', district: '黄浦区', adcode: '310101', location: '121.484443,31.231763', level: '区县' }] },
    ];
    for (const answer of answers) expect(await provider(fakeAmap(() => answer)).geocode({ cityCode: '310100', text: '黄浦' })).toBeUndefined();
  });
});

describe('reverse geocode', () => {
  it('asks the point as lng,lat with extensions=base and answers the formatted address, named by its neighbourhood', async () => {
    const fake = fakeAmap();
    const place = await provider(fake).reverseGeocode({ lat: 31.231064, lng: 121.47623 });
    const url = fake.calls[0] as URL;
    expect(url.pathname).toBe('/v3/geocode/regeo');
    expect(url.searchParams.get('location')).toBe('121.47623,31.231064');
    expect(url.searchParams.get('extensions')).toBe('base');
    expect(place).toMatchObject({
      cityCode: '310100',
      name: '人民广场',
      address: '上海市黄浦区南京东路街道人民广场',
      addressEn: 'Renmin Guangchang, Huangpu Qu, Shanghai',
      district: '黄浦区',
      lat: 31.231064,
      lng: 121.47623,
    });
    expect(place?.placeId).toMatch(/^geo:[0-9a-f]{16}$/);
  });

  it('answers nothing where AMap knows no address (at sea)', async () => {
    const sea = { status: '1', info: 'OK', infocode: '10000', regeocode: { formatted_address: [], addressComponent: { country: [], province: [], city: [], citycode: [], district: [], adcode: [], township: [], neighborhood: { name: [], type: [] }, building: { name: [], type: [] }, streetNumber: { street: [], number: [] } } } };
    expect(await provider(fakeAmap(() => sea)).reverseGeocode({ lat: 30.5, lng: 123.5 })).toBeUndefined();
  });
});

describe('byId (the place cache)', () => {
  it('finds the places the provider answered, after a restart too, and nothing else', async () => {
    const first = provider(fakeAmap());
    const suggested = await first.suggest({ cityCode: '310100', text: '人民广场', limit: 10 });
    const geocoded = await first.geocode({ cityCode: '310100', text: '上海市黄浦区南京东路300号' });

    const fake = fakeAmap();
    const restarted = provider(fake);
    expect(await restarted.byId('amap:BV10001595')).toEqual(suggested[0]);
    expect(await restarted.byId(geocoded?.placeId ?? '')).toEqual(geocoded);
    expect(await restarted.byId('amap:B000NEVER1')).toBeUndefined();
    expect(await restarted.byId('poi:12')).toBeUndefined();
    expect(fake.calls).toHaveLength(0);
    expect((db.prepare('SELECT count(*) AS n FROM place_cache').get() as { n: number }).n).toBe(suggested.length + 1);
  });

  it('keeps at most its limit: the places stored longest ago go first', async () => {
    let clock = 1_000;
    const amap = provider(fakeAmap(), { cacheMaxRows: 5, now: () => (clock += 1) });
    await amap.suggest({ cityCode: '310100', text: '人民广场', limit: 10 });
    await amap.suggest({ cityCode: '310100', text: '虹桥', limit: 10 });
    const count = (db.prepare('SELECT count(*) AS n FROM place_cache').get() as { n: number }).n;
    expect(count).toBe(5);
    expect(await amap.byId('amap:BV10001595')).toBeUndefined();
    // The rest are the later answer's (its last five places: one answer is stored at one time, in its order).
    const kept = (db.prepare('SELECT place_id FROM place_cache ORDER BY rowid').all() as { place_id: string }[]).map((r) => r.place_id);
    expect(kept).toEqual(['amap:B0FFFAH7I9', 'amap:BV10001702', 'amap:B00155K9RR', 'amap:BV10001701', 'amap:B0FFF5RDTG']);
  });
});

describe('migration 016', () => {
  it('adds the place cache to a database of version 15', () => {
    const old = new Database(':memory:');
    try {
      migrate(old, 15);
      expect(old.prepare("SELECT name FROM sqlite_master WHERE name = 'place_cache'").get()).toBeUndefined();
      expect(migrate(old, 16)).toEqual([16]);
      const columns = (old.prepare('PRAGMA table_info(place_cache)').all() as { name: string; pk: number }[]).map((c) => [c.name, c.pk]);
      expect(columns).toEqual([['place_id', 1], ['provider', 0], ['place_json', 0], ['stored_at', 0]]);
    } finally {
      old.close();
    }
  });
});

describe('route (driving directions)', () => {
  const 人民广场 = { lat: 31.231064, lng: 121.47623 };
  const 外滩 = { lat: 31.237614, lng: 121.494767 };
  const 上海虹桥站 = { lat: 31.192541, lng: 121.324822 };

  it('asks one route with the stop as a waypoint and splits it into legs where AMap marks the waypoint reached', async () => {
    const fake = fakeAmap();
    const route = await provider(fake).route([人民广场, 外滩, 上海虹桥站]);
    expect(fake.calls).toHaveLength(1);
    const url = fake.calls[0] as URL;
    expect(url.pathname).toBe('/v3/direction/driving');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: KEY,
      origin: '121.47623,31.231064',
      destination: '121.324822,31.192541',
      waypoints: '121.494767,31.237614',
      strategy: '10',
      extensions: 'base',
      output: 'JSON',
    });
    // 23,700 m and 2,470 s: 23.7 km, 41.2 min rounded up to 42.
    expect(route.distanceKm).toBe(23.7);
    expect(route.minutes).toBe(42);
    // Steps to 到达途经地: 2,900 m / 710 s; the rest: 20,800 m / 1,760 s.
    expect(route.legs).toEqual([
      { distanceKm: 2.9, minutes: 12 },
      { distanceKm: 20.8, minutes: 30 },
    ]);
    expect(route.path[0]).toEqual(人民广场);
    expect(route.path.at(-1)).toEqual(上海虹桥站);
    expect(route.path).toContainEqual(外滩);
    expect(route.path).toHaveLength(19);
    for (let i = 1; i < route.path.length; i += 1) expect(route.path[i]).not.toEqual(route.path[i - 1]);
  });

  it('asks each pair of points when the answer does not mark the waypoints', async () => {
    const whole = recorded('driving-renminguangchang-waitan-hongqiao.json') as AmapDrivingAnswer;
    const unmarked = structuredClone(whole);
    for (const step of unmarked.route.paths[0]?.steps ?? []) step.assistant_action = [];
    const pair = (distance: string, duration: string) => ({ ...whole, route: { ...whole.route, paths: [{ ...whole.route.paths[0], distance, duration, steps: [] }] } });
    const fake = fakeAmap((url) => {
      if (url.searchParams.has('waypoints')) return unmarked;
      return url.searchParams.get('destination') === '121.494767,31.237614' ? pair('3010', '700') : pair('20950', '1800');
    });
    const route = await provider(fake).route([人民广场, 外滩, 上海虹桥站]);
    expect(fake.calls.map((u) => [u.searchParams.get('origin'), u.searchParams.get('destination'), u.searchParams.get('waypoints')])).toEqual([
      ['121.47623,31.231064', '121.324822,31.192541', '121.494767,31.237614'],
      ['121.47623,31.231064', '121.494767,31.237614', null],
      ['121.494767,31.237614', '121.324822,31.192541', null],
    ]);
    expect(route.distanceKm).toBe(23.7);
    expect(route.legs).toEqual([
      { distanceKm: 3, minutes: 12 },
      { distanceKm: 21, minutes: 30 },
    ]);
  });

  it('a route of two points is one leg, its line the road', async () => {
    const whole = recorded('driving-renminguangchang-waitan-hongqiao.json') as AmapDrivingAnswer;
    const route = await provider(fakeAmap(() => whole)).route([人民广场, 上海虹桥站]);
    expect(route.legs).toHaveLength(1);
    expect(legsOfSteps(whole.route.paths[0]?.steps, 0)).toBeUndefined();
  });
});

describe('failures', () => {
  it('an AMap error answer (10001 INVALID_USER_KEY) is a PlaceProviderError saying what and where, in Chinese and English, without the key', async () => {
    const amap = provider(fakeAmap(() => recorded('error-10001.json')));
    const calls = [
      () => amap.suggest({ cityCode: '310100', text: '人民广场', limit: 10 }),
      () => amap.geocode({ cityCode: '310100', text: '南京东路300号' }),
      () => amap.reverseGeocode({ lat: 31.23, lng: 121.47 }),
      () => amap.route([{ lat: 31.23, lng: 121.47 }, { lat: 31.19, lng: 121.32 }]),
    ];
    const operations: string[] = [];
    for (const call of calls) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlaceProviderError);
      const failure = error as PlaceProviderError;
      expect(failure).toMatchObject({ provider: 'amap', failure: 'refused', code: '10001' });
      expect(failure.message).toMatch(/^AMap .+ failed: 10001 INVALID_USER_KEY: the key is invalid/);
      expect(failure.messageZh).toMatch(/^高德地图.+失败：10001 INVALID_USER_KEY：Key 无效/);
      for (const said of everyText(error)) expect(said).not.toContain(KEY);
      operations.push(failure.operation);
    }
    expect(operations).toEqual(['assistant/inputtips', 'geocode/geo', 'geocode/regeo', 'direction/driving']);
  });

  it('a call with no answer within the time limit is a timeout', async () => {
    const hang = fakeAmap((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const error = await provider(hang, { timeoutMs: 30 }).suggest({ cityCode: '310100', text: '人民广场', limit: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlaceProviderError);
    expect(error).toMatchObject({ failure: 'timeout', message: 'AMap input tips failed: no answer within 30 ms' });
    expect((error as PlaceProviderError).messageZh).toBe('高德地图输入提示失败：30 毫秒内没有应答');
  });

  it('a call the caller cancels rejects with the caller\'s abort, not a provider error', async () => {
    const hang = fakeAmap((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const typing = new AbortController();
    const pending = provider(hang).suggest({ cityCode: '310100', text: '人民', limit: 10, signal: typing.signal });
    typing.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PlaceProviderError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('a network failure, an HTTP error and an answer that is not JSON are provider errors without the key', async () => {
    const unreachable = fakeAmap((url) => {
      throw new TypeError(`fetch failed: ${url.href}`, { cause: { code: 'ENOTFOUND' } });
    });
    const cases: [FakeAmap, string, RegExp][] = [
      [unreachable, 'network', /could not be reached \(TypeError ENOTFOUND\)/],
      [fakeAmap(() => new Response('busy', { status: 503 })), 'network', /HTTP 503/],
      [fakeAmap(() => new Response('<html>gateway</html>')), 'malformed', /not JSON/],
    ];
    for (const [fake, failure, said] of cases) {
      const error = await provider(fake).geocode({ cityCode: '310100', text: '南京东路300号' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlaceProviderError);
      expect(error).toMatchObject({ failure });
      expect((error as Error).message).toMatch(said);
      for (const text of everyText(error)) expect(text).not.toContain(KEY);
    }
  });

  it('an AMap error text that quotes the key is scrubbed', async () => {
    const echo = fakeAmap(() => ({ status: '0', info: `INVALID_USER_KEY ${KEY}`, infocode: '10001' }));
    const error = await provider(echo).geocode({ cityCode: '310100', text: 'x' }).catch((e: unknown) => e);
    for (const text of everyText(error)) expect(text).not.toContain(KEY);
    expect((error as Error).message).toContain('***');
  });
});
