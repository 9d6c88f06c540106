/**
 * The places of an order's route (places.ts, docs/server.md "Places"): the judgement refuses an
 * order whose pickup, drop-off or a stop resolves to no place the booker may name
 * (order-judgement.ts), the stored payload carries each address with its place's id and
 * coordinates in place of the client's (special-car-orders.ts, own-car-orders.ts), and the
 * special car's price is the tariff over those places.
 */
import type { OwnCarOrderPayload, SpecialCarOrderPayload } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { placed, placeRoute, type KnownPlace, type PlaceScope } from './places.ts';
import { refused, type Answer } from './protocol/envelope.ts';

/** An order with its addresses placed, and the places in route order; or the refusal of the first address without a place. */
export type PlacedOrder<P> = { ok: true; payload: P; places: KnownPlace[] } | { ok: false; answer: Answer<never> };

/** Whose places the session may name: its enterprise's company addresses, its user's frequent addresses. */
export const placeScopeOf = (ctx: UserContext): PlaceScope => ({ enterpriseId: ctx.user.enterpriseId, userId: ctx.user.userId });

/** A route's addresses the same shape whichever kind of order they come from. */
interface Route<A, S> {
  boardingAddress: A;
  dropOffAddress: A;
  stops?: S[] | undefined;
}

function placeOrder<A extends object, S extends object, P extends Route<A, S>>(ctx: UserContext, payload: P): PlacedOrder<P> {
  const stops = payload.stops ?? [];
  const route = placeRoute(ctx.deps, placeScopeOf(ctx), { pickUp: payload.boardingAddress, stops, dropOff: payload.dropOffAddress });
  if (!route.ok) return { ok: false, answer: refused(route.refusal) };
  const { places } = route;
  const at = (i: number) => places[i] as KnownPlace;
  return {
    ok: true,
    places,
    payload: {
      ...payload,
      boardingAddress: placed(payload.boardingAddress, at(0)),
      stops: stops.map((stop, i) => placed(stop, at(i + 1))),
      dropOffAddress: placed(payload.dropOffAddress, at(places.length - 1)),
    },
  };
}

/** @example placeSpecialCarOrder(ctx, payload).ok // false for a drop-off whose text names no place of its city */
export const placeSpecialCarOrder = (ctx: UserContext, payload: SpecialCarOrderPayload): PlacedOrder<SpecialCarOrderPayload> => placeOrder(ctx, payload);

export const placeOwnCarOrder = (ctx: UserContext, payload: OwnCarOrderPayload): PlacedOrder<OwnCarOrderPayload> => placeOrder(ctx, payload);

/**
 * The placed payload of an order the judgement accepted. The judgement refused every order whose
 * addresses do not resolve, in the same write transaction, so a failure here is a server fault.
 */
export function placedPayload<P>(placement: PlacedOrder<P>): P {
  if (!placement.ok) throw new Error(`an order judged placeable no longer is: ${placement.answer.envelope.message}`);
  return placement.payload;
}
