/**
 * /EnterpriseService/Settings, 企业设置 (issue 25 §2, docs/administration.md "企业设置"), for admins
 * with `admin.config` (the server checks every call). Composed here: a role's permissions are chosen
 * among the admin's own (the session's tree, its leaves), which the settings feature is handed.
 */
import { useMemo } from 'react';

import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../config/product.ts';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import { SettingsEditor } from '../features/settings/components/settings-editor.tsx';
import type { PageProps } from './page-props.ts';

/** The permission the page needs (the config preview's too). */
const SETTINGS_PERMISSION = 'admin.config';

export default function EnterpriseSettingsPage({ title }: PageProps) {
  const { can, names, isPending } = usePermissions();
  // The leaves of his tree: `admin.users`, not its parent `admin` (a name no feature checks).
  const grantable = useMemo(() => names.filter((name) => !names.some((other) => other.startsWith(`${name}.`))).sort(), [names]);
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {isPending ? <Hint>加载中…</Hint> : can(SETTINGS_PERMISSION) ? <SettingsEditor grantable={grantable} /> : <Hint>没有企业设置权限。</Hint>}
    </section>
  );
}
