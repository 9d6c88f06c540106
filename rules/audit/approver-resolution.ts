/**
 * Who may approve a booking (issue 21 §1, D3, docs/approvals.md "Who may be an approver"): every
 * person an order names as its approver is a user of the booker's enterprise whom the server
 * knows, chosen by the rules of the section he is named in, and never the booker or a passenger.
 * The order then stores that user (his name, phone and e-mail as the server holds them), whatever
 * the body said: the links and text codes go to him.
 *
 * The rule is pure: the server hands it the candidates as data (the enterprise's users, the cost
 * centre the order names as the server's rows hold it, the enterprise's reviewer rows, the
 * booker's own approver from his profile) and writes what it answers into the stored order.
 *
 * Per section (D3), in approval order:
 * - **审批人** (`userInput`): any user of the enterprise, matched by phone, or by e-mail when the
 *   section's `validateType` is e-mail (1); when that part is empty, by the other one. A name,
 *   when given, must be that user's name too (`王五(13800000000)` must be 王五's phone). A name
 *   alone never matches (names repeat).
 * - **成本中心审批人** (`costCenter`, `ownCostCenter`): the approver of the cost centre the order
 *   names (the server's cost-centre row), as a user. An empty entry takes him; an entry naming
 *   anyone else is refused (the booker chose another cost centre's approver than his order's); a
 *   cost centre the server does not have is refused. An order that names no cost centre (the
 *   booking form's cost centre is optional text; its 按成本中心选择 list fills the approver alone)
 *   must name the approver of one of the enterprise's cost centres.
 * - **行政审核人** (`exco`): one of the enterprise's reviewer rows, or the person the section's
 *   default source names (D3 `defaultValue` 2: the booker's own approver, 3: the cost centre's
 *   approver: the named one's, or any cost centre's when none is named), as a user, matched like
 *   the 审批人.
 * - A row (cost centre, reviewer, the booker's approver) names the user with its phone, or with
 *   its e-mail when it has no phone; a row naming nobody the server knows is no candidate.
 * - An empty entry of a section that is not required names nobody (no step, as before); of a
 *   required one it is refused.
 * - The user found must be neither the booker (by user id) nor a passenger of the order (any rider
 *   with the same phone or e-mail).
 */
import { AuditDefaultSource, ValidateType } from '../model/constants.ts';
import type { Issue } from '../model/issue.ts';
import type { ApprovalPerson } from './approval-chain.ts';
import type { AuditRole } from './audit-visibility.ts';

/** A user of the booker's enterprise as the server knows him. */
export interface KnownUser extends ApprovalPerson {
  userId: string;
}

/** One visible approver section of a booking and whom the booker named in it. */
export interface ApproverSection {
  role: AuditRole;
  required: boolean;
  /** D3 `validateType`: 0 none, 1 e-mail, 2 mobile, 3 name(phone). */
  validateType: number;
  /** D3 `defaultValue`: 1 none, 2 the booker's approver, 3 the cost centre's approver. */
  defaultValue: number;
  entered: ApprovalPerson;
}

/** What the server knows that an approver may be. */
export interface ApproverCandidates {
  /** The users of the booker's enterprise. */
  users: readonly KnownUser[];
  /** The enterprise's cost centres (its cost-centre rows), each with its approver. */
  costCentres: readonly { name: string; approver: ApprovalPerson }[];
  /** The cost centre the order names ('' for none). */
  costCentreNamed: string;
  /** The enterprise's administrative reviewers (its reviewer rows). */
  reviewers: readonly ApprovalPerson[];
  /** The booker's own approver (his profile; D3 default source 2). */
  bookerApprover?: ApprovalPerson | undefined;
}

/** Who the approver may not be: the booker, and whoever rides (the passenger and the other contacts). */
export interface ApproverParties {
  bookerId: string;
  riders: readonly Pick<ApprovalPerson, 'phone' | 'email'>[];
}

