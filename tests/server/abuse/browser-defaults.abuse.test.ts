/**
 * What the server does for the browser (issue 7 point 7, docs/security.md §7): no source maps,
 * a Content Security Policy, nosniff and frame protection on the portal and the API; writes take
 * `application/json` only, and another site's page cannot write for the user; a request's
 * timestamp must lie within 5 minutes of the server's clock, so a captured request cannot be
 * replayed later.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_ASSET, createServer, type RunningServer } from '../../../src/server/create-server.ts';
import { REQUEST_TIME_WINDOW_MS } from '../../../src/server/protocol/request-time.ts';
import { endpoints, statusText } from '../../../src/shared/index.ts';
import { DEMO_BOOKER, lastSmsCode } from '../client.ts';
import { MINUTE, startClockedServer, type ClockedServer } from './support.ts';
import { callUrl, rawCall } from './raw-request.ts';

function expectBrowserHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // No string runs as code: the served portal needs no eval (issue 21 §6; tests/build/served-build.test.ts).
  expect(csp).not.toContain("'unsafe-eval'");
}

describe('the portal as served', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'enterprise-portal-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>企业用车服务平台</title><script type="module" src="/assets/index.js"></script>');
    writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1);\n//# sourceMappingURL=index.js.map');
    // A build made with source maps left them next to the scripts: still not served.
    writeFileSync(join(dist, 'assets', 'index.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    server = await createServer({ dataDir: join(dir, 'data'), staticDir: dist, log: () => {}, connectSources: ['https://apm.example.com'] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /, /login (the SPA fallback) and a script with nosniff, frame protection and the CSP', async () => {
    for (const path of ['/', '/login', '/assets/index.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expectBrowserHeaders(response.headers);
    }
  });

  it('lets a browser keep the content-hashed assets a year and ask for index.html every time', async () => {
    expect((await fetch(`${server.url}/assets/index.js`)).headers.get('cache-control')).toBe(IMMUTABLE_ASSET);
    expect(IMMUTABLE_ASSET).toContain('immutable');
    for (const path of ['/', '/login', '/index.html', '/EnterpriseService/SpecialCar']) {
      expect((await fetch(`${server.url}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('lets the portal connect to the configured extra origins only', async () => {
    const csp = (await fetch(`${server.url}/login`)).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://apm.example.com;");
  });

  it('does not serve source maps, even when the build folder has them', async () => {
    for (const path of ['/assets/index.js.map', '/assets/INDEX.JS.MAP', '/assets/index.js.map?x=1', '/missing.map']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('sources');
    }
  });

  it('answers API calls and 404s with nosniff and frame protection too', async () => {
    const api = await rawCall(server.url, endpoints.userLogin.currentUser, { sentAt: Date.now() });
    expect(api.status).toBe(401);
    expectBrowserHeaders(api.headers);
    expectBrowserHeaders((await fetch(`${server.url}/enterpriseapi/Nope`)).headers);
    expectBrowserHeaders((await fetch(`${server.url}/nope.txt`)).headers);
  });
});

describe('writes for the user', () => {
  let t: ClockedServer;
  let cookie: string;
  const now = () => Date.parse('2026-11-23T08:00:00Z');
  beforeAll(async () => {
    t = await startClockedServer();
    const client = t.client();
    expect((await client.signIn(t.logs, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password)).envelope.isSuccess).toBe(true);
    cookie = client.cookie ?? '';
  });
  afterAll(() => t.stop());

  const stillSignedIn = async () => (await rawCall(t.server.url, endpoints.userLogin.currentUser, { sentAt: now(), headers: { cookie } })).status === 200;

  it('a text/plain body (what a form or a no-cors fetch of another page sends) is refused with 406 and acts for no one', async () => {
    const sent = t.logs.length;
    const login = await rawCall(t.server.url, endpoints.userLogin.passwordLogin, {
      sentAt: now(),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(DEMO_BOOKER),
    });
    expect(login.status).toBe(406);
    expect(login.envelope?.message).toBe(statusText(406).zh);
    expect(t.logs.slice(sent).some((line) => line.startsWith('[sms]'))).toBe(false);
    expect(t.logs.at(-1)).toBe('[406] POST /enterpriseapi/UserLogin/PasswordLogin: 请求体须为 application/json，收到 text/plain;charset=UTF-8 / the body must be application/json, got text/plain;charset=UTF-8');

    const logout = await rawCall(t.server.url, endpoints.userLogin.logout, { sentAt: now(), headers: { cookie, 'content-type': 'text/plain' }, body: '{}' });
    expect(logout.status).toBe(406);
    expect(await stillSignedIn()).toBe(true);
  });

  it('form bodies and bodies without a content type are refused with 406 too', async () => {
    const types: Record<string, string>[] = [{ 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'multipart/form-data; boundary=x' }, {}];
    for (const headers of types) {
      const answer = await rawCall(t.server.url, endpoints.userLogin.logout, { sentAt: now(), headers: { cookie, ...headers }, body: '{"a":1}' });
      expect(answer.status, JSON.stringify(headers)).toBe(406);
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it("a write another site's page makes (Sec-Fetch-Site cross-site or same-site) is refused with 403, even without a body", async () => {
    for (const site of ['cross-site', 'same-site']) {
      const logout = await rawCall(t.server.url, endpoints.userLogin.logout, { sentAt: now(), headers: { cookie, 'sec-fetch-site': site } });
      expect(logout.status, site).toBe(403);
      expect(logout.envelope?.message).toBe(statusText(403).zh);
    }
    expect(await stillSignedIn()).toBe(true);
    // The portal's own requests are same-origin; reads from anywhere stay readable only to the portal (no CORS).
    const own = await rawCall(t.server.url, endpoints.userLogin.currentUser, { sentAt: now(), headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
  });

  it('application/json with a charset is a JSON body', async () => {
    const answer = await rawCall(t.server.url, endpoints.userLogin.passwordLogin, {
      sentAt: now(),
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      body: JSON.stringify({ phoneNumber: DEMO_BOOKER.phoneNumber, password: 'not-it' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.envelope?.errorCode).toBe(20100001);
  });
});

describe('the request timestamp window', () => {
  let t: ClockedServer;
  let cookie: string;
  let clock: number;
  beforeAll(async () => {
    t = await startClockedServer();
    const client = t.client();
    expect((await client.signIn(t.logs, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password)).envelope.isSuccess).toBe(true);
    cookie = client.cookie ?? '';
    clock = Date.parse('2026-11-23T08:00:00Z');
  });
  afterAll(() => t.stop());

  const current = (sentAt: number | null) => rawCall(t.server.url, endpoints.userLogin.currentUser, { sentAt, headers: { cookie } });

  it('takes a timestamp up to 5 minutes either side of the server clock', async () => {
    for (const offset of [0, -REQUEST_TIME_WINDOW_MS, REQUEST_TIME_WINDOW_MS, -4 * MINUTE, 4 * MINUTE]) {
      expect((await current(clock + offset)).status, String(offset)).toBe(200);
    }
  });

  it('refuses a stale one with 489 系统时间异常 and a future one with 483 系统时间超前，请联系运维', async () => {
    const stale = await current(clock - REQUEST_TIME_WINDOW_MS - 1000);
    expect(stale.status).toBe(489);
    expect(stale.envelope?.message).toBe(statusText(489).zh);
    expect(t.logs.at(-1)).toMatch(/^\[489\] GET \/enterpriseapi\/UserLogin\/CurrentUser: 请求时间落后服务器时间 5 分钟以上/);
    const future = await current(clock + REQUEST_TIME_WINDOW_MS + 1000);
    expect(future.status).toBe(483);
    expect(future.envelope?.message).toBe(statusText(483).zh);
    expect((await current(clock - 365 * 24 * 60 * MINUTE)).status).toBe(489);
  });

  it('refuses a query without a timestamp, or with one that is no time, with 400', async () => {
    expect((await current(null)).status).toBe(400);
    expect(t.logs.at(-1)).toContain('query timestamp is missing');
  });

  it('a captured sign-in replayed 6 minutes later is refused before it acts', async () => {
    const phone = '13800000002';
    const url = callUrl(t.server.url, endpoints.userLogin.passwordLogin, clock);
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phoneNumber: phone, password: 'Admin@2026' }) };
    expect((await fetch(url, init)).status).toBe(200);
    const code = lastSmsCode(t.logs, phone);
    t.advance(6 * MINUTE);
    clock += 6 * MINUTE;
    const sent = t.logs.length;
    expect((await fetch(url, init)).status).toBe(489);
    expect(t.logs.slice(sent).some((line) => line.startsWith('[sms]'))).toBe(false);
    expect(lastSmsCode(t.logs, phone)).toBe(code);
  });
});
