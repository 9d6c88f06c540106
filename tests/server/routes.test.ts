/**
 * The reference server and the endpoint catalogue (src/shared/endpoints.ts) cannot drift: the
 * routes the running server really registers under the enterprise prefix are exactly the
 * catalogue's REFERENCE_SERVER_ENDPOINTS, compared as the server matches them (method, and the
 * path without regard to case). Routes outside the API prefixes (monitoring, the development
 * views, price pictures, the portal's files) are listed here explicitly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, API_PREFIX } from '../../src/server/create-server.ts';
import { apiRoutes } from '../../src/server/protocol/api-routes.ts';
import { ok } from '../../src/server/protocol/envelope.ts';
import { API_PREFIXES, endpoints, REFERENCE_SERVER_ENDPOINTS, routeKey, type Endpoint } from '../../src/shared/index.ts';
import type { EndpointKey, Responses } from '../../src/shared/index.ts';
import { startTestServer, type TestServer } from './client.ts';

/** The routes that are not API calls, by method and URL: monitoring (docs/transport.md "Monitoring"), dev views, price pictures, attachments. */
/** With the monitoring and demo mailbox options on (no CORS preflight routes: the intake answers its own origin only). */
const NON_API_ROUTES = [
  'POST /intake/v2/rum/events',
  'GET /config/v1/rum/agents',
  'GET /dev/rum-events',
  'GET /dev/mail',
  'GET /price-pictures/:name',
  'GET /attachments/:fileId',
];

const catalogue = Object.values(endpoints).flatMap((group) => Object.values(group as Record<string, Endpoint>));
const catalogueKeys = new Set(catalogue.map(routeKey));

let server: TestServer;
/** The registered routes, as `METHOD /url`; fastify's automatic HEAD twin of each GET left out. */
let registered: string[];

beforeAll(async () => {
  server = await startTestServer({ monitoring: true, devMail: true });
  registered = server.server.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
});
afterAll(() => server.stop());

const isApi = (route: string) => Object.values(API_PREFIXES).some((prefix) => route.toLowerCase().split(' ')[1]!.startsWith(`${prefix}/`));
/** A registered route as a catalogue route key. */
const asKey = (route: string) => {
  const [method, url] = route.split(' ') as [string, string];
  return routeKey({ method: method as Endpoint['method'], prefix: '' as Endpoint['prefix'], path: url });
};

describe('the served routes and the endpoint catalogue', () => {
  it('serves no API path the catalogue lacks', () => {
    const uncatalogued = registered.filter(isApi).filter((route) => !catalogueKeys.has(asKey(route)));
    expect(uncatalogued).toEqual([]);
  });

  it('serves every endpoint the catalogue says the reference server serves, and no other', () => {
    const served = registered.filter(isApi).map(asKey).sort();
    expect(served).toEqual(REFERENCE_SERVER_ENDPOINTS.map(routeKey).sort());
  });

  it('builds its route table from exactly those catalogue entries, each once', () => {
    const claimed = API_ROUTES.map((route) => route.endpoint);
    expect(claimed.every((endpoint) => catalogue.includes(endpoint))).toBe(true);
    expect(new Set(claimed.map(routeKey)).size).toBe(claimed.length);
    expect(claimed.map(routeKey).sort()).toEqual(REFERENCE_SERVER_ENDPOINTS.map(routeKey).sort());
  });

  it('serves only the enterprise prefix of the five', () => {
    const prefixes = new Set(registered.filter(isApi).map((route) => route.split(' ')[1]!.split('/')[1]));
    expect([...prefixes]).toEqual([API_PREFIX.slice(1)]);
  });

  it('registers nothing outside the API prefixes but the listed monitoring, development and picture routes', () => {
    expect(registered.filter((route) => !isApi(route)).sort()).toEqual([...NON_API_ROUTES].sort());
  });

  it('serves the two cost-centre calls that had drifted at the catalogued paths', async () => {
    const client = server.client();
    for (const endpoint of [endpoints.csAccount.costCenter, endpoints.csAccount.auditors]) {
      // Without a session a served path is a 401; an unserved one would be a 404.
      expect((await client.call(endpoint.method, endpoint.path)).status, endpoint.path).toBe(401);
    }
  });
});

describe('a route table', () => {
  it('has a declared response type for every call the reference server serves', () => {
    type Undeclared = Exclude<EndpointKey<(typeof REFERENCE_SERVER_ENDPOINTS)[number]>, keyof Responses>;
    // Does not compile while a served call lacks one: the type names the missing calls.
    const allDeclared: [Undeclared] extends [never] ? true : Undeclared = true;
    expect(allDeclared).toBe(true);
  });

  it('is checked against the shared response type of each endpoint', () => {
    const table = apiRoutes([
      { endpoint: endpoints.user.balance, handle: () => ok({ balance: 1 }) },
      // @ts-expect-error the balance is a number (src/shared/responses.ts Balance)
      { endpoint: endpoints.csOrder.balance, handle: () => ok({ balance: 'one' }) },
    ]);
    expect(table.map((route) => route.endpoint)).toEqual([endpoints.user.balance, endpoints.csOrder.balance]);
  });
});
