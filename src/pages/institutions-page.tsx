/**
 * /EnterpriseService/Institutions (机构管理, issue 25 §2; docs/administration.md "机构"): the enterprise's
 * institutions on the resource engine, for administrators with `admin.users` (the server checks every
 * call). A detail adds 启用 / 停用; users are bound from their own detail (用户管理).
 */
import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { ResourceAdmin } from '../features/resources/components/resource-admin.tsx';
import { InstitutionStatus } from '../features/resources/institutions/institution-actions.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import type { InstitutionMessage } from '../shared/index.ts';
import { INSTITUTIONS } from '../shared/resources/institution.ts';
import type { PageProps } from './page-props.ts';

const detail = (record: InstitutionMessage) => <InstitutionStatus record={record} />;

export default function InstitutionsPage({ title }: PageProps) {
  const { can } = usePermissions();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {can(INSTITUTIONS.permission) ? (
        <ResourceAdmin declaration={INSTITUTIONS} detail={detail} deleteNote="还有绑定用户的机构不能删除，变更记录会保留。" />
      ) : (
        <Hint>没有机构管理权限。</Hint>
      )}
    </section>
  );
}
