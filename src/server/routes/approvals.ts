/**
 * The approval calls (spec §7, issue 11 §2, docs/approvals.md):
 * - `GET /own/order/AuditOrders` (`audit.orders`): the orders of the user's enterprise whose chain
 *   waits for him (his phone or e-mail on the waiting step), both business types unless the query
 *   names one (`businessType` 4 or 5: the special car has no pending call of its own in spec §7);
 * - `PUT /CsOrder/Audit`, `POST /own/order/Audit` (`audit.orders`): approve or refuse one order or a
 *   batch (`orderIds`), each judged on its own and answered per order;
 * - `PUT /CsOrder/EncryptAuditForWeb` (the order's booker, or whoever sees all orders): e-mails the
 *   waiting step's person a sealed, expiring, one-use link (recorded and logged, not delivered);
 * - `POST /CsOrder/sendAuditMessage` (the same people): texts the waiting step's person the code
 *   again, at most once a minute per order and 10 an hour per user;
 * - both resends together at most 5 an hour per order, and each new link ends the order's older
 *   links and codes (issue 21 §5);
 * - `PUT /csorder/AuditForWeb`, `POST /own/order/AuditForWeb` (public: the link is the credential):
 *   look at the order, or decide with the link's token or its text code.
 */
import {
  ApprovalChannel,
  APPROVAL_BODY_SCHEMAS,
  approvalDecisionLabel,
  checkApprovalDecision,
  checkApprovalLink,
  hasPermission,
  issueText,
  orderStatusLabel,
  OWN_CAR,
  schemaLabelAt,
  SPECIAL_CAR,
  type ApprovalLinkBody,
  type CheckResult,
} from '../../../rules/index.ts';
import type { ApprovalLinkAnswer, ApprovalOutcome, ApprovalSmsSent, DecidedApproval, Endpoint, Page } from '../../shared/index.ts';
import { endpoints } from '../../shared/index.ts';
import { mailApprovalLink, normaliseTextCode, openLink, textApprovalCode } from '../approval-links.ts';
import { bookerComment, decideOrder, kindName, mailNextStep, orderSummary, partsOf, pendingRow, roleName, waitingStep, waitsFor, type Actor } from '../approvals.ts';
import type { RequestContext, UserContext } from '../context.ts';
import { BusinessError, RateLimitText } from '../messages.ts';
import { orderIdOf, visibleOrder } from '../order-access.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, httpErrorAt, ok, refused, refusedWithStatus, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { optionalNumber, paging } from '../protocol/params.ts';
import { decisionsByUser, linkById, linkByTextCode, pendingOrderIds, useLink, type LinkRecord } from '../store/approvals.ts';
import { enterpriseAttachment } from '../store/attachments.ts';
import { lastNotificationAt, orderById, type OrderBusinessType, type OrderRecord } from '../store/orders.ts';
import { countRateEvent, isRateLimited, rateWindowEndsAt, type RateLimit } from '../store/rate-limits.ts';
import { inWriteTransaction } from '../store/transactions.ts';

/** Who may approve in the portal. */
export const AUDIT_PERMISSION = 'audit.orders';

/** Wrong links and text codes from one client: 20 in 10 minutes, then 487 (a text code is short). */
export const LINK_FAILURES_PER_CLIENT: RateLimit = { scope: 'approval-link-failure:client', max: 20, windowMs: 10 * 60 * 1000 };

/** One approval SMS per order a minute (docs/approvals.md "Approval messages"): the one at booking counts. */
export const APPROVAL_SMS_INTERVAL_MS = 60 * 1000;

/** And 10 an hour from one user over all his orders: a booker with many orders cannot flood an approver. */
export const APPROVAL_SMS_PER_USER: RateLimit = { scope: 'approval-sms:user', max: 10, windowMs: 60 * 60 * 1000 };

/**
 * Resends of one order's approval messages, the e-mail and the SMS together (each makes a new link
 * and ends the older ones): 5 an hour (docs/approvals.md "Resending"). A booker whose approver missed
 * the message asks once or twice; 100 links in seconds (issue 21 §5) are not a reminder.
 */
