/**
 * The place calls (spec §7, docs/places.md): suggestions as the booker types
 * (`/CsOrder/Address/Place/Search`), a free-text address or a point to a place
 * (`/CsOrder/Address/Loaction`), the English of an address (`/CsOrder/englishAddress`), the driving
 * route through places and a distance matrix (`/Foundation/RouteMatrix/mutipoints`,
 * `/Foundation/RouteMatrix`), and the GB/T 2260 divisions (`/Foundation/city/provinces`,
 * `/Foundation/city/area`), all from the place provider the server chose at start
 * (`ctx.deps.places`) and the server's own records.
 *
 * What a client sends is bounded before it costs anything: a keyword of at most 50 characters, at
 * most 20 suggestions, an address text of at most 200, a route of at most 12 places, a matrix of at
 * most 5 × 5 (schemas/route-request.schema.json).
 */
import { AddressType } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import type { City, PlaceAddress } from '../db/reference-data.ts';
import { fleetBody } from '../fleet-access.ts';
import { BadRequestText } from '../messages.ts';
import { placeScopeOf } from '../order-places.ts';
import { placeRefusal, placeRoute, placesOf, type AddressRef, type KnownPlace } from '../places.ts';
import { citiesOf, districtsOf, provinces } from '../places/divisions.ts';
import { romanise } from '../places/english-address.ts';
import type { ProviderPlace } from '../places/provider.ts';
import { checkRouteRequest, ROUTE_REQUEST_SCHEMA } from '../places/route-request.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, refused } from '../protocol/envelope.ts';
import { optionalNumber, optionalText } from '../protocol/params.ts';
import { referenceRows } from '../store/reference.ts';
import { endpoints, placeIdOf, type PlaceKind, type RouteAnswer, type SuggestedPlace } from '../../shared/index.ts';
import { matchesKeyword } from './matches-keyword.ts';

/** The longest keyword searched, and the most suggestions answered (and the default). */
export const KEYWORD_MAX = 50;
export const SUGGESTIONS_MAX = 20;
export const SUGGESTIONS_DEFAULT = 10;
/** The longest free-text address geocoded. */
export const ADDRESS_TEXT_MAX = 200;

/** The address kinds a provider's places are (spec §9): airport, railway station, ordinary. */
const PROVIDER_TYPES: readonly number[] = [AddressType.AIRPORT.value, AddressType.RAILWAY_STATION.value, AddressType.ORDINARY.value];

/** What the server's own places are called beside a suggestion: the kinds' labels of spec §9, the two frequent kinds as one. */
const OWN_CATEGORY: Readonly<Record<number, string>> = {
  [AddressType.AIRPORT.value]: AddressType.AIRPORT.label,
  [AddressType.COMPANY.value]: AddressType.COMPANY.label,
  [AddressType.FREQUENT_BOARDING.value]: '常用地址',
  [AddressType.FREQUENT_DROP_OFF.value]: '常用地址',
  [AddressType.RAILWAY_STATION.value]: AddressType.RAILWAY_STATION.label,
  [AddressType.ORDINARY.value]: '地点',
};

function cityFields(city: City) {
  return { city: city.cityName, cityCode: city.cityCode, province: city.province };
}

/** A provider's place as the search answers it. */
export function suggestedOf(city: City, place: ProviderPlace): SuggestedPlace {
  return {
    ...cityFields(city),
    placeId: place.placeId,
    addressType: place.addressType,
    category: place.category,
    landmark: place.name,
    address: place.address,
    addressEn: place.addressEn,
    lat: place.lat,
    lng: place.lng,
    ...(place.airPortCode ? { airPortCode: place.airPortCode, terminals: [...(place.terminals ?? [])] } : {}),
  };
}

function recordOf(city: City, kind: Exclude<PlaceKind, 'airport'>, row: PlaceAddress): SuggestedPlace {
  return {
    ...cityFields(city),
    placeId: placeIdOf(kind, row.id),
    addressType: row.addressType,
    category: OWN_CATEGORY[row.addressType] ?? '地点',
    landmark: row.landmark,
    address: row.address,
    addressEn: row.addressEn,
    lat: row.lat,
    lng: row.lng,
  };
}

/** The city a query names by `cityCode`, `cityName` or `city`: a 400 without one; undefined for a city the server does not know. */
function queriedCity(ctx: UserContext): City | undefined | 'missing' {
  const code = optionalText(ctx.params, 'cityCode');
  const name = optionalText(ctx.params, 'cityName') ?? optionalText(ctx.params, 'city');
  if (code === undefined && name === undefined) return 'missing';
  return referenceRows(ctx.deps.db, 'city').find((c) => (code !== undefined ? c.cityCode === code : c.cityName === name));
}

