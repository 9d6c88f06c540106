/**
 * /EnterpriseService/Order/:kind/:orderId: an order's detail (issue 8 §3), composed from the session
 * (the booker's enterprise) and the booking feature's detail view.
 */
import { useParams } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { PageTitle } from '../components/ui/page-title.tsx';
import { Hint } from '../components/ui/layout.tsx';
import { ApprovalHistory } from '../features/approvals/components/approval-history.tsx';
import { orderKindOfSlug } from '../features/booking/api/orders.ts';
import { OrderDetail } from '../features/booking/components/order-detail.tsx';
import { NotificationLogs } from '../features/orders/components/notification-logs.tsx';
import { OrderActions } from '../features/orders/components/order-actions.tsx';
import { OrderFleetPanel } from '../features/fleet/components/end-trip.tsx';
import { useCurrentUser } from '../features/session/hooks/use-current-user.ts';
import type { PageProps } from './page-props.ts';

export default function OrderDetailPage({ title }: PageProps) {
  const { kind: slug, orderId } = useParams();
  const kind = orderKindOfSlug(slug);
  const user = useCurrentUser().data;
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {kind === undefined || !orderId ? (
        <Hint>没有这种订单。</Hint>
      ) : user ? (
        <>
          <OrderActions kind={kind} orderId={orderId} />
          <OrderDetail kind={kind} orderId={orderId} enterpriseId={user.enterpriseId} />
          {kind === 'own-car' && <OrderFleetPanel orderId={orderId} />}
          <ApprovalHistory orderId={orderId} />
          {kind === 'own-car' ? <NotificationLogs orderId={orderId} /> : null}
        </>
      ) : null}
    </section>
  );
}
