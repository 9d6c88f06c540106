/**
 * The fleet's costs, imports and exports over the transport (spec §7 "costs"; docs/fleet.md "Costs",
 * "Imports and exports"): the cost list and add, and for each kind of file its endpoints.
 */
import { queryOptions } from '@tanstack/react-query';

import type { CarCostBody, ImportKind } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints, type DownloadEndpoint, type UploadEndpoint } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

export interface CostFilter {
  carLicense?: string;
  kind?: number;
  fromDate?: string;
  toDate?: string;
  pageIndex: number;
}
export const COST_PAGE_SIZE = 10;

export const costsQuery = (transport: Transport, filter: CostFilter) =>
  queryOptions({
    queryKey: ['fleet', 'costs', filter] as const,
    queryFn: () => resultOf(transport.call(endpoints.ownCost.list, { body: { ...filter, pageSize: COST_PAGE_SIZE } })),
  });

/** Adds a cost; the form draws a refusal under its field (`result.field`) or says it itself, so the transport tells no hook (one message once, issue 22). */
export const addCost = (transport: Transport, body: CarCostBody) => resultOf(transport.call(endpoints.ownCost.create, { body, suppressErrorMessages: true }));

/** The template, import and export calls of each kind of fleet file. */
export const FLEET_FILES: Record<ImportKind, { label: string; template: DownloadEndpoint; import: UploadEndpoint; export: DownloadEndpoint }> = {
  driver: { label: '司机', template: endpoints.ownDriver.exportTemplate, import: endpoints.ownDriver.import, export: endpoints.ownDriver.export },
  car: { label: '车辆', template: endpoints.ownCar.exportTemplate, import: endpoints.ownCar.import, export: endpoints.ownCar.export },
  cost: { label: '费用', template: endpoints.ownCost.exportTemplate, import: endpoints.ownCost.import, export: endpoints.ownCost.export },
};
