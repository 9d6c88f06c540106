/**
 * The places the server knows, and the place an address resolves to (docs/server.md "Places",
 * docs/security.md 4). Every price and every stored coordinate comes from a place resolved here;
 * the coordinates a client sends are never read.
 *
 * The places are the server's own records (`reference_rows`): the seeded addresses (landmarks,
 * railway stations) and airports, which every user may name, the company addresses of the user's
 * enterprise, and the user's own frequent addresses; and the place provider's (docs/places.md): the
 * bundled places of every city, and the places the provider (AMap) answered before. An address
 * resolves, in this order:
 *
 * 1. by its `placeId` (`<kind>:<key>`, src/shared/places.ts), minted by the place lookups: the
 *    place must be one the user may name (another enterprise's company address or another user's
 *    frequent address resolves to nothing, as a made-up id does);
 * 2. an airport address without an id, by its `airPortCode`;
 * 3. otherwise by its text, on the server: among the places of the city the address names (by
 *    `cityCode`, else by `city`), the one whose landmark (a stop's `landMark` or `name`) or
 *    address equals the address's, both equal before one; on a tie the first of airports,
 *    seeded addresses, company addresses, frequent addresses, bundled places. Exact text only: a
 *    near match would let a typo choose a place, and money follows the place (free text is
 *    geocoded by `/CsOrder/Address/Loaction` when the booker chooses it, and carries the id after).
 *
 * A place in another city than the one the address names does not resolve, and an address of
 * the airport kind resolves only to an airport (and any other kind never to one), so the rules,
 * which judge the cities and kinds the client sent, judge what is priced.
 *
 */
import { AddressType } from '../../rules/index.ts';
import { parsePlaceId, placeIdOf, type PlaceKind, type PlaceRole } from '../shared/index.ts';
import type { Db } from './db/database.ts';
import type { City } from './db/reference-data.ts';
import { BusinessError } from './messages.ts';
import type { PlaceService } from './places/place-service.ts';
import type { ProviderPlace } from './places/provider.ts';
import { referenceRows } from './store/reference.ts';
import type { GeoPoint } from './tariff.ts';

/** Whose places may be named: the enterprise's company addresses and the user's frequent ones. */
export interface PlaceScope {
  enterpriseId: number;
  userId: string;
}

/** A place the server knows, in one shape whatever its record. */
export interface KnownPlace extends GeoPoint {
  placeId: string;
  kind: PlaceKind;
  /** The address kind of spec §9 the place is (1 airport, 2 railway station, 3 ordinary, 4 company, 5/6 frequent). */
  addressType: number;
  cityCode: string;
  landmark: string;
  address: string;
  addressEn: string;
}

/**
 * An address as a body sends it: an order's or an estimate's pickup, drop-off or stop, of any
 * shape. Nothing in it is trusted; a field of the wrong type counts as missing.
 */
export type AddressRef = object;

/** A field of an address, whatever its shape. */
const field = (address: AddressRef, key: string): unknown => (address as Readonly<Record<string, unknown>>)[key];

/** What one address resolves to: its place, or why none (`otherCity`: the place lies in another city than the one named). */
export type Resolution = { ok: true; place: KnownPlace } | { ok: false; reason: 'unknown' } | { ok: false; reason: 'otherCity'; cityName: string };

