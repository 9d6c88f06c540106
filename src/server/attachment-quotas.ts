/**
 * Upload quotas (issue 21 §5, docs/security.md 15): what one user, and one enterprise, may upload
 * through `POST /CsOrder/uploadAuditFile` in a rolling 24 hours, counted in files and in bytes. A
 * file past either quota is refused with 413 (the status the upload already answers for "too
 * large") and a Chinese message the upload widget shows under its field, naming the limit.
 *
 * Together with the pruning of untied files (store/attachments.ts) this bounds the disk an account
 * can fill: what it uploads in a day, and what it keeps longer only through the orders it books.
 */
import type { UploadedTotal } from './store/attachments.ts';

export interface AttachmentQuota {
  files: number;
  bytes: number;
}

export interface AttachmentQuotas {
  user: AttachmentQuota;
  enterprise: AttachmentQuota;
}

const MIB = 1024 * 1024;

/** The window the quotas count over: the last 24 hours (rolling, so no midnight rush resets it). */
export const ATTACHMENT_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * One user's day: 50 files, 30 MiB. An order has one or two attachment fields (上海华信 and 南方医药
 * have one each) of at most 5 MiB, and a scan or a phone photo is 1 to 3 MiB: a booker who books
 * several orders with attachments in a day and replaces a wrong file now and then stays far below
 * either number, and so does an approver attaching a picture to each of a day's decisions
 * (/UploadPic). 30 MiB is six files at the 5 MiB maximum, ten typical ones; 50 files bound the rows
 * of tiny files.
 */
export const USER_ATTACHMENT_QUOTA: AttachmentQuota = { files: 50, bytes: 30 * MIB };

/**
 * One enterprise's day: 500 files, 300 MiB, ten users at their full quota. It stops many accounts
 * of one enterprise from multiplying the user quota; the demo enterprises have at most a dozen
 * users. A real enterprise with many bookers who attach files every day needs a larger number here.
 */
export const ENTERPRISE_ATTACHMENT_QUOTA: AttachmentQuota = { files: 500, bytes: 300 * MIB };

export const DEFAULT_ATTACHMENT_QUOTAS: AttachmentQuotas = { user: USER_ATTACHMENT_QUOTA, enterprise: ENTERPRISE_ATTACHMENT_QUOTA };

/** A quota as the messages write it: `50 个文件或 30 MB`. */
export function quotaText(quota: AttachmentQuota): string {
  const mb = quota.bytes / MIB;
  return `${quota.files} 个文件或 ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Whether one more file of `size` bytes stays within the quota, given what was uploaded in the window. */
export function withinQuota(quota: AttachmentQuota, uploaded: UploadedTotal, size: number): boolean {
  return uploaded.files + 1 <= quota.files && uploaded.bytes + size <= quota.bytes;
}
