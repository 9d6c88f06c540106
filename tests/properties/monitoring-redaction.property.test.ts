/**
 * No secret reaches the monitoring agent's payload (issue 21 §2, docs/security.md §13): the filter
 * `withoutSecrets` (src/app/monitoring.ts, over src/shared/monitoring-redaction.ts) on payloads shaped
 * as @elastic/apm-rum 5.17 builds them, every place a URL lands in one:
 * - a transaction (`createTransactionDataModel`, apm-rum-core performance-monitoring.js): `name`,
 *   `context.page.url` and `referer` (`getPageContext`, common/context.js), `breakdown[].transaction.name`;
 * - its spans: an API call's span is named `METHOD path` (`processAPICalls`: the path of a relative
 *   URL, an absolute one without its query) with the full URL, `q` and all, in `context.http.url`
 *   (`getExternalContext`); a resource span's name is its URL without the query and
 *   `context.http.url` the whole URL (`createResourceTimingSpan`, navigation/resource-timing.js);
 * - an error (`createErrorDataModel`, error-logging.js): `exception.message`, `culprit`, stack frames,
 *   `context.page` merged with the transaction's context.
 * The token, the text code, the encrypted `q` and a `/Concur/:dc` code are drawn at random; none of
 * them may be left anywhere, while order ids, route names and numbers stay as they were.
 */
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it } from 'vitest';

import { resetMonitoringForTests, withoutSecrets } from '../../src/app/monitoring.ts';
import { ROUTES } from '../../src/app/routes.ts';
import { heldSecrets, holdSecret } from '../../src/lib/monitoring-secrets.ts';
import { REDACTED, redactSecrets, redactText, SECRET_PATH_PREFIXES } from '../../src/shared/monitoring-redaction.ts';

afterEach(resetMonitoringForTests);

const ORIGIN = 'http://127.0.0.1:41234';
const BASE64URL = /^[A-Za-z0-9_-]{16,64}$/;

interface Secrets {
  token: string;
  code: string;
  q: string;
  concur: string;
  orderId: string;
}

const secretsArb: fc.Arbitrary<Secrets> = fc.record({
  token: fc.stringMatching(BASE64URL),
  code: fc.stringMatching(/^[A-Z0-9]{8}$/),
  // The encrypted query as the transport writes it: base64, percent-encoded.
  q: fc.stringMatching(/^[A-Za-z0-9+/]{24,96}={0,2}$/).map((text) => encodeURIComponent(text)),
  concur: fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
  orderId: fc.stringMatching(/^CS\d{14}$/),
});

/** A span of the agent's model (SPAN_MODEL fields). */
const span = (name: string, type: string, subtype: string, context: object) => ({
  id: 'b1c2d3e4f5a6b7c8', transaction_id: '0af7651916cd43dd', parent_id: '0af7651916cd43dd', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
  name, type, subtype, sync: false, start: 12, duration: 34.5, context, outcome: 'success', sample_rate: 1,
});

/** One send of the agent on the approval page, the secrets where the agent puts them. */
function agentPayload(s: Secrets) {
  const apiUrl = `${ORIGIN}/enterpriseapi/csorder/AuditForWeb?q=${s.q}`;
  const pageUrl = `${ORIGIN}/OrderAudit?token=${s.token}`;
  const destination = { service: { resource: '127.0.0.1:41234', name: '', type: '' }, address: '127.0.0.1', port: 41234 };
  const transaction = (name: string, type: string, spans: object[]) => ({
    id: '0af7651916cd43dd', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', name, type, duration: 812.5,
    spans,
    context: { page: { referer: `${ORIGIN}/TextAudit?code=${s.code}`, url: pageUrl }, response: { transfer_size: 300, encoded_body_size: 0, decoded_body_size: 0 } },
    marks: { navigationTiming: { fetchStart: 0, responseEnd: 40 }, agent: { timeToFirstByte: 20, domInteractive: 80 } },
    breakdown: [{ transaction: { name, type }, samples: { 'transaction.duration.count': { value: 1 } } }],
    span_count: { started: spans.length }, sampled: true, sample_rate: 1, outcome: 'success',
  });
  return {
    transactions: [
      transaction('/OrderAudit/*', 'page-load', [
        span('GET /enterpriseapi/csorder/AuditForWeb', 'external', 'http', { http: { method: 'GET', url: apiUrl, status_code: 200 }, destination }),
        span(`${ORIGIN}/enterpriseapi/csorder/AuditForWeb`, 'resource', 'fetch', { http: { url: apiUrl, response: { transfer_size: 900 } }, destination }),
        span(`${ORIGIN}/Concur/${s.concur}`, 'resource', 'link', { http: { url: `${ORIGIN}/Concur/${s.concur}`, response: {} }, destination }),
        span('Requesting and receiving the document', 'hard-navigation', 'browser-timing', { destination }),
      ]),
      // A transaction the router did not name: the agent falls back on the path.
      transaction(`/Concur/${s.concur}`, 'route-change', []),
      transaction(`/endtravel?orderId=${s.orderId}`, 'route-change', []),
      transaction(`GET /enterpriseapi/csorder/AuditForWeb?q=${s.q}`, 'http-request', []),
    ],
    errors: [
      {
        id: 'e1', culprit: `${ORIGIN}/assets/order-audit.js`, trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', transaction_id: '0af7651916cd43dd', parent_id: '0af7651916cd43dd',
        exception: {
          message: `Failed to fetch ${apiUrl} (审批链接 ${pageUrl} 无效)`,
          type: 'TypeError',
          stacktrace: [{ abs_path: `${ORIGIN}/assets/order-audit.js`, filename: 'assets/order-audit.js', function: 'decide', lineno: 1, colno: 200 }],
        },
        context: { page: { referer: '', url: pageUrl } },
        transaction: { type: 'page-load', sampled: true },
      },
    ],
  };
}

