/**
 * A resource's calls over the transport, made from its declaration (docs/resources.md): the list,
 * the detail, the import log, and the writes. The engine is generic, so an answer is typed by the
 * declaration's record (`R`), not by the catalogue's per-call types.
 */
import { queryOptions } from '@tanstack/react-query';

import { resultOf } from '../../../lib/query-client.ts';
import type { Endpoint, ImportLogMessage, ResourceDeclaration, ResourceDetail, ResourcePage, SortOrder } from '../../../shared/index.ts';
import type { Transport, TransportResult } from '../../../transport/index.ts';
import { pageOfWhole } from './whole-list.ts';

/** What the list asks: the filter form's values, the sort and the page. */
export interface ListRequest {
  filter: Record<string, unknown>;
  sortKey: string;
  sortOrder: SortOrder;
  pageIndex: number;
}

export const resourceKeys = {
  all: (name: string) => ['resource', name] as const,
  list: (name: string, request: ListRequest) => ['resource', name, 'list', request] as const,
  detail: (name: string, id: string) => ['resource', name, 'detail', id] as const,
  importLogs: (name: string) => ['resource', name, 'importLogs'] as const,
};

/** Any declaration, as far as the calls read it. */
type AnyDeclaration = Pick<ResourceDeclaration<object, object>, 'name' | 'endpoints' | 'pageSize' | 'idsKey' | 'listAnswer'> & { idKey: string };

/** A call of a generic endpoint, its answer typed by the caller (the engine knows the record's type, the catalogue the call's). */
function call<T>(transport: Transport, endpoint: Endpoint, options: { query?: Record<string, unknown>; body?: unknown; suppressErrorMessages?: boolean }): Promise<T> {
  const pending = transport.call(endpoint as never, options as never) as unknown as Promise<TransportResult<T>>;
  return resultOf(pending);
}

/** A call the declaration may leave out; the page asks it only when declared, so its absence here is a programmer's error. */
function declared(endpoint: Endpoint | undefined, name: string): Endpoint {
  if (!endpoint) throw new Error(`resource-api: the declaration has no ${name} call`);
  return endpoint;
}

/** The filter without empty values and 全部 (0), as the list and the export send it. */
export function filterParams(filter: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== 0 && (typeof v === 'string' || typeof v === 'number'))) as Record<string, string | number>;
}

/** The list's page; a list answered whole (`listAnswer: 'whole'`) is asked with the filter alone and sorted and paged here. */
export function listQuery<R extends object>(transport: Transport, declaration: AnyDeclaration, request: ListRequest) {
  const { list } = declaration.endpoints;
  const whole = declaration.listAnswer === 'whole';
  const params = whole ? filterParams(request.filter) : { ...filterParams(request.filter), sortKey: request.sortKey, sortOrder: request.sortOrder, pageIndex: request.pageIndex, pageSize: declaration.pageSize };
  const options = list.method === 'GET' ? { query: params } : { body: params };
  return queryOptions({
    queryKey: resourceKeys.list(declaration.name, request),
    queryFn: async () => (whole ? pageOfWhole(await call<R[]>(transport, list, options), request, declaration.pageSize) : call<ResourcePage<R>>(transport, list, options)),
  });
}

export function detailQuery<R extends object>(transport: Transport, declaration: AnyDeclaration, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail(declaration.name, id),
    queryFn: () => call<ResourceDetail<R>>(transport, declared(declaration.endpoints.detail, 'detail'), { query: { [declaration.idKey]: id } }),
  });
}

export function importLogsQuery(transport: Transport, declaration: AnyDeclaration) {
  return queryOptions({
    queryKey: resourceKeys.importLogs(declaration.name),
    queryFn: () => call<ImportLogMessage[]>(transport, declared(declaration.endpoints.importLogs, 'importLogs'), {}),
  });
}

/** The writes; a refusal is said by the form (under its field) or by the page, never by the transport besides (one message once). */
export function resourceWrites<R extends object, B extends object>(transport: Transport, declaration: AnyDeclaration) {
  const { endpoints } = declaration;
  return {
    add: (body: B) => call<R>(transport, endpoints.add, { body, suppressErrorMessages: true }),
    update: (body: B) => call<R>(transport, endpoints.update, { body, suppressErrorMessages: true }),
    /** The ids as the records hold them (a number stays a number: the server's schema checks its type). */
    remove: (ids: readonly unknown[]) => call<{ deleted: number }>(transport, declared(endpoints.delete, 'batch delete'), { body: { [declaration.idsKey]: ids }, suppressErrorMessages: true }),
    /** One record by its id in the query (`deleteOne`: a resource without the batch delete). */
    removeOne: (id: unknown) => call<unknown>(transport, declared(endpoints.deleteOne, 'single delete'), { query: { [declaration.idKey]: id }, suppressErrorMessages: true }),
  };
}
