/**
 * /EnterpriseService/Order/:kind/:orderId: an order's detail (issue 8 §3), composed from the session
 * (the booker's enterprise) and the booking feature's detail view. An approver of the order reads it
 * too (issue 21 §1, the server's `asApprover`): the order and its approval, without the booker's
 * actions (取消, 修改, 复制, 发送审批邮件/短信, the SMS log).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { PageTitle } from '../components/ui/page-title.tsx';
import { Hint } from '../components/ui/layout.tsx';
import { ApprovalHistory } from '../features/approvals/components/approval-history.tsx';
import { orderKindOfSlug, ownCarOrderQuery, specialCarOrderQuery, type OrderKind } from '../features/booking/api/orders.ts';
import { OrderDetail } from '../features/booking/components/order-detail.tsx';
import { NotificationLogs } from '../features/orders/components/notification-logs.tsx';
import { OrderActions } from '../features/orders/components/order-actions.tsx';
import { OrderFleetPanel } from '../features/fleet/components/end-trip.tsx';
import { useCurrentUser } from '../features/session/hooks/use-current-user.ts';
import { useTransport } from '../lib/transport-context.tsx';
import type { PageProps } from './page-props.ts';

/** Whether the signed-in user reads the order only as one of its approvers (the detail's `asApprover`; the same query as the detail view's). */
function useReadAsApprover(kind: OrderKind | undefined, orderId: string): boolean {
  const transport = useTransport();
  const special = useQuery({ ...specialCarOrderQuery(transport, orderId), enabled: kind === 'special-car' && orderId !== '' });
  const own = useQuery({ ...ownCarOrderQuery(transport, orderId), enabled: kind === 'own-car' && orderId !== '' });
  return (kind === 'own-car' ? own.data?.asApprover : special.data?.asApprover) === true;
}

export default function OrderDetailPage({ title }: PageProps) {
  const { kind: slug, orderId } = useParams();
  const kind = orderKindOfSlug(slug);
  const user = useCurrentUser().data;
  const asApprover = useReadAsApprover(kind, orderId ?? '');
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {kind === undefined || !orderId ? (
        <Hint>没有这种订单。</Hint>
      ) : user ? (
        <>
          {asApprover ? null : <OrderActions kind={kind} orderId={orderId} />}
          <OrderDetail kind={kind} orderId={orderId} enterpriseId={user.enterpriseId} />
          {kind === 'own-car' && !asApprover && <OrderFleetPanel orderId={orderId} />}
          <ApprovalHistory orderId={orderId} canSend={!asApprover} />
          {kind === 'own-car' && !asApprover ? <NotificationLogs orderId={orderId} /> : null}
        </>
      ) : null}
    </section>
  );
}
