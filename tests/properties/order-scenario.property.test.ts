import { test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildOwnCarOrder, buildSpecialCarOrder } from '../../rules/index.ts';
import { ownCarScenario, specialCarScenario } from '../../rules/orders/order-scenario.ts';
import { ownCarCaseArb, specialCarCaseArb } from '../arbitraries/order-form.ts';

const booker = { userId: 'u-1', userLevel: 2, permissions: ['ownCar.holiday'] };

test.prop([specialCarCaseArb])(
  'a special-car order read as a scenario keeps what the rules judge of its form',
  ({ form, context }) => {
    const scenario = specialCarScenario(buildSpecialCarOrder(form, context), booker, { paymentTypes: [4], carTypeLevels: [1, 2] });
    expect(scenario).toMatchObject({
      businessType: 4,
      tripType: form.tripType,
      paymentType: form.paymentType,
      passengerName: form.passName,
      bookerId: booker.userId,
      userLevel: booker.userLevel,
      offeredPaymentTypes: [4],
      offeredCarTypeLevels: [1, 2],
    });
    expect(scenario.stops).toHaveLength(form.additionStopsList.length);
    // Each special config's value, the last one where a form repeats an id.
    const expected = new Map(form.specialConfigList.map((entry) => [String(entry.id), entry.value]));
    expect(new Map(Object.entries(scenario.values ?? {}))).toEqual(expected);
  },
);

test.prop([ownCarCaseArb])('an own-car order read as a scenario keeps its times and trip type', ({ form, context }) => {
  const scenario = ownCarScenario(buildOwnCarOrder(form, context), booker);
  expect(scenario).toMatchObject({ businessType: 5, tripType: form.tripType, fromTime: form.fromTime, toTime: form.toTime });
});
