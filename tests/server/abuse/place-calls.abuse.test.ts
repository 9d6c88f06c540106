/**
 * docs/security.md §23: the place calls (docs/places.md) cost what the server decides, whatever a
 * body or a query asks: a keyword of at most 50 characters, at most 20 suggestions, an address text
 * of at most 200, a route of at most 12 places and a matrix of at most 5 × 5; each refusal a 4xx with
 * its Chinese sentence, never a 500. A bundled id of a city the body did not name, or made up, is no
 * place; a provider id (`amap:`) the server never answered is no place either.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const search = (params: Record<string, string | number>) => booker.call(endpoints.csOrder.placeSearch, { params });
const route = (body: unknown) => booker.call(endpoints.foundation.routeMatrixMultipoints, { body });

describe('what a query may ask of the place search and the geocoder', () => {
  it('a 1,000-character keyword, a limit of 100,000 and 11 kinds are 400s with their sentences', async () => {
    const long = await search({ cityCode: '310100', keyword: '外'.repeat(1_000) });
    expect([long.status, long.envelope.message]).toEqual([400, '搜索内容格式不正确']);
    const many = await search({ cityCode: '310100', keyword: '外滩', limit: 100_000 });
    expect([many.status, many.envelope.message]).toEqual([400, '建议条数格式不正确']);
    const kinds = await search({ cityCode: '310100', keyword: '外滩', addressTypes: '1,2,3,4,5,6,1,2,3,4,5' });
    expect([kinds.status, kinds.envelope.message]).toEqual([400, '地点类型格式不正确']);
  });

  it('a 201-character address and a point off the globe are 400s; an unknown city answers nothing', async () => {
    const long = await booker.call(endpoints.csOrder.addressLocation, { params: { cityCode: '310100', address: '路'.repeat(201) } });
    expect([long.status, long.envelope.message]).toEqual([400, '地址格式不正确']);
    const off = await booker.call(endpoints.csOrder.addressLocation, { params: { lat: 91, lng: 0 } });
    expect([off.status, off.envelope.message]).toEqual([400, '纬度格式不正确']);
    const nowhere = await search({ cityCode: '999999', keyword: '外滩' });
    expect([nowhere.status, nowhere.envelope.result]).toEqual([200, []]);
  });

  it('property: any keyword and kinds are answered with a 200 or a 400, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), fc.string({ maxLength: 12 }), async (keyword, addressTypes) => {
        const { status } = await search({ cityCode: '310100', keyword, addressTypes });
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 60 },
    );
  });
});

describe('what a body may ask of the route calls', () => {
  it('13 places, a 6 × 5 matrix and 41 properties in one address are refused at the boundary (422)', async () => {
    const place = { placeId: 'airport:PVG', cityCode: '310100', addressType: 1 };
    expect((await route({ points: Array.from({ length: 13 }, () => place) })).status).toBe(422);
    const matrix = await booker.call(endpoints.foundation.routeMatrix, { body: { origins: Array.from({ length: 6 }, () => place), destinations: [place] } });
    expect(matrix.status).toBe(422);
    const fat = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i]));
    expect((await route({ points: [place, { ...place, ...fat }] })).status).toBe(422);
  });

  it('a made-up bundled id, a bundled id of another city than the one named and an AMap id never answered are no places', async () => {
    const pvg = { placeId: 'airport:PVG', cityCode: '310100', addressType: 1 };
    const [square] = (await search({ cityCode: '310100', keyword: '人民广场' })).envelope.result as { placeId: string }[];
    const refusedWith = async (dropOff: object) => (await route({ points: [pvg, dropOff] })).envelope;
    expect(await refusedWith({ placeId: 'poi:3101000000000000', cityCode: '310100' })).toMatchObject({ isSuccess: false, errorCode: 20300031 });
    expect(await refusedWith({ placeId: square!.placeId, cityCode: '330100' })).toMatchObject({ isSuccess: false, errorCode: 20300031, message: '下车地点不在杭州，请从搜索结果中选择地址' });
    expect(await refusedWith({ placeId: 'amap:B00155L3CH', cityCode: '310100' })).toMatchObject({ isSuccess: false, errorCode: 20300031 });
  });

  it('a 5 × 5 matrix of known places is answered, each distance the route’s', async () => {
    const [pvg, sha] = [{ placeId: 'airport:PVG' }, { placeId: 'airport:SHA' }];
    const { status, envelope } = await booker.call(endpoints.foundation.routeMatrix, { body: { origins: [pvg, sha, pvg, sha, pvg], destinations: [sha, pvg, sha, pvg, sha] } });
    expect(status).toBe(200);
    const rows = (envelope.result as { rows: { distance: number }[][] }).rows;
    expect(rows).toHaveLength(5);
    const direct = (await route({ points: [pvg, sha] })).envelope.result as { distance: number };
    expect(rows[0]![0]!.distance).toBe(direct.distance);
    expect(rows[1]![1]!.distance).toBe(direct.distance);
  });
});
