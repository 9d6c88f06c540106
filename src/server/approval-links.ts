/**
 * E-mail approval links (docs/approvals.md "E-mail links"): a token is the link's id, order, step and
 * expiry sealed with AES-256-GCM under the server's own secret (store/approvals.ts `serverSecret`),
 * base64url. A changed byte fails the GCM tag (tampered); the expiry is read from the sealed text and
 * the link's row; one use is the row's `used_at`, set by one UPDATE. The short text code of
 * /TextAudit names the same row: 8 characters from an alphabet without 0/O/1/I.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';

import type { ApprovalStep } from '../../rules/index.ts';
import { APPROVAL_ROLE_LABELS } from '../../rules/index.ts';
import type { ServerDeps } from './context.ts';
import type { Db } from './db/database.ts';
import { insertLink, recordEmail, serverSecret, type LinkRecord } from './store/approvals.ts';
import { insertOrderNotifications, type OrderNotification } from './store/orders.ts';

/** The order event an approval SMS goes with: the booking, its update, or a resend or the chain moving on (`audit`). */
export type ApprovalSmsEvent = OrderNotification['event'];

/** How long a link works: 72 hours (docs/approvals.md). */
export const LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;
export const TEXT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TEXT_CODE_LENGTH = 8;
/** The longest token a request may carry (a sealed token is about 150 characters). */
export const MAX_TOKEN_LENGTH = 512;

const SECRET_NAME = 'approval-links';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealedLink {
  linkId: string;
  orderId: string;
  step: number;
  expiresAt: number;
}

export function newLinkId(): string {
  return randomBytes(16).toString('base64url');
}

export function newTextCode(): string {
  let code = '';
  for (let i = 0; i < TEXT_CODE_LENGTH; i += 1) code += TEXT_CODE_ALPHABET[randomInt(TEXT_CODE_ALPHABET.length)];
  return code;
}

/** The text code as typed: spaces and dashes dropped, upper case. */
export function normaliseTextCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function sealLink(db: Db, link: SealedLink): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', serverSecret(db, SECRET_NAME), iv);
  const plain = Buffer.from(JSON.stringify({ l: link.linkId, o: link.orderId, s: link.step, e: link.expiresAt }), 'utf8');
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed link, or undefined for a token that is not one of ours (malformed, changed, another key). */
export function openLink(db: Db, token: string): SealedLink | undefined {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  // Only the one spelling the server wrote: base64url decoding drops stray trailing characters.
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', serverSecret(db, SECRET_NAME), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const value = JSON.parse(plain) as { l?: unknown; o?: unknown; s?: unknown; e?: unknown };
    if (typeof value.l !== 'string' || typeof value.o !== 'string' || typeof value.s !== 'number' || typeof value.e !== 'number') return undefined;
    return { linkId: value.l, orderId: value.o, step: value.s, expiresAt: value.e };
  } catch {
    return undefined;
  }
}

/** A link and text code as issued: not yet used. */
export type IssuedLink = Omit<LinkRecord, 'usedAt' | 'usedDecision' | 'endedAt'>;

/**
 * A new link and text code for the waiting step (one row; its e-mail and its SMS, when both go,
 * carry the same code). `sentTo` is the address it goes to: the e-mail, else the phone number.
 * The caller holds the write transaction.
 */
export function issueApprovalLink(deps: ServerDeps, orderId: string, waiting: { round: number; step: ApprovalStep }): IssuedLink {
  const { step, round } = waiting;
  const now = deps.now();
  const link = { linkId: newLinkId(), orderId, round, step: step.step, textCode: newTextCode(), sentTo: step.email || step.phone, createdAt: now, expiresAt: now + LINK_LIFETIME_MS };
  insertLink(deps.db, link);
  return link;
}

/**
 * "Sends" the approval e-mail of the waiting step (which has an e-mail): the link (a new one unless
 * `link` is given) and its text code, the e-mail recorded in `sent_emails` and logged with its link
 * (the reference server delivers no mail; docs/approvals.md). The caller holds the write transaction.
 */
export function mailApprovalLink(deps: ServerDeps, orderId: string, waiting: { round: number; step: ApprovalStep }, link = issueApprovalLink(deps, orderId, waiting)): IssuedLink {
  const { step } = waiting;
  const token = sealLink(deps.db, { linkId: link.linkId, orderId, step: step.step, expiresAt: link.expiresAt });
  // The portal's public address in front (PUBLIC_URL, public-url.ts): a host-less path cannot be clicked in a mail.
  const address = `${deps.publicUrl()}/OrderAudit?token=${token}`;
  const subject = `【企业用车】订单 ${orderId} 待您审批`;
  const body = `${step.name || '您好'}：订单 ${orderId} 等待您（${APPROVAL_ROLE_LABELS[step.role]}）审批。请打开 ${address} 审批，或在 ${deps.publicUrl()}/TextAudit 输入审批码 ${link.textCode}。链接 72 小时内有效，只能使用一次。`;
  recordEmail(deps.db, { orderId, sentTo: step.email, subject, body }, link.createdAt);
  deps.log(`[email] 审批邮件已发送至 ${step.email}：${address} 审批码 ${link.textCode} / approval e-mail sent`);
  return { ...link, sentTo: step.email };
}

/** The text of the approval SMS (the /TextAudit page at the portal's public address); the code masked for the order's SMS log, which the booker reads. */
export function approvalSmsText(publicUrl: string, orderId: string, step: Pick<ApprovalStep, 'role'>, textCode: string): string {
  return `【企业用车】订单 ${orderId} 待您（${APPROVAL_ROLE_LABELS[step.role]}）审批：请在 ${publicUrl}/TextAudit 输入审批码 ${textCode}，72 小时内有效，只能使用一次。`;
}

/** What the SMS log shows in place of the text code: the booker must not read it (he could approve his own order). */
export const MASKED_TEXT_CODE = '*'.repeat(TEXT_CODE_LENGTH);

/**
 * "Sends" the approval SMS of the waiting step (which has a phone): the link's text code (a new link
 * unless `link` is given), recorded among the order's notifications (recipient 审批人, the code
 * masked: `/own/order/smsLog` is the booker's) and logged with the code (the reference server sends
 * no SMS; docs/approvals.md "Approval messages"). The caller holds the write transaction.
 */
export function textApprovalCode(
  deps: ServerDeps,
  order: { orderId: string; enterpriseId: number },
  waiting: { round: number; step: ApprovalStep },
  event: ApprovalSmsEvent,
  link = issueApprovalLink(deps, order.orderId, waiting),
): IssuedLink {
  const { step } = waiting;
  const content = approvalSmsText(deps.publicUrl(), order.orderId, step, MASKED_TEXT_CODE);
  insertOrderNotifications(deps.db, order.orderId, order.enterpriseId, [
    { channel: 'sms', event, recipient: 'approver', address: step.phone, content, createdAt: link.createdAt },
  ]);
  deps.log(`[sms] 审批短信已发送至 ${step.phone}：${approvalSmsText(deps.publicUrl(), order.orderId, step, link.textCode)} / approval SMS sent`);
  return { ...link, sentTo: step.phone };
}
