/**
 * How an address names a place the server knows (docs/server.md "Places", docs/security.md 4):
 * its `placeId`, minted by the server in every place lookup it answers (`/Foundation/airport`,
 * `/Foundation/address`, place search, company and frequent addresses) and carried by the portal
 * with the address it fills. An id is `<kind>:<key>`: the kind of record and its key in that kind,
 * so two kinds never collide and the server knows where to look (and whose records it may use).
 * Prices and stored coordinates come from the place an id (or the address's text) resolves to,
 * never from the coordinates the client sends.
 *
 * The business error codes of an address that resolves to no place are here too, one per address
 * role, so the portal shows the server's sentence under the address it is about.
 */

/**
 * The kinds of place record: `address` the seeded places (landmarks, railway stations), `airport`
 * the airports (key: the IATA code), `company` the enterprise's company addresses, `frequent` the
 * user's frequent addresses; and the place provider's (docs/places.md): `poi` a bundled place,
 * `amap` an AMap POI, `geo` an address AMap geocoded.
 */
export const PLACE_KINDS = ['address', 'airport', 'company', 'frequent', 'poi', 'amap', 'geo'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * A place id: a kind, a colon, and a key of 1-32 letters or digits. The schemas hold the same
 * pattern (`common.schema.json#/definitions/placeId`, which also allows '' for "none chosen"),
 * checked equal by tests/server/places.test.ts.
 */
export const PLACE_ID_PATTERN = /^(address|airport|company|frequent|poi|amap|geo):([A-Za-z0-9]{1,32})$/;

/** @example placeIdOf('airport', 'PVG') // 'airport:PVG' */
export const placeIdOf = (kind: PlaceKind, key: string | number): string => `${kind}:${key}`;

/**
 * The kind and key of a place id, or undefined for anything that is not one.
 *
 * @example parsePlaceId('company:401') // { kind: 'company', key: '401' }
 * @example parsePlaceId('company:') // undefined
 */
export function parsePlaceId(value: unknown): { kind: PlaceKind; key: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = PLACE_ID_PATTERN.exec(value);
  return match ? { kind: match[1] as PlaceKind, key: match[2] as string } : undefined;
}

/** Where an address sits in a route: the pickup, the drop-off, or a stop on the way. */
export type PlaceRole = 'pickUp' | 'dropOff' | 'stop';

/**
 * The business error code of an address that resolves to no place the server knows (an unknown
 * or foreign place id, a place in another city than the one named, text that names no place),
 * by role (HTTP 200, `isSuccess: false`; the message says which address and what to do).
 */
export const PLACE_NOT_RESOLVED_CODES: Readonly<Record<PlaceRole, number>> = {
  pickUp: 20300030,
  dropOff: 20300031,
  stop: 20300032,
};

/** The role of a place error code, or undefined for any other code. @example placeRoleOfCode(20300031) // 'dropOff' */
export function placeRoleOfCode(errorCode: number): PlaceRole | undefined {
  return (Object.keys(PLACE_NOT_RESOLVED_CODES) as PlaceRole[]).find((role) => PLACE_NOT_RESOLVED_CODES[role] === errorCode);
}
