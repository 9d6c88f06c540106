// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { bundleAnswers, sampleBundle } from '../../../../tests/support/booking-answers.ts';
import { ok } from '../../../../tests/support/fake-transport.ts';
import type { FakeAnswer } from '../../../../tests/support/fake-transport.ts';
import { renderPortal, signedInAnswers } from '../../../../tests/support/portal.tsx';
import { ownCarPayload, specialCarPayload } from '../../../../tests/server/payloads.ts';
import { endpoints } from '../../../shared/index.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const SLOW = { timeout: 10_000 };
const stateOf = (status: number) => ({ status, statusName: '', price: null, createdAt: 1, updatedAt: 1 });

function answers(extra: Record<string, FakeAnswer>): Record<string, FakeAnswer> {
  return { ...signedInAnswers(), ...bundleAnswers(sampleBundle()), [endpoints.csOrder.isCanUpdate.path]: () => ok(false), [endpoints.ownOrder.isCanUpdate.path]: () => ok(false), ...extra };
}

describe('the order actions of the detail page (orderEvents, docs/rules.md 10.7)', () => {
  it.each([
    [1, true],
    [2, true],
    [5, false],
    [8, false],
    [9, false],
  ])('a special-car order in status %i offers 取消订单: %s', async (status, offered) => {
    renderPortal('/EnterpriseService/Order/SpecialCar/S-1', answers({ [endpoints.csOrder.detail.path]: () => ok({ ...specialCarPayload(), orderId: 'S-1', ...stateOf(status) }) }));
    const group = await screen.findByRole('group', { name: '订单动作' }, SLOW);
    expect(within(group).queryByRole('button', { name: '取消订单' }) !== null).toBe(offered);
  });

  it('a driver-assigned own-car order offers 取消订单; confirming cancels it and the detail reads it again', async () => {
    let status = 3;
    const cancels: string[] = [];
    renderPortal(
      '/EnterpriseService/Order/OwnCar/O-1',
      answers({
        [endpoints.ownOrder.detail.path]: () => ok({ ...ownCarPayload(), orderId: 'O-1', ...stateOf(status) }),
        [endpoints.ownOrder.cancel.path]: () => {
          cancels.push('O-1');
          status = 9;
          return ok({ orderId: 'O-1', status: 9 });
        },
        [endpoints.ownOrder.smsLog.path]: () => ok([]),
        [endpoints.ownOrder.emailLog.path]: () => ok([]),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }, SLOW));
    expect(await screen.findByText('确定取消订单 O-1 吗？取消后不能恢复，可复制为新订单。', {}, SLOW)).toBeTruthy();
    expect(cancels).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '确认取消' }));
    expect(await screen.findByText('已取消', {}, SLOW)).toBeTruthy();
    expect(cancels).toEqual(['O-1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull(), SLOW);
    expect(await screen.findByText('没有短信记录。', {}, SLOW)).toBeTruthy();
  });
});
