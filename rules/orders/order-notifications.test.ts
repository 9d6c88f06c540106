import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildOwnCarOrder } from './own-car-order.ts';
import { ownCarNotifications } from './order-notifications.ts';
import type { OwnCarForm } from './own-car-order.ts';

const FORM: OwnCarForm = {
  fromTime: '2026-12-01 10:00', beforeAllow: 0, toTime: '2026-12-01 12:00', afterAllow: 0, tripType: 1,
  pickUp: { addressType: 3, city: '上海', cityCode: '310100', address: '碧波路690号', landmark: '华信', lat: 31.2, lng: 121.5, airline: '', trainNumber: '' },
  destination: { addressType: 3, city: '上海', cityCode: '310100', address: '南京西路1515号', landmark: '嘉里中心', lat: 31.22, lng: 121.44, airline: '', trainNumber: '' },
  isStop: false, isMeetGreet: false, additionStopsList: [],
  bookerName: '王小明', bookerPhone: '13800000001', bookerEmail: 'wang@example.cn',
  passName: '陈晓明', passPhone: '13800000003', passEmail: 'chen@example.cn', passList: [],
  contactPhone: '13800000003', passNo: 1, specialConfig: [], costCentre: '研发中心', specialCostCentre: null, costCentreOwner: '',
  carType: 2, carLicense: '沪A·D1234', carOwnEnterprise: 1001, comments: '', sms: [],
  auditor: { phoneNumber: '', email: '', name: '' }, isFixedTime: false, fixedEndTime: '', weekdays: [],
};
const payload = (sms: number[]) => buildOwnCarOrder({ ...FORM, sms }, { enterpriseId: 1001, userId: 'u-1001-101', userLevel: 1 });

describe('the notifications an own-car order sends', () => {
  it('none when no message option is chosen', () => {
    expect(ownCarNotifications(payload([]), 'OC1', 'create')).toEqual([]);
  });

  it('one per chosen option, to the booker\u2019s and the passenger\u2019s phone or e-mail, in Chinese', () => {
    expect(ownCarNotifications(payload([8, 5]), 'OC20261123000001', 'cancel')).toEqual([
      { channel: 'sms', recipient: 'booker', address: '13800000001', content: '【企业用车】您的自有车订单 OC20261123000001 已取消。用车时间 2026-12-01 10:00，车辆 沪A·D1234。' },
      { channel: 'email', recipient: 'passenger', address: 'chen@example.cn', content: '【企业用车】您的自有车订单 OC20261123000001 已取消。用车时间 2026-12-01 10:00，车辆 沪A·D1234。' },
    ]);
  });

  it('the driver has no address before one is assigned', () => {
    expect(ownCarNotifications(payload([6, 7]), 'OC1', 'update').map((n) => [n.channel, n.recipient, n.address])).toEqual([
      ['sms', 'driver', ''], ['email', 'driver', ''],
    ]);
  });

  it('as many messages as flags set, whatever the options chosen', () => {
    fc.assert(fc.property(fc.subarray([4, 5, 6, 7, 8, 9]), fc.constantFrom('create', 'update', 'cancel' as const), (sms, event) => {
      const p = payload(sms);
      const set = Object.entries(p.other).filter(([key, value]) => key !== 'remark' && value === true).length;
      return ownCarNotifications(p, 'OC1', event).length === set;
    }));
  });
});
