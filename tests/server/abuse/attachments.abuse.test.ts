/**
 * Abuse of the attachment upload (docs/security.md 7): a file too big is refused with 413 before
 * the server reads it all; a type outside the five, a name or content that contradicts the declared
 * type, an empty body are 4xx with the catalogue's message and store nothing; another enterprise
 * cannot read a file; the upload is the one call that takes a body other than JSON, and only a
 * file's own type (what another site's page cannot send without a preflight).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../../../src/server/attachment-kinds.ts';
import { AttachmentText } from '../../../src/server/messages.ts';
import { endpoints, statusText } from '../../../src/shared/index.ts';
import { FILES, HTML_PAGE, PLAIN_ZIP } from '../attachment-files.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { callUrl } from './raw-request.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

const UPLOAD = endpoints.csOrder.uploadAuditFile;
const storedFiles = () => readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM attachments').get() as { n: number }).n);

const send = (bytes: Uint8Array, contentType: string | undefined, fileName: string | undefined, client = booker) =>
  client.upload(UPLOAD, bytes, { ...(contentType === undefined ? {} : { contentType }), params: fileName === undefined ? {} : { fileName } });

/**
 * A request written on a socket by hand: the head, then only `sent` bytes of a body its
 * Content-Length says is `declared` long. Resolves with the status line the server answers,
 * whether or not it read the rest (it never comes).
 */
function partialUpload(declared: number, sent: number): Promise<{ statusLine: string; bodyBytesSent: number }> {
  const url = new URL(callUrl(t.server.url, UPLOAD, Date.now(), { fileName: 'big.pdf' }));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/pdf\r\nContent-Length: ${declared}\r\nCookie: ${booker.cookie}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(sent, 0x25));
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve({ statusLine: answer.split('\r\n')[0]!, bodyBytesSent: sent });
      }
    });
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 5 s: the server is waiting for the rest of the body'));
    }, 5000);
  });
}

describe('too big', () => {
  it('a Content-Length over 5 MiB is refused with 413 before the body is read (only 1 KiB of it is ever sent)', async () => {
    const { statusLine } = await partialUpload(ATTACHMENT_MAX_BYTES + 1, 1024);
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(t.logs.at(-1)).toBe(`[413] POST /enterpriseapi/CsOrder/uploadAuditFile: 附件超过 ${ATTACHMENT_MAX_BYTES} 字节 / the file is over ${ATTACHMENT_MAX_BYTES} bytes`);
  });

  it('a body over 5 MiB is answered 413 with the message, and nothing is stored', async () => {
    const before = storedFiles();
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set(FILES.pdf.bytes);
    const { status, envelope } = await send(big, FILES.pdf.contentType, FILES.pdf.name);
    expect([status, envelope.message, envelope.isSuccess]).toEqual([413, AttachmentText.tooLarge, false]);
    expect(storedFiles()).toBe(before);
  });

  it('exactly 5 MiB is taken', async () => {
    const limit = new Uint8Array(ATTACHMENT_MAX_BYTES);
    limit.set(FILES.pdf.bytes);
    const { status, envelope } = await send(limit, FILES.pdf.contentType, FILES.pdf.name);
    expect([status, (envelope.result as { size: number }).size]).toEqual([200, ATTACHMENT_MAX_BYTES]);
  });
});

