/**
 * The approval chain of an order (D3, docs/approvals.md): who approves it, in which order, who may
 * act now, and whether an approval is the last one. The chain is the audit part's visible sections
 * in approval order (`evaluateAudit`: the reviewer before or after the approver, the no-audit list
 * already applied), each with the approver the order names in that section's fields.
 *
 * The steps read the order as stored (the wire payload): the special car names its approver in
 * `baseData.auditorName / auditorPhoneNumber / auditorEmail` and the reviewer in
 * `baseData.secondAuditorPhoneNumber / secondAuditorEmail`; the own car names one approver
 * (`auditor`), filled by its first visible section (rules/audit/audit-refresh.ts), so its chain
 * has one step.
 */
import { failure, success, type CheckResult, type ErrorDefinition } from '../model/issue.ts';
import type { AuditRole, AuditState } from './audit-visibility.ts';

/** One person of a step, as the order's audit fields hold him. */
export interface ApprovalPerson {
  name: string;
  phone: string;
  email: string;
}

/** One step of the chain: the section's role and the person who approves at it. */
export interface ApprovalStep extends ApprovalPerson {
  /** 0-based position in the chain. */
  step: number;
  role: AuditRole;
}

/** A decision taken at a step: 1 approve, 2 refuse (the wire's values). */
export const ApprovalDecision = {
  APPROVE: { value: 1, label: '同意' },
  REFUSE: { value: 2, label: '拒绝' },
} as const;
export type ApprovalDecisionValue = (typeof ApprovalDecision)[keyof typeof ApprovalDecision]['value'];

/**
 * How a decision reached the server (docs/approvals.md): signed in to the portal, by the e-mail
 * link, or by the text code. Stored with each history entry and shown as its `viaName`.
 */
export const ApprovalChannel = {
  PORTAL: { value: 'portal', label: '企业用车平台' },
  EMAIL: { value: 'email', label: '邮件链接' },
  TEXT: { value: 'text', label: '审批码' },
} as const;
export type ApprovalChannelValue = (typeof ApprovalChannel)[keyof typeof ApprovalChannel]['value'];

/** The Chinese name of a channel. @example approvalChannelLabel('email') // '邮件链接' */
export function approvalChannelLabel(channel: string): string {
  return Object.values(ApprovalChannel).find((c) => c.value === channel)?.label ?? '';
}

/** The Chinese name of each step's role. */
export const APPROVAL_ROLE_LABELS: Readonly<Record<AuditRole, string>> = {
  userInput: '审批人',
  costCenter: '成本中心审批人',
  ownCostCenter: '成本中心审批人',
  exco: '行政审核人',
};

/** The Chinese name of a decision value. */
export function approvalDecisionLabel(decision: number): string {
  return Object.values(ApprovalDecision).find((d) => d.value === decision)?.label ?? '';
}

/** One entry of an order's approval history. */
export interface ApprovalRecord {
  step: number;
  decision: ApprovalDecisionValue;
}

/** Where the chain stands. */
export type ChainProgress =
  | { state: 'waiting'; next: ApprovalStep }
  | { state: 'approved' }
  | { state: 'refused'; at: number };

export const APPROVAL_NOT_YOUR_TURN = {
  code: 'approval.notYourTurn',
  message: '您不是该订单当前的审批人',
} as const satisfies ErrorDefinition;

export const APPROVAL_FINISHED = {
  code: 'approval.finished',
  message: '该订单的审批已结束',
} as const satisfies ErrorDefinition;

/** The special-car payload's audit fields (the wire names of spec §3). */
export interface SpecialCarAuditFields {
  baseData: {
    auditorName?: string | null;
    auditorPhoneNumber?: string | null;
    auditorEmail?: string | null;
    secondAuditorPhoneNumber?: string | null;
    secondAuditorEmail?: string | null;
  };
}

/** The own-car payload's one approver. */
export interface OwnCarAuditFields {
  auditor?: { name?: string | null; phoneNumber?: string | null; email?: string | null } | null;
}

/** Who the order names for each role; a role without a person has nobody to approve. */
export type ChainPeople = Partial<Record<AuditRole, ApprovalPerson>>;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** The people a special-car order names: the primary approver (user-entered or cost centre) and the reviewer. */
export function specialCarPeople(payload: SpecialCarAuditFields): ChainPeople {
  const { baseData } = payload;
  const approver = { name: text(baseData.auditorName), phone: text(baseData.auditorPhoneNumber), email: text(baseData.auditorEmail) };
  return {
    userInput: approver,
    costCenter: approver,
    exco: { name: '', phone: text(baseData.secondAuditorPhoneNumber), email: text(baseData.secondAuditorEmail) },
  };
}

