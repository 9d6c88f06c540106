/**
 * Approvals (migration 006, docs/approvals.md): each order's chain for its current round, the
 * history of decisions, the e-mail approval links, the recorded e-mails and the link-sealing secret.
 */
import { randomBytes } from 'node:crypto';

import type { ApprovalChannelValue, ApprovalDecisionValue, ApprovalStep } from '../../../rules/index.ts';
import type { Db } from '../db/database.ts';

export interface ChainRecord {
  orderId: string;
  round: number;
  payloadHash: string;
  chain: ApprovalStep[];
}

export interface HistoryRecord {
  round: number;
  step: number;
  role: string;
  approverName: string;
  userId: string | null;
  /**
   * The user whose decision it is (migration 031): the signed-in one in the portal, else the user of
   * the order's enterprise who is the step's person; null when none is (an order written by hand).
   */
  approverUserId?: string | null;
  decision: ApprovalDecisionValue;
  comment: string;
  fileIds: string[];
  via: ApprovalChannelValue;
  decidedAt: number;
}

interface ChainRow {
  order_id: string;
  round: number;
  payload_hash: string;
  chain_json: string;
}

interface HistoryRow {
  round: number;
  step: number;
  role: string;
  approver_name: string;
  user_id: string | null;
  decision: ApprovalDecisionValue;
  comment: string;
  file_ids_json: string;
  via: HistoryRecord['via'];
  decided_at: number;
}

export function chainOf(db: Db, orderId: string): ChainRecord | undefined {
  const row = db.prepare('SELECT * FROM order_approvals WHERE order_id = ?').get(orderId) as ChainRow | undefined;
  return row && { orderId: row.order_id, round: row.round, payloadHash: row.payload_hash, chain: JSON.parse(row.chain_json) as ApprovalStep[] };
}

/** Stores the chain of a new round (the first, or after the order changed), and keeps it among the order's rounds (migration 009). */
export function saveChain(db: Db, record: ChainRecord, now: number): void {
  const chain = JSON.stringify(record.chain);
  db.prepare(
    `INSERT INTO order_approvals (order_id, round, payload_hash, chain_json, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (order_id) DO UPDATE SET round = excluded.round, payload_hash = excluded.payload_hash, chain_json = excluded.chain_json, created_at = excluded.created_at`,
  ).run(record.orderId, record.round, record.payloadHash, chain, now);
  db.prepare(
    `INSERT INTO approval_rounds (order_id, round, chain_json, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (order_id, round) DO UPDATE SET chain_json = excluded.chain_json, created_at = excluded.created_at`,
  ).run(record.orderId, record.round, chain, now);
}

/** The chains of every round of the order, oldest first (who was ever asked to decide it). */
export function chainsOfAllRounds(db: Db, orderId: string): ApprovalStep[][] {
  const rows = db.prepare('SELECT chain_json FROM approval_rounds WHERE order_id = ? ORDER BY round').all(orderId) as { chain_json: string }[];
  return rows.map((row) => JSON.parse(row.chain_json) as ApprovalStep[]);
}

/** Every decision on the order, oldest first (all rounds). */
export function historyOf(db: Db, orderId: string): HistoryRecord[] {
  const rows = db.prepare('SELECT * FROM approval_history WHERE order_id = ? ORDER BY id').all(orderId) as HistoryRow[];
  return rows.map((row) => ({
    round: row.round,
    step: row.step,
    role: row.role,
    approverName: row.approver_name,
    userId: row.user_id,
    decision: row.decision,
    comment: row.comment,
    fileIds: JSON.parse(row.file_ids_json) as string[],
    via: row.via,
    decidedAt: row.decided_at,
  }));
}