/** `addressTypes` (`1,2`) or `addressType` (`1`): the kinds asked for, undefined for all; 'invalid' for anything else. */
function queriedTypes(ctx: UserContext): readonly number[] | undefined | 'invalid' {
  const raw = optionalText(ctx.params, 'addressTypes') ?? optionalText(ctx.params, 'addressType');
  if (raw === undefined || raw.trim() === '') return undefined;
  const types = raw.split(',').map((t) => Number(t.trim()));
  return types.length <= 10 && types.every((t) => Number.isInteger(t) && t >= 1 && t <= 99) ? types : 'invalid';
}

/**
 * The booker's own places of a city first (the enterprise's company addresses, the booker's
 * frequent ones), then the seeded addresses, then the provider's: for an empty keyword the city's
 * airports and railway stations, else the provider's suggestions. One place per name, the first.
 */
async function suggestions(ctx: UserContext, city: City, keyword: string, types: readonly number[] | undefined, limit: number): Promise<SuggestedPlace[]> {
  const { db, places } = ctx.deps;
  const wanted = (type: number) => !types || types.includes(type);
  const inCity = <T extends { cityCode: string; landmark: string; address: string }>(rows: T[]) => rows.filter((r) => r.cityCode === city.cityCode && matchesKeyword(keyword || undefined, r.landmark, r.address));
  const own = [
    ...inCity(referenceRows(db, 'companyAddress', ctx.user.enterpriseId)).map((a) => recordOf(city, 'company', { ...a, addressType: AddressType.COMPANY.value })),
    ...inCity(referenceRows(db, 'frequentAddress', ctx.user.userId)).map((a) => recordOf(city, 'frequent', a)),
    ...(keyword === '' ? [] : inCity(referenceRows(db, 'address')).map((a) => recordOf(city, 'address', a))),
  ].filter((p) => wanted(p.addressType));
  const providerTypes = PROVIDER_TYPES.filter(wanted);
  let found: ProviderPlace[] = [];
  if (providerTypes.length > 0) {
    found =
      keyword === ''
        ? places.bundled.placesIn(city.cityCode).filter((p) => (p.addressType === AddressType.AIRPORT.value || p.addressType === AddressType.RAILWAY_STATION.value) && providerTypes.includes(p.addressType))
        : await places.provider.suggest({ cityCode: city.cityCode, text: keyword, limit, ...(types ? { addressTypes: providerTypes } : {}) });
  }
  const seen = new Set<string>();
  return [...own, ...found.map((p) => suggestedOf(city, p))]
    .filter((p) => {
      if (seen.has(p.landmark)) return false;
      seen.add(p.landmark);
      return true;
    })
    .slice(0, limit);
}

const knownAnswer = (place: KnownPlace) => ({ placeId: place.placeId, name: place.landmark, lat: place.lat, lng: place.lng });

