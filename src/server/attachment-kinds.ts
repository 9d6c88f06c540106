/**
 * The reference server's side of the attachment rules (src/shared/attachments.ts names the size and
 * the five kinds for both sides): the kind is believed only when three things agree: the declared
 * content type, the file name's extension, and the file's first bytes (its magic number). A header
 * alone is what any client can write; the bytes are what a viewer will open.
 */
import { ATTACHMENT_KIND_NAMES, ATTACHMENT_MAX_BYTES, type AttachmentKindName } from '../shared/attachments.ts';

export { ATTACHMENT_MAX_BYTES };

/** The longest file name kept, in characters. */
export const ATTACHMENT_MAX_NAME_LENGTH = 120;

export interface AttachmentKind extends AttachmentKindName {
  /** Whether the file's bytes are of this kind. */
  matches: (bytes: Uint8Array) => boolean;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Whether a ZIP holds an entry under `folder` (Office Open XML: `word/` for Word, `xl/` for Excel); entry names are stored uncompressed. */
const zipHolds = (bytes: Uint8Array, folder: string) => startsWith(bytes, ZIP) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(folder, 0, 'latin1');

/** How each kind's bytes begin, by content type. */
const MATCHERS: Readonly<Record<(typeof ATTACHMENT_KIND_NAMES)[number]['contentType'], (bytes: Uint8Array) => boolean>> = {
  'application/pdf': (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => zipHolds(b, 'word/'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) => zipHolds(b, 'xl/'),
};

export const ATTACHMENT_KINDS: readonly AttachmentKind[] = ATTACHMENT_KIND_NAMES.map((kind) => ({ ...kind, matches: MATCHERS[kind.contentType] }));

/** The declared content type without parameters, lower case. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The kind a declared content type names, or undefined when it is not one of the five. */
export function attachmentKindOf(contentType: string | undefined): AttachmentKind | undefined {
  const type = mediaType(contentType);
  return ATTACHMENT_KINDS.find((kind) => kind.contentType === type);
}

/**
 * A file name as kept: its last path segment, without control characters or lone surrogates
 * (which no header can carry), trimmed, at most
 * ATTACHMENT_MAX_NAME_LENGTH characters (code points, so no character is cut in half; a short
 * extension is kept); '' when nothing is left. Idempotent: a kept name is kept as it is.
 *
 * @example attachmentName('C:\\scans\\审批单.pdf') // '审批单.pdf'
 */
export function attachmentName(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]|\p{Cs}/gu, '').trim();
  const chars = Array.from(base);
  if (chars.length <= ATTACHMENT_MAX_NAME_LENGTH) return base;
  const dot = chars.lastIndexOf('.');
  const extension = dot > 0 && chars.length - dot <= 10 ? chars.slice(dot) : [];
  const stem = chars.slice(0, ATTACHMENT_MAX_NAME_LENGTH - extension.length).join('').trimEnd();
  return (stem + extension.join('')).trim();
}

/** Why a file is refused, or undefined when it is a kind of the list whose name and bytes agree. */
export type AttachmentRefusal = 'extension' | 'content';

export function checkAttachment(kind: AttachmentKind, name: string, bytes: Uint8Array): AttachmentRefusal | undefined {
  const lower = name.toLowerCase();
  if (!kind.extensions.some((extension) => lower.endsWith(extension))) return 'extension';
  if (!kind.matches(bytes)) return 'content';
  return undefined;
}
