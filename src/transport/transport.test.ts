import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  businessError,
  encryptedAnswer,
  fakeFetch,
  hangingAnswer,
  serverCipher,
  settle,
  success,
} from '../../tests/support/fake-api.ts';
import type { Answer } from '../../tests/support/fake-api.ts';
import { endpoints, TRANSPORT_STATUS_CODES, TRANSPORT_STATUSES } from '../shared/index.ts';
import type { Endpoint } from '../shared/index.ts';
import { createTransport, TransportUsageError } from './transport.ts';
import type { TransportHooks, TransportOptions } from './transport.ts';

/** 2026-11-22 02:05:09 UTC, which is 10:05:09 in China. */
const NOW = new Date(Date.UTC(2026, 10, 22, 2, 5, 9));

function hookSpies() {
  return {
    onHttpError: vi.fn<NonNullable<TransportHooks['onHttpError']>>(),
    onUnauthorized: vi.fn<NonNullable<TransportHooks['onUnauthorized']>>(),
    onBusinessError: vi.fn<NonNullable<TransportHooks['onBusinessError']>>(),
    reportMissingEnvelope: vi.fn<NonNullable<TransportHooks['reportMissingEnvelope']>>(),
    onTransportError: vi.fn<NonNullable<TransportHooks['onTransportError']>>(),
    onDownloadFailure: vi.fn<NonNullable<TransportHooks['onDownloadFailure']>>(),
  };
}

function setUp(answer: Answer, options: TransportOptions = {}) {
  const fake = fakeFetch(answer);
  const hooks = hookSpies();
  const transport = createTransport({ fetch: fake.fetch, now: () => NOW, getOperatorId: () => '42', hooks, ...options });
  return { transport, hooks, requests: fake.requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the request', () => {
  it('carries the caller parameters, then the China-time timestamp, the OperatorId and Platform 1011200', async () => {
    const { transport, requests } = setUp(() => success());
    await transport.call(endpoints.csOrder.detail, { query: { orderId: 7, city: '上海' } });
    const query = requests[0]!.query!;
    expect([...query.keys()]).toEqual(['orderId', 'city', 'timestamp', 'OperatorId', 'Platform']);
    expect(query.get('orderId')).toBe('7');
    expect(query.get('city')).toBe('上海');
    expect(query.get('timestamp')).toBe('2026/11/22 10:05:09');
    expect(query.get('timestamp')).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(query.get('OperatorId')).toBe('42');
    expect(query.get('Platform')).toBe('1011200');
  });

  it('has no other parameter than q in the URL', async () => {
    const { transport, requests } = setUp(() => success());
    await transport.call(endpoints.csOrder.detail, { query: { orderId: 7 } });
    expect([...requests[0]!.url.searchParams.keys()]).toEqual(['q']);
  });

  it('goes to the base URL, prefix and path with the endpoint method, cookies included', async () => {
    const { transport, requests } = setUp(() => success(), { baseUrl: 'http://api.test/' });
    await transport.call(endpoints.csOrder.update, { query: { orderId: 7 }, body: { orderId: 7 } });
    const [request] = requests;
    expect(request!.url.origin + request!.url.pathname).toBe('http://api.test/enterpriseapi/CsOrder/Update');
    expect(request!.method).toBe('PUT');
    expect(request!.credentials).toBe('include');
  });

  it('sends the body as plain JSON, not encrypted', async () => {
    const { transport, requests } = setUp(() => success());
    await transport.call(endpoints.userLogin.passwordLogin, { body: { phoneNumber: '13800000001', password: 'pw' } });
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(requests[0]!.body!)).toEqual({ phoneNumber: '13800000001', password: 'pw' });
  });

  it('reads the OperatorId from localStorage by default, empty before sign-in', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
    const fake = fakeFetch(() => success());
    const transport = createTransport({ fetch: fake.fetch });
    await transport.call(endpoints.userLogin.currentUser);
    stored.set('OperatorId', '1001');
    await transport.call(endpoints.userLogin.currentUser);
    expect(fake.requests.map((request) => request.query!.get('OperatorId'))).toEqual(['', '1001']);
  });

  it('keeps the added keys its own: a caller value under them is dropped', async () => {
    const { transport, requests } = setUp(() => success());
    await transport.call(endpoints.csOrder.detail, { query: { timestamp: 'mine', Platform: 1 } });
    expect(requests[0]!.query!.getAll('timestamp')).toEqual(['2026/11/22 10:05:09']);
    expect(requests[0]!.query!.getAll('Platform')).toEqual(['1011200']);
  });

  it('refuses a body on a GET call, and a negative retry count', () => {
    const { transport } = setUp(() => success());
    expect(() => transport.call(endpoints.csOrder.detail, { body: {} })).toThrow(TransportUsageError);
    expect(() => transport.call(endpoints.csOrder.detail, { retry: -1 })).toThrow(TransportUsageError);
  });
});

