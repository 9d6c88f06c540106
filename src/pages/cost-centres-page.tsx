/**
 * /EnterpriseService/CostCentres (成本中心, issue 25 §2; docs/administration.md "成本中心"): the
 * enterprise's cost centres on the resource engine, for administrators with `admin.costCentres` (the
 * server checks every call). The parent and the approver are chosen by name; a centre's detail adds
 * its 上级 and 下级 (each opens its own detail), its cars, its audit and its QR image.
 */
import { useQuery } from '@tanstack/react-query';

import { PRODUCT_NAME } from '../config/product.ts';
import { Hint } from '../components/ui/layout.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { costCentreChoicesQuery } from '../features/resources/cost-centres/cost-centres-api.ts';
import { CostCentreDetail } from '../features/resources/cost-centres/cost-centre-audit.tsx';
import { ResourceAdmin } from '../features/resources/components/resource-admin.tsx';
import { usePermissions } from '../features/session/hooks/use-permissions.ts';
import { useTransport } from '../lib/transport-context.tsx';
import type { CostCentreMessage } from '../shared/index.ts';
import { COST_CENTRES } from '../shared/resources/cost-centre.ts';
import type { PageProps } from './page-props.ts';

const detail = (record: CostCentreMessage, open: (id: string) => void) => <CostCentreDetail record={record} open={open} />;

function CostCentresAdmin() {
  const transport = useTransport();
  const choices = useQuery(costCentreChoicesQuery(transport));
  return (
    <ResourceAdmin
      declaration={COST_CENTRES}
      {...(choices.data ? { choices: choices.data } : {})}
      detail={detail}
      deleteNote="有下级成本中心的不能删除；已下的订单保留其成本中心名称，变更记录会保留。"
    />
  );
}

export default function CostCentresPage({ title }: PageProps) {
  const { can } = usePermissions();
  return (
    <section>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {can(COST_CENTRES.permission) ? <CostCentresAdmin /> : <Hint>没有成本中心管理权限。</Hint>}
    </section>
  );
}