/** The users an order's sections resolved to (a section that names nobody has no entry), or the first section refused and why. */
export type ApproverResolution =
  | { ok: true; approvers: Partial<Record<AuditRole, KnownUser>> }
  | { ok: false; role: AuditRole; issue: Issue };

/** The Chinese name of each section, as the booking form titles it. */
const LABELS: Readonly<Record<AuditRole, string>> = {
  userInput: '审批人',
  costCenter: '成本中心审批人',
  ownCostCenter: '成本中心审批人',
  exco: '行政审核人',
};

/** The refusals, each with its code and exact words; `{label}` is the section's name. */
export const APPROVER_MISSING = { code: 'approver.missing', message: '请填写{label}', messageEn: 'Enter the {label}' } as const;
export const APPROVER_NOT_A_USER = {
  code: 'approver.notAUser',
  message: '{label}不是本企业的用户，请核对姓名和手机号',
  messageEn: 'The {label} is not a user of your enterprise: check the name and mobile number',
} as const;
export const APPROVER_NOT_A_USER_BY_EMAIL = {
  code: 'approver.notAUser',
  message: '{label}不是本企业的用户，请核对邮箱',
  messageEn: 'The {label} is not a user of your enterprise: check the e-mail address',
} as const;
export const APPROVER_NOT_A_REVIEWER = {
  code: 'approver.notAReviewer',
  message: '行政审核人不在本企业的行政审核人名单中，请从名单中选择',
  messageEn: 'The administrative reviewer is not on your enterprise’s list of reviewers: choose one from the list',
} as const;
export const APPROVER_NO_COST_CENTRE = {
  code: 'approver.noCostCentre',
  message: '请按成本中心选择成本中心审批人',
  messageEn: 'Choose the cost-centre approver by cost centre',
} as const;
export const APPROVER_NOT_A_COST_CENTRE_APPROVER = {
  code: 'approver.notACostCentreApprover',
  message: '成本中心审批人不是本企业成本中心的审批人，请按成本中心选择',
  messageEn: 'The cost-centre approver is not the approver of a cost centre of your enterprise: choose one by cost centre',
} as const;
export const APPROVER_UNKNOWN_COST_CENTRE = {
  code: 'approver.unknownCostCentre',
  message: '所选成本中心不存在，请重新选择成本中心',
  messageEn: 'The chosen cost centre does not exist: choose another',
} as const;
export const APPROVER_COST_CENTRE_HAS_NONE = {
  code: 'approver.costCentreHasNone',
  message: '所选成本中心的审批人不是本企业的用户，请联系管理员',
  messageEn: 'The approver of the chosen cost centre is not a user of your enterprise: ask your administrator',
} as const;
export const APPROVER_NOT_THE_COST_CENTRES = {
  code: 'approver.notTheCostCentres',
  message: '成本中心审批人应为所选成本中心的审批人（{name}），请重新选择',
  messageEn: 'The cost-centre approver must be the chosen cost centre’s approver ({name})',
} as const;
export const APPROVER_IS_BOOKER = {
  code: 'approver.isBooker',
  message: '{label}不能是预订人本人，请填写其他{label}',
  messageEn: 'You cannot be the {label} of your own order',
} as const;
export const APPROVER_IS_PASSENGER = {
  code: 'approver.isPassenger',
  message: '{label}不能是乘车人，请填写其他{label}',
  messageEn: 'A passenger cannot be the {label} of the order',
} as const;

type Definition = { code: string; message: string; messageEn: string };

function refusal(role: AuditRole, definition: Definition, name = ''): ApproverResolution {
  const fill = (text: string) => text.replaceAll('{label}', LABELS[role]).replaceAll('{name}', name);
  return { ok: false, role, issue: { code: definition.code, path: '', message: fill(definition.message), messageEn: fill(definition.messageEn) } };
}

