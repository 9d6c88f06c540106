/**
 * The own-car wizard's steps draw the compiled form apart (issue 22 §2 "step 3 does not repeat
 * step 1"): 行程 the trip fields, 车辆信息 the rest, each field on exactly one step.
 */
import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';

import { bundleArb } from '../../tests/arbitraries/bundle.ts';
import { ownCarDataArb, bookingContextArb } from '../../tests/arbitraries/booking-data.ts';
import { booking, huaxinBundle } from '../../tests/support/booking-flows.ts';
import { bookingStep } from '../step/booking-step.ts';
import { newBookingData } from './new-booking-data.ts';
import { onOwnCarTripStep, OWN_CAR_TRIP_FIELDS, ownCarStepForm } from './own-car-form.ts';
import type { CompiledForm } from './contract.ts';

const NOW = Date.parse('2026-11-20T02:00:00Z');

const hidden = (form: CompiledForm, key: string) => (form.uiSchema[key] as Record<string, unknown> | undefined)?.['ui:widget'] === 'hidden';
const keysOf = (form: CompiledForm) => Object.keys(form.schema.properties as Record<string, unknown>);

describe('ownCarStepForm', () => {
  const form = bookingStep(huaxinBundle, booking.context, { kind: 'own-car', from: 'opened' }, newBookingData('own-car', huaxinBundle, booking.context, NOW)).form;

  it('行程 draws the times, region type and addresses; 车辆信息 the people, approver, special config and notifications', () => {
    const trip = ownCarStepForm(form, 'trip');
    const carMessage = ownCarStepForm(form, 'carMessage');
    for (const key of ['tripType', 'fromTime', 'toTime', 'pickUp', 'destination']) {
      expect(hidden(trip, key), key).toBe(false);
      expect(hidden(carMessage, key), key).toBe(true);
    }
    for (const key of ['passName', 'auditor', 'comments', 'specialConfig', 'sms']) {
      expect(hidden(trip, key), key).toBe(true);
      expect(hidden(carMessage, key), key).toBe(false);
    }
  });

  it('keeps a field’s own widget and options, hides it without dropping them, and answers the same object for the same form', () => {
    const carMessage = ownCarStepForm(form, 'carMessage');
    expect(carMessage.uiSchema.pickUp).toMatchObject({ 'ui:field': 'address', 'ui:widget': 'hidden' });
    expect(carMessage.schema).toBe(form.schema);
    expect(ownCarStepForm(form, 'carMessage')).toBe(carMessage);
  });

  it('onOwnCarTripStep places a pointer by its field', () => {
    expect(onOwnCarTripStep('/pickUp/city')).toBe(true);
    expect(onOwnCarTripStep('/fromTime')).toBe(true);
    expect(onOwnCarTripStep('/specialConfig/103')).toBe(false);
    expect(onOwnCarTripStep('/auditor/name')).toBe(false);
    expect(onOwnCarTripStep('')).toBe(false);
  });

  test.prop([bundleArb, bookingContextArb, ownCarDataArb], { numRuns: 40 })(
    'every field any compiled own-car form draws is drawn on exactly one of the two steps, the trip fields on 行程',
    (bundle, context, data) => {
      const compiled = bookingStep(bundle, context, { kind: 'own-car', from: 'submitted' }, data).form;
      const trip = ownCarStepForm(compiled, 'trip');
      const carMessage = ownCarStepForm(compiled, 'carMessage');
      for (const key of keysOf(compiled)) {
        if (hidden(compiled, key)) {
          // A field the form itself hides (the stops while 途经停靠 is off) is drawn on neither.
          expect(hidden(trip, key) && hidden(carMessage, key), key).toBe(true);
          continue;
        }
        expect(hidden(trip, key) !== hidden(carMessage, key), key).toBe(true);
        expect(!hidden(trip, key), key).toBe((OWN_CAR_TRIP_FIELDS as readonly string[]).includes(key));
      }
    },
  );
});

