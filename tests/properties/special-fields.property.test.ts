import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { requiredStatus } from '../../rules/fields/special-field-required.ts';
import { specialFieldStates } from '../../rules/fields/special-fields.ts';
import { bundleArb, passengerNameArb, scenarioArb, specialFieldArb } from '../arbitraries/bundle.ts';

test.prop([bundleArb, scenarioArb])('a hidden field is never required', (bundle, scenario) => {
  for (const state of specialFieldStates(bundle, scenario)) {
    if (!state.visible) expect(state.required).toBe(false);
  }
});

test.prop([bundleArb, scenarioArb])('an associated field is shown only when its parent is shown', (bundle, scenario) => {
  const states = new Map(specialFieldStates(bundle, scenario).map((s) => [s.specialId, s]));
  for (const field of bundle.specialFields ?? []) {
    const state = states.get(field.specialId);
    if (!field.isAssociation || !state?.visible || field !== bundle.specialFields?.find((f) => f.specialId === field.specialId)) continue;
    expect(states.get(field.parentSpecialId ?? Number.NaN)?.visible).toBe(true);
  }
});

test.prop([specialFieldArb(5), passengerNameArb, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 12 })])(
  'the skip list waives only conditional fields',
  (field, passenger, tripType, hours) => {
    const facts = { businessType: 5, tripType, durationHours: hours };
    const skipping = { ...field, skipMustConditionConfigList: [{ passengerName: passenger }] };
    const listed = requiredStatus(skipping, { ...facts, passengerName: passenger });
    const unlisted = requiredStatus(skipping, { ...facts, passengerName: '不在名单的人' });
    if (!field.isHaveMustCondition) {
      // Without conditions the skip list changes nothing.
      expect(listed.required).toBe(unlisted.required);
    } else {
      // With conditions, a listed passenger is never required.
      expect(listed.required).toBe(false);
    }
  },
);

test.prop([specialFieldArb(5), fc.integer({ min: 1, max: 10 })])('kinds 1, 7 and 8 are never required', (field, tripType) => {
  fc.pre([1, 7, 8].includes(field.showType));
  expect(requiredStatus(field, { businessType: 4, tripType }).required).toBe(false);
});
