/**
 * /EnterpriseService, the booker's start (issue 8 §3): the session's welcome and account, then the
 * booking links (by permission) and the recent orders of the booking feature. Composed here because
 * a feature does not import another (tests/architecture/boundaries.test.ts). Imports no form code,
 * so the start page stays light; the booking pages load theirs on demand.
 */
import { Link } from '../components/ui/link.tsx';
import { BookingStart } from '../features/booking/components/booking-start.tsx';
import { EnterpriseServiceWelcome } from '../features/session/components/enterprise-service-page.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import type { PageProps } from './page-props.ts';

/** The config preview (issue 10 §1) and the permission that opens it (the server checks it on every call). */
const CONFIG_PREVIEW_PATH = '/EnterpriseService/ConfigPreview';
const CONFIG_ADMIN_PERMISSION = 'admin.config';

export default function EnterpriseServicePage({ title }: PageProps) {
  const { can } = usePermissions();
  return (
    <EnterpriseServiceWelcome title={title}>
      <BookingStart can={can} />
      {can(CONFIG_ADMIN_PERMISSION) && <Link to={CONFIG_PREVIEW_PATH}>企业配置预览</Link>}
      {can('ownCar.fleet') && <Link to="/EnterpriseService/Fleet">车队管理</Link>}
    </EnterpriseServiceWelcome>
  );
}
