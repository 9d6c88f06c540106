/**
 * The bodies of `POST /Foundation/RouteMatrix/mutipoints` and `POST /Foundation/RouteMatrix`,
 * checked against schemas/route-request.schema.json at the server's boundary: at most 12 points
 * (or 5 × 5), each an address of bounded size, so no body can ask for more driving than that.
 */
import commonSchema from '../../../schemas/common.schema.json' with { type: 'json' };
import routeRequestSchema from '../../../schemas/route-request.schema.json' with { type: 'json' };
import { checkAgainst } from '../../../rules/config/schema-check.ts';
import { schemaValidators } from '../../../rules/config/schema-compile.ts';
import type { CheckResult } from '../../../rules/model/issue.ts';
import type { AddressRef } from '../places.ts';

export interface RouteRequest {
  points?: AddressRef[];
  origins?: AddressRef[];
  destinations?: AddressRef[];
}

const validatorsFor = schemaValidators([commonSchema]);

/** The request's schema, for a refusal to name a field by its title. */
export const ROUTE_REQUEST_SCHEMA: object = routeRequestSchema;

/** @example checkRouteRequest({ points: [{ placeId: 'poi:310100abc' }] }).ok // false: a route has two points at least */
export function checkRouteRequest(value: unknown): CheckResult<RouteRequest> {
  return checkAgainst<RouteRequest>(validatorsFor(routeRequestSchema), value ?? {});
}
