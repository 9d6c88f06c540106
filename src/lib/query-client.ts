/**
 * Server state through TanStack Query on top of the transport. The transport already shares
 * identical in-flight calls, retries 5xx answers only when asked and shows every failure
 * through its hooks, so the query client adds none of that: no retry, and cache time 0
 * (spec §7 "retry … default retry count 0; cache time 0").
 */
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { QueryObserverOptions } from '@tanstack/react-query';
import type { Endpoint, QueryParams, ResponseOf } from '../shared/index.ts';
import type { Transport, TransportResult } from '../transport/index.ts';

/**
 * What a query or mutation built on the transport throws when the call fails (no answer,
 * non-2xx, or a business error). The failure was already shown through the transport's hooks.
 */
export class TransportCallError extends Error {
  override readonly name = 'TransportCallError';
  constructor(readonly response: TransportResult) {
    super(response.message || `errorCode ${response.errorCode}`);
  }
}

/**
 * The portal's query client (spec §7): no retry, nothing kept or considered fresh once unused.
 *
 * @example <QueryClientProvider client={createQueryClient()}>…</QueryClientProvider>
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: 0, staleTime: 0 },
      mutations: { retry: false, gcTime: 0 },
    },
  });
}

/**
 * The `result` of a successful call, or throws `TransportCallError` (what `queryFn` and
 * `mutationFn` expect).
 *
 * @example useMutation({ mutationFn: (body: NewOrder) => resultOf(transport.call(endpoints.csOrder.create, { body })) })
 */
export async function resultOf<T>(pending: Promise<TransportResult<T>>): Promise<T> {
  const response = await pending;
  if (!response.isSuccess || response.errorCode !== 0) throw new TransportCallError(response);
  return response.result;
}

/**
 * `queryOptions` for one endpoint and query (a `queryOptions`-style helper): the key names
 * the endpoint and the query, the function calls the transport and yields the `result`, typed
 * by the endpoint (`src/shared/responses.ts`).
 *
 * @example
 * const detail = useQuery(endpointQuery(transport, endpoints.csOrder.detail, { orderId }));
 */
export function endpointQuery<E extends Endpoint>(transport: Transport, endpoint: E, query: QueryParams = {}) {
  return queryOptions({
    queryKey: ['transport', endpoint.method, endpoint.prefix, endpoint.path, query] as const,
    queryFn: (): Promise<ResponseOf<E>> => resultOf(transport.call(endpoint, { query })),
  });
}

/** The options of any query (a feature's `queryOptions`), for code that asks without reading the answer's type (the boot's prefetch). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options; the answer is not read through this type
export type AnyQueryOptions = QueryObserverOptions<any, any, any, any, any>;
