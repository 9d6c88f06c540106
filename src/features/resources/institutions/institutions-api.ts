/** The institutions' calls beside the resource engine's (docs/administration.md "机构"): the status, the enabled ones by name, a user's binding. */
import { queryOptions } from '@tanstack/react-query';

import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import { INSTITUTIONS } from '../../../shared/resources/institution.ts';
import type { Transport } from '../../../transport/index.ts';
import { resourceKeys } from '../api/resource-api.ts';
import type { FieldChoices } from '../resource-forms.ts';

/** The binding form's choices: the enabled institutions by name, or none ('' unbinds). */
export function institutionChoicesQuery(transport: Transport) {
  return queryOptions({
    queryKey: [...resourceKeys.all(INSTITUTIONS.name), 'choices'] as const,
    queryFn: async (): Promise<FieldChoices> => {
      const enabled = await resultOf(transport.call(endpoints.enterpriseInstitution.fuzzyQuery));
      return { institutionId: [{ const: '', title: '不属于任何机构' }, ...enabled.map((i) => ({ const: i.institutionId, title: i.name }))] };
    },
  });
}

export const institutionWrites = (transport: Transport) => ({
  setState: (institutionId: string, state: number) => resultOf(transport.call(endpoints.enterpriseInstitution.status, { body: { institutionId, state }, suppressErrorMessages: true })),
  bind: (userId: string, institutionId: string) => resultOf(transport.call(endpoints.enterpriseUser.institutionBind, { body: { userId, institutionId }, suppressErrorMessages: true })),
});
