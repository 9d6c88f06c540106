/**
 * The cost centres' calls beside the resource engine's (docs/administration.md "成本中心"): the choices
 * of the add / edit form (the enterprise's users as approvers, its cost centres as parents, by name),
 * a centre's family and assets, the QR image, and the audit.
 */
import { queryOptions } from '@tanstack/react-query';

import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import { COST_CENTRES } from '../../../shared/resources/cost-centre.ts';
import type { Transport } from '../../../transport/index.ts';
import { resourceKeys } from '../api/resource-api.ts';
import type { FieldChoices } from '../resource-forms.ts';

/** Enough for the parent's choice: every cost centre an enterprise keeps by hand. */
const PARENT_CHOICES = 500;

/** Under the resource's keys, so a write that refreshes the list refreshes them too. */
const keys = {
  choices: [...resourceKeys.all(COST_CENTRES.name), 'choices'] as const,
  qr: (id: string) => [...resourceKeys.all(COST_CENTRES.name), 'qr', id] as const,
  staff: (id: string) => [...resourceKeys.all(COST_CENTRES.name), 'staff', id] as const,
  family: (id: string) => [...resourceKeys.all(COST_CENTRES.name), 'family', id] as const,
  assets: (id: string) => [...resourceKeys.all(COST_CENTRES.name), 'assets', id] as const,
};

/** A cost centre's ancestors (nearest first) and its direct children, by name. */
export function costCentreFamilyQuery(transport: Transport, costCenterId: string) {
  return queryOptions({
    queryKey: keys.family(costCenterId),
    queryFn: () => resultOf(transport.call(endpoints.csAccount.parentAndChild, { query: { costCenterId } })),
  });
}

/** The fleet's cars charged to a cost centre (one of their 负责人 is charged to it), with the car type's title. */
export function costCentreAssetsQuery(transport: Transport, costCenterId: string) {
  return queryOptions({
    queryKey: keys.assets(costCenterId),
    queryFn: () => resultOf(transport.call(endpoints.csAccount.assets, { query: { costCenterId } })),
  });
}

/** The users charged to a cost centre (their cost centre is its name). */
export function costCentreStaffQuery(transport: Transport, costCenterId: string) {
  return queryOptions({
    queryKey: keys.staff(costCenterId),
    queryFn: () => resultOf(transport.call(endpoints.csAccount.staffList, { query: { costCenterId } })),
  });
}

/** The form's choices: 上级成本中心 among the enterprise's cost centres, 审批人 among its users, each by name ('' none). */
export function costCentreChoicesQuery(transport: Transport) {
  return queryOptions({
    queryKey: keys.choices,
    queryFn: async (): Promise<FieldChoices> => {
      const [centres, staff] = await Promise.all([
        resultOf(transport.call(endpoints.csAccount.all, { query: { pageSize: PARENT_CHOICES, sortKey: 'name', sortOrder: 'asc' } })),
        resultOf(transport.call(endpoints.csAccount.staffList)),
      ]);
      return {
        parentId: [{ const: '', title: '无（顶级成本中心）' }, ...centres.items.map((c) => ({ const: c.costCenterId, title: `${c.name}（${c.code}）` }))],
        approverUserId: [{ const: '', title: '暂不指定' }, ...staff.map((u) => ({ const: u.userId, title: u.empNo ? `${u.trueName}（${u.empNo}）` : u.trueName }))],
      };
    },
  });
}

export function costCentreQrQuery(transport: Transport, costCenterId: string) {
  return queryOptions({
    queryKey: keys.qr(costCenterId),
    queryFn: () => resultOf(transport.call(endpoints.csAccount.qrImg, { query: { costCenterId } })),
  });
}

/** The audit's calls; a refusal is said by the page (the reason's under its field). */
export const costCentreAudit = (transport: Transport) => ({
  pass: (costCenterId: string) => resultOf(transport.call(endpoints.csAccount.auditPass, { body: { costCenterId }, suppressErrorMessages: true })),
  refuse: (costCenterId: string, reason: string) => resultOf(transport.call(endpoints.csAccount.auditRefuse, { body: { costCenterId, reason }, suppressErrorMessages: true })),
});
