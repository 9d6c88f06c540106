/**
 * The audit form (issue 8 §1 `audit`, D3): the visible approver sections in approval order and
 * the comment, under the keys the booking form of the scenario's business type holds them
 * (`approver`, `administrativeReviewerMsg`, `justification` for the special car; `auditor`,
 * `comments` for the own car), so its data is a slice of the booking data.
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import { OWN_CAR } from '../model/constants.ts';
import { auditCommentEntry, auditCommentKey, auditEntries } from './audit-section.ts';
import { baseProperty, ownCarFormProperties, specialCarFormProperties } from './base-schema.ts';
import type { CompileFacts } from './compile-facts.ts';
import type { JsonSchema, UiSchema } from './contract.ts';
import { FormBuilder } from './form-builder.ts';

export const AUDIT_FORM_TITLE = '审批信息';

/** Compiles the audit form of a bundle for some facts (`compileForm` memoises it). */
export function auditForm(bundle: EnterpriseBundle, facts: CompileFacts): { schema: JsonSchema; uiSchema: UiSchema } {
  const form = new FormBuilder();
  for (const entry of auditEntries(bundle, facts.businessType, facts.audit)) form.add(entry.key, entry.schema, entry.ui, entry.required);
  if (facts.audit.comment) {
    const key = auditCommentKey(facts.businessType);
    const base = facts.businessType === OWN_CAR ? ownCarFormProperties() : specialCarFormProperties();
    const comment = auditCommentEntry(facts.audit.comment, baseProperty(base, key));
    form.add(key, comment.schema, comment.ui);
  }
  return form.build(AUDIT_FORM_TITLE);
}
