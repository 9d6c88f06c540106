/**
 * The own-car form's fleet (spec §3 "Own-car flow state"): the enterprise's cars with the times each
 * is taken, as the own-car machine's `loadCars` gives them to the car step. Which times take a car
 * is the rules core's one car-hold rule (rules/trip/car-availability.ts), which the server also runs
 * for ServiceTimes and for the create/update check (src/server/own-car-choice.ts):
 * - the booked times are the server's `POST /own/car/ServiceTimes`, asked over the whole span the
 *   trip holds its car (allowances included, `tripHold`), with the order being updated left out
 *   by its id (`exceptOrderId`: it does not block itself);
 * - the fleet's restricted days (`/own/car/restrictedDate`) are added by `withRestrictedDays`, so a
 *   restricted car is refused with the server's `fleet.carRestricted` words.
 */
import { formatBoardingTime, tripHold, withRestrictedDays } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';
import type { FleetCar, LoadCarsInput } from '../machines/own-car-machine.ts';

/**
 * The fleet (cars not deleted, in the fleet's order) with each car's booked times and restricted
 * days, for the trip of `input`; `exceptOrderId` is the order being updated, undefined for a new
 * order or a copy.
 */
export async function loadFleet(transport: Transport, enterpriseId: number, input: LoadCarsInput, exceptOrderId?: string): Promise<FleetCar[]> {
  const hold = tripHold(input.data);
  const span = hold ? { fromTime: formatBoardingTime(hold.from), toTime: formatBoardingTime(hold.to) } : { fromTime: input.data.fromTime, toTime: input.data.toTime };
  const [cars, booked, restricted] = await Promise.all([
    resultOf(transport.call(endpoints.ownCar.byEnterpriseId, { query: { enterpriseId } })),
    resultOf(transport.call(endpoints.ownCar.serviceTimes, { body: exceptOrderId === undefined ? span : { ...span, exceptOrderId } })),
    resultOf(transport.call(endpoints.ownCar.restrictedDate)),
  ]);
  const times = new Map(booked.map((c) => [c.carLicense, c.bookedTimes]));
  const fleet = cars.filter((car) => !car.isDeleted);
  const taken = withRestrictedDays(fleet.map((car) => ({ carLicense: car.carLicense, bookedTimes: times.get(car.carLicense) ?? [] })), restricted);
  return fleet.map((car, i) => ({ ...car, bookedTimes: [...(taken[i]?.bookedTimes ?? [])] }));
}
