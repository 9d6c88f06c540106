/**
 * What an attachment (special config showType 6) may be, checked in the browser before any byte
 * is sent (issue 8 §2): the limits both sides share (src/shared/attachments.ts: 5 MiB; PDF, PNG,
 * JPEG, Word .docx, Excel .xlsx), so the booker hears "too large" at once, in Chinese, rather
 * than after an upload. The server still checks for itself, bytes included (docs/security.md).
 */
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_KIND_NAMES, ATTACHMENT_MAX_BYTES } from '../../shared/attachments.ts';

export { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES };

export const ATTACHMENT_TOO_LARGE = `附件不能超过 ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`;
const KIND_LABELS = ATTACHMENT_KIND_NAMES.map((kind) => kind.label);
export const ATTACHMENT_WRONG_TYPE = `仅支持 ${KIND_LABELS.slice(0, -1).join('、')}和 ${KIND_LABELS.at(-1)}文件`;
export const ATTACHMENT_EMPTY = '附件是空文件';

/**
 * The Chinese reason a file cannot be uploaded, or null when it may be.
 *
 * @example attachmentProblem({ name: 'a.exe', size: 10 }) // '仅支持 PDF、PNG、JPEG、Word（.docx）和 Excel（.xlsx）文件'
 * @example attachmentProblem({ name: '发票.PDF', size: 2048 }) // null
 */
export function attachmentProblem(file: { name: string; size: number }, maxBytes = ATTACHMENT_MAX_BYTES): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!ATTACHMENT_EXTENSIONS.includes(extension)) return ATTACHMENT_WRONG_TYPE;
  if (file.size === 0) return ATTACHMENT_EMPTY;
  if (file.size > maxBytes) return ATTACHMENT_TOO_LARGE;
  return null;
}
