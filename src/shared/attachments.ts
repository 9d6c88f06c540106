/**
 * What an attachment (special config showType 6, spec §9 "attachment upload") may be: one list
 * for both sides. The portal checks a file against it before any byte is sent (so the booker hears
 * "too large" at once, in Chinese); the reference server checks again at the boundary of
 * `POST /CsOrder/uploadAuditFile`, where it also matches the file's first bytes to its kind
 * (src/server/attachment-kinds.ts; docs/server.md "Attachments", docs/security.md).
 *
 * The kinds are what an approver is asked to look at (a signed form, a scan, a photo, a sheet):
 * PDF, PNG, JPEG, Word (.docx) and Excel (.xlsx). The legacy binary Office formats (.doc, .xls)
 * are left out: they carry macros and their container (OLE2) says nothing about which of them it is.
 */

/** The largest attachment in bytes: 5 MiB (a phone photo or a scanned page fits; a video does not). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** One kind of attachment, as both sides name it. */
export interface AttachmentKindName {
  /** The content type the upload declares and the download answers with. */
  contentType: string;
  /** Extensions of the file name, lower case, with the dot. */
  extensions: readonly string[];
  /** Its name in the messages. */
  label: string;
}

export const ATTACHMENT_KIND_NAMES = [
  { contentType: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { contentType: 'image/png', extensions: ['.png'], label: 'PNG' },
  { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    label: 'Word（.docx）',
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
    label: 'Excel（.xlsx）',
  },
] as const satisfies readonly AttachmentKindName[];

/** Every extension taken, with the dot, lower case. */
export const ATTACHMENT_EXTENSIONS: readonly string[] = ATTACHMENT_KIND_NAMES.flatMap((kind) => kind.extensions);
