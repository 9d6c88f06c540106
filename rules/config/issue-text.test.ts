/**
 * A refused body's issue as a person reads it (issue-text.ts, issue 22 "Messages"): the field named by
 * its schema title in a sentence, never its JSON Pointer, its wire name or the schema's pattern.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkOwnCarBody, FLEET_SCHEMAS } from '../fleet/index.ts';
import { checkOrderListQuery, ORDER_LIST_QUERY_SCHEMA } from '../orders/index.ts';
import { refusalText, schemaLabelAt, UNLABELLED_REFUSAL } from './issue-text.ts';
import { ORDER_PAYLOAD_SCHEMAS } from './validate-order.ts';

const carBody = { carLicense: '沪A·D1234', carType: 2, colorId: 1, purchaseDate: '2024-03-15', carOwnership: 1, carTypeDesc: '' };

describe('refusalText', () => {
  it('names the field by its schema title', () => {
    expect(schemaLabelAt(FLEET_SCHEMAS.ownCar, '/carLicense')).toBe('车牌号');
    expect(schemaLabelAt(ORDER_LIST_QUERY_SCHEMA, '/dateTo')).toBe('用车日期至');
    expect(schemaLabelAt(FLEET_SCHEMAS.ownCar, '/nope')).toBeUndefined();
  });

  it('says the examples of the issue in words', () => {
    const plate = checkOwnCarBody({ ...carBody, carLicense: 'ABC' });
    expect(plate.ok ? '' : refusalText(FLEET_SCHEMAS.ownCar, plate.issues)).toBe('车牌号格式不正确');
    const dates = checkOrderListQuery({ dateFrom: '2026-11-02', dateTo: '2026-11-01' });
    expect(dates.ok ? '' : refusalText(ORDER_LIST_QUERY_SCHEMA, dates.issues)).toBe('结束日期不能早于开始日期');
    const format = checkOrderListQuery({ dateTo: '11/01/2026' });
    expect(format.ok ? '' : refusalText(ORDER_LIST_QUERY_SCHEMA, format.issues)).toBe('用车日期至格式不正确');
    const unknown = checkOrderListQuery({ enterpriseId: 2002 });
    expect(unknown.ok ? '' : refusalText(ORDER_LIST_QUERY_SCHEMA, unknown.issues)).toBe(UNLABELLED_REFUSAL);
  });

  it('never says a pointer, a wire name or a pattern, whatever the refused list filter', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }));
    const keys = [...Object.keys(ORDER_LIST_QUERY_SCHEMA.properties), 'enterpriseId', 'lat/lng'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 4 }), (body) => {
        const checked = checkOrderListQuery(body);
        if (checked.ok) return;
        const text = refusalText(ORDER_LIST_QUERY_SCHEMA, checked.issues, ORDER_PAYLOAD_SCHEMAS.registry);
        expect(text).toMatch(/^[^/a-zA-Z^$\\]+$/);
      }),
    );
  });
});
