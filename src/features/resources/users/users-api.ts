/** The users' calls beside the resource engine's (docs/administration.md "用户"): the roles by name, role assignment, unbinding, the no-audit list. */
import { queryOptions } from '@tanstack/react-query';

import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import { ENTERPRISE_USERS } from '../../../shared/resources/enterprise-user.ts';
import type { Transport } from '../../../transport/index.ts';
import { resourceKeys } from '../api/resource-api.ts';
import type { FieldChoices } from '../resource-forms.ts';

/** The role form's choices: 企业设置's roles by name (a role is named once per enterprise). */
export function roleChoicesQuery(transport: Transport) {
  return queryOptions({
    queryKey: [...resourceKeys.all(ENTERPRISE_USERS.name), 'roles'] as const,
    queryFn: async (): Promise<FieldChoices> => {
      const { roles } = await resultOf(transport.call(endpoints.enterpriseConfig.roles));
      return { roleName: roles.map((r) => ({ const: r.name, title: r.name })) };
    },
  });
}

/** A refusal is said by the page once (the transport's own message suppressed). */
export const userWrites = (transport: Transport) => ({
  assignRole: (userIds: string[], roleName: string) => resultOf(transport.call(endpoints.enterpriseUser.roleAssign, { body: { userIds, roleName }, suppressErrorMessages: true })),
  unbind: (userId: string) => resultOf(transport.call(endpoints.enterpriseUser.unbind, { body: { userId }, suppressErrorMessages: true })),
  setNoAudit: (userIds: string[], noAudit: 0 | 1) => resultOf(transport.call(endpoints.enterpriseUser.setNoNeedToAudit, { body: { userIds, noAudit }, suppressErrorMessages: true })),
});
