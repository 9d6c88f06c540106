/**
 * Bad input at the protocol level gets a 4xx with the catalogue's message, never a 500, and is
 * refused before a handler sees it (issue 7 point 6, docs/security.md §6): a malformed session
 * cookie, a body nested thousands of levels deep, an oversized body, a huge page index.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_API_BODY_BYTES } from '../../../src/server/protocol/api-routes.ts';
import { MAX_BODY_DEPTH } from '../../../src/server/protocol/json-depth.ts';
import { MAX_PAGE_INDEX } from '../../../src/server/protocol/params.ts';
import { endpoints, statusText } from '../../../src/shared/index.ts';
import { DEMO_BOOKER, startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;
beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const BAD_REQUEST = statusText(400).zh;
const orderCount = () => readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a malformed session cookie is no session', () => {
  it.each(['%', '%E0%A4%A', '%zz', 'abc%'])('cookie ent_session=%s: 401 on a user route, the public routes answer as usual', async (value) => {
    const client = t.client();
    client.cookie = `ent_session=${value}`;
    const user = await client.call(endpoints.userLogin.currentUser);
    expect(user.status).toBe(401);
    expect(user.envelope.message).toBe(statusText(401).zh);
    const login = await client.call(endpoints.userLogin.passwordLogin, { body: { phoneNumber: DEMO_BOOKER.phoneNumber, password: 'wrong-one' } });
    expect(login.status).toBe(200);
  });

  it('law: whatever the cookie holds, a user route answers 401 and never 500', async () => {
    const cookieValue = fc.string({ unit: fc.constantFrom(...'%abcdefABCDEF0123456789=+/-_.~!*'.split('')), maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(cookieValue, async (value) => {
        const client = t.client();
        client.cookie = `ent_session=${value}`;
        expect((await client.call(endpoints.userLogin.currentUser)).status).toBe(401);
      }),
      { numRuns: 40 },
    );
  });

  it('the real session next to a malformed cookie of another name still signs in', async () => {
    const client = t.client();
    client.cookie = `other=%E0%A4%A; ${booker.cookie ?? ''}`;
    expect((await client.call(endpoints.userLogin.currentUser)).status).toBe(200);
  });
});

describe('a body nested too deeply is refused before any handler', () => {
  it(`an order whose passenger nests 4,105 levels deep: 400 with the catalogue message, nothing stored, the log names method and path`, async () => {
    const before = orderCount();
    const answer = await booker.call(endpoints.csOrder.create, { rawBody: `{"passenger":${nested(4105)}}` });
    expect(answer.status).toBe(400);
    expect(answer.envelope.message).toBe(BAD_REQUEST);
    expect(orderCount()).toBe(before);
    expect(t.logs.at(-1)).toBe(`[400] POST /enterpriseapi/CsOrder/Create: 请求体嵌套超过 ${MAX_BODY_DEPTH} 层 / the body nests deeper than ${MAX_BODY_DEPTH} levels`);
  });

  it(`a public route too, and ${MAX_BODY_DEPTH} levels are still read (then judged by the route)`, async () => {
    const deep = await t.client().call(endpoints.userLogin.passwordLogin, { rawBody: `{"phoneNumber":${nested(MAX_BODY_DEPTH)}}` });
    expect(deep.status).toBe(400);
    const atLimit = await t.client().call(endpoints.userLogin.passwordLogin, { rawBody: `{"phoneNumber":${nested(MAX_BODY_DEPTH - 1)}}` });
    expect(atLimit.status).toBe(400);
    expect(t.logs.at(-1)).not.toContain('请求体嵌套');
  });

  it('brackets inside strings do not count', async () => {
    const answer = await t.client().call(endpoints.userLogin.passwordLogin, {
      rawBody: JSON.stringify({ phoneNumber: DEMO_BOOKER.phoneNumber, password: '['.repeat(500) }),
    });
    expect(answer.status).toBe(200);
    expect(answer.envelope.errorCode).toBe(20100001);
  });
});

describe('an oversized body is refused while it is read', () => {
  it(`a body over ${MAX_API_BODY_BYTES} bytes: 400 with the catalogue message, nothing stored`, async () => {
    const before = orderCount();
    const answer = await booker.call(endpoints.csOrder.create, { body: { remark: 'x'.repeat(MAX_API_BODY_BYTES) } });
    expect(answer.status).toBe(400);
    expect(answer.envelope.message).toBe(BAD_REQUEST);
    expect(orderCount()).toBe(before);
    expect(t.logs.at(-1)).toBe(`[400] POST /enterpriseapi/CsOrder/Create: 请求体超过 ${MAX_API_BODY_BYTES} 字节 / the body is over ${MAX_API_BODY_BYTES} bytes`);
  });
});

describe('a huge page index is refused', () => {
  it.each([
    ['the special-car order list', endpoints.csOrder.list],
    ['the own-car order list', endpoints.ownOrder.list],
    ['the own-car list', endpoints.ownCar.list],
  ] as const)('%s: a page index past the cap is 400 naming pageIndex; the last allowed page answers', async (_name, endpoint) => {
    for (const pageIndex of [MAX_PAGE_INDEX + 1, 1e300, Number.MAX_SAFE_INTEGER]) {
      const answer = await booker.call(endpoint, { body: { pageIndex, pageSize: 20 } });
      expect(answer.status).toBe(400);
      expect(answer.envelope.message).toBe('页码格式不正确');
    }
    expect(t.logs.at(-1)).toMatch(new RegExp(`^\\[400\\] POST /enterpriseapi${endpoint.path}: 页码格式不正确 / parameter pageIndex is malformed`));
    const last = await booker.call(endpoint, { body: { pageIndex: MAX_PAGE_INDEX, pageSize: 9999 } });
    expect(last.status).toBe(200);
    expect((last.envelope.result as { items: unknown[] }).items).toEqual([]);
  });

  it('a huge page size is clamped to 9999, not refused', async () => {
    const answer = await booker.call(endpoints.csOrder.list, { body: { pageIndex: 1, pageSize: 1e12 } });
    expect(answer.status).toBe(200);
  });
});
