import { test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildOwnCarOrder, readOwnCarOrder } from '../../rules/orders/own-car-order.ts';
import { buildSpecialCarOrder, readSpecialCarOrder } from '../../rules/orders/special-car-order.ts';
import { ownCarCaseArb, specialCarCaseArb } from '../arbitraries/order-form.ts';

test.prop([specialCarCaseArb])('reading a built special-car order gives the form back (D9)', ({ form, context }) => {
  expect(readSpecialCarOrder(buildSpecialCarOrder(form, context), context)).toEqual(form);
});

test.prop([ownCarCaseArb])('reading a built own-car order gives the form back (D9)', ({ form, context }) => {
  expect(readOwnCarOrder(buildOwnCarOrder(form, context))).toEqual(form);
});

test.prop([specialCarCaseArb])('building a special-car order does not mutate the form', ({ form, context }) => {
  const before = structuredClone(form);
  const payload = buildSpecialCarOrder(form, context);
  payload.contacts.forEach((contact) => (contact.name = 'changed'));
  payload.specialConfigs.forEach((entry) => Array.isArray(entry.value) && entry.value.push(-1));
  expect(form).toEqual(before);
});

test.prop([ownCarCaseArb])('building an own-car order does not mutate the form', ({ form, context }) => {
  const before = structuredClone(form);
  const payload = buildOwnCarOrder(form, context);
  payload.contacts.contacts.forEach((contact) => (contact.name = 'changed'));
  payload.weekdays.push(-1);
  expect(form).toEqual(before);
});

test.prop([specialCarCaseArb])('baggage ids are submitted inside specialRequirements, after the others', ({ form, context }) => {
  expect(buildSpecialCarOrder(form, context).specialRequirements.map(({ id }) => id)).toEqual([...form.specialRequirements, ...form.baggage]);
});
