/**
 * The decision form (审批结果, 审批意见): the rules' JSON Schema (`approvalForm`) drawn by the form
 * engine, with the rule a schema cannot say in Chinese (a refusal needs a comment) drawn under the
 * comment field.
 */
import { useCallback, useMemo, useState } from 'react';

import { approvalForm, approvalFormErrors, attachmentFileId, type ApprovalDecisionValue, type ApprovalFormData, type Issue } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonRow } from '../../../components/ui/form-layout.tsx';
import { noLookups, type FormLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';

/** The decision form has no field that asks for a lookup. */
export const NO_LOOKUPS: FormLookups = noLookups('审批表单不提供查询');

export interface DecisionFormProps {
  /** The accessible name of the form's section. */
  label: string;
  /** What the submit button says (提交审批). */
  submitText: string;
  busy?: boolean;
  idPrefix?: string;
  /** With an attachment field (/UploadPic): `lookups` must then upload (`approvalLookups`). */
  attachment?: boolean;
  lookups?: FormLookups;
  /** `fileIds`: the uploaded attachment, when the form has one and a file was uploaded. */
  onDecide: (decision: ApprovalDecisionValue, comment: string, fileIds: string[]) => void;
}

/** @example <DecisionForm label="审批" submitText="提交审批" onDecide={(d, c) => decide(d, c)} /> */
export function DecisionForm({ label, submitText, busy = false, idPrefix = 'approval', attachment = false, lookups = NO_LOOKUPS, onDecide }: DecisionFormProps) {
  const form = useMemo(() => approvalForm('审批意见', { attachment }), [attachment]);
  const [data, setData] = useState<ApprovalFormData>({});
  const [errors, setErrors] = useState<readonly Issue[]>([]);
  const onChange = useCallback((next: ApprovalFormData) => {
    setData(next);
    setErrors((shown) => (shown.length > 0 ? approvalFormErrors(next) : shown));
  }, []);
  const onSubmit = useCallback(
    (submitted: ApprovalFormData) => {
      const found = approvalFormErrors(submitted);
      setErrors(found);
      const fileId = attachmentFileId(submitted.attachment);
      if (found.length === 0 && submitted.decision !== undefined) onDecide(submitted.decision, (submitted.comment ?? '').trim(), fileId ? [fileId] : []);
    },
    [onDecide],
  );
  return (
    <SchemaForm<ApprovalFormData> form={form} formData={data} onChange={onChange} onSubmit={onSubmit} errors={errors} lookups={lookups} label={label} idPrefix={idPrefix} disabled={busy}>
      <ButtonRow>
        <Button type="submit" variant="primary" loading={busy}>
          {submitText}
        </Button>
      </ButtonRow>
    </SchemaForm>
  );
}