export const placeRoutes = apiRoutes([
  {
    endpoint: endpoints.csOrder.placeSearch,
    handle: async (ctx) => {
      const city = queriedCity(ctx);
      if (city === 'missing') return httpError(400, BadRequestText.missing('cityCode'));
      const keyword = (optionalText(ctx.params, 'keyword') ?? optionalText(ctx.params, 'keyWord') ?? '').trim();
      if ([...keyword].length > KEYWORD_MAX) return httpError(400, BadRequestText.invalid('keyword'));
      const types = queriedTypes(ctx);
      if (types === 'invalid') return httpError(400, BadRequestText.invalid('addressTypes'));
      const limit = optionalNumber(ctx.params, 'limit') ?? SUGGESTIONS_DEFAULT;
      if (!Number.isInteger(limit) || limit < 1 || limit > SUGGESTIONS_MAX) return httpError(400, BadRequestText.invalid('limit'));
      return ok(city ? await suggestions(ctx, city, keyword, types, limit) : []);
    },
  },
  {
    // `address` (+ the city): the place a free-text address names, by the server's records first
    // (exact text), then the provider's geocoding; `lat` + `lng`: the place nearest a point. null
    // when there is none: the portal says so under the field.
    endpoint: endpoints.csOrder.addressLocation,
    handle: async (ctx) => {
      const text = optionalText(ctx.params, 'address');
      const { places } = ctx.deps;
      if (text !== undefined) {
        if ([...text].length > ADDRESS_TEXT_MAX) return httpError(400, BadRequestText.invalid('address'));
        const city = queriedCity(ctx);
        if (city === 'missing') return httpError(400, BadRequestText.missing('cityCode'));
        if (!city || text.trim() === '') return ok(null);
        const own = placesOf(ctx.deps, placeScopeOf(ctx)).resolve({ cityCode: city.cityCode, landmark: text.trim(), address: text.trim() });
        if (own.ok) {
          const match = own.place;
          const category = OWN_CATEGORY[match.addressType] ?? '地点';
          return ok({ ...cityFields(city), placeId: match.placeId, addressType: match.addressType, category, landmark: match.landmark, address: match.address, addressEn: match.addressEn, lat: match.lat, lng: match.lng });
        }
        const place = await places.provider.geocode({ cityCode: city.cityCode, text: text.trim() });
        return ok(place ? { ...suggestedOf(city, place), address: text.trim() } : null);
      }
      const lat = optionalNumber(ctx.params, 'lat');
      const lng = optionalNumber(ctx.params, 'lng');
      if (lat === undefined || !Number.isFinite(lat) || Math.abs(lat) > 90) return httpError(400, BadRequestText.invalid('lat'));
      if (lng === undefined || !Number.isFinite(lng) || Math.abs(lng) > 180) return httpError(400, BadRequestText.invalid('lng'));
      const place = await places.provider.reverseGeocode({ lat, lng });
      const city = place && referenceRows(ctx.deps.db, 'city').find((c) => c.cityCode === place.cityCode);
      return ok(place && city ? suggestedOf(city, place) : null);
    },
  },
  {
    // The English of a place the server knows (`placeId`), else of a Chinese text, romanised.
    endpoint: endpoints.csOrder.englishAddress,
    handle: (ctx) => {
      const placeId = optionalText(ctx.params, 'placeId');
      if (placeId !== undefined) {
        const place = placesOf(ctx.deps, placeScopeOf(ctx)).byId(placeId);
        return place ? ok({ addressEn: place.addressEn }) : httpError(400, BadRequestText.invalid('placeId'));
      }
      const text = optionalText(ctx.params, 'address');
      if (text === undefined) return httpError(400, BadRequestText.missing('address'));
      if ([...text].length > ADDRESS_TEXT_MAX) return httpError(400, BadRequestText.invalid('address'));
      return ok({ addressEn: romanise(text.trim()) });
    },
  },
  {
    endpoint: endpoints.foundation.routeMatrixMultipoints,
    handle: async (ctx) => {
      const { points } = fleetBody(ctx, 'POST /Foundation/RouteMatrix/mutipoints', checkRouteRequest(ctx.body), ROUTE_REQUEST_SCHEMA);
      if (!points) return httpError(400, BadRequestText.missing('points'));
      const placed = placeRoute(ctx.deps, placeScopeOf(ctx), { pickUp: points[0]!, stops: points.slice(1, -1), dropOff: points.at(-1)! });
      if (!placed.ok) return refused(placed.refusal);
      const route = await ctx.deps.places.routes.drive(placed.places);
      const answer: RouteAnswer = {
        distance: route.distanceKm,
        duration: route.minutes,
        legs: route.legs.map((leg) => ({ distance: leg.distanceKm, duration: leg.minutes })),
        path: route.path,
        places: placed.places.map(knownAnswer),
      };
      return ok(answer);
    },
  },
  {
    endpoint: endpoints.foundation.routeMatrix,
    handle: async (ctx) => {
      const { origins, destinations } = fleetBody(ctx, 'POST /Foundation/RouteMatrix', checkRouteRequest(ctx.body), ROUTE_REQUEST_SCHEMA);
      if (!origins) return httpError(400, BadRequestText.missing('origins'));
      if (!destinations) return httpError(400, BadRequestText.missing('destinations'));
      const known = placesOf(ctx.deps, placeScopeOf(ctx));
      const placeAll = (refs: AddressRef[], role: 'pickUp' | 'dropOff') => {
        const out: KnownPlace[] = [];
        for (const ref of refs) {
          const resolved = known.resolve(ref);
          if (!resolved.ok) return placeRefusal(role, 0, resolved);
          out.push(resolved.place);
        }
        return out;
      };
      const from = placeAll(origins, 'pickUp');
      if (!Array.isArray(from)) return refused(from);
      const to = placeAll(destinations, 'dropOff');
      if (!Array.isArray(to)) return refused(to);
      const rows = await Promise.all(
        from.map((o) =>
          Promise.all(
            to.map(async (d) => {
              const route = await ctx.deps.places.routes.drive([o, d]);
              return { distance: route.distanceKm, duration: route.minutes };
            }),
          ),
        ),
      );
      return ok({ rows });
    },
  },
  {
    endpoint: endpoints.foundation.provinces,
    handle: () => ok(provinces()),
  },
  {
    // The cities of a province (`province`: its code or name), or the districts of a city (`cityCode`).
    endpoint: endpoints.foundation.cityArea,
    handle: (ctx) => {
      const cityCode = optionalText(ctx.params, 'cityCode');
      if (cityCode !== undefined) return /^\d{6}$/.test(cityCode) ? ok(districtsOf(cityCode)) : httpError(400, BadRequestText.invalid('cityCode'));
      const province = optionalText(ctx.params, 'province');
      if (province === undefined) return httpError(400, BadRequestText.missing('province'));
      return ok(citiesOf(province));
    },
  },
]);
