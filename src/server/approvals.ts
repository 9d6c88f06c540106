/**
 * Approvals on the reference server (issue 11 §2, docs/approvals.md): each pending order's chain
 * (the rules' `approvalChain` on the order as stored, read as a scenario with its booker), fixed per
 * version of the order (a changed payload starts a new round); decisions through the rules
 * (`decideApproval`, then `orderTransition`); the pending list of an approver; the e-mail links.
 */
import { createHash } from 'node:crypto';

import {
  approvalChain,
  auditConfigFor,
  APPROVAL_ROLE_LABELS,
  approvalChannelLabel,
  approvalDecisionLabel,
  bookingFieldLabel,
  businessTypeLabels,
  chainProgress,
  decideApproval,
  evaluate,
  isStepPerson,
  nextApprover,
  OrderStatus,
  orderStatusLabel,
  orderTransition,
  ownCarPeople,
  ownCarRiders,
  ownCarScenario,
  OWN_CAR,
  serviceTypeLabels,
  specialCarPeople,
  type ChainPeople,
  specialCarRiders,
  specialCarScenario,
  specialConfigText,
  type ApprovalDecisionValue,
  type ApprovalStep,
  type AuditRole,
  type AuditState,
  type EnterpriseBundle,
  type OwnCarOrderPayload,
  type SpecialCarOrderPayload,
} from '../../rules/index.ts';
import type { ApprovalHistoryEntry, ApprovalStepInfo, OrderApproval, PendingApproval, SummaryLine } from '../shared/index.ts';
import { issueApprovalLink, mailApprovalLink, textApprovalCode, type ApprovalSmsEvent } from './approval-links.ts';
import type { ServerDeps } from './context.ts';
import type { Db } from './db/database.ts';
import { bookablePaymentTypes, offeredCarLevels } from './enterprise-data.ts';
import { BusinessError } from './messages.ts';
import { addHistory, chainOf, historyOf, saveChain, type ChainRecord, type HistoryRecord } from './store/approvals.ts';
import { tieAttachments } from './store/attachments.ts';
import { orderById, setOrderStatus, type OrderRecord } from './store/orders.ts';
import { referenceRows } from './store/reference.ts';
import { enterpriseUsers, userById } from './store/users.ts';

type Refusal = (typeof BusinessError)[keyof typeof BusinessError];

/** Who decides: a signed-in user (portal) or the holder of a link or text code (the step's own person). */
export interface Actor {
  phone: string;
  email: string;
  name: string;
  userId: string | null;
  via: HistoryRecord['via'];
}

/** The Chinese name of a business type (专车, 自有车), as the rules core names it. */
const kindName = (businessType: number): string => businessTypeLabels[String(businessType)] ?? '';

/** Names one version of an order's payload: the chain is made again when it changes. */
export function payloadHash(order: Pick<OrderRecord, 'payload'>): string {
  return createHash('sha256').update(JSON.stringify(order.payload)).digest('base64url');
}

type StoredOrder = Pick<OrderRecord, 'businessType' | 'bookerId' | 'enterpriseId' | 'payload'>;

/** The rules' audit of the order as stored, judged with its booker as he is now; undefined without a bundle or booker. */
export function orderAudit(db: Db, bundle: EnterpriseBundle | undefined, order: StoredOrder): AuditState | undefined {
  const user = userById(db, order.bookerId);
  if (!bundle || !user) return undefined;
  const booker = { userId: user.userId, userLevel: user.profile.priority, permissions: user.permissions };
  if (order.businessType === OWN_CAR) return evaluate(bundle, ownCarScenario(order.payload as OwnCarOrderPayload, booker)).audit;
  const payload = order.payload as SpecialCarOrderPayload;
  const offered = {
    // What the booking could offer now (the 企业设置 permit), and the order's own type: an order paid with a
    // type taken away since is judged as it was booked (D5 then selects what it selected), not moved to another.
    paymentTypes: [...new Set([...bookablePaymentTypes(db, order.enterpriseId), payload.baseData.paymentType])],
    carTypeLevels: offeredCarLevels(db, order.enterpriseId).map((c) => c.carTypeLevel),
  };
  return evaluate(bundle, specialCarScenario(payload, booker, offered)).audit;
}

