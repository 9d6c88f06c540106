/**
 * The checks an uploaded .xlsx passes before exceljs reads it (docs/security.md "Imports";
 * docs/fleet.md "Imports"). An .xlsx is a zip: a small file can inflate to gigabytes (a zip bomb)
 * and cost seconds of CPU and all the memory in exceljs. So the zip's own directory is read
 * first, every entry is inflated here with a hard output limit (`zlib.inflateRawSync`'s
 * `maxOutputLength`) and must be exactly as long as it claims, and the sum is capped. Only a file
 * that passes reaches exceljs, which then never inflates more than `XLSX_LIMITS.maxInflatedBytes`.
 */
import { inflateRawSync } from 'node:zlib';

export const XLSX_LIMITS = {
  /** The upload itself. */
  maxFileBytes: 1024 * 1024,
  /**
   * Every entry inflated, summed. A 1,000-row file of the templates is about 200 KB inflated (800 KB
   * with 200-character notes); exceljs reads about 5 MB a second here, so 2 MB bounds a read near 0.5 s.
   */
  maxInflatedBytes: 2 * 1024 * 1024,
  maxEntries: 100,
} as const;

export type XlsxRefusal = 'notXlsx' | 'tooLarge' | 'encrypted';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
const ZIP64 = 0xffffffff;

interface Entry { name: string; method: number; flags: number; compressed: number; size: number; localOffset: number }

/** The central directory's entries, or null when the bytes are not a zip this reader takes. */
function entriesOf(bytes: Buffer): Entry[] | 'tooLarge' | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return null;
  // The end record sits in the last 22 + 65,535 bytes (its comment is at most 65,535 bytes).
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count > XLSX_LIMITS.maxEntries) return 'tooLarge';
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: Entry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Whether the bytes are an .xlsx small enough to read: null when they are, else why not. Costs at
 * most one bounded inflation of each entry.
 *
 * @example checkXlsx(readFileSync('司机.xlsx')) // null
 */
export function checkXlsx(bytes: Buffer): XlsxRefusal | null {
  if (bytes.length > XLSX_LIMITS.maxFileBytes) return 'tooLarge';
  const entries = entriesOf(bytes);
  if (entries === 'tooLarge') return 'tooLarge';
  if (entries === null || !entries.some((e) => e.name === 'xl/workbook.xml') || !entries.some((e) => e.name === '[Content_Types].xml')) return 'notXlsx';
  let total = 0;
  for (const entry of entries) {
    if ((entry.flags & 1) === 1) return 'encrypted';
    if (entry.size === ZIP64 || entry.compressed === ZIP64) return 'tooLarge';
    total += entry.size;
    if (total > XLSX_LIMITS.maxInflatedBytes) return 'tooLarge';
    const local = entry.localOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return 'notXlsx';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + entry.compressed > bytes.length) return 'notXlsx';
    const data = bytes.subarray(start, start + entry.compressed);
    if (entry.method === STORED) {
      if (entry.compressed !== entry.size) return 'notXlsx';
      continue;
    }
    if (entry.method !== DEFLATED) return 'notXlsx';
    // The entry may lie about its size: inflate at most one byte past what it claims.
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'notXlsx';
    }
    if (inflated.length > entry.size) return 'tooLarge';
    if (inflated.length < entry.size) return 'notXlsx';
  }
  return null;
}
