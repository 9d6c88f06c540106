/**
 * The form and order schemas (spec §3, D9) agree with the builders: whatever a submittable form
 * holds, the form schema takes it, and whatever the builders make of it, the order schema (the
 * server's boundary) takes it.
 */
import { test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  checkOwnCarFormSchema,
  checkOwnCarOrderSchema,
  checkSpecialCarFormSchema,
  checkSpecialCarOrderSchema,
} from '../../rules/config/validate-order.ts';
import { buildOwnCarOrder } from '../../rules/orders/own-car-order.ts';
import { buildSpecialCarOrder } from '../../rules/orders/special-car-order.ts';
import { ownCarCaseArb, specialCarCaseArb } from '../arbitraries/order-form.ts';

test.prop([specialCarCaseArb])('every built special-car payload satisfies its order schema', ({ form, context }) => {
  expect(checkSpecialCarOrderSchema(buildSpecialCarOrder(form, context)).issues).toEqual([]);
});

test.prop([ownCarCaseArb])('every built own-car payload satisfies its order schema', ({ form, context }) => {
  expect(checkOwnCarOrderSchema(buildOwnCarOrder(form, context)).issues).toEqual([]);
});

test.prop([specialCarCaseArb])('every submittable special-car form satisfies its form schema', ({ form }) => {
  expect(checkSpecialCarFormSchema(form).issues).toEqual([]);
});

test.prop([ownCarCaseArb])('every submittable own-car form satisfies its form schema', ({ form }) => {
  expect(checkOwnCarFormSchema(form).issues).toEqual([]);
});