const digits = (phone: string): string => phone.replace(/\D/g, '');
const folded = (email: string): string => email.trim().toLowerCase();
const isEmpty = (person: ApprovalPerson): boolean => person.name.trim() === '' && person.phone.trim() === '' && person.email.trim() === '';

/** The part an entry is matched by: the phone, or the e-mail when the section checks e-mail; the other one when that is empty. */
function keyOf(entered: ApprovalPerson, validateType: number): { by: 'phone' | 'email'; value: string } | undefined {
  const phone = digits(entered.phone);
  const email = folded(entered.email);
  const byPhone = phone === '' ? undefined : { by: 'phone' as const, value: phone };
  const byEmail = email === '' ? undefined : { by: 'email' as const, value: email };
  return validateType === ValidateType.EMAIL.value ? (byEmail ?? byPhone) : (byPhone ?? byEmail);
}

/** Whether an entry names this user: its key part is his, and its name (when given) is his name. */
function names(entered: ApprovalPerson, validateType: number, user: ApprovalPerson): boolean {
  const key = keyOf(entered, validateType);
  if (!key) return false;
  const keyMatches = key.by === 'phone' ? digits(user.phone) === key.value : folded(user.email) === key.value;
  const name = entered.name.trim();
  return keyMatches && (name === '' || name === user.name.trim());
}

/**
 * The user a row of the server's data (a cost centre's approver, a reviewer, the booker's approver)
 * names: the user with its phone, or with its e-mail when it has no phone.
 *
 * @example userOfRow({ name: '李建华', phone: '13912345678', email: '' }, users) // the user whose phone is 13912345678
 */
export function userOfRow(row: ApprovalPerson, users: readonly KnownUser[]): KnownUser | undefined {
  const phone = digits(row.phone);
  if (phone !== '') return users.find((u) => digits(u.phone) === phone);
  const email = folded(row.email);
  return email === '' ? undefined : users.find((u) => folded(u.email) === email);
}

/** Whether the user rides in the order (same phone or e-mail as a rider). */
function rides(user: KnownUser, riders: ApproverParties['riders']): boolean {
  return riders.some(
    (r) => (digits(r.phone) !== '' && digits(r.phone) === digits(user.phone)) || (folded(r.email) !== '' && folded(r.email) === folded(user.email)),
  );
}

/** The users the rows name, each once. */
function usersOfRows(rows: readonly ApprovalPerson[], users: readonly KnownUser[]): KnownUser[] {
  const found = rows.map((row) => userOfRow(row, users)).filter((u): u is KnownUser => u !== undefined);
  return found.filter((u, i) => found.findIndex((v) => v.userId === u.userId) === i);
}

/** The cost centre the order names, as the server has it; undefined when it names none or one the server does not have. */
const namedCentre = (candidates: ApproverCandidates) =>
  candidates.costCentreNamed.trim() === '' ? undefined : candidates.costCentres.find((c) => c.name === candidates.costCentreNamed.trim());

/** The approvers of the order's cost centre, or of every cost centre when it names none. */
function costCentreApprovers(candidates: ApproverCandidates): ApprovalPerson[] {
  const centre = namedCentre(candidates);
  if (centre) return [centre.approver];
  return candidates.costCentreNamed.trim() === '' ? candidates.costCentres.map((c) => c.approver) : [];
}

/** The reviewers a section may name: the reviewer rows and the person its default source names, as users. */
function reviewerUsers(section: ApproverSection, candidates: ApproverCandidates): KnownUser[] {
  const rows = [...candidates.reviewers];
  if (section.defaultValue === AuditDefaultSource.USER_APPROVER.value && candidates.bookerApprover) rows.push(candidates.bookerApprover);
  if (section.defaultValue === AuditDefaultSource.COST_CENTER_APPROVER.value) rows.push(...costCentreApprovers(candidates));
  return usersOfRows(rows, candidates.users);
}

type Found = { ok: true; user: KnownUser | undefined } | { ok: false; resolution: ApproverResolution };

