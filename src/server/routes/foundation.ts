/**
 * Reference lookups of the booking flows: cities, airports, addresses and place search (spec §7
 * Foundation, CsOrder), cost centres and their approvers (CsAccount), car categories (Driver) and
 * the enterprise's own cars and licences (own fleet).
 */
import { AddressType } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import type { Airport, City, OwnCar, PlaceAddress } from '../db/reference-data.ts';
import { offeredCarLevels } from '../enterprise-data.ts';
import { endpoints } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { ok } from '../protocol/envelope.ts';
import { bodyObject, isJsonObject, optionalNumber, optionalText, paging, type Params } from '../protocol/params.ts';
import { referenceRows } from '../store/reference.ts';
import { ownEnterprise } from './enterprise-config.ts';

/** The city a query names by `cityCode`, `cityName` or `city`; undefined when it names none. */
function cityFilter(ctx: UserContext, params: Params = ctx.params): ((cityCode: string) => boolean) | undefined {
  const code = optionalText(params, 'cityCode');
  const name = optionalText(params, 'cityName') ?? optionalText(params, 'city');
  if (code === undefined && name === undefined) return undefined;
  const cities = referenceRows(ctx.deps.db, 'city');
  const wanted = new Set(cities.filter((c) => c.cityCode === code || c.cityName === name).map((c) => c.cityCode));
  return (cityCode) => wanted.has(cityCode);
}

function cityOf(cities: readonly City[], cityCode: string) {
  const city = cities.find((c) => c.cityCode === cityCode);
  return { city: city?.cityName ?? '', cityCode, province: city?.province ?? '' };
}

/** An address in the order addresses' shape (spec §3 boardingAddress). */
function placeOf(cities: readonly City[], a: PlaceAddress) {
  return { id: a.id, addressType: a.addressType, ...cityOf(cities, a.cityCode), landmark: a.landmark, address: a.address, addressEn: a.addressEn, lat: a.lat, lng: a.lng };
}

function airportOf(cities: readonly City[], a: Airport) {
  return {
    airPortCode: a.airPortCode,
    name: a.name,
    nameEn: a.nameEn,
    terminals: a.terminals,
    addressType: AddressType.AIRPORT.value,
    isAirPort: true,
    ...cityOf(cities, a.cityCode),
    landmark: a.name,
    address: a.name,
    addressEn: a.nameEn,
    lat: a.lat,
    lng: a.lng,
  };
}

/** A car message of spec §3 "Car message". */
function carMessageOf(car: OwnCar) {
  const time = `${car.purchaseDate} 00:00:00`;
  return { ...car, isDeleted: 0, creationTime: time, lastModificationTime: time };
}

const matches = (keyword: string | undefined, ...texts: string[]) => keyword === undefined || texts.some((t) => t.includes(keyword));

