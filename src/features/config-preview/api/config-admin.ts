/** The config preview's calls (src/shared/endpoints.ts `configAdmin`) as queries and mutations. */
import { queryOptions } from '@tanstack/react-query';

import type { EnterpriseBundle, StoredOrder } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

export const configAdminKeys = {
  all: ['config-admin'] as const,
  live: () => [...configAdminKeys.all, 'live'] as const,
  versions: () => [...configAdminKeys.all, 'versions'] as const,
  orders: () => [...configAdminKeys.all, 'stored-orders'] as const,
};

/** The live bundle and its version; a booker gets 484 (the transport shows it). */
export const fetchLiveConfig = (transport: Transport) => resultOf(transport.call(endpoints.configAdmin.bundle));

export const liveConfigQuery = (transport: Transport) => queryOptions({ queryKey: configAdminKeys.live(), queryFn: () => fetchLiveConfig(transport) });

export const versionsQuery = (transport: Transport) =>
  queryOptions({ queryKey: configAdminKeys.versions(), queryFn: () => resultOf(transport.call(endpoints.configAdmin.versions)) });

/** The stored orders, as the diff's replay reads them. */
export const storedOrdersQuery = (transport: Transport) =>
  queryOptions({
    queryKey: configAdminKeys.orders(),
    queryFn: async (): Promise<StoredOrder[]> =>
      (await resultOf(transport.call(endpoints.configAdmin.storedOrders))).map((o) => ({
        orderId: o.orderId,
        businessType: o.businessType,
        bookerId: o.bookerId,
        userLevel: o.userLevel,
        payload: o.payload,
      })),
    staleTime: 60_000,
  });

export const saveConfig = (transport: Transport, body: { bundle: EnterpriseBundle; summary: string; basedOn: number }) =>
  resultOf(transport.call(endpoints.configAdmin.save, { body }));

/**
 * Restores `version`; `basedOn` is the version the admin was looking at (the server refuses a stale
 * one, 422); `summary` the impact the confirmation showed, kept with the new version.
 */
export const restoreConfig = (transport: Transport, version: number, basedOn: number, summary = '') =>
  resultOf(transport.call(endpoints.configAdmin.restore, { body: { version, basedOn, ...(summary === '' ? {} : { summary }) } }));

/** One saved version with its bundle (the restore's confirmation and the version history's diff compare it). */
export const fetchVersion = (transport: Transport, version: number) => resultOf(transport.call(endpoints.configAdmin.version, { query: { version } }));

export const versionQuery = (transport: Transport, version: number) =>
  queryOptions({ queryKey: [...configAdminKeys.all, 'version', version] as const, queryFn: () => fetchVersion(transport, version), staleTime: Infinity });

/** The fixture bundles of `fixtures/enterprises/`, fetched on demand into the preview's chunk (never into /login's). */
const FIXTURES = import.meta.glob<unknown>('../../../../fixtures/enterprises/*/bundle.json', { import: 'default' });

/** Each fixture's enterprise name (only the names are in the page's chunk): the choices are named by them, never by folder. */
const FIXTURE_TITLES = import.meta.glob<string>('../../../../fixtures/enterprises/*/bundle.json', { import: 'enterpriseName', eager: true });

const folderOf = (path: string) => /enterprises\/([^/]+)\/bundle\.json$/.exec(path)?.[1] ?? path;

export const fixtureNames = (): string[] => Object.keys(FIXTURES).map(folderOf).sort();

/** The fixtures as the admin chooses them: the folder as the value, the enterprise's name as the title (issue 24 §2). */
export const fixtureChoices = (): { name: string; title: string }[] =>
  Object.entries(FIXTURE_TITLES)
    .map(([path, title]) => ({ name: folderOf(path), title: `${title}（示例）` }))
    .sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));

/** A fixture's bundle made this enterprise's (its own `enterpriseId`, no `$schema`), as text. */
export async function fixtureText(name: string, enterpriseId: number): Promise<string> {
  const load = FIXTURES[`../../../../fixtures/enterprises/${name}/bundle.json`];
  if (!load) throw new Error('没有这份示例配置');
  const { $schema: _schema, ...bundle } = (await load()) as Record<string, unknown>;
  return JSON.stringify({ ...bundle, enterpriseId }, null, 2);
}