describe('wrong type, name or content', () => {
  it.each([
    ['text/html (a page that would run in the portal)', 'text/html', HTML_PAGE, 'x.html'],
    ['multipart/form-data (what a form of another site sends)', 'multipart/form-data; boundary=x', FILES.pdf.bytes, 'a.pdf'],
    ['text/plain', 'text/plain', FILES.pdf.bytes, 'a.pdf'],
    ['application/json', 'application/json', FILES.pdf.bytes, 'a.pdf'],
    ['image/svg+xml (scriptable)', 'image/svg+xml', HTML_PAGE, 'a.svg'],
    ['no content type', undefined, FILES.pdf.bytes, 'a.pdf'],
  ] as const)('%s is refused with 406 and the list of kinds', async (_label, contentType, bytes, name) => {
    const before = storedFiles();
    const { status, envelope } = await send(bytes, contentType, name);
    expect([status, envelope.message]).toEqual([406, AttachmentText.wrongType]);
    expect(storedFiles()).toBe(before);
  });

  it.each([
    ['an HTML page declared image/png', 'image/png', HTML_PAGE, 'x.png'],
    ['a PNG declared application/pdf', 'application/pdf', FILES.png.bytes, 'x.pdf'],
    ['a plain ZIP declared docx', FILES.docx.contentType, PLAIN_ZIP, 'x.docx'],
    ['a Word file declared xlsx', FILES.xlsx.contentType, FILES.docx.bytes, 'x.xlsx'],
  ] as const)('%s: its bytes are not what it claims, 422', async (_label, contentType, bytes, name) => {
    const { status, envelope } = await send(bytes, contentType, name);
    expect([status, envelope.message]).toEqual([422, AttachmentText.wrongContent]);
  });

  it('a real PDF named .exe is refused: the name must match the type (422)', async () => {
    const { status, envelope } = await send(FILES.pdf.bytes, FILES.pdf.contentType, 'invoice.pdf.exe');
    expect([status, envelope.message]).toEqual([422, AttachmentText.wrongExtension]);
    expect(t.logs.at(-1)).toBe(`[422] POST /CsOrder/uploadAuditFile: ${AttachmentText.wrongExtension} / upload refused: invoice.pdf.exe does not end in .pdf (application/pdf)`);
  });
});

describe('empty or unnamed', () => {
  it('an empty body is a 400 with the message', async () => {
    const { status, envelope } = await send(new Uint8Array(0), FILES.pdf.contentType, FILES.pdf.name);
    expect([status, envelope.message]).toEqual([400, AttachmentText.empty]);
  });

  it('a missing or blank file name is a 400 naming fileName', async () => {
    expect((await send(FILES.pdf.bytes, FILES.pdf.contentType, undefined)).envelope.message).toBe('请求缺少文件名，请刷新页面后重试');
    const blank = await send(FILES.pdf.bytes, FILES.pdf.contentType, ' \u0000/ ');
    expect([blank.status, blank.envelope.message]).toEqual([400, '文件名格式不正确']);
  });
});

describe('who may upload and read', () => {
  it('no session: the upload is a 401 and stores nothing', async () => {
    const before = storedFiles();
    const { status } = await send(FILES.pdf.bytes, FILES.pdf.contentType, FILES.pdf.name, t.client());
    expect(status).toBe(401);
    expect(storedFiles()).toBe(before);
  });

  it("another site's page cannot upload (Sec-Fetch-Site cross-site: 403)", async () => {
    const { status } = await booker.upload(UPLOAD, FILES.pdf.bytes, {
      contentType: FILES.pdf.contentType,
      params: { fileName: FILES.pdf.name },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(status).toBe(403);
  });

  it("another enterprise's user gets 404 for the file, as for an unknown one; no session gets 401", async () => {
    const { envelope } = await send(FILES.png.bytes, FILES.png.contentType, FILES.png.name);
    const { url, fileId } = envelope.result as { url: string; fileId: string };
    const outsider = t.client();
    expect((await outsider.signIn(t.logs, '13800000004', 'Demo@2026')).envelope.isSuccess).toBe(true);
    const foreign = await outsider.fetchWithSession(url);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe('附件不存在 / no such file');
    expect((await outsider.fetchWithSession(`/attachments/${fileId.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`)).status).toBe(404);
    expect((await t.client().fetchWithSession(url)).status).toBe(401);
  });

  it('every other call still takes JSON only: a PDF posted to CsOrder/Create is a 406', async () => {
    const { status, envelope } = await booker.upload(endpoints.csOrder.create, FILES.pdf.bytes, { contentType: FILES.pdf.contentType });
    expect([status, envelope.message]).toEqual([406, statusText(406).zh]);
  });
});
