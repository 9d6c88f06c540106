/**
 * The portal's `transport.upload` against the reference server, in Node (portal-transport.ts: a
 * small XMLHttpRequest over fetch stands in; upload progress reported once, at the end). What this proves is
 * the wire: the transport's request is what the server takes, and its refusals reach the caller
 * with the server's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/shared/index.ts';
import type { Transport } from '../../src/transport/index.ts';
import { FILES, HTML_PAGE } from './attachment-files.ts';
import { DEMO_BOOKER, startTestServer, type TestServer } from './client.ts';
import { signedInTransport } from './portal-transport.ts';

let t: TestServer;
let transport: Transport;
let cookieKeepingFetch: typeof fetch;
const httpErrors: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  ({ transport, fetch: cookieKeepingFetch } = await signedInTransport(t, DEMO_BOOKER, { onHttpError: (status, message) => void httpErrors.push(`${status} ${message}`) }));
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
