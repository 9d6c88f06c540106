/**
 * The approval seed (docs/approvals.md "Seed"): orders of 上海华信 (1001) in several approval states
 * from db/seed/approvals.json, so the approver's pending list and the booker's orders show something
 * real: two special-car orders the reviewer approved by e-mail, now waiting for 李建华; one waiting
 * for the reviewer (the e-mail link's demo); an own-car order waiting for 李建华; one he refused; and
 * one of 中原能源 (2002) waiting for its own approver 孙丽, which he must never see. Every approver is
 * resolved like a booking's (`resolvedPayload`: a user of the booker's enterprise the server knows,
 * issue 21 §1); each order's chain is the rules' (`computeChain`), stored for round 1 with the
 * seeded decisions.
 *
 * The file's times are written as seen on `WRITTEN_ON`; every `YYYY-MM-DD HH:mm` in it moves by the
 * whole days from then to the seed's day (China time), so the orders stay ahead and the decisions
 * behind whenever a database is seeded.
 */
import { formatBoardingTime, parseBoardingTime, type ApprovalDecisionValue, type EnterpriseBundle } from '../../../rules/index.ts';
import { computeChain, orderAudit, payloadHash, stepUserId } from '../approvals.ts';
import { resolveOrderApprovers, withResolvedApprovers, type ApproverOrder } from '../order-approvers.ts';
import { addHistory, saveChain, type HistoryRecord } from '../store/approvals.ts';
import { insertOrder, type OrderBusinessType } from '../store/orders.ts';
import type { Db } from './database.ts';
import approvalsJson from './seed/approvals.json' with { type: 'json' };

interface SeedOrder {
  key: string;
  businessType: OrderBusinessType;
  enterpriseId: number;
  bookerId: string;
  status: number;
  payload: { baseData?: { boardingTime: string }; boardingTime?: string };
  history: { step: number; decision: ApprovalDecisionValue; via: HistoryRecord['via']; approverName: string; comment: string; at: string }[];
}

const SEED = approvalsJson as { orders: SeedOrder[] };

/** The day db/seed/approvals.json's times were written for (China time). */
export const WRITTEN_ON = '2026-11-23';
const DAY_MS = 86_400_000;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

const instant = (text: string): number => {
  const parsed = parseBoardingTime(text);
  if (!parsed.ok) throw new Error(`db/seed/approvals.json: ${text} is not a time`);
  return parsed.value;
};

/** Every `YYYY-MM-DD HH:mm` string in `value`, moved by `days` (a copy; other values as they are). */
export function shiftTimes<T>(value: T, days: number): T {
  if (typeof value === 'string') return (TIME.test(value) ? formatBoardingTime(instant(value) + days * DAY_MS) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shiftTimes(item, days)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftTimes(item, days)])) as T;
  }
  return value;
}

/** Whole days from `WRITTEN_ON` to the China day of `now`. */
export function daysSinceWritten(now: number): number {
  return Math.round((instant(`${formatBoardingTime(now).slice(0, 10)} 00:00`) - instant(`${WRITTEN_ON} 00:00`)) / DAY_MS);
}

/**
 * A seeded order's payload with its approvers resolved against the seeded users, cost centres and
 * reviewers, as a booking's are (order-approvers.ts); throws when the seed names someone else.
 */
export function resolvedPayload<P>(db: Db, bundle: EnterpriseBundle | undefined, order: ApproverOrder & { businessType: OrderBusinessType; payload: P }, where: string): P {
  const audit = orderAudit(db, bundle, order);
  if (!audit) return order.payload;
  const resolved = resolveOrderApprovers(db, bundle, order, audit);
  if (!resolved.ok) throw new Error(`${where}: ${resolved.issue.messageEn ?? resolved.issue.message}`);
  return withResolvedApprovers(order.businessType, order.payload, resolved.approvers);
}

/** Seeds the approval orders (in the caller's transaction); the order ids by seed key. */
export function seedApprovals(db: Db, bundleOf: (enterpriseId: number) => EnterpriseBundle | undefined, now: number): Record<string, string> {
  const ids: Record<string, string> = {};
  const days = daysSinceWritten(now);
  for (const seed of SEED.orders.map((written) => shiftTimes(written, days))) {
    const boardingTime = seed.payload.baseData?.boardingTime ?? seed.payload.boardingTime ?? '';
    const written = { businessType: seed.businessType, enterpriseId: seed.enterpriseId, bookerId: seed.bookerId, status: seed.status, boardingTime, priceFen: null, payload: seed.payload };
    // Its approvers are resolved like a booked order's (order-approvers.ts): a seed naming someone the server does not know stops the seed.
    const order = { ...written, payload: resolvedPayload(db, bundleOf(seed.enterpriseId), written, `db/seed/approvals.json ${seed.key}`) };
    const orderId = insertOrder(db, order, now);
    ids[seed.key] = orderId;
    const chain = computeChain(db, bundleOf(seed.enterpriseId), order);
    saveChain(db, { orderId, round: 1, payloadHash: payloadHash(order), chain }, now);
    for (const h of seed.history) {
      const step = chain[h.step];
      if (!step) throw new Error(`db/seed/approvals.json ${seed.key}: the chain has no step ${h.step}`);
      addHistory(db, orderId, { round: 1, step: h.step, role: step.role, approverName: h.approverName, userId: null, approverUserId: stepUserId(db, seed.enterpriseId, step), decision: h.decision, comment: h.comment, fileIds: [], via: h.via, decidedAt: instant(h.at) });
    }
  }
  return ids;
}
