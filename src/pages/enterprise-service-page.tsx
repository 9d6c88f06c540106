/**
 * /EnterpriseService, the booker's start (issue 8 §3): the session's welcome and account, then the
 * booking links (by permission) and the recent orders of the booking feature. Composed here because
 * a feature does not import another (tests/architecture/boundaries.test.ts). Imports no form code,
 * so the start page stays light; the booking pages load theirs on demand.
 */
import { HStack } from '@chakra-ui/react';

import { Link } from '../components/ui/link.tsx';
import { PendingCountBadge } from '../features/approvals/components/pending-count.tsx';
import { BookingStart } from '../features/booking/components/booking-start.tsx';
import { EnterpriseServiceWelcome } from '../features/session/components/enterprise-service-page.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import { COST_CENTRES_PATH, COST_CENTRES_PERMISSION } from '../shared/resources/cost-centre-entry.ts';
import { RENTERS_PATH, RENTERS_PERMISSION } from '../shared/resources/common-renter-entry.ts';
import { USERS_PATH, USERS_PERMISSION } from '../shared/resources/enterprise-user-entry.ts';
import { INSTITUTIONS_PATH, INSTITUTIONS_PERMISSION } from '../shared/resources/institution-entry.ts';
import type { PageProps } from './page-props.ts';

/** The config preview (issue 10 §1) and the permission that opens it (the server checks it on every call). */
const CONFIG_PREVIEW_PATH = '/EnterpriseService/ConfigPreview';
const CONFIG_ADMIN_PERMISSION = 'admin.config';


export default function EnterpriseServicePage({ title }: PageProps) {
  const { can } = usePermissions();
  return (
    <EnterpriseServiceWelcome title={title}>
      <BookingStart can={can} />
      <HStack gap="6" wrap="wrap" mt="5" aria-label="订单">
        {can('specialCar.orders') && <Link to="/EnterpriseService/Orders/SpecialCar">专车订单</Link>}
        {can('ownCar.orders') && <Link to="/EnterpriseService/Orders/OwnCar">自有车订单</Link>}
        <Link to="/OrderTravels">订单行程</Link>
        {can(RENTERS_PERMISSION) && <Link to={RENTERS_PATH}>常用乘车人</Link>}
        {can('audit.orders') && (
          <Link to="/EnterpriseService/Approvals">
            订单审批
            <PendingCountBadge />
          </Link>
        )}
        {can('ownCar.fleet') && <Link to="/EnterpriseService/Fleet">车队管理</Link>}
        {can(CONFIG_ADMIN_PERMISSION) && <Link to={CONFIG_PREVIEW_PATH}>企业配置预览</Link>}
        {/* 用户管理 on the resource engine (issue 25 §2). */}
        {can(USERS_PERMISSION) && <Link to={USERS_PATH}>用户管理</Link>}
        {can(COST_CENTRES_PERMISSION) && <Link to={COST_CENTRES_PATH}>成本中心</Link>}
        {can(INSTITUTIONS_PERMISSION) && <Link to={INSTITUTIONS_PATH}>机构管理</Link>}
      </HStack>
    </EnterpriseServiceWelcome>
  );
}