/**
 * The chain the rules make of the order as stored (its approvers are the users the server resolved
 * when it was saved, order-approvers.ts), judged with its booker as he is now.
 */
export function computeChain(db: Db, bundle: EnterpriseBundle | undefined, order: StoredOrder): ApprovalStep[] {
  const audit = orderAudit(db, bundle, order);
  if (!audit) return [];
  if (order.businessType === OWN_CAR) return approvalChain(audit, ownCarPeople(order.payload as OwnCarOrderPayload), true);
  return approvalChain(audit, withReviewerName(db, order.enterpriseId, specialCarPeople(order.payload as SpecialCarOrderPayload)));
}

/**
 * A special-car order keeps its 行政审核人 by phone and e-mail only (§5.2 has no name field for him), so the chain
 * would show an e-mail where every other step shows a name. The server resolved him to a user of the enterprise when
 * the order was saved (order-approvers.ts), so his name is that user's (issue 22 §2 "the reviewer shown by name").
 *
 * @example withReviewerName(db, 1001, { exco: { name: '', phone: '13912349999', email: 'zhouguodong@…' } }) // exco.name '周国栋'
 */
function withReviewerName(db: Db, enterpriseId: number, people: ChainPeople): ChainPeople {
  const exco = people.exco;
  if (!exco || exco.name) return people;
  const user = enterpriseUsers(db, enterpriseId).find(
    (u) => (exco.phone !== '' && u.phoneNumber === exco.phone) || (exco.email !== '' && u.profile.email === exco.email),
  );
  return user?.profile.trueName ? { ...people, exco: { ...exco, name: user.profile.trueName } } : people;
}

/**
 * The order's chain for its current round. The first time an order is looked at, and whenever a
 * pending order's payload is not the one its chain was made for (the booker updated it), the chain
 * is made again in a new round; the earlier rounds' decisions stay in the history.
 */
export function currentChain(deps: ServerDeps, order: OrderRecord): ChainRecord {
  const kept = chainOf(deps.db, order.orderId);
  const hash = payloadHash(order);
  const pending = order.status === OrderStatus.PENDING_AUDIT.value;
  if (kept && (kept.payloadHash === hash || !pending)) return kept;
  // An order that never waited for approval has no chain: nothing is stored for it.
  if (!kept && !pending) return { orderId: order.orderId, round: 0, payloadHash: hash, chain: [] };
  const chain = computeChain(deps.db, deps.bundleOf(order.enterpriseId), order);
  const record: ChainRecord = { orderId: order.orderId, round: (kept?.round ?? 0) + 1, payloadHash: hash, chain };
  saveChain(deps.db, record, deps.now());
  return record;
}

function roundHistory(deps: ServerDeps, orderId: string, round: number): HistoryRecord[] {
  return historyOf(deps.db, orderId).filter((h) => h.round === round);
}

const roleName = (role: string): string => APPROVAL_ROLE_LABELS[role as AuditRole] ?? role;

/** The order's approval as the detail and the link pages show it. */
export function orderApproval(deps: ServerDeps, order: OrderRecord): OrderApproval {
  const { round, chain } = currentChain(deps, order);
  const history = historyOf(deps.db, order.orderId);
  const current = history.filter((h) => h.round === round);
  const progress = chainProgress(chain, current);
  const waiting = order.status === OrderStatus.PENDING_AUDIT.value && progress.state === 'waiting' ? progress.next : undefined;
  const steps: ApprovalStepInfo[] = chain.map((step) => {
    const decided = current.find((h) => h.step === step.step);
    const state: ApprovalStepInfo['state'] = decided
      ? decided.decision === 2 ? 'refused' : 'approved'
      : waiting?.step === step.step ? 'waiting'
        // An order no longer waiting for approval (cancelled, refused, booked) leaves its undecided steps
        // closed, not "after an earlier step" (docs/approvals.md).
        : order.status === OrderStatus.PENDING_AUDIT.value ? 'later' : 'closed';
    return { step: step.step, role: step.role, roleName: roleName(step.role), name: step.name, phone: step.phone, email: step.email, state };
  });
  const entries: ApprovalHistoryEntry[] = history.map((h) => ({
    round: h.round,
    step: h.step,
    roleName: roleName(h.role),
    approverName: h.approverName,
    decision: h.decision,
    decisionName: approvalDecisionLabel(h.decision),
    comment: h.comment,
    fileIds: h.fileIds,
    via: h.via,
    viaName: approvalChannelLabel(h.via),
    decidedAt: h.decidedAt,
  }));
  return { round, steps, history: entries, waitingFor: waiting ? waiting.name || waiting.email || waiting.phone : null };
}

