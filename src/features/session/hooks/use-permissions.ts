import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { hasPermission } from '../../../../rules/account/permissions.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { permissionsQuery } from '../api/permissions.ts';

/** No permissions: what `can` answers before the tree arrives or when it failed. */
const NONE = Object.freeze(Object.create(null) as Record<string, true>);

/**
 * The user's permissions (spec §6): `can(name)` gates a feature, `names` lists them all.
 * The tree is fetched once per session.
 *
 * @example const { can } = usePermissions(); if (can(HOLIDAY_PERMISSION)) offerHolidayTrips();
 */
export function usePermissions() {
  const query = useQuery(permissionsQuery(useTransport()));
  const map = query.data ?? NONE;
  const can = useCallback((name: string) => hasPermission(map, name), [map]);
  const names = useMemo(() => Object.keys(map), [map]);
  return { can, names, isPending: query.isPending, isError: query.isError };
}
