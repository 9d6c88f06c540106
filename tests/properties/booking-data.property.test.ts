/**
 * Laws of the booking data conversions (issue 8 §1, D2, D4, D9): data → order form → data keeps
 * everything but what the booking does not submit, the conversion to the order form is a
 * projection, and the scenario of a built payload agrees with `bookingScenario` on the rules.
 */
import { test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  bookingScenario,
  buildOwnCarOrder,
  buildSpecialCarOrder,
  evaluate,
  hasPicturePrice,
  ownCarBookingData,
  ownCarScenario,
  specialCarBookingData,
  specialCarScenario,
  toOwnCarForm,
  toSpecialCarForm,
  type Scenario,
} from '../../rules/index.ts';
import { bundleArb } from '../arbitraries/bundle.ts';
import { bookingContextArb, ownCarDataArb, specialCarDataArb } from '../arbitraries/booking-data.ts';

/** What the rules read of a scenario, apart from the values (compared through their outcome). */
function ruleInputs(s: Scenario) {
  const { values: _v, picturePriceUrl, description: _d, $schema: _s, orderPrice: _p, userBalance: _b, ...rest } = s;
  return { ...rest, picture: hasPicturePrice(picturePriceUrl) };
}

/** The outcome of the special fields and errors: what the values decide. */
function outcome(bundle: Parameters<typeof evaluate>[0], s: Scenario) {
  const r = evaluate(bundle, s);
  return { fields: r.specialFields, errors: r.errors, audit: r.audit, submitted: r.specialConfigs };
}

test.prop([bundleArb, specialCarDataArb, bookingContextArb])(
  'special car: data → order form → data keeps every field but the special configs and hidden approvers, which become what is submitted',
  (bundle, data, context) => {
    const form = toSpecialCarForm(bundle, data, context);
    const back = specialCarBookingData(form);
    const { specialConfig: _a, approver: _b, administrativeReviewerMsg: _c, ...kept } = data;
    expect(back).toMatchObject(kept);
    const submitted = evaluate(bundle, bookingScenario('special-car', data, context)).specialConfigs;
    expect(back.specialConfig).toEqual(Object.fromEntries(submitted.map((c) => [String(c.id), c.value])));
    // A projection: converting what came back gives the same order form.
    expect(toSpecialCarForm(bundle, back, context)).toEqual(form);
  },
);

test.prop([bundleArb, ownCarDataArb, bookingContextArb])(
  'own car: data → order form → data keeps every field but the special configs and a hidden approver',
  (bundle, data, context) => {
    const form = toOwnCarForm(bundle, data, context);
    const back = ownCarBookingData(form);
    const { specialConfig: _a, auditor: _b, ...kept } = data;
    expect(back).toMatchObject(kept);
    expect(toOwnCarForm(bundle, back, context)).toEqual(form);
  },
);

test.prop([bundleArb, specialCarDataArb, bookingContextArb])(
  'the scenario of a built special-car payload agrees with bookingScenario on every rule input',
  (bundle, data, context) => {
    const form = toSpecialCarForm(bundle, data, context);
    const payload = buildSpecialCarOrder(form, {
      enterpriseId: bundle.enterpriseId,
      userId: context.bookerId ?? '',
      picturePriceUrl: context.picturePriceUrl ?? null,
    });
    const booker = { userId: context.bookerId ?? '', userLevel: context.userLevel ?? 0, permissions: [...(context.permissions ?? [])] };
    const offered = { paymentTypes: context.offeredPaymentTypes ?? [], carTypeLevels: context.offeredCarTypeLevels ?? [] };
    const fromPayload = specialCarScenario(payload, booker, offered);
    const fromData = bookingScenario('special-car', data, { ...context, offeredCarTypeLevels: offered.carTypeLevels });
    expect(ruleInputs(fromPayload)).toEqual(ruleInputs(fromData));
    expect(outcome(bundle, fromPayload)).toEqual(outcome(bundle, fromData));
  },
);

test.prop([bundleArb, ownCarDataArb, bookingContextArb])(
  'the scenario of a built own-car payload agrees with bookingScenario on every rule input',
  (bundle, data, context) => {
    const form = toOwnCarForm(bundle, data, context);
    const payload = buildOwnCarOrder(form, { enterpriseId: bundle.enterpriseId, userId: context.bookerId ?? '' });
    const booker = { userId: context.bookerId ?? '', userLevel: context.userLevel ?? 0, permissions: [...(context.permissions ?? [])] };
    const fromPayload = ownCarScenario(payload, booker);
    const fromData = bookingScenario('own-car', data, context);
    expect(ruleInputs(fromPayload)).toEqual(ruleInputs(fromData));
    expect(outcome(bundle, fromPayload)).toEqual(outcome(bundle, fromData));
  },
);
