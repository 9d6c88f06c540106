/**
 * Approvers are people the server knows (issue 21 §1, docs/approvals.md "Who may be an approver",
 * docs/security.md §12). Before an order is stored, every approver it names is resolved by the
 * rules (`resolveApprovers`, rules/audit/approver-resolution.ts) against the server's own data:
 * the users of the booker's enterprise, its cost-centre rows (the cost centre the order names is
 * looked up among them), its reviewer rows and the booker's own approver (his profile). The order is refused
 * with its own business error otherwise; when it is accepted, the resolved users (their name, phone
 * and e-mail as the server holds them) replace whatever the body said, so the chain, the e-mails
 * and the text codes go to them (approvals.ts reads the stored payload).
 *
 * The rule decides; this module only gathers the data and writes the answer in.
 */
import {
  approverSections,
  auditConfigFor,
  CostCentreState,
  OWN_CAR,
  ownCarPeople,
  ownCarRiders,
  resolveApprovers,
  specialCarPeople,
  specialCarRiders,
  withOwnCarApprovers,
  withSpecialCarApprovers,
  type ApprovalPerson,
  type ApproverResolution,
  type AuditRole,
  type AuditState,
  type EnterpriseBundle,
  type KnownUser,
  type OwnCarOrderPayload,
  type SpecialCarOrderPayload,
} from '../../rules/index.ts';
import type { Db } from './db/database.ts';
import { BusinessError } from './messages.ts';
import { refused, type Answer } from './protocol/envelope.ts';
import { chargeableCostCentres } from './store/cost-centres.ts';
import { referenceRows } from './store/reference.ts';
import { enterpriseUsers, userById } from './store/users.ts';

/** The users an order's approver sections resolved to. */
export type ResolvedApprovers = Partial<Record<AuditRole, KnownUser>>;

/** What the resolution reads of an order: its kind, enterprise, booker and payload. */
export interface ApproverOrder {
  businessType: number;
  enterpriseId: number;
  bookerId: string;
  payload: unknown;
}

/** The cost centre an order names: the special car's first `costCenters` entry, the own car's `enterprise.costCenter`. */
export function costCentreNamed(order: ApproverOrder): string {
  if (order.businessType === OWN_CAR) return ((order.payload as OwnCarOrderPayload).enterprise?.costCenter ?? '').trim();
  return ((order.payload as SpecialCarOrderPayload).costCenters?.[0]?.name ?? '').trim();
}

/**
 * The approvers of an order, resolved against the server's data; `audit` is the rules' audit of
 * the order as judged (which sections are visible, in which order).
 *
 * @example resolveOrderApprovers(db, bundle, { businessType: 4, enterpriseId: 1001, bookerId: 'u-1001-101', payload }, evaluation.audit)
 * // { ok: true, approvers: { exco: 周国栋, userInput: 李建华 } } (as users, with their stored phone and e-mail)
 */
export function resolveOrderApprovers(db: Db, bundle: EnterpriseBundle | undefined, order: ApproverOrder, audit: Pick<AuditState, 'sections'>): ApproverResolution {
  const ownCar = order.businessType === OWN_CAR;
  const config = bundle && auditConfigFor(bundle, order.businessType);
  const people = ownCar ? ownCarPeople(order.payload as OwnCarOrderPayload) : specialCarPeople(order.payload as SpecialCarOrderPayload);
  const sections = approverSections(config, audit, people, ownCar);
  if (sections.length === 0) return { ok: true, approvers: {} };
  const users: KnownUser[] = enterpriseUsers(db, order.enterpriseId).map((u) => ({ userId: u.userId, name: u.profile.trueName ?? '', phone: u.phoneNumber, email: u.profile.email ?? '' }));
  const costCentres = chargeableCostCentres(db, order.enterpriseId, CostCentreState.PASSED).map((c) => ({ name: c.name, approver: { name: c.approverName, phone: c.approverCellphone, email: c.approverEmail } }));
  const reviewers: ApprovalPerson[] = referenceRows(db, 'reviewer', order.enterpriseId).map((r) => ({ name: r.approverName, phone: r.approverCellphone, email: r.approverEmail }));
  const profile = userById(db, order.bookerId)?.profile;
  const bookerApprover = profile && { name: profile.approverName ?? '', phone: profile.approverPhoneNumber ?? '', email: profile.approveEmail ?? '' };
  const riders = ownCar ? ownCarRiders(order.payload as OwnCarOrderPayload) : specialCarRiders(order.payload as SpecialCarOrderPayload);
  return resolveApprovers(sections, { users, costCentres, costCentreNamed: costCentreNamed(order), reviewers, bookerApprover }, { bookerId: order.bookerId, riders });
}

/** The payload with the resolved users in its approver fields (what the body said there is replaced). */
export function withResolvedApprovers<P>(businessType: number, payload: P, approvers: ResolvedApprovers): P {
  if (businessType === OWN_CAR) return withOwnCarApprovers(payload as OwnCarOrderPayload, approvers) as P;
  return withSpecialCarApprovers(payload as SpecialCarOrderPayload, approvers) as P;
}

const REFUSAL_OF_ROLE: Readonly<Record<AuditRole, (typeof BusinessError)[keyof typeof BusinessError]>> = {
  userInput: BusinessError.APPROVER_REFUSED,
  costCenter: BusinessError.COST_CENTRE_APPROVER_REFUSED,
  ownCostCenter: BusinessError.COST_CENTRE_APPROVER_REFUSED,
  exco: BusinessError.REVIEWER_REFUSED,
};

/**
 * The answer to an order whose approver the rule refused: the section's business error code (the
 * portal draws the sentence under that section, src/shared/approver-refusals.ts) with the rule's
 * sentence, logged in Chinese and English.
 */
export function approverRefusal(log: (line: string) => void, where: string, resolution: Extract<ApproverResolution, { ok: false }>): Answer<never> {
  const { role, issue } = resolution;
  log(`[audit] ${where}: ${issue.message} / approver refused (${issue.code}, ${role})`);
  return refused(REFUSAL_OF_ROLE[role], issue.message);
}