/** The people an own-car order names: one approver, whichever section filled it. */
export function ownCarPeople(payload: OwnCarAuditFields): ChainPeople {
  const person = { name: text(payload.auditor?.name), phone: text(payload.auditor?.phoneNumber), email: text(payload.auditor?.email) };
  return { userInput: person, ownCostCenter: person, exco: person };
}

/**
 * The chain: the visible sections in approval order, each with its person. A section whose person
 * has neither phone nor e-mail is left out (nobody could be matched to it, docs/approvals.md);
 * `oneApprover` (own car) keeps the first step only.
 *
 * @example
 * approvalChain({ visible: true, sections: [exco, userInput] }, specialCarPeople(payload))
 * // [{ step: 0, role: 'exco', ... }, { step: 1, role: 'userInput', name: '李建华', phone: '13912345678', ... }]
 */
export function approvalChain(audit: Pick<AuditState, 'sections'>, people: ChainPeople, oneApprover = false): ApprovalStep[] {
  const steps: ApprovalStep[] = [];
  for (const section of audit.sections) {
    const person = people[section.role];
    if (!section.visible || !person || (person.phone === '' && person.email === '')) continue;
    steps.push({ step: steps.length, role: section.role, ...person });
    if (oneApprover) break;
  }
  return steps;
}

/**
 * Where the chain stands after `history` (oldest first): a refusal ends it; else each approval
 * moves on one step; after the last step it is approved. An empty chain is approved.
 */
export function chainProgress(chain: readonly ApprovalStep[], history: readonly ApprovalRecord[]): ChainProgress {
  let approved = 0;
  for (const record of history) {
    if (record.decision === ApprovalDecision.REFUSE.value) return { state: 'refused', at: record.step };
    approved += 1;
  }
  const next = chain[approved];
  return next ? { state: 'waiting', next } : { state: 'approved' };
}

/** The step waiting for a decision, or undefined when the chain is over. */
export function nextApprover(chain: readonly ApprovalStep[], history: readonly ApprovalRecord[]): ApprovalStep | undefined {
  const progress = chainProgress(chain, history);
  return progress.state === 'waiting' ? progress.next : undefined;
}

const digits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Whether `who` is the person of `step`: the same mainland mobile number (digits only) or the same
 * e-mail (case ignored). A name alone never matches: names repeat.
 */
export function isStepPerson(step: Pick<ApprovalPerson, 'phone' | 'email'>, who: { phone: string; email: string }): boolean {
  const phone = digits(step.phone);
  const email = step.email.toLowerCase();
  return (phone !== '' && phone === digits(who.phone)) || (email !== '' && email === who.email.trim().toLowerCase());
}

/** Whether `who` may decide now: the chain waits at a step whose person he is. */
export function mayDecide(chain: readonly ApprovalStep[], history: readonly ApprovalRecord[], who: { phone: string; email: string }): boolean {
  const next = nextApprover(chain, history);
  return next !== undefined && isStepPerson(next, who);
}

/** What a decision does: the step decided, and the order event it makes (`orderTransition`). */
export interface DecisionOutcome {
  step: ApprovalStep;
  event: { type: 'approve'; last: boolean } | { type: 'refuse' };
}

/**
 * A decision by `who`: refused when the chain is over (`approval.finished`) or waits for another
 * person (`approval.notYourTurn`); else its step and the order event: approve with `last` when the
 * step is the chain's last, or refuse.
 *
 * @example decideApproval(chain, [], { phone: '13912345678', email: '' }, 1)
 * // { ok: true, value: { step: chain[0], event: { type: 'approve', last: chain.length === 1 } } }
 */
export function decideApproval(
  chain: readonly ApprovalStep[],
  history: readonly ApprovalRecord[],
  who: { phone: string; email: string },
  decision: ApprovalDecisionValue,
): CheckResult<DecisionOutcome> {
  const next = nextApprover(chain, history);
  if (!next) return failure({ code: APPROVAL_FINISHED.code, path: '', message: APPROVAL_FINISHED.message });
  if (!isStepPerson(next, who)) return failure({ code: APPROVAL_NOT_YOUR_TURN.code, path: '', message: APPROVAL_NOT_YOUR_TURN.message });
  const event = decision === ApprovalDecision.REFUSE.value ? { type: 'refuse' as const } : { type: 'approve' as const, last: next.step === chain.length - 1 };
  return success({ step: next, event });
}
