import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestClient, type TestServer } from './client.ts';

let t: TestServer;
/** The seeded admin, who may read /dev/rum-events (`admin.monitoring`). */
let admin: TestClient;
beforeAll(async () => {
  t = await startTestServer({ monitoring: true });
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

const ndjson = [
  { metadata: { service: { name: 'enterprise', environment: 'prod', agent: { name: 'rum-js', version: '5.17.5' } } } },
  { transaction: { id: 't-1', name: '/EnterpriseService', type: 'page-load', duration: 812.5 } },
  { error: { id: 'e-1', exception: { message: 'boom' } } },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

describe('RUM intake', () => {
  it('stores each event of a gzip ndjson body as one row', async () => {
    const response = await fetch(`${t.server.url}/intake/v2/rum/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', 'content-encoding': 'gzip' },
      body: gzipSync(ndjson),
    });
    expect(response.status).toBe(202);
    const events = (await (await admin.fetchWithSession('/dev/rum-events')).json()) as { kind: string; serviceName: string; event: { id: string } }[];
    expect(events.map((e) => [e.kind, e.event.id, e.serviceName])).toEqual([
      ['transaction', 't-1', 'enterprise'],
      ['error', 'e-1', 'enterprise'],
    ]);
  });

  it('takes a plain ndjson body too, and refuses a line that is not JSON', async () => {
    const plain = await fetch(`${t.server.url}/intake/v2/rum/events`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: ndjson });
    expect(plain.status).toBe(202);
    const broken = await fetch(`${t.server.url}/intake/v2/rum/events`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: `${ndjson}\n{oops` });
    expect(broken.status).toBe(400);
  });
});

describe('RUM agent config', () => {
  const url = () => `${t.server.url}/config/v1/rum/agents?service.name=enterprise&service.environment=prod`;

  it('answers the config with an ETag, and 304 when If-None-Match is that tag', async () => {
    const first = await fetch(url());
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ transaction_sample_rate: '1' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const second = await fetch(url(), { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
    const stale = await fetch(url(), { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('needs a service name', async () => {
    expect((await fetch(`${t.server.url}/config/v1/rum/agents`)).status).toBe(400);
  });
});
