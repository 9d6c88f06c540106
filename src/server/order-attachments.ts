/**
 * An order's attachments belong to its enterprise (spec §9 showType 6 "attachment upload";
 * docs/security.md 3 and 7). The value of a showType-6 special config field is the `url` the upload
 * answered (`/attachments/<fileId>`, routes/attachments.ts), shown as a link in the order's detail.
 * A non-empty value must be exactly such a url naming a file the order's enterprise uploaded:
 * otherwise an order could carry a link to another enterprise's file (which its readers could not
 * open anyway) or to anywhere at all (a link the detail view would show to the approver).
 *
 * Unknown, another enterprise's and not-a-url are one refusal (no probing of file ids), 422 with
 * a Chinese message naming the field by the bundle's name; the portal's upload widget only ever
 * sets its own upload's url, so only a forged or stale client meets it.
 *
 * Once the order is saved, the files it names are tied to it (`tieOrderAttachments`, docs/security.md
 * 15) and stay while it exists; an upload no order names is pruned after a day.
 */
import { ShowType, specialFieldsOf, type SpecialConfigEntry } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { AttachmentText, BusinessError } from './messages.ts';
import { refusedWithStatus, type Answer } from './protocol/envelope.ts';
import { ATTACHMENT_PATH } from './routes/attachments.ts';
import { isEnterpriseAttachment, tieAttachments } from './store/attachments.ts';

const UNPROCESSABLE = 422;

/** The file id of an attachment url, or undefined for any other value. */
export function attachmentFileId(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(`${ATTACHMENT_PATH}/`)) return undefined;
  const fileId = value.slice(ATTACHMENT_PATH.length + 1);
  return /^[A-Za-z0-9-]{1,64}$/.test(fileId) ? fileId : undefined;
}

/** No attachment chosen: nothing to check. */
const isEmpty = (value: SpecialConfigEntry['value']) =>
  value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The bundle's attachment fields (showType 6) by special id. */
function attachmentFieldsOf(ctx: UserContext) {
  return new Map(specialFieldsOf(ctx.bundle).filter((field) => field.showType === ShowType.ATTACHMENT.value).map((field) => [field.specialId, field]));
}

/** The refusal of the first attachment field whose value is not a file of the session's enterprise, or undefined. */
export function attachmentRefusal(ctx: UserContext, entries: readonly SpecialConfigEntry[]): Answer<never> | undefined {
  const attachmentFields = attachmentFieldsOf(ctx);
  for (const entry of entries) {
    const field = attachmentFields.get(entry.id);
    if (!field || isEmpty(entry.value)) continue;
    const fileId = attachmentFileId(entry.value);
    if (fileId !== undefined && isEnterpriseAttachment(ctx.deps.db, fileId, ctx.user.enterpriseId)) continue;
    const message = AttachmentText.notUsable(field.configName);
    ctx.deps.log(`[${UNPROCESSABLE}] 订单附件 ${JSON.stringify(entry.value).slice(0, 120)}: ${message} / order refused: the value of attachment field ${field.specialId} is not a file of enterprise ${ctx.user.enterpriseId}`);
    return refusedWithStatus(UNPROCESSABLE, BusinessError.ATTACHMENT_NOT_USABLE, message);
  }
  return undefined;
}

/** Ties the files the order's attachment fields name to the saved order (they were checked by `attachmentRefusal` first). */
export function tieOrderAttachments(ctx: UserContext, orderId: string, entries: readonly SpecialConfigEntry[]): void {
  const attachmentFields = attachmentFieldsOf(ctx);
  const fileIds = entries.flatMap((entry) => {
    const fileId = attachmentFields.has(entry.id) ? attachmentFileId(entry.value) : undefined;
    return fileId === undefined ? [] : [fileId];
  });
  if (fileIds.length > 0) tieAttachments(ctx.deps.db, fileIds, orderId, ctx.user.enterpriseId);
}
