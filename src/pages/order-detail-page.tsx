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

/**
 * How the signed-in user reads the order (the detail's `asApprover`, the same query as the detail
 * view's): as its booker (or one who sees all orders), as one of its approvers, or not known yet.
 * The booker's parts wait for it, so an approver never calls what only the booker may (a 404 each).
 */
function useReader(kind: OrderKind | undefined, orderId: string): 'booker' | 'approver' | undefined {
  const transport = useTransport();
  const special = useQuery({ ...specialCarOrderQuery(transport, orderId), enabled: kind === 'special-car' && orderId !== '' });
  const own = useQuery({ ...ownCarOrderQuery(transport, orderId), enabled: kind === 'own-car' && orderId !== '' });
  const order = kind === 'own-car' ? own.data : special.data;
  if (!order) return undefined;
  return order.asApprover === true ? 'approver' : 'booker';
}

export default function OrderDetailPage({ title }: PageProps) {
  const { kind: slug, orderId } = useParams();
  const kind = orderKindOfSlug(slug);
  const user = useCurrentUser().data;
  const booker = useReader(kind, orderId ?? '') === 'booker';
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {kind === undefined || !orderId ? (
        <Hint>没有这种订单。</Hint>
      ) : user ? (
        <>
          {booker ? <OrderActions kind={kind} orderId={orderId} /> : null}
          <OrderDetail kind={kind} orderId={orderId} enterpriseId={user.enterpriseId} />
          {kind === 'own-car' && booker && <OrderFleetPanel orderId={orderId} />}
          <ApprovalHistory orderId={orderId} canSend={booker} />
          {kind === 'own-car' && booker ? <NotificationLogs orderId={orderId} /> : null}
        </>
      ) : null}
    </section>
  );
}
