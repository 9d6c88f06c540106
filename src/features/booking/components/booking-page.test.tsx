// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { bundleAnswers, sampleBundle } from '../../../../tests/support/booking-answers.ts';
import { ok } from '../../../../tests/support/fake-transport.ts';
import type { FakeAnswer } from '../../../../tests/support/fake-transport.ts';
import { renderPortal, signedInAnswers } from '../../../../tests/support/portal.tsx';
import { specialCarPayload } from '../../../../tests/server/payloads.ts';
import { endpoints } from '../../../shared/index.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The first render loads the lazy page and its queries; a loaded machine may take more than the default second. */
const SLOW = { timeout: 10_000 };

function answers(extra: Record<string, FakeAnswer> = {}): Record<string, FakeAnswer> {
  return {
    ...signedInAnswers(),
    ...bundleAnswers(sampleBundle()),
    [endpoints.csOrder.detail.path]: () => ok({ ...specialCarPayload(), creditCard: null, orderId: 'S-1', status: 2, statusName: '已预订', price: 100, createdAt: 1, updatedAt: 1 }),
    ...extra,
  };
}

describe('the booking page modes (spec §2)', () => {
  it('refuses to update an order IsCanUpdate says may no longer change, and offers a copy', async () => {
    const { transport } = renderPortal('/EnterpriseService/SpecialCar?mode=u&orderId=S-1', answers({ [endpoints.csOrder.isCanUpdate.path]: () => ok(false) }));
    expect(await screen.findByText(/订单 S-1 已不能修改/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '复制为新订单' }).getAttribute('href')).toBe('/EnterpriseService/SpecialCar?mode=a&orderId=S-1');
    expect(transport.callsTo(endpoints.csOrder.isCanUpdate.path)[0]!.options.query).toEqual({ orderId: 'S-1' });
  });

  it('asks nobody whether a new order may change', async () => {
    const { transport } = renderPortal(
      '/EnterpriseService/SpecialCar?mode=x&orderId=S-1',
      answers({ [endpoints.csOrder.isCanUpdate.path]: () => ok(false), [endpoints.csOrder.paymentType.path]: () => new Promise(() => {}) }),
    );
    await screen.findByRole('heading', { level: 1, name: '专车预订' }, SLOW);
    await screen.findByText('加载中…', {}, SLOW);
    expect(transport.callsTo(endpoints.csOrder.isCanUpdate.path)).toHaveLength(0);
    expect(transport.callsTo(endpoints.csOrder.detail.path)).toHaveLength(0);
  });

  it('says what is wrong with a broken enterprise config, and where, instead of opening the form', async () => {
    const broken = sampleBundle();
    broken.specialFields = [...(broken.specialFields ?? []), { ...broken.specialFields![0]!, specialId: 999, isAssociation: true, parentSpecialId: 12345 }];
    renderPortal('/EnterpriseService/OwnCar', { ...answers(), ...bundleAnswers(broken) });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/^企业配置有误，暂时无法预订/);
    expect(alert.textContent).toContain('/specialFields/');
  });

  it('says so when the order to copy cannot be read', async () => {
    renderPortal(
      '/EnterpriseService/SpecialCar?mode=a&orderId=S-404',
      answers({ [endpoints.csOrder.detail.path]: () => ({ isSuccess: false, errorCode: 40400001, message: '订单不存在', result: null, status: 200 }) }),
    );
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('无法获取订单 S-404：订单不存在');
  });
});