/** The places one user may name, read once per kind. */
export interface Places {
  cities(): readonly City[];
  /** The place of an id, if the user may name it. */
  byId(placeId: unknown): KnownPlace | undefined;
  /** The place an address resolves to (the order of the module's header). */
  resolve(address: AddressRef): Resolution;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** The kind of place an address of this type may be: an airport, not an airport, or (no type) either. */
function wantsAirport(address: AddressRef): boolean | undefined {
  const type = field(address, 'addressType');
  if (typeof type !== 'number') return undefined;
  return type === AddressType.AIRPORT.value;
}

/**
 * The places of one user, read from the server's records when first asked.
 *
 * @example placesOf(db, { enterpriseId: 1001, userId: 'u-1001-101' }).byId('company:401')?.landmark // '华信智能科技总部'
 */
export function placesOf(deps: { db: Db; places: PlaceService }, scope: PlaceScope): Places {
  const { db, places: service } = deps;
  let all: KnownPlace[] | undefined;
  let cityRows: City[] | undefined;
  const cities = () => (cityRows ??= referenceRows(db, 'city'));
  const places = (): KnownPlace[] =>
    (all ??= [
      ...referenceRows(db, 'airport').map((a) => ({
        placeId: placeIdOf('airport', a.airPortCode),
        kind: 'airport' as const,
        addressType: AddressType.AIRPORT.value,
        cityCode: a.cityCode,
        landmark: a.name,
        address: a.name,
        addressEn: a.nameEn,
        lat: a.lat,
        lng: a.lng,
      })),
      ...referenceRows(db, 'address').map((a) => known('address', a)),
      ...referenceRows(db, 'companyAddress', scope.enterpriseId).map((a) => known('company', { ...a, addressType: AddressType.COMPANY.value })),
      ...referenceRows(db, 'frequentAddress', scope.userId).map((a) => known('frequent', a)),
    ]);

  function byId(placeId: unknown): KnownPlace | undefined {
    const parsed = parsePlaceId(placeId);
    if (!parsed) return undefined;
    if (PROVIDER_KINDS.includes(parsed.kind)) {
      const place = service.placeOf(placeId as string);
      return place ? providerKnown(place) : undefined;
    }
    return places().find((p) => p.placeId === placeId);
  }

  /** The city an address names: by code when it has one, else by name. */
  function namedCity(address: AddressRef): { code: string; name: string } | undefined {
    const code = text(field(address, 'cityCode'));
    const name = text(field(address, 'city'));
    if (code === '' && name === '') return undefined;
    const city = code === '' ? cities().find((c) => c.cityName === name) : cities().find((c) => c.cityCode === code);
    return { code: city?.cityCode ?? code, name: city?.cityName ?? (name || code) };
  }

  function byText(address: AddressRef, cityCode: string, airport: boolean | undefined): KnownPlace | undefined {
    const names = ['landmark', 'landMark', 'name'].map((key) => text(field(address, key))).filter((t) => t !== '');
    const street = text(field(address, 'address'));
    let best: KnownPlace | undefined;
    let bestScore = 0;
    const bundled = service.bundled.placesIn(cityCode).filter((p) => p.category !== '机场').map(providerKnown);
    for (const place of [...places(), ...bundled]) {
      if (place.cityCode !== cityCode || (airport !== undefined && (place.kind === 'airport') !== airport)) continue;
      const score = (names.includes(place.landmark) ? 1 : 0) + (street !== '' && street === place.address ? 1 : 0);
      if (score > bestScore) [best, bestScore] = [place, score];
    }
    return best;
  }

  function resolve(address: AddressRef): Resolution {
    const airport = wantsAirport(address);
    const named = namedCity(address);
    const id = field(address, 'placeId');
    const code = text(field(address, 'airPortCode'));
    let place: KnownPlace | undefined;
    if (id !== undefined && id !== null && id !== '') place = byId(id);
    else if (airport === true && code !== '') place = byId(placeIdOf('airport', code));
    else if (named) place = byText(address, named.code, airport);
    if (!place || (airport !== undefined && (place.kind === 'airport') !== airport)) return { ok: false, reason: 'unknown' };
    if (named && named.code !== place.cityCode) return { ok: false, reason: 'otherCity', cityName: named.name };
    return { ok: true, place };
  }

  return {
    cities,
    byId,
    resolve,
  };
}

/** The kinds of id the place provider mints (bundled places, AMap's). */
const PROVIDER_KINDS: readonly PlaceKind[] = ['poi', 'amap', 'geo'];

function providerKnown(place: ProviderPlace): KnownPlace {
  const kind = parsePlaceId(place.placeId)?.kind ?? 'poi';
  return { placeId: place.placeId, kind, addressType: place.addressType, cityCode: place.cityCode, landmark: place.name, address: place.address, addressEn: place.addressEn, lat: place.lat, lng: place.lng };
}

function known(kind: Exclude<PlaceKind, 'airport'>, row: { id: number; addressType: number; cityCode: string; landmark: string; address: string; addressEn: string; lat: number; lng: number }): KnownPlace {
  return { placeId: placeIdOf(kind, row.id), kind, addressType: row.addressType, cityCode: row.cityCode, landmark: row.landmark, address: row.address, addressEn: row.addressEn, lat: row.lat, lng: row.lng };
}

/** A route's addresses in order: the pickup, the stops, the drop-off. */
export interface RouteRefs {
  pickUp: AddressRef;
  stops: readonly AddressRef[];
  dropOff: AddressRef;
}

/** The places of a route in order (pickup, stops, drop-off); or the refusal of the first address that resolves to none. */
export type PlacedRoute = { ok: true; places: KnownPlace[] } | { ok: false; refusal: { errorCode: number; message: string } };

const NOT_RESOLVED: Readonly<Record<PlaceRole, { errorCode: number; message: string }>> = {
  pickUp: BusinessError.PICK_UP_NOT_RESOLVED,
  dropOff: BusinessError.DROP_OFF_NOT_RESOLVED,
  stop: BusinessError.STOP_NOT_RESOLVED,
};

/**
 * The business error of an address that resolved to nothing: its role's code, and a sentence naming
 * the address (the n-th stop) and, for a place in another city, the city named.
 *
 * @example placeRefusal('stop', 1, { ok: false, reason: 'unknown' }).message // '无法识别途经地点 2，请从搜索结果中选择地址'
 */
export function placeRefusal(role: PlaceRole, index: number, failed: Exclude<Resolution, { ok: true }>): { errorCode: number; message: string } {
  const label = role === 'pickUp' ? '上车地点' : role === 'dropOff' ? '下车地点' : `途经地点 ${index + 1}`;
  const { errorCode } = NOT_RESOLVED[role];
  const message = failed.reason === 'otherCity' ? `${label}不在${failed.cityName}，${CHOOSE_FROM_RESULTS}` : `无法识别${label}，${CHOOSE_FROM_RESULTS}`;
  return { errorCode, message };
}

/** What a booker is asked to do about an address the server cannot place. */
export const CHOOSE_FROM_RESULTS = '请从搜索结果中选择地址';

/**
 * The places of a route for one user.
 *
 * @example placeRoute(db, scope, { pickUp: { placeId: 'address:101' }, stops: [], dropOff: { placeId: 'address:371' } })
 * // { ok: true, places: [恒生银行大厦, 东部软件园] }
 */
export function placeRoute(deps: { db: Db; places: PlaceService }, scope: PlaceScope, route: RouteRefs): PlacedRoute {
  const known = placesOf(deps, scope);
  const stops: [PlaceRole, AddressRef][] = route.stops.map((stop) => ['stop', stop]);
  const steps: [PlaceRole, AddressRef][] = [['pickUp', route.pickUp], ...stops, ['dropOff', route.dropOff]];
  const places: KnownPlace[] = [];
  for (const [i, [role, address]] of steps.entries()) {
    const resolved = known.resolve(address);
    if (!resolved.ok) return { ok: false, refusal: placeRefusal(role, role === 'stop' ? i - 1 : 0, resolved) };
    places.push(resolved.place);
  }
  return { ok: true, places };
}

/**
 * An address with the coordinates and the id of its place in place of what the client sent
 * (its texts are the booker's and stay).
 *
 * @example placed({ landmark: '东部软件园', lat: 31.2, lng: 121.5 }, hangzhouPark) // { landmark: '东部软件园', lat: 30.2807, lng: 120.1346, placeId: 'address:371' }
 */
export function placed<A extends object>(address: A, place: KnownPlace): A {
  return { ...address, lat: place.lat, lng: place.lng, placeId: place.placeId };
}
