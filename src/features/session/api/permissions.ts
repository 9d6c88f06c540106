import { queryOptions } from '@tanstack/react-query';

import { flattenPermissionTree } from '../../../../rules/account/permissions.ts';
import type { PermissionMap, PermissionNode } from '../../../../rules/account/permissions.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';
import { sessionKeys } from './query-keys.ts';

/**
 * The permission tree, fetched once per session and flattened to a name map (spec §6:
 * "fetched as a tree, cached, flattened"). Never stale and never collected, for this query only:
 * permissions change with a new sign-in, which clears the cache anyway.
 */
export function permissionsQuery(transport: Transport) {
  return queryOptions({
    queryKey: sessionKeys.permissions,
    // A backend that answers no tree (null) grants nothing.
    queryFn: async (): Promise<PermissionNode[]> => (await resultOf(transport.call(endpoints.enterpriseUser.permissions))) ?? [],
    staleTime: Infinity,
    // Kept while unobserved too (the client's default gcTime is 0), so leaving and coming back does not refetch.
    gcTime: Infinity,
    select: flattenPermissionTree,
    retry: false,
  });
}

export type { PermissionMap };
