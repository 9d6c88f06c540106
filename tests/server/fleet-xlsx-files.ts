/**
 * .xlsx files for the fleet's import tests: written with exceljs as a spreadsheet program would, and
 * zips written by hand the ways a hostile file lies (hidden entries, bombs, disagreeing headers).
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DRIVER_HEADER = ['姓名', '手机号', '驾驶证号', '驾驶证有效期至', '常用车辆'];
export const CAR_HEADER = ['车牌号', '车型级别', '车型描述', '颜色', '购买日期', '车辆归属'];
export const COST_HEADER = ['车牌号', '日期', '费用类型', '金额（元）', '备注'];

/** An .xlsx of one sheet: the header, then the rows (a cell `{ formula }` is written as a formula). */
export async function xlsxOf(header: readonly string[], rows: readonly (readonly (string | number | null | { formula: string })[])[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (cell !== null && typeof cell === 'object' ? null : cell)));
    row.forEach((cell, i) => {
      if (cell !== null && typeof cell === 'object') added.getCell(i + 1).value = { formula: cell.formula, result: 1 } as ExcelJS.CellFormulaValue;
    });
  }
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

/**
 * One entry of a zip written by hand (`zipOf`), with the ways a hostile file lies. By default the
 * entry is deflated, honest, and counted by the end record.
 */
export interface ZipPart {
  name: string;
  /** The entry's bytes, deflated here (or stored). */
  data?: Buffer;
  /** Raw deflate bytes made elsewhere (a bomb too large to hold inflated); `size` is then what it declares. */
  deflated?: Buffer;
  /** The inflated size the central directory declares (the truth by default). */
  size?: number;
  flags?: number;
  stored?: boolean;
  /** In the central directory after the entries the end record counts: a reader that trusts the count never sees it. */
  hidden?: boolean;
  /** The local header's name, when it disagrees with the central directory's. */
  localName?: string;
  /** The local header's sizes, when they disagree with the central directory's. */
  localSizes?: { compressed: number; size: number };
  /** Flag bit 3: the local header's CRC and sizes are 0, a data descriptor follows the data. */
  dataDescriptor?: boolean;
}

/**
 * A zip written by hand (APPNOTE 4.3): local headers and data, the central directory (the hidden
 * entries last), the end record counting only the entries that are not hidden. The directory's
 * size and offset are the truth, so a reader that walks the records by their signature finds them all.
 */
export function zipOf(parts: readonly ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const visible: Buffer[] = [];
  const hidden: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const localName = Buffer.from(part.localName ?? part.name, 'utf8');
    const data = part.data ?? Buffer.alloc(0);
    const body = part.deflated ?? (part.stored ? data : deflateRawSync(data));
    const size = part.size ?? data.length;
    const crc = part.deflated ? 0 : crc32(data);
    const method = part.stored ? 0 : 8;
    const flags = (part.flags ?? 0) | (part.dataDescriptor ? 0x08 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    if (!part.dataDescriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(part.localSizes?.compressed ?? body.length, 18);
      local.writeUInt32LE(part.localSizes?.size ?? size, 22);
    }
    local.writeUInt16LE(localName.length, 26);
    const descriptor = Buffer.alloc(part.dataDescriptor ? 16 : 0);
    if (part.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(body.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, body, descriptor);
    (part.hidden ? hidden : visible).push(Buffer.concat([central, name]));
    offset += 30 + localName.length + body.length + descriptor.length;
  }
  const directory = Buffer.concat([...visible, ...hidden]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(visible.length, 8);
  end.writeUInt16LE(visible.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The entries of a zip as JSZip (the reader behind exceljs) sees them, to be written again by `zipOf`. */
export async function partsOf(bytes: Uint8Array): Promise<ZipPart[]> {
  const zip = await JSZip.loadAsync(bytes);
  const files = Object.values(zip.files).filter((f) => !f.dir);
  return Promise.all(files.map(async (f) => ({ name: f.name, data: await f.async('nodebuffer') })));
}

/**
 * Raw deflate of `prefix`, `megabytes` MB of spaces, then `suffix`: a zip bomb's entry, made in
 * 1 MB steps so the test never holds it inflated (400 MB deflate to about 390 KB).
 */
export async function deflatedBomb(prefix: string, megabytes: number, suffix: string): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  const write = (chunk: Buffer | string) => new Promise<void>((resolve) => (deflate.write(chunk) ? resolve() : deflate.once('drain', resolve)));
  await write(prefix);
  for (let i = 0; i < megabytes; i += 1) await write(megabyte);
  deflate.end(suffix);
  await done;
  return Buffer.concat(chunks);
}

/** A worksheet's XML with these rows (`<row>` elements as a spreadsheet program writes them). */
export function sheetXml(rows: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
}
