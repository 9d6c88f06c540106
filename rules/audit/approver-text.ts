/**
 * An approver typed as `name(phone)` (spec §5, D8): ASCII `()` or full-width `（）`
 * parentheses, surrounding spaces trimmed.
 */

/** An approver's name and phone, as the audit fields hold them. */
export interface ApproverText {
  name: string;
  phone: string;
}

/**
 * `name(phone)` at the end of the text: the name is everything before the last opening
 * parenthesis, the phone what the closing one at the very end encloses. Either kind of
 * parenthesis opens or closes, so a half-width/full-width mix is read too.
 */
const NAME_PHONE_PATTERN = /^(.*)[(（]([^()（）]*)[)）]$/s;

/**
 * Splits an approver text into name and phone (spec §5, D8). Without a parenthesised part at
 * its end the whole trimmed text is the name and the phone is empty.
 *
 * @example parseApproverText('王五（13800000000）') // { name: '王五', phone: '13800000000' }
 * @example parseApproverText(' 王五 (13800000000) ') // { name: '王五', phone: '13800000000' }
 * @example parseApproverText('王五')                // { name: '王五', phone: '' }
 */
export function parseApproverText(text: string): ApproverText {
  const trimmed = text.trim();
  const match = NAME_PHONE_PATTERN.exec(trimmed);
  if (!match) return { name: trimmed, phone: '' };
  return { name: (match[1] ?? '').trim(), phone: (match[2] ?? '').trim() };
}

/**
 * Writes an approver as `name(phone)` with ASCII parentheses, or the name alone when the phone
 * is empty (D8).
 *
 * @example formatApproverText({ name: '王五', phone: '13800000000' }) // '王五(13800000000)'
 * @example formatApproverText({ name: '王五', phone: '' })            // '王五'
 */
export function formatApproverText({ name, phone }: ApproverText): string {
  return phone === '' ? name : `${name}(${phone})`;
}
