/**
 * Audit fields recomputed (spec §4 "Audit fields are recomputed when payment type, cost centre or
 * trip type changes", D3): each approver section visible now is prefilled with its default
 * (`auditSectionDefault`), except the fields of an editable section the booker typed into, which
 * keep what was typed. Hidden sections are left as they are (they submit nothing, D3).
 *
 * Where a section writes in the booking data (docs/rules.md 10.10):
 * the primary section (user-entered or cost-centre approver) writes the approver fields
 * (`approver` {name, phoneNumber, email} for the special car, `auditor` for the own
 * car); the reviewer (exco) writes `administrativeReviewerMsg` of the special car. The own-car
 * order carries one approver (`auditor`): the first visible section in approval order fills it,
 * the reviewer too when it is the only one (auditType 3), as the compiled form draws it
 * (rules/compile/audit-section.ts). A default text (`defaultInputText`) goes to the field its
 * validate type checks: e-mail, phone, `name(phone)` split (D8), else the name.
 */
import type { AuditConfig, AuditSectionConfig } from '../model/bundle.ts';
import { ValidateType } from '../model/constants.ts';
import { pointer, pointerTokens } from '../model/issue.ts';
import { jsonEqual } from '../model/json-equal.ts';
import { parseApproverText } from './approver-text.ts';
import { auditSectionDefault, type CostCentreApprover, type UserApprover } from './audit-defaults.ts';
import { auditSectionConfig, type AuditRole, type AuditState } from './audit-visibility.ts';

/** The booking forms that carry audit fields. */
export type AuditFormKind = 'special-car' | 'own-car';

/** One approver as the forms hold it. */
export interface ApproverFields {
  name: string;
  phone: string;
  email: string;
}

type FieldPointers = Partial<Record<keyof ApproverFields, string>>;

const SPECIAL_CAR_APPROVER: FieldPointers = { name: '/approver/name', phone: '/approver/phoneNumber', email: '/approver/email' };
const OWN_CAR_APPROVER: FieldPointers = { name: '/auditor/name', phone: '/auditor/phoneNumber', email: '/auditor/email' };

/** Where each section of each form writes, as JSON Pointers into the booking data. */
const AUDIT_FIELDS: Record<AuditFormKind, Partial<Record<AuditRole, FieldPointers>>> = {
  'special-car': {
    userInput: SPECIAL_CAR_APPROVER,
    costCenter: SPECIAL_CAR_APPROVER,
    exco: { phone: '/administrativeReviewerMsg/phoneNumber', email: '/administrativeReviewerMsg/email' },
  },
  'own-car': { userInput: OWN_CAR_APPROVER, ownCostCenter: OWN_CAR_APPROVER, exco: OWN_CAR_APPROVER },
};

/** The forms with a single approver object: only the first visible section in approval order fills it. */
const ONE_APPROVER: Readonly<Record<AuditFormKind, boolean>> = { 'special-car': false, 'own-car': true };

/** Every audit field of a form, as JSON Pointers (`/approver/email`, `/auditor/name`, …). */
export function auditFieldPointers(kind: AuditFormKind): string[] {
  const pointers = Object.values(AUDIT_FIELDS[kind]).flatMap((fields) => Object.values(fields));
  return [...new Set(pointers)];
}

/**
 * The approver a section prefills: its default, with a default text placed by validate type.
 *
 * @example sectionPrefill({ defaultValue: 1, defaultInputText: '王五(13800000000)', validateType: 3 }, {}, {})
 * // { name: '王五', phone: '13800000000', email: '' }
 */
export function sectionPrefill(
  section: AuditSectionConfig | undefined,
  user: UserApprover | undefined,
  costCentre: CostCentreApprover | undefined,
): ApproverFields {
  const { name, phone, email, text } = auditSectionDefault(section, user, costCentre);
  if (text === '') return { name, phone, email };
  switch (section?.validateType) {
    case ValidateType.EMAIL.value:
      return { name, phone, email: text };
    case ValidateType.MOBILE.value:
      return { name, phone: text, email };
    case ValidateType.NAME_PHONE.value:
      return { ...parseApproverText(text), email };
    default:
      return { name: text, phone, email };
  }
}

/** Reads the value at a JSON Pointer of plain data. */
export function valueAt(data: unknown, path: string): unknown {
  let node = data;
  for (const token of pointerTokens(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** A copy of `data` with `value` at the pointer (objects along the way are copied, never mutated). */
export function withValueAt<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = pointerTokens(path);
  if (head === undefined) return value as T;
  const node = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { ...node, [head]: withValueAt(node[head], pointer(...rest), value) } as T;
}

/**
 * The audit fields whose value differs between two states of the booking data: what an edit
 * typed into the audit part.
 *
 * @example changedAuditFields('own-car', form, { ...form, auditor: { ...form.auditor, email: 'li@corp.cn' } }) // ['/auditor/email']
 */
export function changedAuditFields(kind: AuditFormKind, before: unknown, after: unknown): string[] {
  return auditFieldPointers(kind).filter((path) => !jsonEqual(valueAt(before, path), valueAt(after, path)));
}

/** What the refresh reads beside the data. */
export interface AuditRefresh {
  /** The audit config of the booking's business type (`auditConfigFor`). */
  config: AuditConfig | undefined;
  /** The audit as it stands now (`evaluate(...).audit`). */
  audit: AuditState;
  user?: UserApprover;
  costCentre?: CostCentreApprover;
  /** The audit fields the booker typed into (JSON Pointers). */
  typed: readonly string[];
}

/**
 * The booking data with the audit fields of the visible sections prefilled again (spec §4, D3).
 * A field of an editable section that the booker typed into keeps its value; a read-only
 * section always shows its default. Returns `data` itself when nothing changes.
 *
 * @example
 * refreshAuditFields('special-car', data, { config, audit, user: { approveEmail: 'wang@corp.cn' }, typed: [] }).approver.email
 * // 'wang@corp.cn' when the user-entered approver section is visible with default source 2
 */
export function refreshAuditFields<T>(kind: AuditFormKind, data: T, refresh: AuditRefresh): T {
  if (!refresh.config) return data;
  let next = data;
  let filled = false;
  for (const section of refresh.audit.sections) {
    const fields = AUDIT_FIELDS[kind][section.role];
    if (!section.visible || !fields || (ONE_APPROVER[kind] && filled)) continue;
    filled = true;
    const prefill = sectionPrefill(auditSectionConfig(refresh.config, section.role), refresh.user, refresh.costCentre);
    for (const [field, path] of Object.entries(fields) as [keyof ApproverFields, string][]) {
      if (section.editable && refresh.typed.includes(path)) continue;
      if (valueAt(next, path) !== prefill[field]) next = withValueAt(next, path, prefill[field]);
    }
  }
  return next;
}