export const APPROVAL_RESENDS_PER_ORDER: RateLimit = { scope: 'approval-resend:order', max: 5, windowMs: 60 * 60 * 1000 };

/** Approval e-mails one user resends over all his orders: 10 an hour, like the SMS. */
export const APPROVAL_MAIL_PER_USER: RateLimit = { scope: 'approval-mail:user', max: 10, windowMs: 60 * 60 * 1000 };

const ORDER_NOT_FOUND = '订单不存在';

function requireAuditor(ctx: UserContext): void {
  if (!hasPermission(ctx.user.permissions, AUDIT_PERMISSION)) throw new RequestRejected(httpError(484));
}

/**
 * A refused body: 422 with the first issue as a sentence (the comment rule's own message, else the
 * field named by the approval schemas' title, never its pointer: issue 22) at its field, logged with
 * every issue's pointer.
 */
function bodyRefusal(ctx: RequestContext, where: Endpoint, result: CheckResult<unknown>): Answer<never> {
  const [first] = result.issues;
  ctx.deps.log(`[422] ${where.method} ${where.path}: 审批参数错误 / approval body refused: ${result.issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ')}`);
  if (!first) return httpError(422);
  const labelAt = (pointer: string) => schemaLabelAt(APPROVAL_BODY_SCHEMAS.decision, pointer) ?? schemaLabelAt(APPROVAL_BODY_SCHEMAS.link, pointer);
  return httpErrorAt(422, issueText(first, labelAt), first.path || '/');
}

function portalActor(ctx: UserContext): Actor {
  return { phone: ctx.user.phoneNumber, email: ctx.user.profile.email ?? '', name: ctx.user.profile.trueName ?? '', userId: ctx.user.userId, via: ApprovalChannel.PORTAL.value };
}

/** The approve-or-refuse call of one business type. */
function auditHandler(businessType: OrderBusinessType, endpoint: Endpoint) {
  return (ctx: UserContext) => {
    requireAuditor(ctx);
    const body = checkApprovalDecision(ctx.body);
    if (!body.ok) return bodyRefusal(ctx, endpoint, body);
    const { orderIds, decision, comment = '', fileIds = [] } = body.value;
    const foreign = fileIds.find((id) => !enterpriseAttachment(ctx.deps.db, id, ctx.user.enterpriseId));
    if (foreign !== undefined) return refusedWithStatus(422, BusinessError.ATTACHMENT_NOT_USABLE);
    const actor = portalActor(ctx);
    const outcomes = orderIds.map((orderId): ApprovalOutcome =>
      inWriteTransaction(ctx.deps.db, () => {
        const order = orderById(ctx.deps.db, orderId, businessType);
        // Another enterprise's order is answered as one that does not exist.
        if (!order || order.enterpriseId !== ctx.user.enterpriseId) return { orderId, ok: false, status: 0, statusName: '', message: ORDER_NOT_FOUND };
        const decided = decideOrder(ctx.deps, order, actor, decision, comment, fileIds);
        if (decided.ok) mailNextStep(ctx.deps, order.orderId, order.businessType);
        const status = decided.ok ? decided.status : order.status;
        return { orderId, ok: decided.ok, status, statusName: orderStatusLabel(status), message: decided.ok ? '' : decided.refusal.message };
      }),
    );
    for (const o of outcomes) ctx.deps.log(`[audit] ${ctx.user.phoneNumber} ${approvalDecisionLabel(decision)} ${o.orderId}: ${o.ok ? o.statusName : o.message}`);
    return ok({ outcomes });
  };
}

/** The business type an order id names by its prefix (CS special car, OC own car). */
function businessTypeOfId(orderId: string): OrderBusinessType | undefined {
  if (orderId.startsWith('CS')) return SPECIAL_CAR;
  if (orderId.startsWith('OC')) return OWN_CAR;
  return undefined;
}

/** `li***@huaxin-tech.example.cn`: enough for the booker to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/**
 * The resend limits of an order's approval messages (HTTP 487 with the limit's message), else
 * undefined with the resend counted: the order's resends of either kind, then the user's of this kind.
 */