export const foundationRoutes = apiRoutes([
  {
    endpoint: endpoints.foundation.city,
    handle: (ctx) => {
      const keyword = optionalText(ctx.params, 'keyword');
      return ok(referenceRows(ctx.deps.db, 'city').filter((c) => matches(keyword, c.cityName, c.province)));
    },
  },
  {
    endpoint: endpoints.foundation.airport,
    handle: (ctx) => {
      const inCity = cityFilter(ctx);
      const cities = referenceRows(ctx.deps.db, 'city');
      return ok(referenceRows(ctx.deps.db, 'airport').filter((a) => !inCity || inCity(a.cityCode)).map((a) => airportOf(cities, a)));
    },
  },
  {
    endpoint: endpoints.foundation.address,
    handle: (ctx) => {
      const inCity = cityFilter(ctx);
      const addressType = optionalNumber(ctx.params, 'addressType');
      const cities = referenceRows(ctx.deps.db, 'city');
      const addresses = referenceRows(ctx.deps.db, 'address').filter(
        (a) => (!inCity || inCity(a.cityCode)) && (addressType === undefined || a.addressType === addressType),
      );
      return ok(addresses.map((a) => placeOf(cities, a)));
    },
  },
  {
    endpoint: endpoints.csOrder.placeSearch,
    handle: (ctx) => {
      const keyword = optionalText(ctx.params, 'keyword') ?? optionalText(ctx.params, 'keyWord');
      const inCity = cityFilter(ctx);
      const { db } = ctx.deps;
      const cities = referenceRows(db, 'city');
      const company = referenceRows(db, 'companyAddress', ctx.user.enterpriseId).map((a) => ({ ...a, addressType: AddressType.COMPANY.value }));
      const places = [...referenceRows(db, 'address'), ...company]
        .filter((a) => (!inCity || inCity(a.cityCode)) && matches(keyword, a.landmark, a.address))
        .map((a) => placeOf(cities, a));
      const airports = referenceRows(db, 'airport')
        .filter((a) => (!inCity || inCity(a.cityCode)) && matches(keyword, a.name, a.nameEn, a.airPortCode))
        .map((a) => airportOf(cities, a));
      return ok([...airports, ...places]);
    },
  },
  {
    endpoint: endpoints.csOrder.commonAddress,
    handle: (ctx) => {
      // addressType 1: frequent boarding places (5), 2: frequent drop-off places (6) (spec §7).
      const kind = optionalNumber(ctx.params, 'addressType') === 2 ? AddressType.FREQUENT_DROP_OFF.value : AddressType.FREQUENT_BOARDING.value;
      const inCity = cityFilter(ctx);
      const cities = referenceRows(ctx.deps.db, 'city');
      const addresses = referenceRows(ctx.deps.db, 'frequentAddress', ctx.user.userId).filter(
        (a) => a.addressType === kind && (!inCity || inCity(a.cityCode)),
      );
      return ok(addresses.map((a) => placeOf(cities, a)));
    },
  },
  {
    endpoint: endpoints.csAccount.costCenter,
    handle: (ctx) => {
      const keyword = optionalText(ctx.params, 'keyword') ?? optionalText(ctx.params, 'name');
      const centres = referenceRows(ctx.deps.db, 'costCentre', ownEnterprise(ctx)).filter((c) => matches(keyword, c.name));
      return ok(centres.map(({ enterpriseId: _e, ...centre }) => centre));
    },
  },
  {
    endpoint: endpoints.csAccount.auditors,
    handle: (ctx) => {
      const id = optionalNumber(ctx.params, 'costCenterId');
      const name = optionalText(ctx.params, 'costCenterName') ?? optionalText(ctx.params, 'costCenter');
      const centres = referenceRows(ctx.deps.db, 'costCentre', ownEnterprise(ctx)).filter(
        (c) => (id === undefined || c.id === id) && (name === undefined || c.name === name),
      );
      return ok(centres.map((c) => ({ costCenterId: c.id, costCenterName: c.name, approverName: c.approverName, approverEmail: c.approverEmail, approverCellphone: c.approverCellphone })));
    },
  },
  {
    endpoint: endpoints.driver.carCategoryForDropDownList,
    handle: (ctx) => ok(offeredCarLevels(ctx.deps.db, ownEnterprise(ctx))),
  },
  {
    endpoint: endpoints.ownCar.list,
    handle: (ctx) => {
      const body = bodyObject(ctx.body, true);
      const license = optionalText(body, 'carLicense');
      const carType = optionalNumber(body, 'carType');
      const cars = referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId).filter(
        (c) => matches(license, c.carLicense) && (carType === undefined || c.carType === carType),
      );
      const { pageIndex, pageSize } = paging(body);
      return ok({ total: cars.length, items: cars.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map(carMessageOf) });
    },
  },
  {
    endpoint: endpoints.ownCar.detail,
    handle: (ctx) => {
      const license = optionalText(ctx.params, 'carLicense');
      const car = referenceRows(ctx.deps.db, 'ownCar', ownEnterprise(ctx)).find((c) => c.carLicense === license);
      return ok(car ? carMessageOf(car) : null);
    },
  },
  {
    endpoint: endpoints.ownCar.byEnterpriseId,
    handle: (ctx) => ok(referenceRows(ctx.deps.db, 'ownCar', ownEnterprise(ctx)).map(carMessageOf)),
  },
  {
    endpoint: endpoints.ownCar.infoByCarType,
    handle: (ctx) => {
      const body = isJsonObject(ctx.body) ? ctx.body : {};
      const carType = optionalNumber(body, 'carType');
      // Only the user's own enterprise: other enterprises' cars are not this user's to book.
      const cars = referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId).filter((c) => carType === undefined || c.carType === carType);
      return ok(cars.map(carMessageOf));
    },
  },
  {
    endpoint: endpoints.ownCar.unassignedDriverLicenses,
    handle: (ctx) => ok(referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId).map((c) => c.carLicense)),
  },
  {
    endpoint: endpoints.ownCar.colors,
    handle: (ctx) => ok(referenceRows(ctx.deps.db, 'carColor')),
  },
]);
