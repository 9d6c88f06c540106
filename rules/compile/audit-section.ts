/**
 * The approver sections of a booking (spec §3 "Audit configuration", D3, D8, issue 8 §1): the
 * visible sections in approval order, each drawn by `FormField.APPROVER` over the object of the
 * booking form it fills, its default by source and its validate type's check in `ui:options`
 * and in the schema (e-mail or mainland mobile pattern; `name(phone)` typed in one box and split).
 *
 * Where a section's value lives (the same key in the audit form and the booking forms, so the
 * audit form's data is a slice of the booking data):
 *
 * | business type | userInput / costCenter / ownCostCenter | exco (reviewer)            | comment          |
 * |---------------|----------------------------------------|----------------------------|------------------|
 * | 4 special car | `approver` {name, phoneNumber, email}  | `administrativeReviewerMsg` {email, city, phoneNumber} | `justification` |
 * | 5 own car     | `auditor` {phoneNumber, email, name}: the first visible section in approval order | (the same)   | `comments`       |
 *
 * The own-car order carries one approver (spec §3 `auditor`), so only the first visible own-car
 * section is drawn (docs/rules.md "Compiled forms").
 */
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN, OWN_CAR, ValidateType } from '../model/constants.ts';
import type { AuditSectionConfig, EnterpriseBundle } from '../model/bundle.ts';
import { auditConfigFor } from '../model/bundle.ts';
import { auditSectionConfig, type AuditRole } from '../audit/audit-visibility.ts';
import type { AuditFacts } from './compile-facts.ts';
import { FormField, type JsonSchema } from './contract.ts';

/** The Chinese title of each approver section (spec §1 roles: approver, cost-centre approver, administrative reviewer). */
export const AUDIT_ROLE_TITLES: Readonly<Record<AuditRole, string>> = {
  userInput: '审批人',
  costCenter: '成本中心审批人',
  ownCostCenter: '成本中心审批人',
  exco: '行政审核人',
};

/** The labels of an approver object's parts. */
const PART_TITLES = { name: '姓名', phoneNumber: '手机号', email: '邮箱', city: '城市' } as const;
type Part = keyof typeof PART_TITLES;

/** The parts of each approver object, in the order of its form schema. */
const PARTS = {
  approver: ['name', 'phoneNumber', 'email'],
  administrativeReviewerMsg: ['email', 'city', 'phoneNumber'],
  auditor: ['phoneNumber', 'email', 'name'],
} as const satisfies Record<string, readonly Part[]>;
export type ApproverKey = keyof typeof PARTS;

/** The short-text bound of the form schemas (`common.schema.json` text). */
const MAX_TEXT = 200;

/** A pattern that also lets an empty text through: an empty approver is the required check's business (D3). */
function orEmpty(pattern: RegExp): string {
  return `^$|${pattern.source}`;
}

/** The part a validate type checks and the booker types into (D3): e-mail, mobile, or `name(phone)` in the name. */
function keyPart(validateType: number, parts: readonly Part[]): Part {
  if (validateType === ValidateType.EMAIL.value) return 'email';
  if (validateType === ValidateType.MOBILE.value) return 'phoneNumber';
  if (parts.includes('name')) return 'name';
  // The reviewer has no name part: `name(phone)` checks its phone, no check its e-mail.
  return validateType === ValidateType.NAME_PHONE.value ? 'phoneNumber' : 'email';
}

/** The input a validate type asks the approver widget for. */
function inputKind(validateType: number): 'email' | 'phone' | 'namePhone' | 'text' {
  switch (validateType) {
    case ValidateType.EMAIL.value:
      return 'email';
    case ValidateType.MOBILE.value:
      return 'phone';
    case ValidateType.NAME_PHONE.value:
      return 'namePhone';
    default:
      return 'text';
  }
}

/** Where a role's value lives in a business type's forms. */
export function approverKey(businessType: number, role: AuditRole): ApproverKey {
  if (businessType === OWN_CAR) return 'auditor';
  return role === 'exco' ? 'administrativeReviewerMsg' : 'approver';
}

