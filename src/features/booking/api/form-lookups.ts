/**
 * The form engine's lookups (`FormLookups`, src/form-engine/lookups.ts) over the reference
 * server's calls (spec §7). The city-independent lists (cities, car levels, cost centres, the
 * fleet) go through the query client, so the form asks once while they are fresh; the city's
 * lookups are asked with the city each time, so a new city always asks again (spec §4). Wire
 * shapes are mapped onto the engine's small, flat ones here, so no widget depends on a wire format.
 */
import type { QueryClient } from '@tanstack/react-query';

import { AddressType } from '../../../../rules/index.ts';
import type { FormLookups, LookupOwnCar, LookupPlace } from '../../../form-engine/lookups.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { AirportAddress, City, CompanyAddress, PlaceAddress, SuggestedPlace } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';
import { bookingLookups } from './lookups.ts';

/** Enough for a booker's common renters: he keeps them by hand. */
const RENTERS = 500;

/** How long a city-independent list is reused while the form is open. */
const FRESH_MS = 60_000;

/**
 * A place as the place calls answer it: a suggestion or a geocoded address (`SuggestedPlace`, with what
 * it is in Chinese, `category`), an airport, a place or a company address.
 */
export type WirePlace = AirportAddress | PlaceAddress | CompanyAddress | SuggestedPlace;

/**
 * A wire address (place, company or airport) as a lookup place.
 *
 * @example lookupPlace(pvg).addressType // 1 (an airport)
 */
export function lookupPlace(place: WirePlace): LookupPlace {
  const category = 'category' in place && typeof place.category === 'string' && place.category !== '' ? { category: place.category } : {};
  if ('airPortCode' in place && 'name' in place) {
    const airport = place;
    return {
      key: `airport-${airport.airPortCode}`,
      placeId: airport.placeId,
      addressType: AddressType.AIRPORT.value,
      landmark: airport.landmark || airport.name,
      address: airport.address,
      addressEn: airport.addressEn,
      city: airport.city,
      cityCode: airport.cityCode,
      province: airport.province,
      lat: airport.lat,
      lng: airport.lng,
      airPortCode: airport.airPortCode,
      terminals: airport.terminals,
      ...category,
    };
  }
  return {
    key: place.placeId || `place-${place.addressType}-${'id' in place ? place.id : place.landmark}`,
    placeId: place.placeId,
    addressType: place.addressType,
    landmark: place.landmark,
    address: place.address,
    addressEn: place.addressEn,
    city: place.city,
    cityCode: place.cityCode,
    province: 'province' in place ? place.province : '',
    lat: place.lat,
    lng: place.lng,
    ...('airPortCode' in place && place.airPortCode ? { airPortCode: place.airPortCode, terminals: place.terminals ?? [] } : {}),
    ...category,
  };
}

/** The Chinese message of a failed lookup, for the widget to show. */
function failed(what: string) {
  return (error: unknown): never => {
    throw new Error(`暂时无法获取${what}：${error instanceof Error ? error.message : String(error)}`);
  };
}

/**
 * The lookups of one booking page, for one booker's enterprise.
 *
 * @example const lookups = useMemo(() => formLookups(queryClient, transport, user.enterpriseId), [queryClient, transport, user.enterpriseId]);
 */
