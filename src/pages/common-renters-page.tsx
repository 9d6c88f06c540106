/**
 * /EnterpriseService/CommonRenters (常用乘车人, issue 25 §2; docs/administration.md "常用乘车人"): the
 * booker's own frequent passengers on the resource engine, for users with `specialCar.book` (the server
 * answers each booker his own only).
 */
import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { ResourceAdmin } from '../features/resources/components/resource-admin.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import { COMMON_RENTERS } from '../shared/resources/common-renter.ts';
import type { PageProps } from './page-props.ts';

export default function CommonRentersPage({ title }: PageProps) {
  const { can } = usePermissions();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {can(COMMON_RENTERS.permission) ? (
        <>
          <Hint>这里是您自己的常用乘车人，只有您能看到和修改。</Hint>
          <ResourceAdmin declaration={COMMON_RENTERS} deleteNote="变更记录会保留。" />
        </>
      ) : (
        <Hint>没有预订权限，不能维护常用乘车人。</Hint>
      )}
    </section>
  );
}
