/**
 * Attachment upload (special config showType 6) over real HTTP and SQLite: each of the five kinds
 * is stored and answered `{ fileId, name, size, url }`, and the url gives the same bytes back to the
 * uploader's enterprise as a download. Refusals are in tests/server/abuse/attachments.abuse.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/shared/index.ts';
import { FILES } from './attachment-files.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from './client.ts';

let t: TestServer;
let booker: TestClient;

beforeAll(async () => ({ t, booker } = await startWithSignedInBooker()));
afterAll(() => t.stop());

interface Uploaded {
  fileId: string;
  name: string;
  size: number;
  url: string;
}

async function upload(file: { contentType: string; name: string; bytes: Uint8Array }): Promise<Uploaded> {
  const answer = await booker.upload(endpoints.csOrder.uploadAuditFile, file.bytes, { contentType: file.contentType, params: { fileName: file.name } });
  expect([answer.status, answer.envelope.message]).toEqual([200, '']);
  return answer.envelope.result as Uploaded;
}

describe('POST /CsOrder/uploadAuditFile', () => {
  it.each(Object.entries(FILES))('stores a %s file and answers its id, name, size and url', async (_kind, file) => {
    const uploaded = await upload(file);
    expect(uploaded).toEqual({ fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: file.name, size: file.bytes.byteLength, url: `/attachments/${uploaded.fileId}` });
  });

  it('gives the uploader the same bytes back as a download, with its type and its Chinese name', async () => {
    const uploaded = await upload(FILES.pdf);
    const response = await booker.fetchWithSession(uploaded.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('审批单.pdf')}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(FILES.pdf.bytes);
  });

  it('keeps only the last segment of a path-like name, without control characters', async () => {
    const uploaded = await upload({ ...FILES.png, name: 'C:\\扫描件\\..\\截图\u0007.png' });
    expect(uploaded.name).toBe('截图.png');
  });

  it('lets a colleague of the same enterprise read the file', async () => {
    const uploaded = await upload(FILES.xlsx);
    const colleague = t.client();
    expect((await colleague.signIn(t.logs, '13800000003', 'Demo@2026')).envelope.isSuccess).toBe(true);
    const response = await colleague.fetchWithSession(uploaded.url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(FILES.xlsx.bytes);
  });

  it('keeps the files across a restart (they are rows of the database)', async () => {
    const uploaded = await upload(FILES.jpeg);
    await t.restart();
    // The restarted server listens on another port; the session cookie is the same.
    const again = t.client();
    again.cookie = booker.cookie;
    const response = await again.fetchWithSession(uploaded.url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(FILES.jpeg.bytes);
  });
});
