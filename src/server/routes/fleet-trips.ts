/**
 * Dispatch and the end of an own-car trip (issue 11 §2–3; docs/fleet.md): assign or clear a driver
 * (`orderTransition` 2→3, 3→2; a driver busy at that time is refused by rules/fleet), which drivers
 * may take an order, and ending the trip with its figures (3→5, rules/fleet/end-trip.ts).
 */
import {
  checkDriverAssignable, checkEndTrip, checkEndTripBody, END_TRIP_PLAUSIBILITY_CODES, endTripTotals, orderEventAllowed, orderStatusLabel, orderTransition, OWN_CAR, OrderStatus,
  type DriverTask, type OrderEvent, type OwnCarOrderPayload, FLEET_SCHEMAS,
} from '../../../rules/index.ts';
import { endpoints, type EndTripInfo, type EndTripRecord } from '../../shared/index.ts';
import type { UserContext } from '../context.ts';
import { fleetBody, fleetOrder, isFleetUser } from '../fleet-access.ts';
import { BadRequestText, BusinessError } from '../messages.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, refused, refusedWithStatus, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { bodyObject, requiredNumber, requiredText } from '../protocol/params.ts';
import { driverOrderIds, orderFleet, ownDriver, ownDrivers, setOrderDriver, setOrderTrip } from '../store/fleet.ts';
import { orderById, setOrderStatus, type OrderRecord } from '../store/orders.ts';
import { inWriteTransaction } from '../store/transactions.ts';

const payloadOf = (order: OrderRecord) => order.payload as OwnCarOrderPayload;

/** The `orderId` of the query or the body. */
function orderIdOf(ctx: UserContext): string {
  if (ctx.params.orderId !== undefined) return requiredText(ctx.params, 'orderId');
  return requiredText(bodyObject(ctx.body), 'orderId');
}

/** The spans a driver works: the orders still assigned to them (status 3), other than `except`. */
function driverTasks(ctx: UserContext, driverId: number): DriverTask[] {
  return driverOrderIds(ctx.deps.db, driverId).flatMap((orderId) => {
    const order = orderById(ctx.deps.db, orderId, OWN_CAR);
    if (!order || order.status !== OrderStatus.DRIVER_ASSIGNED.value) return [];
    const payload = payloadOf(order);
    return [{ orderId, fromTime: payload.boardingTime, toTime: payload.dropOffTime }];
  });
}

/** The status after `event`, or the refusal of the transition table. */
function transition(order: OrderRecord, event: OrderEvent): number {
  const next = orderTransition(order.status, OWN_CAR, event);
  if (!next.ok) throw new RequestRejected(refused(BusinessError.DRIVER_NOT_ASSIGNABLE, next.issues[0]?.message));
  return next.value;
}

/** Why an order cannot be ended now ('' when it can). */
function endRefusal(order: OrderRecord, ended: boolean): string {
  if (ended || order.status === OrderStatus.COMPLETED.value) return BusinessError.TRIP_ALREADY_ENDED.message;
  return orderEventAllowed(order.status, OWN_CAR, 'endTrip') ? '' : BusinessError.TRIP_NOT_STARTED_BY_DRIVER.message;
}

function endTripInfo(ctx: UserContext, order: OrderRecord): EndTripInfo {
  const payload = payloadOf(order);
  const fleet = orderFleet(ctx.deps.db, order.orderId);
  const driver = fleet.driverId === null ? undefined : ownDriver(ctx.deps.db, order.enterpriseId, fleet.driverId);
  const reason = endRefusal(order, fleet.trip !== null);
  return {
    orderId: order.orderId,
    status: order.status,
    statusName: orderStatusLabel(order.status),
    boardingTime: payload.boardingTime,
    dropOffTime: payload.dropOffTime,
    carLicense: payload.carLicense,
    passengerName: payload.contacts.contacts[0]?.name ?? '',
    driver: driver ? { driverId: driver.driverId, name: driver.name, phoneNumber: driver.phoneNumber } : null,
    canEnd: reason === '' && isFleetUser(ctx),
    reason,
    trip: fleet.trip as EndTripRecord | null,
  };
}

/**
 * Ends the trip: the body against its schema, the order's state, the figures against the rules (the
 * same `checkEndTrip` the end-trip form calls: well-formed, then figures a car could drive), then
 * 3→5 with the figures kept.
 */
