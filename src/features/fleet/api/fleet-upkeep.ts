/**
 * Editing the fleet and keeping its cars over the transport (issue 11 §4; docs/fleet.md "Car
 * upkeep"): the PUTs of the edit forms, owners and a car's days of service (排班); a car's edit and
 * batch delete are the resource engine's (src/shared/resources/own-car.ts).
 */
import { queryOptions } from '@tanstack/react-query';

import type { CarOwnerBody } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

export const upkeepKeys = {
  owners: (carLicense: string) => ['fleet', 'owners', carLicense] as const,
  week: (carLicense: string, fromDate: string) => ['fleet', 'week', carLicense, fromDate] as const,
};

export const ownersQuery = (transport: Transport, carLicense: string) =>
  queryOptions({
    queryKey: upkeepKeys.owners(carLicense),
    queryFn: () => resultOf(transport.call(endpoints.ownCar.owners, { query: { carLicense } })),
  });

/** One car's days from `fromDate` (a week). */
export const weekQuery = (transport: Transport, carLicense: string, fromDate: string, days = 7) =>
  queryOptions({
    queryKey: upkeepKeys.week(carLicense, fromDate),
    queryFn: () => resultOf(transport.call(endpoints.ownCar.multiDayServiceTimes, { body: { carLicenses: [carLicense], fromDate, days } })),
  });

export const upkeepWrites = (transport: Transport) => ({
  addOwner: (body: CarOwnerBody) => resultOf(transport.call(endpoints.ownCar.addOwner, { body })),
  deleteOwner: (id: number) => resultOf(transport.call(endpoints.ownCar.deleteOwner, { query: { id } })),
});
