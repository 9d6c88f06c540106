/**
 * /EnterpriseService/Users (用户管理, issue 25 §2; docs/administration.md "用户"): the enterprise's users
 * on the resource engine, for administrators with `admin.users` (the server checks every call).
 */
import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { ResourceAdmin } from '../features/resources/components/resource-admin.tsx';
import { UserInstitution } from '../features/resources/institutions/institution-actions.tsx';
import { RoleAssignment, UserNoAudit, UserUnbind } from '../features/resources/users/user-actions.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import type { EnterpriseUserMessage } from '../shared/index.ts';
import { ENTERPRISE_USERS } from '../shared/resources/enterprise-user.ts';
import type { PageProps } from './page-props.ts';

/** A user's detail adds his institution (docs/administration.md "机构") and 免审批; a row 解绑; the chosen rows 分配角色 ("用户"). */
const detail = (record: EnterpriseUserMessage) => (
  <>
    <UserInstitution record={record} />
    <UserNoAudit key={record.noAudit} record={record} />
  </>
);
const rowActions = (record: EnterpriseUserMessage) => <UserUnbind record={record} />;
const batchActions = (chosen: readonly EnterpriseUserMessage[], clear: () => void) => <RoleAssignment chosen={chosen} clear={clear} />;

export default function UsersPage({ title }: PageProps) {
  const { can } = usePermissions();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {can(ENTERPRISE_USERS.permission) ? <ResourceAdmin declaration={ENTERPRISE_USERS} detail={detail} rowActions={rowActions} batchActions={batchActions} deleteNote="删除后不能再登录，变更记录会保留。" /> : <Hint>没有用户管理权限。</Hint>}
    </section>
  );
}