export type Decided = { ok: true; status: number } | { ok: false; refusal: Refusal };

/**
 * The user of the enterprise who is a step's person (by phone, else e-mail: `isStepPerson`), whose
 * decision through an e-mail link or a text code is his (the 已审批 tab, docs/approvals.md); null when
 * nobody of the enterprise is.
 */
export function stepUserId(db: Db, enterpriseId: number, step: Pick<ApprovalStep, 'phone' | 'email'>): string | null {
  return enterpriseUsers(db, enterpriseId).find((user) => isStepPerson(step, { phone: user.phoneNumber, email: user.profile.email ?? '' }))?.userId ?? null;
}

/**
 * Whether a step's person is the order's booker or one who rides in it. An order stored since the
 * server resolves its approvers never names them (order-approvers.ts); one stored before it (or
 * written by hand) might, so no decision of theirs is taken (docs/security.md §12).
 */
function isOrderParty(db: Db, order: OrderRecord, step: ApprovalStep): boolean {
  const booker = userById(db, order.bookerId);
  if (booker && isStepPerson(step, { phone: booker.phoneNumber, email: booker.profile.email ?? '' })) return true;
  const riders = order.businessType === OWN_CAR ? ownCarRiders(order.payload as OwnCarOrderPayload) : specialCarRiders(order.payload as SpecialCarOrderPayload);
  return riders.some((rider) => isStepPerson(step, rider));
}

/**
 * One decision on one order, in the caller's write transaction: the order must wait for approval,
 * the chain must wait for this actor (`expectedStep`: a link's step must still be the waiting one),
 * and the order's status moves as `orderTransition` says.
 */
export function decideOrder(
  deps: ServerDeps,
  order: OrderRecord,
  actor: Actor,
  decision: ApprovalDecisionValue,
  comment: string,
  fileIds: string[],
  expected?: { round: number; step: number },
): Decided {
  if (order.status !== OrderStatus.PENDING_AUDIT.value) return { ok: false, refusal: BusinessError.APPROVAL_FINISHED };
  const { round, chain } = currentChain(deps, order);
  const history = roundHistory(deps, order.orderId, round);
  if (expected && (expected.round !== round || nextApprover(chain, history)?.step !== expected.step)) {
    return { ok: false, refusal: BusinessError.APPROVAL_LINK_STALE };
  }
  const outcome = decideApproval(chain, history, actor, decision);
  if (!outcome.ok) {
    const code = outcome.issues[0]?.code;
    return { ok: false, refusal: code === 'approval.notYourTurn' ? BusinessError.APPROVAL_NOT_YOUR_TURN : BusinessError.APPROVAL_FINISHED };
  }
  const { step } = outcome.value;
  if (isOrderParty(deps.db, order, step)) return { ok: false, refusal: BusinessError.APPROVAL_BY_PARTY };
  const next = orderTransition(order.status, order.businessType, outcome.value.event);
  if (!next.ok) return { ok: false, refusal: BusinessError.APPROVAL_FINISHED };
  const now = deps.now();
  addHistory(deps.db, order.orderId, {
    round,
    step: step.step,
    role: step.role,
    approverName: actor.name || step.name || step.email || step.phone,
    userId: actor.userId,
    approverUserId: actor.userId ?? stepUserId(deps.db, order.enterpriseId, step),
    decision,
    comment: comment.trim(),
    fileIds,
    via: actor.via,
    decidedAt: now,
  });
  // The decision's attachments (/UploadPic) are the order's now: kept while it exists (docs/security.md 15).
  tieAttachments(deps.db, fileIds, order.orderId, order.enterpriseId);
  setOrderStatus(deps.db, order.orderId, next.value, now);
  return { ok: true, status: next.value };
}

/** The booker's note to the approver (D3 `hasComment`): the special car's justification, else ''. */
function bookerComment(order: OrderRecord): string {
  if (order.businessType === OWN_CAR) return (order.payload as OwnCarOrderPayload).other?.remark ?? '';
  return (order.payload as SpecialCarOrderPayload).baseData.justification ?? '';
}

