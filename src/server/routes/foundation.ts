/**
 * Reference lookups of the booking flows: cities, airports, addresses (spec §7 Foundation, CsOrder;
 * place search, geocoding and routes are in places.ts), cost centres and their approvers (CsAccount) and car categories (Driver
 * catalogue). The enterprise's own cars are in fleet.ts.
 */
import { AddressType, CostCentreState, formatBoardingTime, parseBoardingTime } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import type { Airport, City, PlaceAddress } from '../db/reference-data.ts';
import { offeredCarLevels } from '../enterprise-data.ts';
import { endpoints, placeIdOf, type PlaceKind } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok } from '../protocol/envelope.ts';
import { BadRequestText } from '../messages.ts';
import { optionalNumber, optionalText, type Params } from '../protocol/params.ts';
import { chargeableCostCentres } from '../store/cost-centres.ts';
import { referenceRow, referenceRows } from '../store/reference.ts';

/** A flight number as airlines print it: two letters or digits, then 1-5 digits (MU5101, 3U8881). */
const FLIGHT_NUMBER = /^[A-Z0-9]{2}\d{1,5}$/;
import { ownEnterprise } from './enterprise-config.ts';
import { matchesKeyword } from './matches-keyword.ts';
import { suggestedOf } from './places.ts';

/**
 * The `addressType` of /CsOrder/CommonAddress is its own code (spec §7 "addressType 1 or 2"), not
 * an address kind: 1 asks for the frequent boarding places, 2 for the frequent drop-off places;
 * anything else is read as 1.
 */
const COMMON_ADDRESS_KIND: Readonly<Record<number, number>> = {
  1: AddressType.FREQUENT_BOARDING.value,
  2: AddressType.FREQUENT_DROP_OFF.value,
};

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

/**
 * An address in the order addresses' shape (spec §3 boardingAddress), with the id of its place
 * (src/shared/places.ts): the address a booker picks carries it, and the server prices from it.
 */
function placeOf(cities: readonly City[], kind: Exclude<PlaceKind, 'airport'>, a: PlaceAddress) {
  return {
    id: a.id,
    placeId: placeIdOf(kind, a.id),
    addressType: a.addressType,
    ...cityOf(cities, a.cityCode),
    landmark: a.landmark,
    address: a.address,
    addressEn: a.addressEn,
    lat: a.lat,
    lng: a.lng,
  };
}

function airportOf(cities: readonly City[], a: Airport) {
  return {
    placeId: placeIdOf('airport', a.airPortCode),
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

export const foundationRoutes = apiRoutes([
  {
    endpoint: endpoints.foundation.city,
    handle: (ctx) => {
      const keyword = optionalText(ctx.params, 'keyword');
      // The radius describes the server's own records (docs/server.md "Places"), not part of the city list of spec §3.
      const cities = referenceRows(ctx.deps.db, 'city').filter((c) => matchesKeyword(keyword, c.cityName, c.province));
      return ok(cities.map(({ radiusKm: _radius, ...city }) => city));
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
    // The flight lookup (spec §6: config 135 turns it on for the own car; the special car always
    // has it): a flight number and an optional date `YYYY-MM-DD` (today, China time, without one);
    // null for a flight the server does not know. A malformed number or date is a 400.
    endpoint: endpoints.foundation.flight,
    handle: (ctx) => {
      const flightNumber = (optionalText(ctx.params, 'flightNumber') ?? '').trim().toUpperCase();
      if (!FLIGHT_NUMBER.test(flightNumber)) return httpError(400, BadRequestText.invalid('flightNumber'));
      const date = optionalText(ctx.params, 'date') ?? '';
      if (date !== '' && !parseBoardingTime(`${date} 00:00`).ok) return httpError(400, BadRequestText.invalid('date'));
      const day = date === '' ? formatBoardingTime(ctx.deps.now()).slice(0, 10) : date;
      const flight = referenceRow(ctx.deps.db, 'flight', flightNumber);
      return ok(flight ? { flightNumber, airPortCode: flight.airPortCode, terminal: flight.terminal, arrivalTime: `${day} ${flight.arrivalClock}` } : null);
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
      // With a city, the bundled places of that city too (docs/places.md): its railway stations for kind 2, its landmarks for 3.
      const seeded = new Set(addresses.map((a) => a.landmark));
      const bundled = inCity
        ? cities
            .filter((c) => inCity(c.cityCode))
            .flatMap((city) =>
              ctx.deps.places.bundled
                .placesIn(city.cityCode)
                .filter((p) => p.addressType !== AddressType.AIRPORT.value && (addressType === undefined || p.addressType === addressType) && !seeded.has(p.name))
                .map((p) => suggestedOf(city, p)),
            )
        : [];
      return ok([...addresses.map((a) => placeOf(cities, 'address', a)), ...bundled]);
    },
  },
  {
    endpoint: endpoints.csOrder.commonAddress,
    handle: (ctx) => {
      const kind = COMMON_ADDRESS_KIND[optionalNumber(ctx.params, 'addressType') ?? 1] ?? AddressType.FREQUENT_BOARDING.value;
      const inCity = cityFilter(ctx);
      const cities = referenceRows(ctx.deps.db, 'city');
      const addresses = referenceRows(ctx.deps.db, 'frequentAddress', ctx.user.userId).filter(
        (a) => a.addressType === kind && (!inCity || inCity(a.cityCode)),
      );
      return ok(addresses.map((a) => placeOf(cities, 'frequent', a)));
    },
  },
  {
    endpoint: endpoints.csAccount.costCenter,
    handle: (ctx) => {
      const keyword = optionalText(ctx.params, 'keyword') ?? optionalText(ctx.params, 'name');
      const centres = chargeableCostCentres(ctx.deps.db, ownEnterprise(ctx), CostCentreState.PASSED).filter((c) => matchesKeyword(keyword, c.name));
      // The special enterprise's centres carry their valid first two parts (spec §6 "an extra cost-centre lookup").
      const triples = referenceRows(ctx.deps.db, 'specialCostCentre', ownEnterprise(ctx));
      const partsOf = (name: string) => triples.filter((t) => t.costCentre === name).map(({ bizOperUnit, deptId }) => ({ bizOperUnit, deptId }));
      return ok(centres.map(({ enterpriseId: _e, ...centre }) => (triples.length === 0 ? centre : { ...centre, specialParts: partsOf(centre.name) })));
    },
  },
  {
    endpoint: endpoints.csAccount.auditors,
    handle: (ctx) => {
      const id = optionalNumber(ctx.params, 'costCenterId');
      const name = optionalText(ctx.params, 'costCenterName') ?? optionalText(ctx.params, 'costCenter');
      const centres = chargeableCostCentres(ctx.deps.db, ownEnterprise(ctx), CostCentreState.PASSED).filter(
        (c) => (id === undefined || c.id === id) && (name === undefined || c.name === name),
      );
      return ok(centres.map((c) => ({ costCenterId: c.id, costCenterName: c.name, approverName: c.approverName, approverEmail: c.approverEmail, approverCellphone: c.approverCellphone })));
    },
  },
  {
    endpoint: endpoints.driver.carCategoryForDropDownList,
    handle: (ctx) => ok(offeredCarLevels(ctx.deps.db, ownEnterprise(ctx))),
  },
]);
