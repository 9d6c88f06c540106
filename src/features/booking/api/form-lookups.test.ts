import { describe, expect, it } from 'vitest';

import { fakeTransport, httpError, ok, refused } from '../../../../tests/support/fake-transport.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { AirportAddress, OwnCarMessage, PlaceAddress } from '../../../shared/index.ts';
import { formLookups } from './form-lookups.ts';

const PVG: AirportAddress = {
  placeId: 'airport:PVG',
  airPortCode: 'PVG',
  name: '上海浦东国际机场',
  nameEn: 'Shanghai Pudong',
  terminals: ['T1', 'T2'],
  addressType: 1,
  isAirPort: true,
  landmark: '',
  address: '上海市浦东新区',
  addressEn: '',
  lat: 31.14,
  lng: 121.8,
  city: '上海',
  cityCode: '310100',
  province: '上海市',
};

const STATION: PlaceAddress = {
  id: 7,
  placeId: 'address:7',
  addressType: 2,
  landmark: '上海虹桥站',
  address: '上海市闵行区',
  addressEn: '',
  lat: 31.19,
  lng: 121.32,
  city: '上海',
  cityCode: '310100',
  province: '上海市',
};

const car = (carLicense: string, carType: number, isDeleted = 0): OwnCarMessage => ({
  enterpriseId: 1001,
  carLicense,
  carType,
  carTypeDesc: `车型 ${carType}`,
  color: '白色',
  colorId: 1,
  purchaseDate: '2024-01-01',
  carOwnership: 1, seats: 4,
  isDeleted,
  creationTime: '',
  lastModificationTime: '',
});

describe('the booking page\'s lookups over the transport', () => {
  it('asks the suggestions of the chosen city for what was typed, narrowed to the kinds asked, and maps them to places of their kind', async () => {
    const transport = fakeTransport({ [endpoints.csOrder.placeSearch.path]: () => ok([{ ...PVG, category: '机场' }, { ...STATION, category: '火车站' }]) });
    const lookups = formLookups(createQueryClient(), transport, 1001);
    const [airport, station] = await lookups.searchPlaces('310100', '虹桥', { addressTypes: [1, 2], limit: 8 });
    expect(airport).toMatchObject({ placeId: 'airport:PVG', addressType: 1, landmark: '上海浦东国际机场', airPortCode: 'PVG', terminals: ['T1', 'T2'], cityCode: '310100', category: '机场' });
    expect(station).toMatchObject({ key: 'address:7', placeId: 'address:7', addressType: 2, landmark: '上海虹桥站', city: '上海', category: '火车站' });
    expect(transport.callsTo(endpoints.csOrder.placeSearch.path)[0]!.options.query).toEqual({ cityCode: '310100', keyword: '虹桥', addressTypes: '1,2', limit: 8 });
  });

  it('passes the signal of a search on, so the request of a superseded keyword is cancelled', async () => {
    const transport = fakeTransport({ [endpoints.csOrder.placeSearch.path]: () => ok([]) });
    const controller = new AbortController();
    await formLookups(createQueryClient(), transport, 1001).searchPlaces('310100', '', { signal: controller.signal });
    const call = transport.callsTo(endpoints.csOrder.placeSearch.path)[0]!;
    expect(call.options.signal).toBe(controller.signal);
    expect(call.options.query).toEqual({ cityCode: '310100', keyword: '' });
  });

  it('geocodes a free-text address in a city, null when it names no place', async () => {
    let answer: unknown = { ...STATION, placeId: 'geo:abc', addressType: 3, landmark: '南京东路300号' };
    const transport = fakeTransport({ [endpoints.csOrder.addressLocation.path]: () => ok(answer) });
    const lookups = formLookups(createQueryClient(), transport, 1001);
    expect(await lookups.geocode!('310100', '上海市黄浦区南京东路300号')).toMatchObject({ placeId: 'geo:abc', landmark: '南京东路300号', addressType: 3 });
    expect(transport.callsTo(endpoints.csOrder.addressLocation.path)[0]!.options.query).toEqual({ cityCode: '310100', address: '上海市黄浦区南京东路300号' });
    answer = null;
    expect(await lookups.geocode!('310100', '不存在的地方')).toBeNull();
  });

  it('asks the reviewers of a city by its name', async () => {
    const transport = fakeTransport({
      [endpoints.foundation.city.path]: () => ok([{ cityCode: '310100', cityName: '上海', province: '上海市', lat: 0, lng: 0 }]),
      [endpoints.enterpriseConfig.auditors.path]: () => ok([{ approverName: '周国栋', approverEmail: 'z@example.cn', city: '上海', approverCellphone: '13912349999' }]),
    });
    const reviewers = await formLookups(createQueryClient(), transport, 1001).reviewers('310100');
    expect(reviewers).toEqual([{ name: '周国栋', email: 'z@example.cn', phone: '13912349999', city: '上海' }]);
    expect(transport.callsTo(endpoints.enterpriseConfig.auditors.path)[0]!.options.query).toEqual({ city: '上海' });
  });

  it("answers the booker's own common renters by name, phone and e-mail, all in one page", async () => {
    const transport = fakeTransport({
      [endpoints.commonRenter.list.path]: () => ok({ total: 1, items: [{ renterId: 'r-1', name: '刘洋', phoneNumber: '13900000041', email: 'liu@example.cn' }] }),
    });
    const renters = await formLookups(createQueryClient(), transport, 1001).commonRenters!();
    expect(renters).toEqual([{ name: '刘洋', phone: '13900000041', email: 'liu@example.cn' }]);
    expect(transport.callsTo(endpoints.commonRenter.list.path)[0]!.options.query).toEqual({ pageSize: 500, sortKey: 'name', sortOrder: 'asc' });
  });

  it('groups the fleet by car type with each licence\'s booked times, leaving deleted cars out', async () => {
    const transport = fakeTransport({
      [endpoints.ownCar.byEnterpriseId.path]: () => ok([car('沪A1', 1), car('沪A2', 1), car('沪A3', 2, 1)]),
      [endpoints.ownCar.serviceTimes.path]: () => ok([{ carLicense: '沪A1', bookedTimes: [{ fromTime: '2026-11-24 09:00', toTime: '2026-11-24 12:00', reason: '订单' }] }]),
    });
    const cars = await formLookups(createQueryClient(), transport, 1001).ownCars();
    expect(cars).toEqual([
      {
        carType: 1,
        carTypeDesc: '车型 1',
        color: '白色',
        licences: [
          { carLicense: '沪A1', booked: [{ from: '2026-11-24 09:00', to: '2026-11-24 12:00' }] },
          { carLicense: '沪A2', booked: [] },
        ],
      },
    ]);
  });

  it('fails with a Chinese message saying what could not be had', async () => {
    const transport = fakeTransport({ [endpoints.csOrder.placeSearch.path]: () => refused(500, '服务繁忙') });
    await expect(formLookups(createQueryClient(), transport, 1001).searchPlaces('310100', '人民')).rejects.toThrow('暂时无法获取地点：服务繁忙');
  });

  it('an upload the server refuses fails with the server’s own sentence (a used-up quota), for the widget to show', async () => {
    const quota = '您 24 小时内上传的附件已达上限（50 个文件或 30 MB），请稍后再上传';
    const transport = fakeTransport({ [endpoints.csOrder.uploadAuditFile.path]: () => httpError(413, quota, endpoints.csOrder.uploadAuditFile) });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], '审批单.pdf', { type: 'application/pdf' });
    await expect(formLookups(createQueryClient(), transport, 1001).uploadAttachment(file, () => {})).rejects.toMatchObject({ message: quota });
  });
});
