/**
 * Attacks on the fleet's .xlsx imports (docs/security.md "Imports", docs/fleet.md "Imports"): a file
 * that is not an .xlsx, too big, a zip bomb (honest or lying about its sizes), an encrypted entry,
 * too many entries or rows, formulas, a wrong type, an empty body, random bytes. Each is a 4xx with
 * a clear Chinese message, never a 500, answered in well under a second, and nothing is stored.
 */
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportText } from '../../../src/server/messages.ts';
import { endpoints, type ImportResult, type UploadEndpoint } from '../../../src/shared/index.ts';
import { startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';
import { COST_HEADER, DRIVER_HEADER, XLSX_TYPE, xlsxOf } from '../fleet-xlsx-files.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let fleet: TestClient;

beforeAll(async () => {
  ({ t } = await startWithSignedInBooker());
  fleet = t.client();
  const signedIn = await fleet.signIn(t.logs, '13800000011', 'Fleet@2026');
  if (!signedIn.envelope.isSuccess) throw new Error(signedIn.envelope.message);
});
afterAll(() => t.stop());

const IMPORT = endpoints.ownDriver.import;
const drivers = () => readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM own_drivers').get() as { n: number }).n);

/** Sends the bytes and answers status, message and how long the server took. */
async function attack(bytes: Uint8Array, contentType: string = XLSX_TYPE, endpoint: UploadEndpoint = IMPORT) {
  const started = performance.now();
  const answer = await fleet.upload(endpoint, bytes, { contentType });
  return { status: answer.status, message: answer.envelope.message, result: answer.envelope.result as ImportResult | null, ms: performance.now() - started };
}

interface ZipEntry { name: string; data: Buffer; size?: number; flags?: number }

/** A zip written by hand: each entry deflated, its declared size `size` (the truth by default), no CRC checked by the guard. */
function zipOf(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const size = entry.size ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const SKELETON: ZipEntry[] = [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
];
/** 64 MB of spaces (32 times the inflated cap): deflates to about 64 KB. */
const BOMB = Buffer.alloc(64 * 1024 * 1024, 0x20);

describe('hostile .xlsx imports', () => {
  it('bytes that are not an .xlsx (a PDF, text, a zip without a workbook) are 422 with the reason', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    for (const bytes of [pdf, new TextEncoder().encode('姓名,手机号\n张三,13900000000'), zipOf([{ name: 'a.txt', data: Buffer.from('hello') }])]) {
      const answer = await attack(bytes);
      expect([answer.status, answer.message]).toEqual([422, ImportText.notXlsx]);
    }
    expect(ImportText.notXlsx).toBe('文件不是有效的 Excel（.xlsx）表格，请下载模板填写后上传');
  });

  it('a file over 1 MB is 413 before it is read', async () => {
    const answer = await attack(new Uint8Array(1024 * 1024 + 1));
    expect([answer.status, answer.message]).toEqual([413, '导入文件过大：文件不能超过 1 MB，解压后不能超过 2 MB']);
  });

  it('a zip bomb that declares its size is 413 without inflating it', async () => {
    const answer = await attack(zipOf([...SKELETON, { name: 'xl/worksheets/sheet1.xml', data: BOMB }]));
    expect([answer.status, answer.message]).toEqual([413, ImportText.tooLarge]);
    expect(answer.ms).toBeLessThan(1000);
    console.info(`zip bomb answered in ${answer.ms.toFixed(0)} ms`);
  });

  it('a zip bomb that lies about its size is 413 after inflating one byte past the lie', async () => {
    const answer = await attack(zipOf([...SKELETON, { name: 'xl/worksheets/sheet1.xml', data: BOMB, size: 1000 }]));
    expect([answer.status, answer.message]).toEqual([413, ImportText.tooLarge]);
    expect(answer.ms).toBeLessThan(1000);
    console.info(`zip bomb answered in ${answer.ms.toFixed(0)} ms`);
  });

  it('too many zip entries is 413; an encrypted entry is 422', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') }));
    expect((await attack(zipOf([...SKELETON, ...many]))).status).toBe(413);
    const encrypted = await attack(zipOf([...SKELETON, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>'), flags: 1 }]));
    expect([encrypted.status, encrypted.message]).toEqual([422, '文件已加密，请去掉密码后再上传']);
  });

  it('a zip that passes the guard but is not a workbook exceljs reads is 422, not 500', async () => {
    const answer = await attack(zipOf([...SKELETON, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<<<not xml') }]));
    expect(answer.status).toBe(422);
    expect(answer.message).toBe(ImportText.notXlsx);
  });

  it('more than 1000 rows is 422 and nothing is stored; 1000 rows are read in well under a second', async () => {
    const before = drivers();
    const row = (i: number) => [`司机${i}`, `139${String(i).padStart(8, '0')}`, `3101011980${String(i).padStart(8, '0')}`, '2031-01-01', ''];
    const tooMany = await attack(await xlsxOf(DRIVER_HEADER, Array.from({ length: 1001 }, (_, i) => row(i))));
    expect([tooMany.status, tooMany.message]).toEqual([422, '一次最多导入 1000 行，请分批导入']);
    const costs = Array.from({ length: 1000 }, () => ['京A·Z8866', '2026-01-01', '加油', 1, '']);
    const full = await attack(await xlsxOf(COST_HEADER, costs), XLSX_TYPE, endpoints.ownCost.import);
    // Every row names a car of another enterprise: 1000 row errors, nothing stored.
    expect([full.status, full.result?.errors.length]).toEqual([422, 1000]);
    expect(full.ms).toBeLessThan(2000);
    console.info(`1000-row import checked in ${full.ms.toFixed(0)} ms`);
    expect(drivers()).toBe(before);
  });

  it('a formula is a row error: its value is not the file\'s own', async () => {
    const answer = await attack(await xlsxOf(DRIVER_HEADER, [['张三', { formula: 'HYPERLINK("http://evil.example","13900000000")' }, '310101198001011234', '2031-01-01', '']]));
    expect(answer.status).toBe(422);
    expect(answer.result?.errors.map((e) => e.text)).toEqual(['行 2，列「手机号」：不能使用公式，请直接填写数值或文字']);
  });

  it('a body of another type is 406, an empty one 400', async () => {
    expect(await attack(await xlsxOf(DRIVER_HEADER, []), 'text/csv').then((a) => [a.status, a.message])).toEqual([406, '请上传 Excel（.xlsx）文件']);
    expect((await attack(new Uint8Array(0))).status).toBe(400);
  });

  it('property: random bytes, with or without a zip\'s signature, are always a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), fc.boolean(), async (bytes, signed) => {
        const body = signed ? new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes]) : bytes;
        const answer = await attack(body);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