function resendRefusal(ctx: UserContext, where: Endpoint, orderId: string, perUser: RateLimit, tooOften: Refusal): Answer<never> | undefined {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  // Each refusal says how long to wait, until its window ends (issue 22).
  const wait = (limit: RateLimit, key: string) => (rateWindowEndsAt(db, limit, key, now) ?? now + limit.windowMs) - now;
  if (isRateLimited(db, APPROVAL_RESENDS_PER_ORDER, orderId, now)) {
    ctx.deps.log(`[487] ${where.method} ${where.path} ${orderId}: 审批消息重发次数已达上限 / the order's approval messages were resent ${APPROVAL_RESENDS_PER_ORDER.max} times this hour`);
    return refusedWithStatus(487, BusinessError.APPROVAL_RESENDS_USED_UP, RateLimitText.withWait(`该订单本小时已重发 ${APPROVAL_RESENDS_PER_ORDER.max} 次审批消息，请稍后再试`, wait(APPROVAL_RESENDS_PER_ORDER, orderId)));
  }
  if (isRateLimited(db, perUser, ctx.user.userId, now)) {
    ctx.deps.log(`[487] ${where.method} ${where.path}: ${tooOften.message} / ${ctx.user.userId} resent more than ${perUser.max} approval messages in an hour`);
    return refusedWithStatus(487, tooOften, RateLimitText.withWait(tooOften.message, wait(perUser, ctx.user.userId)));
  }
  countRateEvent(db, APPROVAL_RESENDS_PER_ORDER, orderId, now);
  countRateEvent(db, perUser, ctx.user.userId, now);
  return undefined;
}

type Refusal = (typeof BusinessError)[keyof typeof BusinessError];

function sendLink(ctx: UserContext): Answer<{ orderId: string; sentTo: string; expiresAt: number }> {
  const orderId = orderIdOf(ctx);
  const businessType = businessTypeOfId(orderId);
  if (businessType === undefined) return httpError(404);
  return inWriteTransaction(ctx.deps.db, () => {
    const order = visibleOrder(ctx, businessType, orderId);
    const waiting = waitingStep(ctx.deps, order);
    if (!waiting) return refused(BusinessError.APPROVAL_FINISHED);
    if (waiting.step.email === '') return refused(BusinessError.APPROVAL_NO_EMAIL);
    const limited = resendRefusal(ctx, endpoints.csOrder.encryptAuditForWeb, orderId, APPROVAL_MAIL_PER_USER, BusinessError.APPROVAL_MAIL_TOO_OFTEN);
    if (limited) return limited;
    // A new link ends the order's older ones (store/approvals.ts insertLink).
    const link = mailApprovalLink(ctx.deps, orderId, waiting);
    return ok({ orderId, sentTo: maskEmail(link.sentTo), expiresAt: link.expiresAt });
  });
}

/** `139****5678`: the booker recognises the number without reading it whole. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** `POST /CsOrder/sendAuditMessage`: the text code again to the waiting step's phone. Refusals are 4xx with their own message. */
function sendCode(ctx: UserContext): Answer<ApprovalSmsSent> {
  const orderId = orderIdOf(ctx);
  const businessType = businessTypeOfId(orderId);
  if (businessType === undefined) return httpError(404);
  const { db } = ctx.deps;
  return inWriteTransaction(db, () => {
    const order = visibleOrder(ctx, businessType, orderId);
    const waiting = waitingStep(ctx.deps, order);
    if (!waiting) return refusedWithStatus(422, BusinessError.APPROVAL_FINISHED);
    if (waiting.step.phone === '') return refusedWithStatus(422, BusinessError.APPROVAL_NO_PHONE);
    const now = ctx.deps.now();
    const last = lastNotificationAt(db, orderId, 'sms', 'approver');
    if (last !== undefined && now - last < APPROVAL_SMS_INTERVAL_MS) {
      const seconds = Math.ceil((last + APPROVAL_SMS_INTERVAL_MS - now) / 1000);
      ctx.deps.log(`[487] sendAuditMessage ${orderId}: 审批短信发送过于频繁 / approval SMS asked again after ${Math.floor((now - last) / 1000)} s`);
      return refusedWithStatus(487, BusinessError.APPROVAL_SMS_TOO_SOON, `审批短信已发送，请 ${seconds} 秒后再试`);
    }
    const limited = resendRefusal(ctx, endpoints.csOrder.sendAuditMessage, orderId, APPROVAL_SMS_PER_USER, BusinessError.APPROVAL_SMS_TOO_SOON);
    if (limited) return limited;
    // A new link (its text code) ends the order's older ones (store/approvals.ts insertLink).
    textApprovalCode(ctx.deps, order, waiting, 'audit');
    return ok({ orderId, sentTo: maskPhone(waiting.step.phone), nextAllowedAt: now + APPROVAL_SMS_INTERVAL_MS });
  });
}

