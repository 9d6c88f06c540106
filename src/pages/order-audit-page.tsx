/**
 * /OrderAudit?token=…: approve or refuse from the approval e-mail's link, without signing in (the
 * link is the credential; issue 11 §2). After the decision, /approvalresult shows the outcome.
 */
import { useLocation, useNavigate } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { FormError } from '../components/ui/form-layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { approvalResultPath } from '../features/approvals/components/approval-result.tsx';
import { LinkDecision } from '../features/approvals/components/link-decision.tsx';
import type { PageProps } from './page-props.ts';

export default function OrderAuditPage({ title }: PageProps) {
  const token = new URLSearchParams(useLocation().search).get('token');
  const navigate = useNavigate();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {token ? (
        <LinkDecision credential={{ token }} onDecided={(answer) => void navigate(approvalResultPath(answer), { replace: true })} />
      ) : (
        <FormError>审批链接或审批码无效，请检查是否完整</FormError>
      )}
    </section>
  );
}
