/**
 * Small files of each attachment kind, as their first bytes would be (docs/server.md "Attachments"),
 * and files that claim to be what they are not.
 */
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

/** A ZIP's first local file header naming `entry` (what an Office Open XML file starts with). */
const zipWith = (entry: string) => bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0], new Array<number>(16).fill(0), [entry.length, 0, 0, 0], entry, 'compressed…');

export const FILES = {
  pdf: { contentType: 'application/pdf', name: '审批单.pdf', bytes: bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') },
  png: { contentType: 'image/png', name: '行程截图.png', bytes: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]) },
  jpeg: { contentType: 'image/jpeg', name: 'photo.JPG', bytes: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0]) },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name: '出差申请.docx',
    bytes: zipWith('word/document.xml'),
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: '费用明细.xlsx',
    bytes: zipWith('xl/workbook.xml'),
  },
} as const;

/** An HTML page: what a stored cross-site script would be. */
export const HTML_PAGE = bytes('<!doctype html><script>alert(document.cookie)</script>');
/** A ZIP that is no Office file (no word/ or xl/ entry). */
export const PLAIN_ZIP = zipWith('payload.exe');
