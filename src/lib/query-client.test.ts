import { describe, expect, it } from 'vitest';

import { businessError, fakeFetch, success } from '../../tests/support/fake-api.ts';
import { endpoints } from '../shared/index.ts';
import { createTransport } from '../transport/index.ts';
import { createQueryClient, endpointQuery, TransportCallError } from './query-client.ts';

describe('the query client (spec §7: retry 0, cache time 0)', () => {
  it('neither retries nor keeps anything', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, gcTime: 0, staleTime: 0 });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('an endpoint query', () => {
  it('keys on the endpoint and the query', () => {
    const transport = createTransport({ fetch: fakeFetch(() => success()).fetch });
    expect(endpointQuery(transport, endpoints.csOrder.detail, { orderId: 7 }).queryKey).toEqual([
      'transport',
      'GET',
      '/enterpriseapi',
      '/CsOrder/Detail',
      { orderId: 7 },
    ]);
  });

  it('yields the result of a successful call, fetching again each time', async () => {
    const fake = fakeFetch(() => success({ orderId: 7 }));
    const transport = createTransport({ fetch: fake.fetch, getOperatorId: () => '' });
    const client = createQueryClient();
    const options = endpointQuery(transport, endpoints.csOrder.detail, { orderId: 7 });
    await expect(client.fetchQuery(options)).resolves.toEqual({ orderId: 7 });
    await expect(client.fetchQuery(options)).resolves.toEqual({ orderId: 7 });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.query!.get('orderId')).toBe('7');
  });

  it('fails with the transport answer once, without retry', async () => {
    const fake = fakeFetch(() => businessError(30000001, '订单不存在'));
    const transport = createTransport({ fetch: fake.fetch, getOperatorId: () => '' });
    const error = await createQueryClient()
      .fetchQuery(endpointQuery(transport, endpoints.csOrder.detail, { orderId: 7 }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportCallError);
    expect((error as TransportCallError).response).toMatchObject({ errorCode: 30000001, message: '订单不存在' });
    expect(fake.requests).toHaveLength(1);
  });
});