/** The link a token or text code names; a refusal (counted against the client) when it names none. */
function findLink(ctx: RequestContext, body: ApprovalLinkBody): LinkRecord | Answer<never> {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  if (isRateLimited(db, LINK_FAILURES_PER_CLIENT, ctx.clientAddress, now)) {
    const endsAt = rateWindowEndsAt(db, LINK_FAILURES_PER_CLIENT, ctx.clientAddress, now) ?? now + LINK_FAILURES_PER_CLIENT.windowMs;
    return httpError(487, RateLimitText.tooOften(endsAt - now));
  }
  let link: LinkRecord | undefined;
  if (body.token !== undefined) {
    const sealed = openLink(db, body.token);
    const row = sealed && linkById(db, sealed.linkId);
    link = row && row.orderId === sealed.orderId && row.step === sealed.step && row.expiresAt === sealed.expiresAt ? row : undefined;
  } else if (body.code !== undefined) {
    link = linkByTextCode(db, normaliseTextCode(body.code));
  }
  if (link) return link;
  countRateEvent(db, LINK_FAILURES_PER_CLIENT, ctx.clientAddress, now);
  ctx.deps.log(`[400] AuditForWeb: 审批链接或审批码无效 / unknown or tampered approval link from ${ctx.clientAddress}`);
  return refusedWithStatus(400, BusinessError.APPROVAL_LINK_INVALID);
}

function linkAnswer(ctx: RequestContext, order: OrderRecord, link: LinkRecord, step: { role: string; name: string; email: string }): ApprovalLinkAnswer {
  return {
    orderId: order.orderId,
    businessType: order.businessType,
    kindName: kindName(order.businessType),
    summary: orderSummary(order),
    roleName: roleName(step.role),
    approverName: step.name || step.email,
    expiresAt: link.expiresAt,
    bookerComment: bookerComment(order),
    status: order.status,
    statusName: orderStatusLabel(order.status),
    decision: link.usedDecision,
    decisionName: link.usedDecision === null ? '' : approvalDecisionLabel(link.usedDecision),
  };
}

/** Look or decide with a link (public). */
function auditForWeb(endpoint: Endpoint) {
  return (ctx: RequestContext): Answer<ApprovalLinkAnswer> => {
    const body = checkApprovalLink(ctx.body);
    if (!body.ok) return bodyRefusal(ctx, endpoint, body);
    return inWriteTransaction(ctx.deps.db, () => {
      const found = findLink(ctx, body.value);
      if (!('linkId' in found)) return found;
      const link = found;
      const now = ctx.deps.now();
      if (link.usedAt !== null) return refused(BusinessError.APPROVAL_LINK_USED);
      if (now > link.expiresAt) return refused(BusinessError.APPROVAL_LINK_EXPIRED);
      const order = orderById(ctx.deps.db, link.orderId, businessTypeOfId(link.orderId) ?? SPECIAL_CAR);
      const waiting = order && waitingStep(ctx.deps, order);
      if (!order || !waiting || waiting.round !== link.round || waiting.step.step !== link.step) return refused(BusinessError.APPROVAL_LINK_STALE);
      // A newer link or text code of the order was sent since (a resend): only the newest one works.
      if (link.endedAt !== null) return refused(BusinessError.APPROVAL_LINK_ENDED);
      const { step } = waiting;
      const { decision, comment = '' } = body.value;
      if (decision === undefined) return ok(linkAnswer(ctx, order, link, step));
      const actor: Actor = { phone: step.phone, email: step.email, name: step.name, userId: null, via: body.value.token !== undefined ? ApprovalChannel.EMAIL.value : ApprovalChannel.TEXT.value };
      const decided = decideOrder(ctx.deps, order, actor, decision, comment, [], { round: link.round, step: link.step });
      if (!decided.ok) return refused(decided.refusal);
      useLink(ctx.deps.db, link.linkId, decision, now);
      mailNextStep(ctx.deps, order.orderId, order.businessType);
      ctx.deps.log(`[audit] ${actor.via} ${step.email} ${approvalDecisionLabel(decision)} ${order.orderId}: ${orderStatusLabel(decided.status)}`);
      const after = orderById(ctx.deps.db, order.orderId, order.businessType) ?? order;
      return ok(linkAnswer(ctx, after, { ...link, usedAt: now, usedDecision: decision }, step));
    });
  };
}

