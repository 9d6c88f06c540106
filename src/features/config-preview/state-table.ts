/**
 * The state table of the preview (issue 10 §1): every special field and audit section of the
 * scenario's business type with its state and the reason in plain Chinese, rendered from the
 * rules core's reason codes by `renderReasons` (the same words `booking-rules evaluate` prints,
 * src/cli/present-evaluation.ts). Pure.
 */
import { AUDIT_ROLE_TITLES, renderReasons, type EnterpriseBundle, type EvaluationResult } from '../../../rules/index.ts';

export interface StateRow {
  key: string;
  kind: '特殊字段' | '审批';
  name: string;
  visible: boolean;
  required: boolean;
  editable: boolean;
  because: string[];
}

/** One row per special field (in the bundle's order) and per audit section (in approval order). */
export function stateRows(bundle: EnterpriseBundle, evaluation: EvaluationResult): StateRow[] {
  const fields = new Map((bundle.specialFields ?? []).map((f) => [f.specialId, f] as const));
  const fieldRows = evaluation.specialFields.map((f): StateRow => ({
    key: `field-${f.specialId}`,
    kind: '特殊字段',
    name: fields.get(f.specialId)?.configName ?? String(f.specialId),
    visible: f.visible,
    required: f.required,
    editable: f.editable,
    because: renderReasons(f.because, 'zh'),
  }));
  const auditRows = evaluation.audit.sections.map((s): StateRow => ({
    key: `audit-${s.role}`,
    kind: '审批',
    name: AUDIT_ROLE_TITLES[s.role],
    visible: s.visible,
    required: s.required,
    editable: s.editable,
    because: renderReasons(s.because, 'zh'),
  }));
  return [...fieldRows, ...auditRows];
}
