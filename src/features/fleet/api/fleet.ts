/**
 * The own fleet over the transport (spec §7 "Own fleet", issue 11; docs/fleet.md): queries and
 * writes the fleet pages make (the cars' and drivers' lists and forms are the resource engine's: src/shared/resources/own-car.ts, own-driver.ts). Every call names a catalogue endpoint; answers are the shared types.
 */
import { queryOptions } from '@tanstack/react-query';

import type { EndTripBody, RestrictedDateBody } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

export const fleetKeys = {
  all: ['fleet'] as const,
  dispatch: (status: number) => ['fleet', 'dispatch', status] as const,
  assignable: (orderId: string) => ['fleet', 'assignable', orderId] as const,
  restricted: ['fleet', 'restricted'] as const,
  trip: (orderId: string) => ['fleet', 'trip', orderId] as const,
  insurance: ['fleet', 'insurance'] as const,
};


/** The enterprise's own-car orders in one status (the fleet manager sees them all). */
export const dispatchQuery = (transport: Transport, status: number) =>
  queryOptions({
    queryKey: fleetKeys.dispatch(status),
    queryFn: () => resultOf(transport.call(endpoints.ownOrder.list, { body: { status, pageSize: 50 } })),
  });

export const assignableQuery = (transport: Transport, orderId: string) =>
  queryOptions({
    queryKey: fleetKeys.assignable(orderId),
    queryFn: () => resultOf(transport.call(endpoints.ownDriver.canAssign, { query: { orderId } })),
  });

export const restrictedDatesQuery = (transport: Transport) =>
  queryOptions({ queryKey: fleetKeys.restricted, queryFn: () => resultOf(transport.call(endpoints.ownCar.restrictedDate)) });

export const endTripInfoQuery = (transport: Transport, orderId: string) =>
  queryOptions({
    queryKey: fleetKeys.trip(orderId),
    queryFn: () => resultOf(transport.call(endpoints.ownOrder.endTheTripInfo, { query: { orderId } })),
  });

export const insuranceQuery = (transport: Transport) =>
  queryOptions({ queryKey: fleetKeys.insurance, queryFn: () => resultOf(transport.call(endpoints.ownCar.insuranceList)) });

/** The fleet's writes; an add is drawn by its form (AddForm: under the refused field or one notification), so it asks the transport for no notification. */
export const fleetWrites = (transport: Transport) => ({
  deleteCar: (carLicense: string) => resultOf(transport.call(endpoints.ownCar.delete, { query: { carLicense } })),
  assignDriver: (orderId: string, driverId: number) => resultOf(transport.call(endpoints.ownOrder.assignDriver, { body: { orderId, driverId } })),
  clearDriver: (orderId: string) => resultOf(transport.call(endpoints.ownOrder.clearDriver, { body: { orderId } })),
  addRestrictedDate: (body: RestrictedDateBody) => resultOf(transport.call(endpoints.ownCar.addRestrictedDate, { body, suppressErrorMessages: true })),
  deleteRestrictedDate: (id: number) => resultOf(transport.call(endpoints.ownCar.deleteRestrictedDate, { query: { id } })),
  endTrip: (body: EndTripBody) => resultOf(transport.call(endpoints.ownOrder.endTheTripWeb, { body })),
  accidentState: (id: number, processState: number) => resultOf(transport.call(endpoints.ownCar.accidentProcessState, { body: { id, processState } })),
});