export function addHistory(db: Db, orderId: string, record: HistoryRecord): void {
  db.prepare(
    `INSERT INTO approval_history (order_id, round, step, role, approver_name, user_id, approver_user_id, decision, comment, file_ids_json, via, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(orderId, record.round, record.step, record.role, record.approverName, record.userId, record.approverUserId ?? record.userId, record.decision, record.comment,
    JSON.stringify(record.fileIds), record.via, record.decidedAt);
}

/** One decision a signed-in approver made, with its order's kind (the 已审批 tab). */
export interface DecisionByUser {
  orderId: string;
  businessType: number;
  decision: ApprovalDecisionValue;
  comment: string;
  decidedAt: number;
}

/**
 * The decisions of `userId` in his enterprise, in the portal or through an e-mail link or a text code
 * (`approver_user_id`, migration 031), newest first, one page, and how many there are.
 */
export function decisionsByUser(db: Db, userId: string, enterpriseId: number, offset: number, limit: number): { total: number; rows: DecisionByUser[] } {
  const where = 'FROM approval_history h JOIN orders o ON o.order_id = h.order_id WHERE h.approver_user_id = ? AND o.enterprise_id = ?';
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${where}`).get(userId, enterpriseId) as { total: number };
  const rows = db
    .prepare(`SELECT h.order_id AS orderId, o.business_type AS businessType, h.decision, h.comment, h.decided_at AS decidedAt ${where} ORDER BY h.decided_at DESC, h.id DESC LIMIT ? OFFSET ?`)
    .all(userId, enterpriseId, limit, offset) as DecisionByUser[];
  return { total, rows };
}

/** The enterprise's orders waiting for approval (status 1) of the given business types, oldest boarding first. */
export function pendingOrderIds(db: Db, enterpriseId: number, businessTypes: readonly number[], pendingStatus: number): { orderId: string; businessType: number }[] {
  const marks = businessTypes.map(() => '?').join(', ');
  return db
    .prepare(`SELECT order_id AS orderId, business_type AS businessType FROM orders WHERE enterprise_id = ? AND status = ? AND business_type IN (${marks}) ORDER BY boarding_time, seq`)
    .all(enterpriseId, pendingStatus, ...businessTypes) as { orderId: string; businessType: number }[];
}

export interface LinkRecord {
  linkId: string;
  orderId: string;
  round: number;
  step: number;
  textCode: string;
  sentTo: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  usedDecision: number | null;
  /** When a newer link of the same order ended this one (migration 009), else null. */
  endedAt: number | null;
}

interface LinkRow {
  link_id: string;
  order_id: string;
  round: number;
  step: number;
  text_code: string;
  sent_to: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  used_decision: number | null;
  ended_at: number | null;
}

const toLink = (row: LinkRow): LinkRecord => ({
  linkId: row.link_id,
  orderId: row.order_id,
  round: row.round,
  step: row.step,
  textCode: row.text_code,
  sentTo: row.sent_to,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  usedDecision: row.used_decision,
  endedAt: row.ended_at,
});

/**
 * Stores a new link of the order and ends its older unused ones (docs/approvals.md "One live link"):
 * a resent e-mail or SMS replaces what was sent before, so a leaked older link or code stops working.
 */
export function insertLink(db: Db, link: Omit<LinkRecord, 'usedAt' | 'usedDecision' | 'endedAt'>): void {
  db.prepare('UPDATE approval_links SET ended_at = ? WHERE order_id = ? AND used_at IS NULL AND ended_at IS NULL').run(link.createdAt, link.orderId);
  db.prepare(
    'INSERT INTO approval_links (link_id, order_id, round, step, text_code, sent_to, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(link.linkId, link.orderId, link.round, link.step, link.textCode, link.sentTo, link.createdAt, link.expiresAt);
}

export function linkById(db: Db, linkId: string): LinkRecord | undefined {
  const row = db.prepare('SELECT * FROM approval_links WHERE link_id = ?').get(linkId) as LinkRow | undefined;
  return row && toLink(row);
}

export function linkByTextCode(db: Db, textCode: string): LinkRecord | undefined {
  const row = db.prepare('SELECT * FROM approval_links WHERE text_code = ?').get(textCode) as LinkRow | undefined;
  return row && toLink(row);
}

/** Marks a link used; false when it was used already (the one use is decided by this one UPDATE). */
export function useLink(db: Db, linkId: string, decision: number, now: number): boolean {
  return db.prepare('UPDATE approval_links SET used_at = ?, used_decision = ? WHERE link_id = ? AND used_at IS NULL').run(now, decision, linkId).changes === 1;
}

export function recordEmail(db: Db, email: { orderId: string; sentTo: string; subject: string; body: string }, now: number): void {
  db.prepare('INSERT INTO sent_emails (order_id, sent_to, subject, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    email.orderId, email.sentTo, email.subject, email.body, now,
  );
}

/** The named secret, made (random, 32 bytes) and kept the first time it is asked for. */
export function serverSecret(db: Db, name: string): Buffer {
  const row = db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: Buffer } | undefined;
  if (row) return row.value;
  db.prepare('INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)').run(name, randomBytes(32));
  return (db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: Buffer }).value;
}
