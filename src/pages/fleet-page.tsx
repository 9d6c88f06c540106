/** /EnterpriseService/Fleet: the own fleet (issue 11 §4), for users with `ownCar.fleet` (the server checks every call). */
import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { FleetAdmin } from '../features/fleet/components/fleet-admin.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import type { PageProps } from './page-props.ts';

export default function FleetPage({ title }: PageProps) {
  const { can } = usePermissions();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {can('ownCar.fleet') ? <FleetAdmin /> : <Hint>没有车队管理权限。</Hint>}
    </section>
  );
}