/** The name of a booking field on the form the order was booked with (rules/compile/field-labels.ts). */
function fieldName(order: OrderRecord, pointer: string): string {
  return bookingFieldLabel(order.businessType === OWN_CAR ? 'own-car' : 'special-car', pointer) ?? '';
}

/** The lines an approver reads about an order (the pending list, the link pages): a booking field by its name on the booking form. */
export function orderSummary(order: OrderRecord): SummaryLine[] {
  const bookerName = (order: OrderRecord) =>
    order.businessType === OWN_CAR ? (order.payload as OwnCarOrderPayload).bookerName : (order.payload as SpecialCarOrderPayload).booker.name;
  const parts = partsOf(order);
  const lines: SummaryLine[] = [
    { label: '订单号', value: order.orderId },
    { label: '用车类型', value: kindName(order.businessType) },
    { label: '用车时间', value: order.boardingTime },
    { label: '预订人', value: bookerName(order) },
    { label: '乘车人', value: parts.passengerName },
    { label: fieldName(order, '/pickUp'), value: parts.from },
    { label: fieldName(order, '/destination'), value: parts.to },
  ];
  if (parts.tripTypeName) lines.splice(2, 0, { label: fieldName(order, '/tripType'), value: parts.tripTypeName });
  if (order.priceFen !== null) lines.push({ label: PRICE_LABEL, value: priceText(order) });
  return lines;
}

function partsOf(order: OrderRecord): { passengerName: string; from: string; to: string; tripTypeName: string; bookerName: string } {
  if (order.businessType === OWN_CAR) {
    const p = order.payload as OwnCarOrderPayload;
    return {
      passengerName: p.contacts.contacts[0]?.name ?? '',
      from: p.boardingAddress.landmark || p.boardingAddress.address,
      to: p.dropOffAddress.landmark || p.dropOffAddress.address,
      tripTypeName: '',
      bookerName: p.bookerName,
    };
  }
  const p = order.payload as SpecialCarOrderPayload;
  return {
    passengerName: p.passenger.name,
    from: p.boardingAddress.landmark || p.boardingAddress.address,
    to: p.dropOffAddress.landmark || p.dropOffAddress.address,
    tripTypeName: serviceTypeLabels[String(p.baseData.tripType)] ?? '',
    bookerName: p.booker.name,
  };
}

/** The label of an order's estimate (the summary and the approver's cards). */
export const PRICE_LABEL = '预估价格';

/** What the price line says of an order booked without an estimate. */
export const NO_ESTIMATE = '暂无预估';

/** The order's estimate in yuan, '' when it has none. */
const priceText = (order: OrderRecord): string => (order.priceFen === null ? '' : `¥${order.priceFen / 100}`);

/**
 * What an approver decides on besides who, when and where (issue 25 §3): the car level, the price,
 * the cost centre, the booker's reason (under the name the enterprise gives it), and each special
 * field by its name, each only when the order has it (the price always). Labels are the booking forms' titles.
 */
export function decisionDetails(deps: ServerDeps, order: OrderRecord): SummaryLine[] {
  const bundle = deps.bundleOf(order.enterpriseId);
  const own = order.businessType === OWN_CAR;
  const lines: SummaryLine[] = [];
  if (!own) {
    const level = (order.payload as SpecialCarOrderPayload).baseData.carTypeLevel;
    const category = level === null ? undefined : referenceRows(deps.db, 'carCategory').find((c) => c.carTypeLevel === level);
    if (level !== null) lines.push({ label: fieldName(order, '/firstCarType'), value: category?.carTypeLevelName ?? String(level) });
  }
  // Always said: an order booked without an estimate says so rather than leaving the approver to wonder.
  lines.push({ label: PRICE_LABEL, value: priceText(order) || NO_ESTIMATE });
  const costCentre = own
    ? (order.payload as OwnCarOrderPayload).enterprise.costCenter
    : (order.payload as SpecialCarOrderPayload).costCenters.map((c) => c.name).filter(Boolean).join('、');
  if (costCentre) lines.push({ label: fieldName(order, '/costCentre'), value: costCentre });
  const reason = bookerComment(order);
  const reasonName = (bundle && auditConfigFor(bundle, order.businessType)?.commentName) || fieldName(order, own ? '/comments' : '/justification');
  if (reason) lines.push({ label: reasonName, value: reason });
  const specials = own ? (order.payload as OwnCarOrderPayload).specialConfig : (order.payload as SpecialCarOrderPayload).specialConfigs;
  for (const entry of specials ?? []) {
    const value = specialConfigText(entry, bundle);
    if (value) lines.push({ label: entry.name || `特殊字段 ${entry.id}`, value });
  }
  return lines;
}