/** The 成本中心审批人: the named cost centre's approver, or one of every cost centre's when it names none. */
function costCentreUser(section: ApproverSection, candidates: ApproverCandidates): Found {
  const { role, entered, validateType } = section;
  const named = candidates.costCentreNamed.trim() !== '';
  const centre = namedCentre(candidates);
  if (named && !centre) return { ok: false, resolution: refusal(role, APPROVER_UNKNOWN_COST_CENTRE) };
  if (centre) {
    const approver = userOfRow(centre.approver, candidates.users);
    if (!approver) return { ok: false, resolution: refusal(role, APPROVER_COST_CENTRE_HAS_NONE) };
    if (!isEmpty(entered) && !names(entered, validateType, approver)) return { ok: false, resolution: refusal(role, APPROVER_NOT_THE_COST_CENTRES, approver.name) };
    return { ok: true, user: approver };
  }
  if (isEmpty(entered)) return section.required ? { ok: false, resolution: refusal(role, APPROVER_NO_COST_CENTRE) } : { ok: true, user: undefined };
  const user = usersOfRows(costCentreApprovers(candidates), candidates.users).find((u) => names(entered, validateType, u));
  return user ? { ok: true, user } : { ok: false, resolution: refusal(role, APPROVER_NOT_A_COST_CENTRE_APPROVER) };
}

/** The user one section names, undefined for nobody, or its refusal (before the booker and passenger checks). */
function sectionUser(section: ApproverSection, candidates: ApproverCandidates): Found {
  const { role, entered, validateType } = section;
  if (role === 'costCenter' || role === 'ownCostCenter') return costCentreUser(section, candidates);
  if (isEmpty(entered)) return section.required ? { ok: false, resolution: refusal(role, APPROVER_MISSING) } : { ok: true, user: undefined };
  if (role === 'exco') {
    const user = reviewerUsers(section, candidates).find((u) => names(entered, validateType, u));
    return user ? { ok: true, user } : { ok: false, resolution: refusal(role, APPROVER_NOT_A_REVIEWER) };
  }
  const user = candidates.users.find((u) => names(entered, validateType, u));
  if (user) return { ok: true, user };
  return { ok: false, resolution: refusal(role, validateType === ValidateType.EMAIL.value ? APPROVER_NOT_A_USER_BY_EMAIL : APPROVER_NOT_A_USER) };
}

/**
 * The users an order's visible approver sections name (in approval order), or the first refusal.
 *
 * @example
 * resolveApprovers([{ role: 'userInput', required: true, validateType: 3, defaultValue: 1, entered: { name: '李建华', phone: '13912345678', email: 'x@evil.example' } }],
 *   { users: [li, wang], costCentres: [], costCentreNamed: '', reviewers: [] }, { bookerId: wang.userId, riders: [] })
 * // { ok: true, approvers: { userInput: li } }: li's own e-mail, not the one sent
 * @example
 * resolveApprovers([{ role: 'userInput', …, entered: { name: '王小明', phone: wang.phone, email: '' } }], …, { bookerId: wang.userId, riders: [] })
 * // { ok: false, role: 'userInput', issue: { code: 'approver.isBooker', message: '审批人不能是预订人本人，请填写其他审批人', … } }
 */
export function resolveApprovers(sections: readonly ApproverSection[], candidates: ApproverCandidates, parties: ApproverParties): ApproverResolution {
  const approvers: Partial<Record<AuditRole, KnownUser>> = {};
  for (const section of sections) {
    const found = sectionUser(section, candidates);
    if (!found.ok) return found.resolution;
    const { user } = found;
    if (!user) continue;
    if (user.userId === parties.bookerId) return refusal(section.role, APPROVER_IS_BOOKER);
    if (rides(user, parties.riders)) return refusal(section.role, APPROVER_IS_PASSENGER);
    approvers[section.role] = user;
  }
  return { ok: true, approvers };
}
