/**
 * The checks an uploaded .xlsx passes before exceljs reads it (docs/security.md §11; docs/fleet.md
 * "Imports"). An .xlsx is a zip: a small file can inflate to gigabytes (a zip bomb), and a sheet of
 * 100,000 rows costs exceljs seconds of a blocked event loop and an object per row.
 *
 * What exceljs reads is decided by the zip reader it uses, JSZip: it walks the central directory by
 * its records' signatures (not by the end record's count), takes each entry's name from the local
 * header and its sizes from the central directory, and a later entry of a name replaces an earlier
 * one. A guard that parses the zip its own way checks another file than the one read (issue 21 §3:
 * an entry hidden past the end record's count was inflated to 400 MB). So this guard does not parse
 * the zip itself:
 *
 * 1. JSZip, the very copy exceljs requires, lists the entries exactly as exceljs will meet them
 *    (`loadAsync` reads the directory only; it inflates nothing).
 * 2. Node's zlib inflates each entry with a hard output limit (`maxOutputLength`: the budget left of
 *    `maxInflatedBytes`), so no entry inflates past the cap whatever it declares.
 * 3. The `<row>` elements of every inflated entry are counted before any XML is parsed.
 * 4. exceljs is handed a zip rebuilt from the checked bytes (stored, not deflated), so it reads
 *    what was checked and nothing else, whatever a local header or the end record says.
 *
 * Libraries: JSZip and zlib do the zip and the inflating; the only code here is the budget, the row
 * count and the rebuild. JSZip keeps an entry's compressed bytes in the private `_data` field (its
 * own typings say so); if a JSZip upgrade moved them, every file is refused as not an .xlsx (the
 * import tests fail at once), never passed unchecked.
 */
import { createRequire } from 'node:module';
import { inflateRawSync } from 'node:zlib';
import type JSZipModule from 'jszip';
import { IMPORT_ROW_CAP } from '../../rules/index.ts';

// The JSZip exceljs itself requires (resolved from exceljs's own folder), so the entries checked
// here are the ones exceljs reads, whichever copy a future install hoists.
const JSZip = createRequire(createRequire(import.meta.url).resolve('exceljs'))('jszip') as typeof JSZipModule;

export const XLSX_LIMITS = {
  /** The upload itself. */
  maxFileBytes: 1024 * 1024,
  /**
   * Every entry inflated, summed. A 1,000-row file of the templates is about 200 KB inflated (800 KB
   * with 200-character notes); exceljs reads about 5 MB a second here, so 2 MB bounds a read near 0.5 s.
   */
  maxInflatedBytes: 2 * 1024 * 1024,
  /** Entries the reader lists (a template has about 10). */
  maxEntries: 100,
  /**
   * `<row>` elements of every sheet together, counted before exceljs parses any. The import reads
   * `IMPORT_ROW_CAP` data rows and a header; a spreadsheet program also writes rows that carry only
   * a format, so twice that is room enough. exceljs builds an object per row: 100,000 empty rows
   * (1.7 MB, under the inflated cap) cost 0.3–1.7 s of a blocked event loop here.
   */
  maxRows: 2 * IMPORT_ROW_CAP,
} as const;

export type XlsxRefusal = 'notXlsx' | 'tooLarge' | 'tooManyRows' | 'encrypted';
export type CheckedXlsx = { ok: true; bytes: Buffer } | { ok: false; refusal: XlsxRefusal };

/** JSZip's private record of an entry's compressed bytes (`CompressedObject`, lib/compressedObject.js). */
interface CompressedEntry {
  compressedContent: Uint8Array;
  compression: { magic: string };
}
const STORED = '\x00\x00';
const DEFLATED = '\x08\x00';

function compressedOf(file: JSZipModule.JSZipObject): CompressedEntry | null {
  const data = (file as unknown as { _data?: Partial<CompressedEntry> })._data;
  if (!data || !(data.compressedContent instanceof Uint8Array) || typeof data.compression?.magic !== 'string') return null;
  return data as CompressedEntry;
}

/** A start tag `<row …>` (with or without a namespace prefix) in an inflated entry. */
const ROW_TAG = /<(?:[\w.-]+:)?row[\s/>]/g;
const rowsIn = (bytes: Buffer): number => bytes.toString('latin1').match(ROW_TAG)?.length ?? 0;

/** The entry's bytes inflated, at most `budget` of them; 'tooLarge' past it, null when they do not inflate. */
function inflated(entry: CompressedEntry, budget: number): Buffer | 'tooLarge' | null {
  const content = Buffer.from(entry.compressedContent.buffer, entry.compressedContent.byteOffset, entry.compressedContent.byteLength);
  if (entry.compression.magic === STORED) return content.length > budget ? 'tooLarge' : content;
  if (entry.compression.magic !== DEFLATED) return null;
  try {
    // One byte past the budget tells "over" from "exactly the budget".
    const bytes = inflateRawSync(content, { maxOutputLength: budget + 1 });
    return bytes.length > budget ? 'tooLarge' : bytes;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : null;
  }
}

/**
 * The upload as a zip exceljs may read (every entry checked and stored again), or why not. Costs
 * one directory read and at most `maxInflatedBytes` of inflating, whatever the file says of itself.
 *
 * @example await checkedXlsx(readFileSync('司机.xlsx')) // { ok: true, bytes: <the same workbook, stored> }
 * @example await checkedXlsx(bomb) // { ok: false, refusal: 'tooLarge' }
 */
export async function checkedXlsx(bytes: Buffer): Promise<CheckedXlsx> {
  const refuse = (refusal: XlsxRefusal): CheckedXlsx => ({ ok: false, refusal });
  if (bytes.length > XLSX_LIMITS.maxFileBytes) return refuse('tooLarge');
  let zip: JSZipModule;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (error) {
    // JSZip refuses an encrypted entry while it reads the directory ("Encrypted zip are not supported").
    return refuse(/encrypted/i.test((error as Error).message) ? 'encrypted' : 'notXlsx');
  }
  // exceljs skips folders and reads every other entry, a leading '/' dropped.
  const files = Object.values(zip.files).filter((file) => !file.dir);
  if (files.length > XLSX_LIMITS.maxEntries) return refuse('tooLarge');
  const names = new Set(files.map((file) => file.name.replace(/^\//, '')));
  if (!names.has('xl/workbook.xml') || !names.has('[Content_Types].xml')) return refuse('notXlsx');
  const rebuilt = new JSZip();
  let total = 0;
  let rows = 0;
  for (const file of files) {
    const entry = compressedOf(file);
    if (!entry) return refuse('notXlsx');
    const content = inflated(entry, XLSX_LIMITS.maxInflatedBytes - total);
    if (content === 'tooLarge') return refuse('tooLarge');
    if (content === null) return refuse('notXlsx');
    total += content.length;
    rows += rowsIn(content);
    if (rows > XLSX_LIMITS.maxRows) return refuse('tooManyRows');
    rebuilt.file(file.name, content, { binary: true, createFolders: false, date: file.date });
  }
  return { ok: true, bytes: await rebuilt.generateAsync({ type: 'nodebuffer', compression: 'STORE' }) };
}
