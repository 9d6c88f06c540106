/**
 * The approval calls over the transport (docs/approvals.md): the approver's pending list, approve or
 * refuse a batch (each kind has its own call: the special car's `PUT /CsOrder/Audit`, the own car's
 * `POST /own/order/Audit`), send the e-mail link, and look or decide through a link or text code.
 */
import { queryOptions } from '@tanstack/react-query';

import type { ApprovalDecisionValue } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { ApprovalLinkAnswer, ApprovalOutcome, DecidedApproval, OrderApproval, PendingApproval } from '../../../shared/index.ts';
import type { Transport, TransportResult } from '../../../transport/index.ts';

export type { ApprovalLinkAnswer, ApprovalOutcome, DecidedApproval, OrderApproval, PendingApproval };

/** Uploads an audit attachment (/UploadPic) through `/CsOrder/uploadAuditFile`, the attachment upload's own checks and all. */
export async function uploadAuditPicture(transport: Transport, file: File, onProgress: (fraction: number) => void) {
  const uploaded = await resultOf(
    // The attachment widget says a refusal under its field, alone (no toast besides, issue 22).
    transport.upload(endpoints.csOrder.uploadAuditFile, file, { suppressErrorMessages: true, onProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0) }),
  );
  onProgress(1);
  return { fileId: uploaded.fileId, name: uploaded.name, url: uploaded.url };
}

const SPECIAL_CAR = 4;

export const approvalKeys = {
  /** The pending list and the pending count (a decision makes both stale: one prefix). */
  pending: ['approvals', 'pending'] as const,
  pendingCount: ['approvals', 'pending', 'count'] as const,
  /** The 已审批 pages (a decision adds to them). */
  audited: ['approvals', 'audited'] as const,
  auditedPage: (pageIndex: number) => ['approvals', 'audited', pageIndex] as const,
  orderApproval: (orderId: string) => ['approvals', 'order', orderId] as const,
  link: (credential: LinkCredential) => ['approvals', 'link', credential] as const,
};

/** Every order waiting for the signed-in approver (both kinds; one page of up to 200). */
export function pendingApprovalsQuery(transport: Transport) {
  return queryOptions({
    queryKey: approvalKeys.pending,
    queryFn: async () => (await resultOf(transport.call(endpoints.ownOrder.auditOrders, { query: { pageIndex: 1, pageSize: 200 } }))).items,
  });
}

/** How many orders wait for the signed-in approver (the menu entry's and the tab's count): one row asked, the total read. */
export function pendingCountQuery(transport: Transport) {
  return queryOptions({
    queryKey: approvalKeys.pendingCount,
    queryFn: async () => (await resultOf(transport.call(endpoints.ownOrder.auditOrders, { query: { pageIndex: 1, pageSize: 1 } }))).total,
  });
}

/** Decisions a page of the 已审批 tab shows. */
export const AUDITED_PAGE_SIZE = 10;

/** One page of the signed-in approver's own decisions, newest first (the 已审批 tab). */
export function auditedOrdersQuery(transport: Transport, pageIndex: number) {
  return queryOptions({
    queryKey: approvalKeys.auditedPage(pageIndex),
    queryFn: async () => resultOf(transport.call(endpoints.ownOrder.auditedOrders, { query: { pageIndex, pageSize: AUDITED_PAGE_SIZE } })),
  });
}

/**
 * Approves or refuses orders: grouped by kind, one call per kind, the outcomes back in the order asked.
 *
 * @example decideOrders(transport, [{ orderId: 'CS…', businessType: 4 }], 2, '请改乘高铁')
 */
export async function decideOrders(
  transport: Transport,
  orders: readonly { orderId: string; businessType: number }[],
  decision: ApprovalDecisionValue,
  comment: string,
  fileIds: readonly string[] = [],
): Promise<ApprovalOutcome[]> {
  const special = orders.filter((o) => o.businessType === SPECIAL_CAR).map((o) => o.orderId);
  const own = orders.filter((o) => o.businessType !== SPECIAL_CAR).map((o) => o.orderId);
  const body = (orderIds: string[]) => ({ orderIds, decision, comment, ...(fileIds.length > 0 ? { fileIds: [...fileIds] } : {}) });
  const answers = await Promise.all([
    special.length > 0 ? resultOf(transport.call(endpoints.csOrder.audit, { body: body(special) })) : { outcomes: [] },
    own.length > 0 ? resultOf(transport.call(endpoints.ownOrder.audit, { body: body(own) })) : { outcomes: [] },
  ]);
  const byId = new Map(answers.flatMap((a) => a.outcomes).map((o) => [o.orderId, o]));
  return orders.map((o) => byId.get(o.orderId) ?? { orderId: o.orderId, ok: false, status: 0, statusName: '', message: '没有答复' });
}

/** The approval of one order, read from its detail (the booker's and the admin's view). */
export function orderApprovalQuery(transport: Transport, orderId: string) {
  const endpoint = orderId.startsWith('OC') ? endpoints.ownOrder.detail : endpoints.csOrder.detail;
  return queryOptions({
    queryKey: approvalKeys.orderApproval(orderId),
    queryFn: async (): Promise<OrderApproval | null> => (await resultOf(transport.call(endpoint, { query: { orderId } }))).approval ?? null,
  });
}

/** What opens a link page: the e-mail's token or the text code. */
export type LinkCredential = { token: string } | { code: string };

/** A link call's answer, or the server's Chinese refusal (used, expired, invalid, stale). */
export type LinkResult = { ok: true; answer: ApprovalLinkAnswer } | { ok: false; message: string };

function linkResult(response: TransportResult<ApprovalLinkAnswer>): LinkResult {
  if (response.isSuccess && response.errorCode === 0) return { ok: true, answer: response.result };
  return { ok: false, message: response.message || '审批链接或审批码无效，请检查是否完整' };
}

/** Looks at the order a link names (uses nothing). */
export async function lookAtLink(transport: Transport, credential: LinkCredential): Promise<LinkResult> {
  return linkResult(await transport.call(endpoints.csOrder.auditForWeb, { body: credential }));
}

/** Decides with a link: its one use. */
export async function decideWithLink(transport: Transport, credential: LinkCredential, decision: ApprovalDecisionValue, comment: string): Promise<LinkResult> {
  return linkResult(await transport.call(endpoints.csOrder.auditForWeb, { body: { ...credential, decision, comment } }));
}

/** Has the approval SMS (the text code) sent to the waiting step again; the masked number it went to. */
export async function sendApprovalSms(transport: Transport, orderId: string): Promise<string> {
  return (await resultOf(transport.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } }))).sentTo;
}

/** Has the approval e-mail sent to the waiting step (the booker's 催审); the masked address it went to. */
export async function sendApprovalLink(transport: Transport, orderId: string): Promise<string> {
  return (await resultOf(transport.call(endpoints.csOrder.encryptAuditForWeb, { query: { orderId } }))).sentTo;
}