export function formLookups(client: QueryClient, transport: Transport, enterpriseId: number): FormLookups {
  const q = bookingLookups(transport);
  const fetch = <T,>(options: { queryKey: readonly unknown[]; queryFn?: (...args: never[]) => T | Promise<T> }) =>
    client.fetchQuery({ ...options, staleTime: FRESH_MS } as Parameters<QueryClient['fetchQuery']>[0]) as Promise<T>;
  const inCity = (cityCode: string) => ({ cityCode });

  return {
    cities: () =>
      fetch<City[]>(q.cities()).then((cities) => cities.map(({ cityCode, cityName, province }) => ({ cityCode, cityName, province })), failed('城市列表')),
    searchPlaces: (cityCode, keyword, query = {}) =>
      resultOf(
        transport.call(endpoints.csOrder.placeSearch, {
          query: {
            ...inCity(cityCode),
            keyword,
            ...(query.addressTypes?.length ? { addressTypes: query.addressTypes.join(',') } : {}),
            ...(query.limit ? { limit: query.limit } : {}),
          },
          // Drawn in the suggestions' own line; a cancelled one (the booker typed on) is no failure.
          suppressErrorMessages: true,
          signal: query.signal,
        }),
      ).then((list) => list.map(lookupPlace), failed('地点')),
    geocode: (cityCode, address, signal) =>
      resultOf(transport.call(endpoints.csOrder.addressLocation, { query: { ...inCity(cityCode), address }, suppressErrorMessages: true, signal })).then(
        (place) => (place ? lookupPlace(place) : null),
        failed('地址定位'),
      ),
    flight: (flightNumber, date) =>
      resultOf(transport.call(endpoints.foundation.flight, { query: date ? { flightNumber, date } : { flightNumber } })).then(
        (flight) => (flight ? { flightNumber: flight.flightNumber, airPortCode: flight.airPortCode, terminal: flight.terminal, arrivalTime: flight.arrivalTime } : null),
        failed('航班信息'),
      ),
    carLevels: () =>
      fetch(q.carCategories(enterpriseId)).then(
        (levels) => levels.map((level) => ({ id: level.carTypeLevel, name: level.carTypeLevelName, pictureUrl: level.carImg, seats: level.maxPass, estimatedPrice: null })),
        failed('车型'),
      ),
    costCentres: () =>
      fetch(q.costCentres()).then(
        (centres) =>
          centres.map((c) => ({
            id: c.id,
            name: c.name,
            approverName: c.approverName,
            approverEmail: c.approverEmail,
            approverPhone: c.approverCellphone,
            ...(c.specialParts ? { specialParts: c.specialParts } : {}),
          })),
        failed('成本中心'),
      ),
    creditCards: () =>
      resultOf(transport.call(endpoints.payment.userCreditCard)).then(
        (cards) =>
          cards.map((card) => ({
            bindingCreditCardId: card.bindingCreditCardId,
            cardNumber: card.cardNumber,
            cardType: card.cardType,
            vipCardId: card.vipCardId,
            bankName: card.bankName,
            expires: `${card.expireYear}/${String(card.expireMonth).padStart(2, '0')}`,
          })),
        failed('信用卡'),
      ),
    giftCards: (boardingTime) =>
      resultOf(transport.call(endpoints.csOrder.giftCards, { query: boardingTime ? { boardingTime } : {} })).then(
        (cards) => cards.map(({ id, name, balance, expireDate }) => ({ id, name, balance, expireDate })),
        failed('礼品E卡'),
      ),
    approvers: () =>
      resultOf(transport.call(endpoints.csAccount.auditors)).then(
        (list) => list.map((a) => ({ name: a.approverName, email: a.approverEmail, phone: a.approverCellphone, city: '' })),
        failed('审批人'),
      ),
    // Quietly: a passenger typed by phone who is nobody's colleague is no failure.
    colleagueByPhone: (phoneNumber) =>
      resultOf(transport.call(endpoints.user.byPhoneNumber, { query: { phoneNumber }, suppressErrorMessages: true })).then((user) => (user ? { name: user.trueName } : null), () => null),
    // His own only (the server answers the session's booker's); one page holds any booker's list.
    commonRenters: () =>
      resultOf(transport.call(endpoints.commonRenter.list, { query: { pageSize: RENTERS, sortKey: 'name', sortOrder: 'asc' }, suppressErrorMessages: true })).then(
        (page) => page.items.map(({ name, phoneNumber, email }) => ({ name, phone: phoneNumber, email })),
        failed('常用乘车人'),
      ),
    reviewers: async (cityCode) => {
      // The reviewer list is kept by city name.
      const cities = cityCode ? await fetch<City[]>(q.cities()).catch(failed('城市列表')) : [];
      const city = cities.find((c) => c.cityCode === cityCode)?.cityName;
      return resultOf(transport.call(endpoints.enterpriseConfig.auditors, { query: city ? { city } : {} })).then(
        (list) => list.map((r) => ({ name: r.approverName, email: r.approverEmail, phone: r.approverCellphone, city: r.city })),
        failed('行政审批人'),
      );
    },
    ownCars: async () => {
      const [cars, booked] = await Promise.all([fetch(q.ownCars(enterpriseId)), resultOf(transport.call(endpoints.ownCar.serviceTimes, { body: {} }))]).catch(
        failed('自有车辆'),
      );
      const times = new Map(booked.map((c) => [c.carLicense, c.bookedTimes.map((t) => ({ from: t.fromTime, to: t.toTime }))]));
      const byType = new Map<number, LookupOwnCar & { licences: { carLicense: string; booked: { from: string; to: string }[] }[] }>();
      for (const car of cars) {
        if (car.isDeleted) continue;
        const entry = byType.get(car.carType) ?? { carType: car.carType, carTypeDesc: car.carTypeDesc, color: car.color, licences: [] };
        entry.licences.push({ carLicense: car.carLicense, booked: times.get(car.carLicense) ?? [] });
        byType.set(car.carType, entry);
      }
      return [...byType.values()];
    },
    uploadAttachment: async (file, onProgress) => {
      // The file's own bytes and type (transport.upload, docs/transport.md "Uploads"), with progress.
      // A refusal's message is the server's own sentence (too large, a used-up quota: 您 24 小时内上传的
      // 附件已达上限…), which the widget shows under the field as it is, and alone (no toast besides, issue 22).
      const uploaded = await resultOf(
        transport.upload(endpoints.csOrder.uploadAuditFile, file, {
          suppressErrorMessages: true,
          onProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
        }),
      );
      onProgress(1);
      return { fileId: uploaded.fileId, name: uploaded.name, url: uploaded.url };
    },
  };
}