function endTrip(ctx: UserContext, where: string): Answer<EndTripInfo> {
  const body = fleetBody(ctx, where, checkEndTripBody(ctx.body), FLEET_SCHEMAS.endTrip);
  return inWriteTransaction(ctx.deps.db, () => {
    const order = fleetOrder(ctx, body.orderId, true);
    const ended = orderFleet(ctx.deps.db, order.orderId).trip !== null;
    const reason = endRefusal(order, ended);
    if (reason !== '') return refused(ended || order.status === OrderStatus.COMPLETED.value ? BusinessError.TRIP_ALREADY_ENDED : BusinessError.TRIP_NOT_STARTED_BY_DRIVER);
    const now = ctx.deps.now();
    const [issue] = checkEndTrip(body, payloadOf(order).boardingTime, now);
    if (issue) {
      ctx.deps.log(`[422] ${where}: ${issue.path} ${issue.message} / end-trip figures refused (${issue.code})`);
      const error = END_TRIP_PLAUSIBILITY_CODES.includes(issue.code) ? BusinessError.END_TRIP_IMPLAUSIBLE : BusinessError.END_TRIP_FIGURES;
      return refusedWithStatus(422, error, issue.message);
    }
    const status = transition(order, { type: 'endTrip' });
    const { orderId: _id, ...figures } = body;
    const trip: EndTripRecord = { ...figures, remark: figures.remark?.trim() ?? '', ...endTripTotals(figures) };
    setOrderTrip(ctx.deps.db, order.orderId, trip, now);
    setOrderStatus(ctx.deps.db, order.orderId, status, now);
    const saved = orderById(ctx.deps.db, order.orderId, OWN_CAR);
    return saved ? ok(endTripInfo(ctx, saved)) : httpError(500);
  });
}

export const fleetTripRoutes = apiRoutes([
  {
    // `?orderId=`: every driver of the enterprise, and whether each is free over the order's time.
    endpoint: endpoints.ownDriver.canAssign,
    handle: (ctx) => {
      const order = fleetOrder(ctx, orderIdOf(ctx), true);
      const payload = payloadOf(order);
      return ok(ownDrivers(ctx.deps.db, ctx.user.enterpriseId).map((driver) => {
        const [issue] = checkDriverAssignable(driverTasks(ctx, driver.driverId), order.orderId, payload.boardingTime, payload.dropOffTime);
        return { driverId: driver.driverId, name: driver.name, phoneNumber: driver.phoneNumber, carLicense: driver.carLicense, canAssign: !issue, reason: issue?.message ?? '' };
      }));
    },
  },
  {
    // Body `{ orderId, driverId }`: 2→3 (or another driver on a 3).
    endpoint: endpoints.ownOrder.assignDriver,
    handle: (ctx) =>
      inWriteTransaction(ctx.deps.db, () => {
        const body = bodyObject(ctx.body);
        const order = fleetOrder(ctx, requiredText(body, 'orderId'), true);
        const driverId = requiredNumber(body, 'driverId');
        if (!Number.isSafeInteger(driverId)) return httpError(400, BadRequestText.invalid('driverId'));
        const driver = ownDriver(ctx.deps.db, ctx.user.enterpriseId, driverId);
        if (!driver) return httpError(404, '司机不存在');
        const status = transition(order, { type: 'assignDriver' });
        const payload = payloadOf(order);
        const [issue] = checkDriverAssignable(driverTasks(ctx, driverId), order.orderId, payload.boardingTime, payload.dropOffTime);
        if (issue) return refused(BusinessError.DRIVER_BUSY, issue.message);
        const now = ctx.deps.now();
        setOrderDriver(ctx.deps.db, order.orderId, driverId, now);
        setOrderStatus(ctx.deps.db, order.orderId, status, now);
        return ok({ orderId: order.orderId, status, driverId });
      }),
  },
  {
    // Body `{ orderId }`: 3→2.
    endpoint: endpoints.ownOrder.clearDriver,
    handle: (ctx) =>
      inWriteTransaction(ctx.deps.db, () => {
        const order = fleetOrder(ctx, orderIdOf(ctx), true);
        const status = transition(order, { type: 'clearDriver' });
        const now = ctx.deps.now();
        setOrderDriver(ctx.deps.db, order.orderId, null, now);
        setOrderStatus(ctx.deps.db, order.orderId, status, now);
        return ok({ orderId: order.orderId, status, driverId: null });
      }),
  },
  {
    endpoint: endpoints.ownOrder.endTheTripInfo,
    handle: (ctx) => ok(endTripInfo(ctx, fleetOrder(ctx, orderIdOf(ctx), false))),
  },
  { endpoint: endpoints.ownOrder.endTheTripWeb, handle: (ctx) => endTrip(ctx, 'POST /own/order/endTheTrip/web') },
  { endpoint: endpoints.ownOrder.endTheTrip, handle: (ctx) => endTrip(ctx, 'POST /own/order/EndTheTrip') },
]);

