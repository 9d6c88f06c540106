/**
 * Laws of the rules a submitted order meets (docs/rules.md 10.6, 10.7): an order the rules accept
 * has made every choice the form makes for the booker; an order that is cancelled or whose
 * boarding time has come never changes.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { evaluate } from '../../rules/evaluate.ts';
import { formatBoardingTime } from '../../rules/model/china-time.ts';
import { checkOrderChangeable } from '../../rules/orders/order-change.ts';
import { FINAL_ORDER_STATUSES, OrderStatus } from '../../rules/orders/order-status.ts';
import { bundleArb, scenarioArb } from '../arbitraries/bundle.ts';

test.prop([bundleArb, scenarioArb])(
  'an order the rules accept has a trip type; a special-car one the payment the rules select and an offered car level',
  (bundle, scenario) => {
    const result = evaluate(bundle, scenario);
    fc.pre(result.errors.length === 0 && result.submitErrors.length === 0);
    expect(scenario.tripType).toBeDefined();
    if (result.businessType !== 4) return;
    expect(scenario.paymentType).toBe(result.payment.selected);
    expect(scenario.carTypeLevel).toBeDefined();
    if (scenario.offeredCarTypeLevels) expect(scenario.offeredCarTypeLevels).toContain(scenario.carTypeLevel);
  },
);

test.prop([bundleArb, scenarioArb])('an order without a trip type is never accepted, of either business type', (bundle, scenario) => {
  const { tripType: _t, ...unchosen } = scenario;
  expect(evaluate(bundle, unchosen).submitErrors.map((e) => e.code)).toContain('trip.typeMissing');
});

/** An instant between 2000 and 2099, whole minutes. */
const instantArb = fc.integer({ min: 946_684_800_000 / 60_000, max: 4_102_444_800_000 / 60_000 - 1 }).map((m) => m * 60_000);
const statusArb = fc.constantFrom(...Object.values(OrderStatus).map((s) => s.value), 3, 0);

test.prop([statusArb, instantArb, instantArb])(
  'a final order (completed, refused, cancelled), or one whose boarding time has come, is never changeable; any other is',
  (status, boarding, now) => {
    const result = checkOrderChangeable({ status, boardingTime: formatBoardingTime(boarding) }, now);
    const expected = !FINAL_ORDER_STATUSES.includes(status) && boarding > now;
    expect(result.ok).toBe(expected);
    if (!result.ok) expect(result.issues.map((i) => [i.code, i.message])).toEqual([['order.notChangeable', '订单当前状态不可修改或取消']]);
  },
);
