/**
 * The portal's `transport.upload` against the reference server, in Node: Node has no
 * XMLHttpRequest, so a small one over fetch stands in (the session cookie kept as a browser keeps
 * it; upload progress reported once, at the end, as fetch cannot report it). What this proves is
 * the wire: the transport's request is what the server takes, and its refusals reach the caller
 * with the server's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/shared/index.ts';
import { createTransport, type Transport } from '../../src/transport/index.ts';
import { FILES, HTML_PAGE } from './attachment-files.ts';
import { DEMO_BOOKER, lastSmsCode, startTestServer, type TestServer } from './client.ts';

/** The cookie jar of the one "browser" of this file. */
let cookie = '';

function keepCookie(response: Response): void {
  const set = response.headers.get('set-cookie');
  const session = set ? /ent_session=([^;]*)/.exec(set) : null;
  if (session) cookie = session[1] ? `ent_session=${session[1]}` : '';
}

const cookieKeepingFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(input, { ...init, headers });
  keepCookie(response);
  return response;
};

/** The part of XMLHttpRequest the transport uses, over fetch. */
class FetchXhr {
  private method = 'POST';
  private url = '';
  private readonly headers = new Headers();
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
    this.headers.set(name, value);
  }
  send(body: Blob) {
    void (async () => {
      try {
        const response = await cookieKeepingFetch(this.url, { method: this.method, headers: this.headers, body });
        this.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

let t: TestServer;
let transport: Transport;
const httpErrors: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  transport = createTransport({
    baseUrl: t.server.url,
    fetch: cookieKeepingFetch,
    createXhr: () => new FetchXhr() as unknown as XMLHttpRequest,
    hooks: { onHttpError: (status, message) => void httpErrors.push(`${status} ${message}`) },
  });
  expect((await transport.call(endpoints.userLogin.passwordLogin, { body: DEMO_BOOKER })).isSuccess).toBe(true);
  const code = lastSmsCode(t.logs, DEMO_BOOKER.phoneNumber);
  expect((await transport.call(endpoints.userLogin.verificationCodeLogin, { body: { phoneNumber: DEMO_BOOKER.phoneNumber, code } })).isSuccess).toBe(true);
});
afterAll(() => t.stop());

describe('transport.upload against the reference server', () => {
  it('uploads a file with progress, and its url gives the same bytes back', async () => {
    const file = new File([FILES.docx.bytes], FILES.docx.name, { type: FILES.docx.contentType });
    const progress: number[] = [];
    const result = await transport.upload(endpoints.csOrder.uploadAuditFile, file, { onProgress: (p) => progress.push(p.loaded / p.total) });
    expect(result).toMatchObject({ isSuccess: true, status: 200, result: { name: FILES.docx.name, size: file.size } });
    expect(progress).toEqual([1]);
    const download = await cookieKeepingFetch(`${t.server.url}${result.result!.url}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(FILES.docx.bytes);
  });

  it("a file that is not what it claims is refused with the server's Chinese message, through onHttpError", async () => {
    const fake = new File([HTML_PAGE], 'photo.png', { type: 'image/png' });
    const result = await transport.upload(endpoints.csOrder.uploadAuditFile, fake);
    expect(result).toMatchObject({ isSuccess: false, status: 422, message: '附件内容与文件类型不符，请上传真实的 PDF、PNG、JPEG、Word（.docx）或 Excel（.xlsx）文件' });
    expect(httpErrors.at(-1)).toBe(`422 ${result.message}`);
  });
});
