/**
 * The order lists (issue 11 §1): /EnterpriseService/Orders/SpecialCar and /OwnCar (a booker's own
 * orders; with `admin.allOrders` the enterprise's) and /OrderTravels (the user's own trips of both
 * kinds). Composed here: the orders feature's list, the session's permissions, the booking
 * feature's detail paths.
 */
import { Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';

import { PRODUCT_NAME } from '../config/product.ts';
import { Section } from '../components/ui/layout.tsx';
import { Link } from '../components/ui/link.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { orderDetailPath } from '../features/booking/paths.ts';
import { LIST_KIND, type ListKind } from '../features/orders/api/orders.ts';
import { OrderList } from '../features/orders/components/order-list.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import type { PageProps } from './page-props.ts';

/** The permission that opens each kind's list, and the one that widens it to the enterprise (the server checks both). */
const LIST_PERMISSION: Record<ListKind, string> = { 'special-car': 'specialCar.orders', 'own-car': 'ownCar.orders' };
const ALL_ORDERS_PERMISSION = 'admin.allOrders';

function kindsOf(pathname: string): { kinds: ListKind[]; mine: boolean } {
  const path = pathname.toLowerCase();
  if (path.endsWith('/orders/specialcar')) return { kinds: ['special-car'], mine: false };
  if (path.endsWith('/orders/owncar')) return { kinds: ['own-car'], mine: false };
  return { kinds: ['special-car', 'own-car'], mine: true };
}

export default function OrderListPage({ title }: PageProps) {
  const { pathname } = useLocation();
  const { can, isPending } = usePermissions();
  const { kinds, mine } = kindsOf(pathname);
  const allowed = kinds.filter((kind) => can(LIST_PERMISSION[kind]));
  return (
    <Stack gap="0">
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <Link to="/EnterpriseService">返回企业用车服务</Link>
      {isPending ? null : allowed.length === 0 ? (
        <Section title="没有权限">无权查看此类订单。</Section>
      ) : (
        allowed.map((kind) => (
          <Section key={kind} title={`${LIST_KIND[kind].label}订单`}>
            <OrderList kind={kind} seesAll={can(ALL_ORDERS_PERMISSION)} mine={mine} detailPath={orderDetailPath} />
          </Section>
        ))
      )}
    </Stack>
  );
}