/** Where the audit comment lives in a business type's forms (D3 `hasComment`). */
export function auditCommentKey(businessType: number): 'justification' | 'comments' {
  return businessType === OWN_CAR ? 'comments' : 'justification';
}

export interface AuditEntry {
  key: ApproverKey;
  role: AuditRole;
  required: boolean;
  schema: JsonSchema;
  ui: Record<string, unknown>;
}

function approverSchema(key: ApproverKey, role: AuditRole, section: AuditSectionConfig | undefined, required: boolean): JsonSchema {
  const validateType = section?.validateType ?? ValidateType.NONE.value;
  const parts: readonly Part[] = PARTS[key];
  const checked = keyPart(validateType, parts);
  const properties: Record<string, JsonSchema> = {};
  for (const part of parts) {
    const pattern =
      part === 'email' && validateType === ValidateType.EMAIL.value
        ? orEmpty(EMAIL_PATTERN)
        : part === 'phoneNumber' && (validateType === ValidateType.MOBILE.value || validateType === ValidateType.NAME_PHONE.value)
          ? orEmpty(MAINLAND_MOBILE_PATTERN)
          : undefined;
    properties[part] = {
      type: 'string',
      title: `${AUDIT_ROLE_TITLES[role]}${PART_TITLES[part]}`,
      maxLength: MAX_TEXT,
      ...(pattern ? { pattern } : {}),
      ...(required && part === checked ? { minLength: 1 } : {}),
    };
  }
  return {
    type: 'object',
    title: AUDIT_ROLE_TITLES[role],
    properties,
    ...(required ? { required: [checked] } : {}),
  };
}

/**
 * The approver sections a booking shows, in approval order (D3): one entry per visible section
 * (for the own car, the first one only), each with its schema and its `ui:field`/`ui:options`.
 *
 * @example auditEntries(bundle, 4, { sections: [{ role: 'userInput', visible: true, required: true, editable: true }], comment: null })[0].ui
 * // { 'ui:field': 'approver', 'ui:options': { role: 'userInput', validateType: 1, input: 'email', checks: 'email', defaultSource: 1, defaultInputText: '' } }
 */
export function auditEntries(bundle: EnterpriseBundle, businessType: number, facts: AuditFacts): AuditEntry[] {
  const config = auditConfigFor(bundle, businessType);
  const entries: AuditEntry[] = [];
  for (const fact of facts.sections) {
    if (!fact.visible || !config) continue;
    const key = approverKey(businessType, fact.role);
    if (entries.some((e) => e.key === key)) continue;
    const section = auditSectionConfig(config, fact.role);
    const validateType = section?.validateType ?? ValidateType.NONE.value;
    entries.push({
      key,
      role: fact.role,
      required: fact.required,
      schema: approverSchema(key, fact.role, section, fact.required),
      ui: {
        'ui:field': FormField.APPROVER,
        ...(fact.editable ? {} : { 'ui:readonly': true }),
        'ui:options': {
          role: fact.role,
          validateType,
          input: inputKind(validateType),
          checks: keyPart(validateType, PARTS[key]),
          // D3: 1 none (the configured text), 2 the current user's approver, 3 the cost centre's;
          // the page fills the value with auditSectionDefault when the source is known.
          defaultSource: section?.defaultValue ?? 1,
          defaultInputText: section?.defaultInputText ?? '',
        },
      },
    });
  }
  return entries;
}

/**
 * The comment field of the audit part (D3 `hasComment`): labelled `commentName`, with
 * `commentContent` as its placeholder.
 */
export function auditCommentEntry(
  comment: { label: string; placeholder: string },
  base: JsonSchema,
): { schema: JsonSchema; ui: Record<string, unknown> } {
  return {
    schema: { ...base, title: comment.label || (base.title as string | undefined) || '' },
    ui: { 'ui:widget': 'textarea', ...(comment.placeholder ? { 'ui:placeholder': comment.placeholder } : {}) },
  };
}
