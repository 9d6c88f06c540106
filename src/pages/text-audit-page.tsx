/** /TextAudit: approve or refuse with the approval e-mail's text code, without signing in (docs/approvals.md). */
import { useNavigate } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { PageTitle } from '../components/ui/page-title.tsx';
import { APPROVAL_RESULT_PATH, approvalResultState } from '../features/approvals/components/approval-result.tsx';
import { TextAudit } from '../features/approvals/components/text-audit.tsx';
import type { PageProps } from './page-props.ts';

export default function TextAuditPage({ title }: PageProps) {
  const navigate = useNavigate();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <TextAudit onDecided={(answer) => void navigate(APPROVAL_RESULT_PATH, { replace: true, state: approvalResultState(answer) })} />
    </section>
  );
}
