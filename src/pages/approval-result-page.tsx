/** /approvalresult: the outcome of a decision made from an approval link or text code (the server's answer, from the router's state). */
import { useLocation } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { PageTitle } from '../components/ui/page-title.tsx';
import { ApprovalResult } from '../features/approvals/components/approval-result.tsx';
import type { PageProps } from './page-props.ts';

export default function ApprovalResultPage({ title }: PageProps) {
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <ApprovalResult state={useLocation().state} />
    </section>
  );
}
