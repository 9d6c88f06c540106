import { test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildOwnCarOrder, buildSpecialCarOrder } from '../../rules/index.ts';
import { ownCarScenario, specialCarScenario } from '../../rules/order-scenario.ts';
import { ownCarCaseArb, specialCarCaseArb } from '../arbitraries/order-form.ts';

const booker = { userId: 'u-1', userLevel: 2, permissions: ['ownCar.holiday'] };

test.prop([specialCarCaseArb])(
  'a special-car order read as a scenario keeps what the rules judge of its form',
  ({ form, context }) => {
    const scenario = specialCarScenario(buildSpecialCarOrder(form, context), booker, [4]);
    expect(scenario).toMatchObject({
      businessType: 4,
      tripType: form.tripType,
      paymentType: form.paymentType,
      passengerName: form.passName,
      bookerId: booker.userId,
      userLevel: booker.userLevel,
    });
    expect(scenario.stops).toHaveLength(form.additionStopsList.length);
    for (const entry of form.specialConfigList) {
      if (entry.value !== null) expect(scenario.values?.[String(entry.id)]).toEqual(entry.value);
    }
  },
);

test.prop([ownCarCaseArb])('an own-car order read as a scenario keeps its times and trip type', ({ form, context }) => {
  const scenario = ownCarScenario(buildOwnCarOrder(form, context), booker);
  expect(scenario).toMatchObject({ businessType: 5, tripType: form.tripType, fromTime: form.fromTime, toTime: form.toTime });
});
