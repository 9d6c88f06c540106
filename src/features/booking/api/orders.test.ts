import { describe, expect, it, vi } from 'vitest';

import type { OwnCarOrderPayload, SpecialCarOrderPayload } from '../../../../rules/index.ts';
import { endpoints } from '../../../shared/index.ts';
import { fakeTransport, refused } from '../../../../tests/support/fake-transport.ts';
import { saveOwnCarOrder, saveSpecialCarOrder } from './orders.ts';
import { estimatePrice } from './price.ts';

/**
 * One message once (issue 21 §1, §4): the booking form draws a refused save's or estimate's sentence
 * itself (under the approver or address it is about, else above the form), so the transport must
 * not toast it as well.
 */
describe('a refused booking call is told by the form alone', () => {
  const sentence = '审批人不能是预订人本人，请填写其他审批人';
  const paths = [endpoints.csOrder.create, endpoints.csOrder.update, endpoints.ownOrder.create, endpoints.ownOrder.update, endpoints.csOrder.estimatePrice].map((e) => e.path);

  it.each([
    ['专车 create', (t: Parameters<typeof saveSpecialCarOrder>[0]) => saveSpecialCarOrder(t, {} as SpecialCarOrderPayload, { attemptKey: null })],
    ['专车 update', (t: Parameters<typeof saveSpecialCarOrder>[0]) => saveSpecialCarOrder(t, {} as SpecialCarOrderPayload, { orderId: 'CS1' })],
    ['自有车 create', (t: Parameters<typeof saveOwnCarOrder>[0]) => saveOwnCarOrder(t, {} as OwnCarOrderPayload, { attemptKey: 'k' })],
    ['自有车 update', (t: Parameters<typeof saveOwnCarOrder>[0]) => saveOwnCarOrder(t, {} as OwnCarOrderPayload, { orderId: 'OC1' })],
    ['估价', (t: Parameters<typeof estimatePrice>[0]) => estimatePrice(t, {})],
  ])('%s: rejected with the server sentence, no toast', async (_name, call) => {
    const onBusinessError = vi.fn();
    const transport = fakeTransport(Object.fromEntries(paths.map((path) => [path, () => refused(20400010, sentence)])), { onBusinessError });
    await expect(call(transport)).rejects.toThrow(sentence);
    expect(transport.calls).toHaveLength(1);
    expect(onBusinessError).not.toHaveBeenCalled();
  });
});
