import { describe, expect, it } from 'vitest';
import { DEMO_BOOKER, startTestServer } from './client.ts';
import { specialCarPayload } from './payloads.ts';

describe('persistence', () => {
  it('orders and sessions survive a restart on the same data folder', async () => {
    const t = await startTestServer();
    try {
      const client = t.client();
      await client.signIn(t.logs, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
      const created = await client.call('POST', '/CsOrder/Create', { body: specialCarPayload() });
      const { orderId } = created.envelope.result as { orderId: string };

      await t.restart();
      const again = t.client();
      again.cookie = client.cookie;
      const detail = await again.call('GET', '/CsOrder/Detail', { params: { orderId } });
      expect(detail.envelope).toMatchObject({ isSuccess: true, result: { orderId } });
      // The seed runs once: a restart does not add the fixtures again.
      expect(t.logs.filter((l) => l.startsWith('[seed]'))).toHaveLength(1);
    } finally {
      await t.stop();
    }
  });
});
