/**
 * /EnterpriseService, the booker's start (issue 8 §3): the session's welcome and account, then the
 * enterprise's notice (while its admin has it on), the booking links (by permission) and the recent
 * orders of the booking feature; the pages of the
 * portal's menu (订单审批, 车队管理, the admin pages) are reached from the menu above every page. Composed here because
 * a feature does not import another (tests/architecture/boundaries.test.ts). Imports no form code,
 * so the start page stays light; the booking pages load theirs on demand.
 */
import { HStack } from '@chakra-ui/react';

import { Link } from '../components/ui/link.tsx';
import { BookingStart } from '../features/booking/components/booking-start.tsx';
import { EnterpriseServiceWelcome } from '../features/session/components/enterprise-service-page.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import { NoticeBoard } from '../features/settings/components/notice-board.tsx';
import { RENTERS_PATH, RENTERS_PERMISSION } from '../shared/resources/common-renter-entry.ts';
import type { PageProps } from './page-props.ts';

export default function EnterpriseServicePage({ title }: PageProps) {
  const { can } = usePermissions();
  // 订单审批, 车队管理 and the admin pages are entries of the portal's menu (src/app/signed-in-frame.tsx).
  return (
    <EnterpriseServiceWelcome title={title}>
      <NoticeBoard />
      <BookingStart can={can} />
      <HStack gap="6" wrap="wrap" mt="5" aria-label="订单">
        {can('specialCar.orders') && <Link to="/EnterpriseService/Orders/SpecialCar">专车订单</Link>}
        {can('ownCar.orders') && <Link to="/EnterpriseService/Orders/OwnCar">自有车订单</Link>}
        <Link to="/OrderTravels">订单行程</Link>
        {/* A booker's own frequent passengers (issue 25 §2); the admin pages are the menu's. */}
        {can(RENTERS_PERMISSION) && <Link to={RENTERS_PATH}>常用乘车人</Link>}
      </HStack>
    </EnterpriseServiceWelcome>
  );
}
