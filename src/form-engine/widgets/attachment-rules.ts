/**
 * What an attachment (special config showType 6) may be, checked in the browser before any byte
 * is sent (issue 8 §2): the reference server's limits (src/server/attachment-kinds.ts: 5 MiB; PDF,
 * PNG, JPEG, Word .docx, Excel .xlsx), so the booker hears "too large" at once, in Chinese, rather
 * than after an upload. The server still checks for itself (docs/security.md 8).
 */

/** The largest attachment in bytes: 5 MiB, as the server allows. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The extensions the server takes, with the dot, lower case. */
export const ATTACHMENT_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.docx', '.xlsx'] as const;

export const ATTACHMENT_TOO_LARGE = '附件不能超过 5 MB';
export const ATTACHMENT_WRONG_TYPE = '仅支持 PDF、PNG、JPEG、Word（.docx）和 Excel（.xlsx）文件';
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
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return ATTACHMENT_WRONG_TYPE;
  if (file.size === 0) return ATTACHMENT_EMPTY;
  if (file.size > maxBytes) return ATTACHMENT_TOO_LARGE;
  return null;
}
