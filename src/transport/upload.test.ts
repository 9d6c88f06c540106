/**
 * `transport.upload` (docs/transport.md "Uploads"): one file through XMLHttpRequest, for its upload
 * progress, with the same encrypted query and the same envelope handling as `call`. A scripted
 * fake request stands in for XMLHttpRequest (Node has none); the reference server's side is
 * tests/server/upload-through-transport.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { serverCipher } from '../../tests/support/fake-api.ts';
import { endpoints } from '../shared/index.ts';
import { createTransport } from './transport.ts';
import type { TransportHooks } from './transport.ts';

const NOW = new Date(Date.UTC(2026, 10, 22, 2, 5, 9));

/** What the fake request was given, and how the test makes it answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | undefined;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
  }
  /** The decrypted query of the URL. */
  query(): URLSearchParams {
    const q = new URL(this.url, 'http://portal.test').searchParams.get('q') ?? '';
    const plain = serverCipher.decrypt(q);
    if (!plain.ok) throw new Error('q does not decrypt');
    return new URLSearchParams(plain.text);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = serverCipher.encrypt(JSON.stringify(envelope));
    this.onload?.();
  }
}

function setUp(options: { baseUrl?: string } = {}) {
  const xhrs: FakeXhr[] = [];
  const hooks = {
    onHttpError: vi.fn<NonNullable<TransportHooks['onHttpError']>>(),
    onUnauthorized: vi.fn<NonNullable<TransportHooks['onUnauthorized']>>(),
    onBusinessError: vi.fn<NonNullable<TransportHooks['onBusinessError']>>(),
    onTransportError: vi.fn<NonNullable<TransportHooks['onTransportError']>>(),
  };
  const transport = createTransport({
    ...options,
    now: () => NOW,
    getOperatorId: () => '42',
    hooks,
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  // The request opens once the query is encrypted (the portal's cipher is asynchronous).
  const xhr = () =>
    vi.waitFor(() => {
      if (xhrs[0] === undefined) throw new Error('no request sent yet');
      return xhrs[0];
    });
  return { transport, hooks, xhr };
}

const PDF = new File(['%PDF-1.7 …'], '审批单.pdf', { type: 'application/pdf' });
const UPLOADED = { fileId: 'f-1', name: '审批单.pdf', size: PDF.size, url: '/attachments/f-1' };

describe('transport.upload', () => {
  it("posts the file itself with its own type, fileName and the usual keys in the encrypted q, cookies included", async () => {
    const { transport, xhr } = setUp({ baseUrl: 'http://api.test/' });
    const pending = transport.upload(endpoints.csOrder.uploadAuditFile, PDF, { query: { orderId: 'CS1' } });
    const request = await xhr();
    expect([request.method, request.url.split('?')[0]]).toEqual(['POST', 'http://api.test/enterpriseapi/CsOrder/uploadAuditFile']);
    expect([...new URL(request.url).searchParams.keys()]).toEqual(['q']);
    expect(Object.fromEntries(request.query())).toEqual({ orderId: 'CS1', fileName: '审批单.pdf', timestamp: '2026/11/22 10:05:09', OperatorId: '42', Platform: '1011200' });
    expect(request.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(request.body).toBe(PDF);
    expect(request.withCredentials).toBe(true);
    expect(request.timeout).toBe(30_000);
    request.answer(200, { isSuccess: true, errorCode: 0, message: '', result: UPLOADED });
    expect(await pending).toEqual({ isSuccess: true, errorCode: 0, message: '', result: UPLOADED, status: 200 });
  });

  it('reports progress as the bytes go out, the file size standing in for an unknown total', async () => {
    const { transport, xhr } = setUp();
    const progress: { loaded: number; total: number }[] = [];
    const pending = transport.upload(endpoints.csOrder.uploadAuditFile, PDF, { onProgress: (p) => progress.push(p) });
    (await xhr()).progress(3, PDF.size);
    (await xhr()).progress(PDF.size, 0, false);
    (await xhr()).answer(200, { isSuccess: true, errorCode: 0, message: '', result: UPLOADED });
    await pending;
    expect(progress).toEqual([{ loaded: 3, total: PDF.size }, { loaded: PDF.size, total: PDF.size }]);
  });

  it('a blob without a type goes as application/octet-stream, with the name the caller gives', async () => {
    const { transport, xhr } = setUp();
    void transport.upload(endpoints.csOrder.uploadAuditFile, new Blob(['x']), { fileName: 'scan.png' });
    expect((await xhr()).headers['Content-Type']).toBe('application/octet-stream');
    expect((await xhr()).query().get('fileName')).toBe('scan.png');
  });

  it("a refused file (413, 406, 422) is a failure with the server's message, told to onHttpError like any call", async () => {
    const { transport, xhr, hooks } = setUp();
    const pending = transport.upload(endpoints.csOrder.uploadAuditFile, PDF);
    (await xhr()).answer(413, { isSuccess: false, errorCode: 413, message: '附件大小不能超过 5 MB', result: null });
    const result = await pending;
    expect(result).toMatchObject({ isSuccess: false, errorCode: 413, message: '附件大小不能超过 5 MB', status: 413 });
    expect(result.transportError).toMatchObject({ kind: 'http', status: 413 });
    expect(hooks.onHttpError).toHaveBeenCalledWith(413, '附件大小不能超过 5 MB', '请求失败');
  });

  it('asked with suppressErrorMessages (the widget draws its own line), a refused or lost upload tells no hook (issue 22)', async () => {
    const { transport, xhr, hooks } = setUp();
    const refused = transport.upload(endpoints.csOrder.uploadAuditFile, PDF, { suppressErrorMessages: true });
    (await xhr()).answer(422, { isSuccess: false, errorCode: 422, message: '附件内容与文件类型不符', result: null });
    expect(await refused).toMatchObject({ isSuccess: false, message: '附件内容与文件类型不符', status: 422 });
    const lost = setUp();
    const pending = lost.transport.upload(endpoints.csOrder.uploadAuditFile, PDF, { suppressErrorMessages: true });
    (await lost.xhr()).onerror?.();
    expect(await pending).toMatchObject({ isSuccess: false, message: '网络错误' });
    expect(hooks.onHttpError).not.toHaveBeenCalled();
    expect(lost.hooks.onTransportError).not.toHaveBeenCalled();
  });

  it('a 401 also sends the app to sign-in; a business error is toasted', async () => {
    const { transport, xhr, hooks } = setUp();
    const first = transport.upload(endpoints.csOrder.uploadAuditFile, PDF);
    (await xhr()).answer(401, { isSuccess: false, errorCode: 401, message: '用户没有权限（令牌、用户名、密码错误）', result: null });
    await first;
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    const second = setUp();
    const refused = second.transport.upload(endpoints.csOrder.uploadAuditFile, PDF);
    (await second.xhr()).answer(200, { isSuccess: false, errorCode: 20300001, message: '不可上传', result: null });
    expect((await refused).isSuccess).toBe(false);
    expect(second.hooks.onBusinessError).toHaveBeenCalledWith('不可上传', expect.objectContaining({ errorCode: 20300001 }));
  });

  it('no answer is 网络错误, none in time is 请求超时, each told to onTransportError', async () => {
    const network = setUp();
    const lost = network.transport.upload(endpoints.csOrder.uploadAuditFile, PDF);
    (await network.xhr()).onerror?.();
    expect(await lost).toMatchObject({ isSuccess: false, message: '网络错误', status: undefined, transportError: { kind: 'network' } });
    expect(network.hooks.onTransportError).toHaveBeenCalledTimes(1);
    const slow = setUp();
    const late = slow.transport.upload(endpoints.csOrder.uploadAuditFile, PDF);
    (await slow.xhr()).ontimeout?.();
    expect(await late).toMatchObject({ isSuccess: false, message: '请求超时', transportError: { kind: 'timeout' } });
  });
});
