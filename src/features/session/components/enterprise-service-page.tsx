import type { ReactNode } from 'react';

import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Hint, Paragraph, Section } from '../../../components/ui/layout.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TagList } from '../../../components/ui/tag-list.tsx';
import { PRODUCT_NAME } from '../../../config/product.ts';
import type { PageProps } from '../../../pages/page-props.ts';
import { displayName } from '../api/current-user.ts';
import type { CurrentUser } from '../api/current-user.ts';
import { useCurrentUser } from '../hooks/use-current-user.ts';
import { usePermissions } from '../hooks/use-permissions.ts';
import { permissionLabel } from '../../../../rules/account/permission-labels.ts';

function enterpriseOf(user: CurrentUser): string {
  return user.enterpriseName?.trim() || `企业编号 ${user.enterpriseId}`;
}

function Permissions() {
  const { names, isPending, isError } = usePermissions();
  if (isPending) return <Hint>加载中…</Hint>;
  if (isError) return <Hint>暂时无法获取功能权限。</Hint>;
  if (names.length === 0) return <Hint>暂无可用功能，请联系企业管理员开通。</Hint>;
  const items = [...names].sort().map((name) => ({ key: name, text: permissionLabel(name) }));
  return <TagList label="可用功能" items={items} />;
}

/**
 * The session's part of /EnterpriseService: the welcome, the account and what the user may do.
 * `children` comes between the account and the permissions: the start page (src/pages/) puts the
 * booking links and recent orders there, since a feature does not import another.
 */
export function EnterpriseServiceWelcome({ title, children }: PageProps & { children?: ReactNode }) {
  // The guard has fetched the user before this page renders.
  const user = useCurrentUser().data;
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {user ? (
        <>
          <Paragraph>{`欢迎，${displayName(user)}`}</Paragraph>
          <Section title="账号信息">
            <DescriptionList
              items={[
                { label: '所属企业', value: enterpriseOf(user) },
                { label: '手机号', value: user.phoneNumber },
                { label: '成本中心', value: user.costCenter || '—' },
              ]}
            />
          </Section>
        </>
      ) : null}
      {children}
      <Section title="可用功能">
        <Permissions />
      </Section>
    </section>
  );
}
