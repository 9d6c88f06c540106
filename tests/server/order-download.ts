/** A download the way the portal's transport sends one (docs/transport.md "Downloads"), and the .xlsx read back with exceljs. */
import ExcelJS from 'exceljs';
import { decodeBody, downloadFailureText, type Endpoint, type Envelope } from '../../src/shared/index.ts';
import { cipher, type TestClient } from './client.ts';

export type Downloaded =
  | { ok: true; status: number; fileName: string; contentType: string; contentLength: string | null; bytes: Uint8Array }
  | { ok: false; status: number; envelope: Envelope };

/** POSTs the encrypted params as text/plain with the client's session cookie; no `q`. */
export async function download(client: TestClient, endpoint: Endpoint, params: unknown = {}): Promise<Downloaded> {
  const headers: Record<string, string> = { 'content-type': 'text/plain' };
  if (client.cookie) headers.cookie = client.cookie;
  const response = await fetch(`${client.baseUrl}/enterpriseapi${endpoint.path}`, { method: endpoint.method, headers, body: cipher.encrypt(JSON.stringify(params)) });
  if (response.ok) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    return {
      ok: true,
      status: response.status,
      fileName: name ? decodeURIComponent(name) : '',
      contentType: response.headers.get('content-type') ?? '',
      contentLength: response.headers.get('content-length'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }
  const decoded = decodeBody(await response.text(), cipher);
  const fallback: Envelope = { isSuccess: false, errorCode: response.status, message: downloadFailureText(response.status), result: null };
  return { ok: false, status: response.status, envelope: decoded.ok ? (decoded.value as Envelope) : fallback };
}

/** The rows of the first sheet of an .xlsx, as texts (the header row first). */
export async function sheetRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}