/**
 * `GET /own/order/AuditedOrders` (`audit.orders`): the signed-in approver's own decisions in the
 * portal, newest first, a page at a time (the 已审批 tab, issue 25 §3), each with its order's trip
 * and status now. Whose decisions is the session's, never a parameter.
 */
function auditedOrders(ctx: UserContext): Answer<Page<DecidedApproval>> {
  requireAuditor(ctx);
  const { pageIndex, pageSize } = paging(ctx.params);
  const { db } = ctx.deps;
  const { total, rows } = decisionsByUser(db, ctx.user.userId, ctx.user.enterpriseId, (pageIndex - 1) * pageSize, pageSize);
  const items = rows.flatMap((row): DecidedApproval[] => {
    const order = orderById(db, row.orderId, row.businessType as OrderBusinessType);
    if (!order) return [];
    const parts = partsOf(order);
    return [{
      orderId: order.orderId,
      businessType: order.businessType,
      kindName: kindName(order.businessType),
      boardingTime: order.boardingTime,
      passengerName: parts.passengerName,
      boardingAddress: parts.from,
      dropOffAddress: parts.to,
      decision: row.decision,
      decisionName: approvalDecisionLabel(row.decision),
      comment: row.comment,
      decidedAt: row.decidedAt,
      statusName: orderStatusLabel(order.status),
    }];
  });
  return ok({ total, items });
}

export const approvalRoutes = apiRoutes([
  {
    endpoint: endpoints.ownOrder.auditOrders,
    handle: (ctx) => {
      requireAuditor(ctx);
      const only = optionalNumber(ctx.params, 'businessType');
      const types = only === SPECIAL_CAR || only === OWN_CAR ? [only] : [SPECIAL_CAR, OWN_CAR];
      const who = { phone: ctx.user.phoneNumber, email: ctx.user.profile.email ?? '' };
      const { pageIndex, pageSize } = paging(ctx.params);
      const rows = inWriteTransaction(ctx.deps.db, () =>
        pendingOrderIds(ctx.deps.db, ctx.user.enterpriseId, types, 1).flatMap(({ orderId, businessType }) => {
          const order = orderById(ctx.deps.db, orderId, businessType as OrderBusinessType);
          const waiting = order && waitsFor(ctx.deps, order, who);
          return order && waiting ? [pendingRow(ctx.deps, order, waiting.step, waiting.stepCount)] : [];
        }),
      );
      const start = Math.min((pageIndex - 1) * pageSize, rows.length);
      return ok({ total: rows.length, items: rows.slice(start, start + pageSize) });
    },
  },
  { endpoint: endpoints.ownOrder.auditedOrders, handle: auditedOrders },
  { endpoint: endpoints.csOrder.audit, handle: auditHandler(SPECIAL_CAR, endpoints.csOrder.audit) },
  { endpoint: endpoints.ownOrder.audit, handle: auditHandler(OWN_CAR, endpoints.ownOrder.audit) },
  { endpoint: endpoints.csOrder.encryptAuditForWeb, handle: sendLink },
  { endpoint: endpoints.csOrder.sendAuditMessage, handle: sendCode },
  { endpoint: endpoints.csOrder.auditForWeb, public: true, handle: auditForWeb(endpoints.csOrder.auditForWeb) },
  { endpoint: endpoints.ownOrder.auditForWeb, public: true, handle: auditForWeb(endpoints.ownOrder.auditForWeb) },
]);
