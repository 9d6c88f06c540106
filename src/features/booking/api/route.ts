/**
 * The route of a booking through its places (issue 23 §2 "The route"): `/Foundation/RouteMatrix/mutipoints`
 * with the pickup, the stops in order and the drop-off as the form holds them (each with its
 * `placeId`: the server drives between the places they name, never between a client's coordinates),
 * answering the distance, the time, each leg, the line to draw and the places it resolved.
 */
import { queryOptions } from '@tanstack/react-query';

import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { RouteAnswer } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

/** A point of the route's line (GCJ-02, as the server answers it). */
export type RoutePoint = RouteAnswer['path'][number];

export type { RouteAnswer };

/** What a route is asked with: an address or a stop of the form, as it holds it (its `placeId` among its keys). */
export type RouteStop = object;

/** The trip of a form of either kind: its pickup, its stops while 途经停靠 is ticked, its drop-off. */
export interface RouteTrip {
  pickUp: RouteStop;
  destination: RouteStop;
  isStop: boolean;
  additionStopsList: readonly RouteStop[];
}

const named = (point: RouteStop) => ['placeId', 'landmark', 'landMark', 'name', 'address'].some((key) => {
  const value = (point as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '';
});

/**
 * The points of a trip in order, those that name a place; fewer than two: no route to ask.
 *
 * @example routePoints({ pickUp, destination, isStop: true, additionStopsList: [suzhou] }) // [pickUp, suzhou, destination]
 */
export function routePoints(trip: RouteTrip): RouteStop[] {
  const points = [trip.pickUp, ...(trip.isStop ? trip.additionStopsList : []), trip.destination].filter(named);
  return points.length >= 2 ? points : [];
}

/** The route's query: asked once per set of points while they stay the same. */
export function routeQuery(transport: Transport, points: readonly RouteStop[]) {
  return queryOptions({
    queryKey: ['booking', 'route', points],
    queryFn: ({ signal }) =>
      resultOf(transport.call(endpoints.foundation.routeMatrixMultipoints, { body: { points }, suppressErrorMessages: true, signal })),
    enabled: points.length >= 2,
    staleTime: 60_000,
    retry: false,
  });
}