/** One row of the pending list for the step that waits. */
export function pendingRow(deps: ServerDeps, order: OrderRecord, step: ApprovalStep, stepCount: number): PendingApproval {
  const parts = partsOf(order);
  return {
    orderId: order.orderId,
    businessType: order.businessType,
    kindName: kindName(order.businessType),
    status: order.status,
    statusName: orderStatusLabel(order.status),
    boardingTime: order.boardingTime,
    bookerName: parts.bookerName,
    passengerName: parts.passengerName,
    boardingAddress: parts.from,
    dropOffAddress: parts.to,
    bookerComment: bookerComment(order),
    details: decisionDetails(deps, order),
    step: step.step,
    roleName: roleName(step.role),
    stepCount,
  };
}

/** Whether the order waits for `who` now (the pending list's filter). */
export function waitsFor(deps: ServerDeps, order: OrderRecord, who: { phone: string; email: string }): { step: ApprovalStep; stepCount: number } | undefined {
  if (order.status !== OrderStatus.PENDING_AUDIT.value) return undefined;
  const { round, chain } = currentChain(deps, order);
  const step = nextApprover(chain, roundHistory(deps, order.orderId, round));
  return step && isStepPerson(step, who) ? { step, stepCount: chain.length } : undefined;
}

/** The step waiting now and its round, or undefined. */
export function waitingStep(deps: ServerDeps, order: OrderRecord): { round: number; step: ApprovalStep } | undefined {
  if (order.status !== OrderStatus.PENDING_AUDIT.value) return undefined;
  const { round, chain } = currentChain(deps, order);
  const step = nextApprover(chain, roundHistory(deps, order.orderId, round));
  return step && { round, step };
}

export { bookerComment, kindName, partsOf, roleName };

/**
 * The approval messages of the waiting step: one link and text code, the e-mail (with the link and
 * the code) when the step's person has an e-mail, the SMS (with the code) when he has a phone.
 * Nothing when no step waits. The caller holds the write transaction.
 */
export function announceApproval(deps: ServerDeps, order: OrderRecord, event: ApprovalSmsEvent): { mailed: boolean; texted: boolean } {
  const waiting = waitingStep(deps, order);
  if (!waiting) return { mailed: false, texted: false };
  const link = issueApprovalLink(deps, order.orderId, waiting);
  const mailed = waiting.step.email !== '';
  const texted = waiting.step.phone !== '';
  if (mailed) mailApprovalLink(deps, order.orderId, waiting, link);
  if (texted) textApprovalCode(deps, order, waiting, event, link);
  return { mailed, texted };
}

/**
 * After a booking or an update (docs/approvals.md "Approval messages"): when the order waits for
 * approval in a round this save began (a new order, or an update that changed a pending order or
 * made a booked one wait again), the first waiting step's person gets the e-mail and the SMS.
 * An order that needs no approval, or whose update left the round as it was, sends nothing.
 */
export function startApproval(deps: ServerDeps, orderId: string, businessType: OrderRecord['businessType'], event: 'create' | 'update'): void {
  const order = orderById(deps.db, orderId, businessType);
  if (!order || order.status !== OrderStatus.PENDING_AUDIT.value) return;
  const before = chainOf(deps.db, orderId)?.round;
  if (currentChain(deps, order).round === before) return;
  const sent = announceApproval(deps, order, event);
  if (!sent.mailed && !sent.texted) deps.log(`[audit] ${orderId}: 没有可通知的审批人 / no approver to notify`);
}

/**
 * After an approval that leaves the order waiting: the next step's person gets the e-mail and the
 * SMS as at booking (the chain moves on without the booker asking). Nothing when the order is decided.
 */
export function mailNextStep(deps: ServerDeps, orderId: string, businessType: OrderRecord['businessType']): void {
  const order = orderById(deps.db, orderId, businessType);
  if (order) announceApproval(deps, order, 'audit');
}
