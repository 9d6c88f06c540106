import { describe, expect, it } from 'vitest';

import { orderKindOfSlug } from './api/orders.ts';
import { bookingPath, orderDetailPath, pageModeLabel, pageModeOf } from './paths.ts';

const modeOf = (query: string) => pageModeOf(new URLSearchParams(query));

describe('the booking page modes (spec §2)', () => {
  it('mode a with an order id copies the order', () => {
    expect(modeOf('mode=a&orderId=S-1')).toEqual({ mode: 'copy', orderId: 'S-1' });
  });

  it('mode u with an order id updates the order', () => {
    expect(modeOf('mode=u&orderId=S-1')).toEqual({ mode: 'update', orderId: 'S-1' });
  });

  it.each(['', 'mode=x&orderId=S-1', 'mode=a', 'mode=u&orderId=', 'mode=A&orderId=S-1', 'orderId=S-1'])(
    'anything else (%s) starts a new order',
    (query) => {
      expect(modeOf(query)).toEqual({ mode: 'new' });
    },
  );

  it('says an update or a copy beside the title with the order id (issue 22 §2), nothing for a new order', () => {
    expect(pageModeLabel(modeOf('mode=u&orderId=CS20260101'))).toBe('修改订单 CS20260101');
    expect(pageModeLabel(modeOf('mode=a&orderId=OC7'))).toBe('复制订单 OC7');
    expect(pageModeLabel(modeOf(''))).toBeNull();
  });

  it('spells the paths the modes are read from', () => {
    expect(bookingPath('special-car')).toBe('/EnterpriseService/SpecialCar');
    expect(modeOf(bookingPath('own-car', { mode: 'u', orderId: 'O 7' }).split('?')[1]!)).toEqual({ mode: 'update', orderId: 'O 7' });
    expect(orderDetailPath('own-car', 'O-7')).toBe('/EnterpriseService/Order/OwnCar/O-7');
  });

  it('reads a kind back from its URL slug, whatever the case', () => {
    expect(orderKindOfSlug('SpecialCar')).toBe('special-car');
    expect(orderKindOfSlug('owncar')).toBe('own-car');
    expect(orderKindOfSlug('Bus')).toBeUndefined();
  });
});