const secretsOf = (s: Secrets) => [s.token, s.code, s.q, decodeURIComponent(s.q), s.concur];

describe('the agent filter on the agent’s payloads', () => {
  test.prop([secretsArb])('leaves no token, code, q or Concur code anywhere, by the URL rules alone', (s) => {
    const sent = JSON.stringify(withoutSecrets(agentPayload(s)));
    for (const secret of secretsOf(s)) expect(sent).not.toContain(secret);
  });

  test.prop([secretsArb])('keeps order ids, route names and every number, in the same shape', (s) => {
    const payload = agentPayload(s);
    const redacted = withoutSecrets(payload);
    const sent = JSON.stringify(redacted);
    expect(sent).toContain(`orderId=${s.orderId}`);
    expect(redacted.transactions[0]!.name).toBe('/OrderAudit/*');
    expect(redacted.transactions[0]!.context!['page']).toEqual({ referer: `${ORIGIN}/TextAudit?code=${REDACTED}`, url: `${ORIGIN}/OrderAudit?token=${REDACTED}` });
    expect(redacted.transactions[0]!.spans![0]).toMatchObject({ name: 'GET /enterpriseapi/csorder/AuditForWeb', duration: 34.5, context: { http: { url: `${ORIGIN}/enterpriseapi/csorder/AuditForWeb?q=${REDACTED}`, status_code: 200 } } });
    expect(redacted.transactions[1]!.name).toBe(`/Concur/${REDACTED}`);
    // Numbers, booleans and the structure are untouched: the same document with the secrets' places blanked.
    const blank = (text: string) => secretsOf(s).reduce((t, secret) => t.replaceAll(secret, REDACTED), text);
    expect(sent).toBe(blank(JSON.stringify(payload)));
  });

  test.prop([secretsArb, fc.constantFrom('message', 'label', 'json')])('blanks a held secret wherever it appears, also where no URL rule sees it', (s, where) => {
    holdSecret(s.token);
    expect(heldSecrets()).toContain(s.token);
    const text = { message: `审批失败：${s.token}`, label: `token ${s.token}`, json: JSON.stringify({ token: s.token }) }[where];
    const sent = JSON.stringify(withoutSecrets({ transactions: [], errors: [{ id: 'e2', exception: { message: text, type: 'Error' } }] }));
    expect(sent).not.toContain(s.token);
  });
});

test.prop([fc.jsonValue(), fc.stringMatching(BASE64URL)])('no held secret survives in any JSON value, and the value is copied, never changed', (value, secret) => {
  const payload = { transactions: [value, { url: `/x?token=${secret}` }], errors: [`${secret}`] };
  const before = structuredClone(payload);
  const sent = JSON.stringify(redactSecrets(payload, [secret]));
  expect(sent).not.toContain(secret);
  expect(payload).toEqual(before);
});

describe('redactText, by example', () => {
  it.each([
    ['/OrderAudit?token=AbC123-_xyz', `/OrderAudit?token=${REDACTED}`],
    ['https://p.example/TextAudit#code=ABCD2345', `https://p.example/TextAudit#code=${REDACTED}`],
    ['/enterpriseapi/own/order?q=abc%2Bdef%3D', `/enterpriseapi/own/order?q=${REDACTED}`],
    ['token=abc&orderId=OC1', `token=${REDACTED}&orderId=OC1`],
    ['/EnterpriseService/SpecialCar?mode=e&orderId=CS20261123000001', '/EnterpriseService/SpecialCar?mode=e&orderId=CS20261123000001'],
    ['/login?redirect=%2FUploadPic%3ForderId%3D1', `/login?redirect=${REDACTED}`],
    ['/Concur/8f3a2b9c', `/Concur/${REDACTED}`],
    ['/concur/8f3a2b9c?x', `/concur/${REDACTED}?x`],
    ['/Concur/:dc', '/Concur/:dc'],
    ['/OrderAudit/*', '/OrderAudit/*'],
    ['/OrderAudit/AbC123/more?x=1', `/OrderAudit/${REDACTED}?x=${REDACTED}`],
    ['Click - button[name=submit]', 'Click - button[name=submit]'],
    ['/EnterpriseService/Order/SpecialCar/CS20261123000001', '/EnterpriseService/Order/SpecialCar/CS20261123000001'],
  ])('%s → %s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

it('knows every route whose path takes a parameter: a secret path, or one named harmless here', () => {
  // An order's detail names the order: no secret, and it opens nothing without a session.
  const HARMLESS = ['/EnterpriseService/Order/:kind/:orderId'];
  const secret = (path: string) => SECRET_PATH_PREFIXES.some((prefix) => path.toLowerCase().startsWith(prefix.toLowerCase()));
  const withParameters = ROUTES.map((route) => route.path).filter((path) => path.includes('/:'));
  expect(withParameters.length).toBeGreaterThan(1);
  expect(withParameters.filter((path) => !HARMLESS.includes(path) && !secret(path))).toEqual([]);
});
