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
  it('asks airports and stations of the chosen city and maps them to places of their kind', async () => {
    const transport = fakeTransport({
      [endpoints.foundation.airport.path]: () => ok([PVG]),
      [endpoints.foundation.address.path]: () => ok([STATION]),
    });
    const lookups = formLookups(createQueryClient(), transport, 1001);
    const [airport] = await lookups.airports('310100');
    expect(airport).toMatchObject({ placeId: 'airport:PVG', addressType: 1, landmark: '上海浦东国际机场', airPortCode: 'PVG', terminals: ['T1', 'T2'], cityCode: '310100' });
    const [station] = await lookups.railwayStations('310100');
    expect(station).toMatchObject({ placeId: 'address:7', addressType: 2, landmark: '上海虹桥站', city: '上海' });
    expect(transport.callsTo(endpoints.foundation.airport.path)[0]!.options.query).toEqual({ cityCode: '310100' });
    expect(transport.callsTo(endpoints.foundation.address.path)[0]!.options.query).toEqual({ cityCode: '310100', addressType: 2 });
  });

  it('asks again when the city changes (spec §4)', async () => {
    const transport = fakeTransport({ [endpoints.enterpriseConfig.companyAddress.path]: () => ok([]) });
    const lookups = formLookups(createQueryClient(), transport, 1001);
    await lookups.companyAddresses('310100');
    await lookups.companyAddresses('110100');
    expect(transport.callsTo(endpoints.enterpriseConfig.companyAddress.path).map((c) => c.options.query)).toEqual([{ cityCode: '310100' }, { cityCode: '110100' }]);
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
    const transport = fakeTransport({ [endpoints.foundation.airport.path]: () => refused(500, '服务繁忙') });
    await expect(formLookups(createQueryClient(), transport, 1001).airports('310100')).rejects.toThrow('暂时无法获取机场：服务繁忙');
  });

  it('an upload the server refuses fails with the server’s own sentence (a used-up quota), for the widget to show', async () => {
    const quota = '您 24 小时内上传的附件已达上限（50 个文件或 30 MB），请稍后再上传';
    const transport = fakeTransport({ [endpoints.csOrder.uploadAuditFile.path]: () => httpError(413, quota, endpoints.csOrder.uploadAuditFile) });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], '审批单.pdf', { type: 'application/pdf' });
    await expect(formLookups(createQueryClient(), transport, 1001).uploadAttachment(file, () => {})).rejects.toMatchObject({ message: quota });
  });
});