describe('identical in-flight requests', () => {
  it('share one fetch and one result', async () => {
    let tick = 0;
    const { transport, requests } = setUp(() => success({ id: 1 }), {
      // The timestamp differs between the two calls; they are still the same request.
      now: () => new Date(NOW.getTime() + 1000 * tick++),
    });
    const [first, second] = await Promise.all([
      transport.call(endpoints.csOrder.detail, { query: { orderId: 7 } }),
      transport.call(endpoints.csOrder.detail, { query: { orderId: 7 } }),
    ]);
    expect(requests).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('are not shared when the query or body differs', async () => {
    const { transport, requests } = setUp(() => success());
    await Promise.all([
      transport.call(endpoints.csOrder.detail, { query: { orderId: 7 } }),
      transport.call(endpoints.csOrder.detail, { query: { orderId: 8 } }),
      transport.call(endpoints.csOrder.create, { body: { a: 1 } }),
      transport.call(endpoints.csOrder.create, { body: { a: 2 } }),
    ]);
    expect(requests).toHaveLength(4);
  });

  it('are not kept once settled: cache time 0', async () => {
    const { transport, requests } = setUp(() => success());
    await transport.call(endpoints.csOrder.detail, { query: { orderId: 7 } });
    await transport.call(endpoints.csOrder.detail, { query: { orderId: 7 } });
    expect(requests).toHaveLength(2);
  });

  it('toast a shared failure once', async () => {
    const { transport, hooks } = setUp(() => businessError(30000001, '订单不存在'));
    await Promise.all([transport.call(endpoints.csOrder.detail), transport.call(endpoints.csOrder.detail)]);
    expect(hooks.onBusinessError).toHaveBeenCalledTimes(1);
  });
});

describe('retry', () => {
  it('is off by default: a 503 is fetched once', async () => {
    const { transport, requests } = setUp(() => encryptedAnswer({}, 503));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(requests).toHaveLength(1);
    expect(res.status).toBe(503);
  });

  it('retries a 5xx answer `retry` times', async () => {
    const { transport, requests, hooks } = setUp(() => encryptedAnswer({}, 503));
    const res = await transport.call(endpoints.csOrder.detail, { retry: 2 });
    expect(requests).toHaveLength(3);
    expect(res.isSuccess).toBe(false);
    expect(hooks.onHttpError).toHaveBeenCalledTimes(1);
  });

  it('stops retrying at the first answer that is not 5xx, with a fresh timestamp each time', async () => {
    let tick = 0;
    const { transport, requests } = setUp((_request, index) => (index === 0 ? encryptedAnswer({}, 502) : success('ok')), {
      now: () => new Date(NOW.getTime() + 1000 * tick++),
    });
    const res = await transport.call(endpoints.csOrder.detail, { retry: 2 });
    expect(requests).toHaveLength(2);
    expect(res.result).toBe('ok');
    expect(requests.map((request) => request.query!.get('timestamp'))).toEqual(['2026/11/22 10:05:09', '2026/11/22 10:05:10']);
  });

  it('never retries a 4xx answer or a business error', async () => {
    const clientError = setUp(() => encryptedAnswer({}, 404));
    await clientError.transport.call(endpoints.csOrder.detail, { retry: 2 });
    expect(clientError.requests).toHaveLength(1);
    const business = setUp(() => businessError(30000001, '订单不存在'));
    await business.transport.call(endpoints.csOrder.detail, { retry: 2 });
    expect(business.requests).toHaveLength(1);
  });
});

describe('the answer', () => {
  it('is the normalised envelope with the HTTP status', async () => {
    const { transport, hooks } = setUp(() => success({ orderId: 7 }));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(res).toEqual({ isSuccess: true, errorCode: 0, message: '', result: { orderId: 7 }, status: 200 });
    expect(hooks.reportMissingEnvelope).not.toHaveBeenCalled();
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it('reads an empty body as {}: unsuccessful, errorCode 1, reported as 999', async () => {
    const { transport, hooks } = setUp(() => new Response('', { status: 200 }));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(res).toMatchObject({ isSuccess: false, errorCode: 1, result: undefined });
    expect(hooks.reportMissingEnvelope).toHaveBeenCalledWith(
      expect.objectContaining({ code: 999, reason: 'missingFields', body: {}, status: 200, endpoint: endpoints.csOrder.detail }),
    );
  });

  it('reads a 204 answer, which has no body, as the catalogue success', async () => {
    const { transport, hooks } = setUp(() => new Response(null, { status: 204 }));
    const res = await transport.call(endpoints.ownDriver.delete, { query: { id: 1 } });
    expect(res).toMatchObject({ isSuccess: true, errorCode: 0, message: '删除数据成功', status: 204 });
    expect(hooks.reportMissingEnvelope).not.toHaveBeenCalled();
  });

  it('reports a body that is not cipher text as 999, undecryptable', async () => {
    const { transport, hooks } = setUp(() => new Response('<html>502 Bad Gateway</html>', { status: 200 }));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(res).toMatchObject({ isSuccess: false, errorCode: 1 });
    expect(hooks.reportMissingEnvelope).toHaveBeenCalledWith(expect.objectContaining({ code: 999, reason: 'undecryptable' }));
  });

  it('reports cipher text whose plain text is not JSON as 999, notJson', async () => {
    const { transport, hooks } = setUp(() => new Response(serverCipher.encrypt('not json {'), { status: 200 }));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(res).toMatchObject({ isSuccess: false, errorCode: 1 });
    expect(hooks.reportMissingEnvelope).toHaveBeenCalledWith(expect.objectContaining({ code: 999, reason: 'notJson' }));
  });

  it.each([
    ['errorCode', { isSuccess: true, message: '', result: 1 }],
    ['isSuccess', { errorCode: 0, message: '', result: 1 }],
  ])('reports an answer lacking %s as code 999', async (_missing, body) => {
    const { transport, hooks } = setUp(() => encryptedAnswer(body));
    await transport.call(endpoints.csOrder.detail);
    expect(hooks.reportMissingEnvelope).toHaveBeenCalledTimes(1);
    expect(hooks.reportMissingEnvelope.mock.calls[0]![0]).toMatchObject({ code: 999, reason: 'missingFields', body });
  });
});

describe('business errors', () => {
  it('are toasted with the answer message', async () => {
    const { transport, hooks } = setUp(() => businessError(30000002, '余额不足'));
    const res = await transport.call(endpoints.csOrder.create, { body: {} });
    expect(res).toMatchObject({ isSuccess: false, errorCode: 30000002, message: '余额不足', status: 200 });
    expect(hooks.onBusinessError).toHaveBeenCalledWith('余额不足', expect.objectContaining({ errorCode: 30000002 }));
  });

  it('include isSuccess false with errorCode 0, and errorCode not 0 with isSuccess true', async () => {
    const answers = [
      encryptedAnswer({ isSuccess: false, errorCode: 0, message: '失败一', result: null }),
      encryptedAnswer({ isSuccess: true, errorCode: 5, message: '失败二', result: null }),
    ];
    const { transport, hooks } = setUp((_request, index) => answers[index]!);
    await transport.call(endpoints.csOrder.detail, { query: { n: 1 } });
    await transport.call(endpoints.csOrder.detail, { query: { n: 2 } });
    expect(hooks.onBusinessError.mock.calls.map(([message]) => message)).toEqual(['失败一', '失败二']);
  });

  it('are never toasted for code 20200001, which is still a failure', async () => {
    const { transport, hooks } = setUp(() => businessError(20200001, '静默'));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(res).toMatchObject({ isSuccess: false, errorCode: 20200001, message: '静默' });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it('are not toasted for a login call', async () => {
    const { transport, hooks } = setUp(() => businessError(20100001, '手机号或密码错误'));
    const res = await transport.call(endpoints.userLogin.passwordLogin, { body: { phoneNumber: '1', password: '2' } });
    expect(res.message).toBe('手机号或密码错误');
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  const suppressed = Object.entries(endpoints).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, Endpoint>)
      .filter(([, endpoint]) => endpoint.suppressBusinessMessage)
      .map(([name, endpoint]) => [`${group}.${name}`, endpoint] as const),
  );

  it.each(suppressed)('are not toasted for %s', async (_name, endpoint) => {
    const { transport, hooks } = setUp(() => businessError(30000001, '失败'));
    await transport.call(endpoint, endpoint.method === 'GET' ? {} : { body: {} });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it('follow the call option over the endpoint, either way', async () => {
    const { transport, hooks } = setUp(() => businessError(30000001, '失败'));
    await transport.call(endpoints.userLogin.passwordLogin, { body: {}, suppressBusinessMessage: false });
    await transport.call(endpoints.csOrder.create, { body: {}, suppressBusinessMessage: true });
    expect(hooks.onBusinessError).toHaveBeenCalledTimes(1);
  });
});

describe('HTTP errors', () => {
  const errorStatuses = TRANSPORT_STATUS_CODES.filter((status) => status >= 400);

  it.each(errorStatuses)('%i is titled with the catalogue sentence, not the number, when the answer has no message (issue 22)', async (status) => {
    const { transport, hooks } = setUp(() => encryptedAnswer({ isSuccess: false, errorCode: status, message: '', result: null }, status));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(hooks.onHttpError).toHaveBeenCalledWith(status, TRANSPORT_STATUSES[status].zh, TRANSPORT_STATUSES[status].zh);
    expect(res).toMatchObject({ isSuccess: false, status, message: TRANSPORT_STATUSES[status].zh });
    expect(res.transportError).toMatchObject({ kind: 'http', status, message: TRANSPORT_STATUSES[status].zh });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it('shows the message of the answer when there is one', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({ isSuccess: false, errorCode: 422, message: '手机号格式错误', result: null }, 422));
    await transport.call(endpoints.csOrder.create, { body: {} });
    expect(hooks.onHttpError).toHaveBeenCalledWith(422, '手机号格式错误', TRANSPORT_STATUSES[422].zh);
  });

  it('shows 请求失败 for a status the catalogue does not name, with no body', async () => {
    const { transport, hooks } = setUp(() => new Response('', { status: 418 }));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(hooks.onHttpError).toHaveBeenCalledWith(418, '请求失败', '请求失败');
    expect(res).toMatchObject({ isSuccess: false, errorCode: 1, status: 418 });
    expect(res.transportError?.messageEn).toBe('Request failed with status code 418');
  });

  it('sends the app to sign-in on 401, after the notification', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({ isSuccess: false, errorCode: 401, message: '', result: null }, 401));
    await transport.call(endpoints.userLogin.currentUser);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.onHttpError.mock.invocationCallOrder[0]).toBeLessThan(hooks.onUnauthorized.mock.invocationCallOrder[0]!);
  });

  it('asked with quietUnauthorized, a 401 calls no hook and still reads as a failed call', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({ isSuccess: false, errorCode: 401, message: '', result: null }, 401));
    const res = await transport.call(endpoints.userLogin.currentUser, { quietUnauthorized: true });
    expect(hooks.onHttpError).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(res).toMatchObject({ isSuccess: false, status: 401, transportError: { kind: 'http', status: 401 } });
  });

  it('asked with quietUnauthorized, any other failure is still shown', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({}, 503));
    await transport.call(endpoints.userLogin.currentUser, { quietUnauthorized: true });
    expect(hooks.onHttpError).toHaveBeenCalledWith(503, expect.any(String), TRANSPORT_STATUSES[503].zh);
  });

  it('asked with suppressErrorMessages, a refusal the page draws itself tells no hook, and reads as a failed call (issue 22)', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({ isSuccess: false, errorCode: 422, message: '附件内容与文件类型不符', result: null }, 422));
    const res = await transport.call(endpoints.csOrder.create, { body: {}, suppressErrorMessages: true });
    expect(hooks.onHttpError).not.toHaveBeenCalled();
    expect(res).toMatchObject({ isSuccess: false, status: 422, message: '附件内容与文件类型不符', transportError: { kind: 'http', status: 422 } });
  });

  it('asked with suppressErrorMessages, a business error is not toasted either', async () => {
    const { transport, hooks } = setUp(() => businessError(20500006, '该车牌号已在车队中'));
    const res = await transport.call(endpoints.ownCar.create, { body: {}, suppressErrorMessages: true });
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
    expect(res).toMatchObject({ isSuccess: false, errorCode: 20500006, message: '该车牌号已在车队中' });
  });

  it('asked with suppressErrorMessages, a 401 is still told and still goes to sign-in: no form can mend a lost session', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({ isSuccess: false, errorCode: 401, message: '', result: null }, 401));
    await transport.call(endpoints.csOrder.detail, { suppressErrorMessages: true });
    expect(hooks.onHttpError).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not send the app to sign-in on 403', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({}, 403));
    await transport.call(endpoints.csOrder.detail);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('no answer', () => {
  it('after the time limit is 请求超时, and the fetch is aborted', async () => {
    const { transport, hooks, requests } = setUp(hangingAnswer, { timeoutMs: 20 });
    const res = await transport.call(endpoints.csOrder.detail);
    expect(res).toMatchObject({ isSuccess: false, errorCode: 1, message: '请求超时', status: undefined });
    expect(res.transportError).toMatchObject({ kind: 'timeout', message: '请求超时', messageEn: 'timeout exceeded' });
    expect(hooks.onTransportError).toHaveBeenCalledWith(res.transportError);
    expect(requests[0]!.signal!.aborted).toBe(true);
  });

  it('times out even when the fetch ignores the abort', async () => {
    const { transport } = setUp(() => new Promise<Response>(() => {}), { timeoutMs: 20 });
    expect((await transport.call(endpoints.csOrder.detail)).message).toBe('请求超时');
  });

  it('when the fetch fails is 网络错误', async () => {
    const { transport, hooks } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const res = await transport.call(endpoints.csOrder.detail);
    expect(res).toMatchObject({ isSuccess: false, errorCode: 1, message: '网络错误', status: undefined });
    expect(hooks.onTransportError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network', messageEn: 'Network Error' }));
    expect(hooks.onHttpError).not.toHaveBeenCalled();
  });

  it('is not retried', async () => {
    const { transport, requests } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await transport.call(endpoints.csOrder.detail, { retry: 2 });
    await settle();
    expect(requests).toHaveLength(1);
  });
});

describe('a call its caller cancels (CallOptions.signal)', () => {
  const noHookTold = (hooks: ReturnType<typeof hookSpies>) => {
    for (const hook of Object.values(hooks)) expect(hook).not.toHaveBeenCalled();
  };

  it('aborts the request on its way, answers kind aborted, and tells no hook: no toast, no retry', async () => {
    const { transport, hooks, requests } = setUp(hangingAnswer);
    const controller = new AbortController();
    const pending = transport.call(endpoints.csOrder.estimatePrice, { body: { tripType: 3 }, retry: 2, signal: controller.signal });
    // The calls reach fetch once their query is encrypted (asynchronous Web Crypto): wait for that, not one tick.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    const res = await pending;
    expect(requests[0]!.signal!.aborted).toBe(true);
    expect(res).toMatchObject({ isSuccess: false, status: undefined, message: '请求已取消' });
    expect(res.errorCode).not.toBe(0);
    expect(res.transportError).toMatchObject({ kind: 'aborted', message: '请求已取消', messageEn: 'Request aborted' });
    expect(requests).toHaveLength(1);
    noHookTold(hooks);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { transport, hooks, requests } = setUp(() => success());
    const res = await transport.call(endpoints.csOrder.estimatePrice, { body: {}, signal: AbortSignal.abort() });
    expect(res.transportError?.kind).toBe('aborted');
    expect(requests).toHaveLength(0);
    noHookTold(hooks);
  });

  it('is not retried after a 5xx once cancelled', async () => {
    const controller = new AbortController();
    const { transport, hooks, requests } = setUp(() => {
      controller.abort();
      return encryptedAnswer({}, 503);
    });
    const res = await transport.call(endpoints.csOrder.detail, { retry: 3, signal: controller.signal });
    expect(requests).toHaveLength(1);
    expect(res.transportError?.kind).toBe('aborted');
    noHookTold(hooks);
  });

  it('a fetch that ignores the abort still loses the race: the call answers aborted at once', async () => {
    const { transport, requests } = setUp(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = transport.call(endpoints.csOrder.detail, { signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    expect((await pending).transportError?.kind).toBe('aborted');
  });

  it('is not shared: cancelling one call leaves an identical call of another caller its answer', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { transport, requests } = setUp(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const controller = new AbortController();
    const cancelled = transport.call(endpoints.csOrder.detail, { query: { orderId: 7 }, signal: controller.signal });
    const kept = transport.call(endpoints.csOrder.detail, { query: { orderId: 7 } });
    // The calls reach fetch once their query is encrypted (asynchronous Web Crypto): wait for that, not one tick.
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    controller.abort();
    for (const answer of answers) answer(success({ orderId: 7 }));
    expect((await cancelled).transportError?.kind).toBe('aborted');
    expect(await kept).toMatchObject({ isSuccess: true, result: { orderId: 7 } });
  });

  it('an answer that came before the abort is the answer', async () => {
    const { transport } = setUp(() => success({ price: 1 }));
    const controller = new AbortController();
    const res = await transport.call(endpoints.csOrder.estimatePrice, { body: {}, signal: controller.signal });
    controller.abort();
    expect(res).toMatchObject({ isSuccess: true, result: { price: 1 } });
  });
});

describe('downloads', () => {
  const xlsx = (headers: Record<string, string>) => () => new Response(new Blob(['PK-bytes']), { status: 200, headers });

  it('post the params as encrypted text, with no q', async () => {
    const { transport, requests } = setUp(xlsx({}));
    await transport.download(endpoints.csOrder.export, { params: { orderIds: [1, 2] } });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/enterpriseapi/CsOrder/Export');
    expect(request!.url.search).toBe('');
    expect(request!.headers.get('Content-Type')).toBe('text/plain');
    expect(request!.credentials).toBe('include');
    const decrypted = serverCipher.decrypt(request!.body!);
    expect(decrypted.ok && JSON.parse(decrypted.text)).toEqual({ orderIds: [1, 2] });
  });

  it('name the file from filename* first', async () => {
    const header = `attachment; filename="order.xlsx"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx`;
    const { transport } = setUp(xlsx({ 'Content-Disposition': header }));
    const file = await transport.download(endpoints.csOrder.export, { params: {} });
    expect(file.ok && file.fileName).toBe('订单.xlsx');
    expect(file.ok && (await file.blob.text())).toBe('PK-bytes');
  });

  it('name the file from a plain filename', async () => {
    const { transport } = setUp(xlsx({ 'Content-Disposition': 'attachment; filename="report.xlsx"' }));
    const file = await transport.download(endpoints.ownOrder.export);
    expect(file.ok && file.fileName).toBe('report.xlsx');
  });

  it('name the file excel.xlsx when the answer names none', async () => {
    const { transport } = setUp(xlsx({}));
    const file = await transport.download(endpoints.ownCost.exportTemplate);
    expect(file).toMatchObject({ ok: true, fileName: 'excel.xlsx' });
  });

  it('that fail show the server message as info', async () => {
    const { transport, hooks } = setUp(() => encryptedAnswer({ isSuccess: false, errorCode: 1, message: '没有可导出的订单', result: null }, 400));
    const file = await transport.download(endpoints.csOrder.export, { params: {} });
    expect(file).toEqual({ ok: false, status: 400, message: '没有可导出的订单' });
    expect(hooks.onDownloadFailure).toHaveBeenCalledWith('没有可导出的订单');
    expect(hooks.onHttpError).not.toHaveBeenCalled();
  });

  it('that fail without a message show 网络错误【status】', async () => {
    const { transport, hooks } = setUp(() => new Response('', { status: 500 }));
    const file = await transport.download(endpoints.csOrder.export, { params: {} });
    expect(file).toEqual({ ok: false, status: 500, message: '网络错误【500】' });
    expect(hooks.onDownloadFailure).toHaveBeenCalledWith('网络错误【500】');
  });

  it('report their progress against Content-Length as the body streams in, and give the same bytes', async () => {
    const parts = ['PK', '-by', 'tes!'];
    const stream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
          controller.close();
        },
      });
    const { transport } = setUp(() => new Response(stream(), { status: 200, headers: { 'Content-Length': '9', 'Content-Type': 'application/xlsx' } }));
    const seen: { loaded: number; total: number }[] = [];
    const file = await transport.download(endpoints.ownCar.export, { onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([{ loaded: 0, total: 9 }, { loaded: 2, total: 9 }, { loaded: 5, total: 9 }, { loaded: 9, total: 9 }]);
    expect(file.ok && (await file.blob.text())).toBe('PK-bytes!');
    expect(file.ok && file.blob.type).toBe('application/xlsx');
  });

  it('without Content-Length report total 0 and the bytes so far', async () => {
    const { transport } = setUp(() => new Response(new Blob(['PK-bytes']), { status: 200 }));
    const seen: { loaded: number; total: number }[] = [];
    await transport.download(endpoints.ownCar.export, { onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ loaded: 8, total: 0 });
    expect(seen.every((p) => p.total === 0)).toBe(true);
  });

  it('that get no answer show 网络错误', async () => {
    const { transport, hooks } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const file = await transport.download(endpoints.csOrder.export);
    expect(file).toEqual({ ok: false, status: undefined, message: '网络错误' });
    expect(hooks.onDownloadFailure).toHaveBeenCalledWith('网络错误');
  });
});

describe('sent: every call started has handed its request to fetch (issue 9, mount)', () => {
  it('resolves at once with no call out, and only once the started calls reached fetch, not when they are answered', async () => {
    const { transport, requests } = setUp(hangingAnswer, { timeoutMs: 60_000 });
    await expect(transport.sent()).resolves.toBeUndefined();
    void transport.call(endpoints.enterpriseUser.permissions);
    void transport.call(endpoints.userLogin.currentUser);
    // Encryption is asynchronous: nothing is on the wire yet.
    expect(requests).toHaveLength(0);
    let fetchedWhenSent = -1;
    await transport.sent().then(() => (fetchedWhenSent = requests.length));
    expect(fetchedWhenSent).toBe(2);
  });

  it('resolves when a call fails before fetch (its encryption throws)', async () => {
    const { transport } = setUp(hangingAnswer, { timeoutMs: 60_000 });
    vi.spyOn(transport.cipher, 'encrypt').mockRejectedValueOnce(new Error('no key'));
    const failed = transport.call(endpoints.enterpriseUser.permissions);
    await expect(transport.sent()).resolves.toBeUndefined();
    await expect(failed).rejects.toThrow('no key');
  });
});
