/**
 * The approvers of an order payload, for `resolveApprovers` (approver-resolution.ts): the visible
 * sections with whom the order names in each (`specialCarPeople` / `ownCarPeople`), the people who
 * ride in it, and the payload with the resolved users written into its approver fields.
 *
 * Where the payload holds each section's person (spec §3): the special car's `baseData.auditorName
 * / auditorPhoneNumber / auditorEmail` (the 审批人 or the 成本中心审批人) and `secondAuditorPhoneNumber
 * / secondAuditorEmail` (the 行政审核人, who has no name field); the own car's one `auditor`, filled
 * by its first visible section. A section that resolved to nobody (hidden, or optional and left
 * empty) leaves its fields empty: a hidden section submits nothing (D3).
 */
import type { AuditConfig } from '../model/bundle.ts';
import { AuditDefaultSource, ValidateType } from '../model/constants.ts';
import type { ApprovalPerson, ChainPeople, OwnCarAuditFields, SpecialCarAuditFields } from './approval-chain.ts';
import type { ApproverSection } from './approver-resolution.ts';
import { auditSectionConfig, type AuditRole, type AuditState } from './audit-visibility.ts';

/**
 * The visible sections of an order's audit in approval order, each with its config's check and
 * default source and whom the order names in it; `oneApprover` (own car) keeps the first only.
 *
 * @example approverSections(config, evaluate(bundle, scenario).audit, specialCarPeople(payload))
 * // [{ role: 'exco', required: true, validateType: 1, defaultValue: 1, entered: { name: '', phone: '', email: 'zhouguodong@…' } }, { role: 'userInput', … }]
 */
export function approverSections(config: AuditConfig | undefined, audit: Pick<AuditState, 'sections'>, people: ChainPeople, oneApprover = false): ApproverSection[] {
  const sections: ApproverSection[] = [];
  for (const state of audit.sections) {
    if (!state.visible) continue;
    const section = config && auditSectionConfig(config, state.role);
    sections.push({
      role: state.role,
      required: state.required,
      validateType: section?.validateType ?? ValidateType.NONE.value,
      defaultValue: section?.defaultValue ?? AuditDefaultSource.NONE.value,
      entered: people[state.role] ?? { name: '', phone: '', email: '' },
    });
    if (oneApprover) break;
  }
  return sections;
}

const contact = (c: { phoneNumber?: string | null; email?: string | null }) => ({ phone: c.phoneNumber ?? '', email: c.email ?? '' });

/** Who rides in a special-car order: the passenger and the other contacts. */
export function specialCarRiders(payload: {
  passenger: { phoneNumber?: string | null; email?: string | null };
  contacts?: readonly { phoneNumber?: string | null; email?: string | null }[] | null;
}): Pick<ApprovalPerson, 'phone' | 'email'>[] {
  return [contact(payload.passenger), ...(payload.contacts ?? []).map(contact)];
}

/** Who rides in an own-car order: its contacts (the primary passenger first). */
export function ownCarRiders(payload: { contacts: { contacts: readonly { phoneNumber?: string | null; email?: string | null }[] } }): Pick<ApprovalPerson, 'phone' | 'email'>[] {
  return payload.contacts.contacts.map(contact);
}

type Approvers = Partial<Record<AuditRole, ApprovalPerson>>;
const NOBODY: ApprovalPerson = { name: '', phone: '', email: '' };

/**
 * The special-car payload with the resolved approvers in its fields, whatever they held.
 *
 * @example withSpecialCarApprovers(payload, { userInput: li }).baseData.auditorEmail // li's e-mail as the server holds it
 */
export function withSpecialCarApprovers<P extends SpecialCarAuditFields>(payload: P, approvers: Approvers): P {
  const primary = approvers.userInput ?? approvers.costCenter ?? NOBODY;
  const reviewer = approvers.exco ?? NOBODY;
  return {
    ...payload,
    baseData: {
      ...payload.baseData,
      auditorName: primary.name,
      auditorPhoneNumber: primary.phone,
      auditorEmail: primary.email,
      secondAuditorPhoneNumber: reviewer.phone,
      secondAuditorEmail: reviewer.email,
    },
  };
}

/** The own-car payload with its one resolved approver (whichever section named him) in `auditor`. */
export function withOwnCarApprovers<P extends OwnCarAuditFields>(payload: P, approvers: Approvers): P {
  const person = approvers.userInput ?? approvers.ownCostCenter ?? approvers.exco ?? NOBODY;
  return { ...payload, auditor: { phoneNumber: person.phone, email: person.email, name: person.name } };
}
