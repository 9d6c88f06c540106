/**
 * /EnterpriseService/Approvals: two tabs (issue 25 §3), 待审批 (the orders waiting for the signed-in
 * approver, issue 11 §2, with their count) and 已审批 (his own decisions), for a user with
 * `audit.orders` (the server checks it on every call; 484 otherwise).
 */
import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { Link } from '../components/ui/link.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { OWN_CAR } from '../../rules/model/constants.ts';
import { Tabs } from '../components/ui/tabs.tsx';
import { AuditedApprovals } from '../features/approvals/components/audited-approvals.tsx';
import { PendingApprovals } from '../features/approvals/components/pending-approvals.tsx';
import { usePendingCount } from '../features/approvals/components/pending-count.tsx';
import { orderDetailPath } from '../features/booking/paths.ts';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import type { PageProps } from './page-props.ts';

/** An order's detail page, which the approver may read (docs/approvals.md "Who reads an order"). */
const detailPath = (businessType: number, orderId: string) => orderDetailPath(businessType === OWN_CAR ? 'own-car' : 'special-car', orderId);

/** The permission of the approvals page. */
export const AUDIT_PERMISSION = 'audit.orders';

function ApprovalTabs() {
  const count = usePendingCount();
  return (
    <Tabs
      items={[
        { value: 'pending', label: count === undefined ? '待审批' : `待审批（${count}）`, content: <PendingApprovals detailPath={detailPath} /> },
        { value: 'audited', label: '已审批', content: <AuditedApprovals detailPath={detailPath} /> },
      ]}
    />
  );
}

export default function ApprovalsPage({ title }: PageProps) {
  const { can, isPending } = usePermissions();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <Link to="/EnterpriseService">返回企业用车服务</Link>
      {isPending ? <Hint>加载中…</Hint> : can(AUDIT_PERMISSION) ? <ApprovalTabs /> : <Hint>您没有审批订单的权限。</Hint>}
    </section>
  );
}
