/**
 * /TextAudit (docs/approvals.md "Text codes"): the approver types the 8-character code of the approval
 * e-mail, then decides as from the link (the same call, the same one use).
 */
import { useCallback, useMemo, useState } from 'react';

import { textCodeForm, type TextCodeFormData } from '../../../../rules/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonRow } from '../../../components/ui/form-layout.tsx';
import { Section } from '../../../components/ui/layout.tsx';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { holdSecret } from '../../../lib/monitoring-secrets.ts';
import type { ApprovalLinkAnswer } from '../api/approvals.ts';
import { NO_LOOKUPS } from './decision-form.tsx';
import { LinkDecision } from './link-decision.tsx';

/** @example <TextAudit onDecided={(a) => navigate(APPROVAL_RESULT_PATH, { state: approvalResultState(a) })} /> */
export function TextAudit({ onDecided }: { onDecided: (answer: ApprovalLinkAnswer) => void }) {
  const form = useMemo(() => textCodeForm(), []);
  const [data, setData] = useState<TextCodeFormData>({});
  const [code, setCode] = useState<string | undefined>(undefined);
  const onSubmit = useCallback((submitted: TextCodeFormData) => {
    const typed = (submitted.code ?? '').trim();
    // The code is the approval's credential: the monitoring filter blanks it wherever it surfaces.
    holdSecret(typed);
    setCode(typed);
  }, []);
  return (
    <>
      <Section title="输入审批码">
        <SchemaForm<TextCodeFormData> form={form} formData={data} onChange={setData} onSubmit={onSubmit} lookups={NO_LOOKUPS} label="输入审批码" idPrefix="text-code">
          <ButtonRow>
            <Button type="submit" variant="primary">查看订单</Button>
          </ButtonRow>
        </SchemaForm>
      </Section>
      {code ? <LinkDecision key={code} credential={{ code }} onDecided={onDecided} /> : null}
    </>
  );
}
