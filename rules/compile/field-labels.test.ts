import { readdirSync, readFileSync } from 'node:fs';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { blankOwnCarData, blankSpecialCarData, booking } from '../../tests/support/booking-flows.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { bookingStep } from '../step/booking-step.ts';
import { INPUT_FIELDS, INPUT_MISSING, missingInputs } from '../step/blockers.ts';
import type { BookingKind } from './booking-scenario.ts';
import { newBookingData } from './new-booking-data.ts';
import { addressPartLabel, bookingFieldLabel, labelAt } from './field-labels.ts';
import type { JsonSchema } from './contract.ts';

const KINDS: readonly BookingKind[] = ['special-car', 'own-car'];
const FIXTURES = new URL('../../fixtures/enterprises/', import.meta.url);
const bundles: EnterpriseBundle[] = readdirSync(FIXTURES).map((name) => JSON.parse(readFileSync(new URL(`${name}/bundle.json`, FIXTURES), 'utf8')) as EnterpriseBundle);
const NOW = Date.parse('2026-11-23T05:00:00Z');

/** The compiled form of a booking of `kind` just opened with `bundle`. */
const openedForm = (bundle: EnterpriseBundle, kind: BookingKind) =>
  bookingStep(bundle, booking.context, { kind, from: 'opened' }, newBookingData(kind, bundle, booking.context, NOW)).form;

/** The title the compiled schema gives the property at `pointer`, walked plainly (no address rule). */
function compiledTitle(schema: JsonSchema, pointer: string): string | undefined {
  let node: unknown = schema;
  for (const key of pointer.split('/').slice(1)) node = (node as { properties?: Record<string, unknown> } | undefined)?.properties?.[key];
  const title = (node as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

describe('one name for one booking field (issue 22 §1, rules/compile/field-labels.ts)', () => {
  it('names a field by its title on the form of its kind: 服务类型 on the special car, 区域类型 on the own car', () => {
    expect(bookingFieldLabel('special-car', '/tripType')).toBe('服务类型');
    expect(bookingFieldLabel('own-car', '/tripType')).toBe('区域类型');
    expect(bookingFieldLabel('special-car', '/firstCarType')).toBe('车型等级');
    expect(bookingFieldLabel('own-car', '/fromTime')).toBe('开始时间');
    expect(bookingFieldLabel('special-car', '/justification')).toBe('用车事由');
    expect(bookingFieldLabel('own-car', '/firstCarType')).toBeUndefined();
  });

  it('names an address’s parts as the address field draws them', () => {
    expect(bookingFieldLabel('special-car', '/pickUp/city')).toBe('上车地点城市');
    expect(bookingFieldLabel('own-car', '/destination/addressType')).toBe('下车地点类型');
    expect(bookingFieldLabel('special-car', '/pickUp/address')).toBe('上车地点');
    expect(bookingFieldLabel('special-car', '/destination/placeId')).toBe('下车地点');
    expect(bookingFieldLabel('special-car', '/pickUp/flightNumber')).toBe('航班号');
    expect(addressPartLabel('上车地点', 'city')).toBe('上车地点城市');
  });

  it('a gate’s 请先填写X names the field as the form of that kind titles it', () => {
    const special = bookingStep(booking.bundle, booking.context, { kind: 'special-car', from: 'opened' }, blankSpecialCarData({ tripType: undefined as never }));
    expect(special.blockers.price.filter((e) => e.code === INPUT_MISSING.code).map((e) => e.message)).toEqual([
      '请先填写车型等级',
      '请先填写服务类型',
      '请先填写上车地点城市',
      '请先填写上车地点',
      '请先填写下车地点城市',
      '请先填写下车地点',
    ]);
    const own = bookingStep(booking.bundle, booking.context, { kind: 'own-car', from: 'opened' }, blankOwnCarData({ fromTime: '', toTime: '' }));
    expect(own.blockers.trip.filter((e) => e.code === INPUT_MISSING.code).map((e) => e.message)).toEqual([
      '请先填写开始时间',
      '请先填写结束时间',
      '请先填写上车地点城市',
      '请先填写上车地点',
      '请先填写下车地点城市',
      '请先填写下车地点',
    ]);
    expect(missingInputs('own-car', ['tripType'])[0]!.message).toBe('请先填写区域类型');
  });

  it('every field a gate may miss is named by its title on the compiled form of each kind and bundle (a field, or the address it is part of)', () => {
    for (const bundle of bundles) {
      for (const kind of KINDS) {
        const form = openedForm(bundle, kind);
        for (const pointer of Object.values(INPUT_FIELDS)) {
          const label = bookingFieldLabel(kind, pointer);
          expect(labelAt(form.schema, pointer)).toBe(label);
          if (label === undefined) continue;
          const [, field, part] = pointer.split('/');
          const title = compiledTitle(form.schema, `/${field}`);
          expect(label).toBe(part === undefined ? title : part === 'city' ? addressPartLabel(title!, 'city') : title);
        }
      }
    }
  });

  it('any missing inputs of either kind are refused with 请先填写 and the field’s name on that kind’s compiled form (fast-check)', () => {
    const forms = new Map(KINDS.map((kind) => [kind, openedForm(booking.bundle, kind)]));
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.subarray(Object.keys(INPUT_FIELDS)), (kind, paths) => {
        const errors = missingInputs(kind, paths);
        expect(errors.map((e) => e.field)).toEqual(paths);
        for (const error of errors) {
          const name = labelAt(forms.get(kind)!.schema, error.path) ?? error.field;
          expect(error.message).toBe(`请先填写${name}`);
        }
      }),
    );
  });
});
