import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OWN_CAR, SPECIAL_CAR } from '../model/constants.ts';
import { checkOrderListQuery, orderListFilterForm, orderListQueryOf } from './order-list-query.ts';
import { OrderStatus } from './order-status.ts';

describe('the order list query (schemas/order-list-query.schema.json)', () => {
  it('takes an absent or empty body as no filter', () => {
    expect(checkOrderListQuery(undefined).ok).toBe(true);
    expect(checkOrderListQuery({}).ok).toBe(true);
  });

  it('takes every filter, the sort and the page', () => {
    const query = {
      status: 2, dateFrom: '2026-11-01', dateTo: '2026-11-30', bookerName: '王', passengerName: '陈', tripType: 3,
      costCentre: '研发', sortBy: 'boardingTime', sortOrder: 'asc', pageIndex: 2, pageSize: 10,
    };
    expect(checkOrderListQuery(query)).toEqual({ ok: true, value: query, issues: [] });
  });

  it('refuses an unknown status, an unknown key, a bad date a page size that is not a number, each at its pointer', () => {
    expect(checkOrderListQuery({ status: 4 }).issues[0]?.path).toBe('/status');
    expect(checkOrderListQuery({ enterpriseId: 2002 }).issues[0]?.code).toBe('schema.additionalProperties');
    expect(checkOrderListQuery({ dateFrom: '2026/11/01' }).issues[0]?.path).toBe('/dateFrom');
    expect(checkOrderListQuery({ pageSize: '20' }).issues[0]?.path).toBe('/pageSize');
    expect(checkOrderListQuery({ sortBy: 'payload_json' }).issues[0]?.path).toBe('/sortBy');
  });

  it('refuses a date range that ends before it starts, in Chinese', () => {
    expect(checkOrderListQuery({ dateFrom: '2026-11-02', dateTo: '2026-11-01' }).issues).toEqual([
      { code: 'orders.datesReversed', path: '/dateTo', message: '结束日期不能早于开始日期' },
    ]);
  });

  it('a status of the status table always passes, any other integer never does', () => {
    const known = Object.values(OrderStatus).map((s) => s.value as number);
    fc.assert(fc.property(fc.integer({ min: -5, max: 20 }), (status) => checkOrderListQuery({ status }).ok === known.includes(status)));
  });
});

describe('the filter form of an order list', () => {
  it('offers the six statuses with their Chinese labels, none chosen (no const a renderer would take as default)', () => {
    const form = orderListFilterForm(SPECIAL_CAR, { withBooker: false });
    const status = (form.schema.properties as Record<string, Record<string, unknown>>).status!;
    expect(status).toEqual({ type: 'integer', title: '订单状态', enum: [1, 2, 3, 5, 8, 9] });
    expect((form.uiSchema.status as Record<string, unknown>)['ui:enumNames']).toEqual(['待审批', '已预订', '已派司机', '已完成', '审批未通过', '已取消']);
    expect(JSON.stringify(form.schema)).not.toContain('"const"');
    expect(JSON.stringify(form.schema)).not.toContain('"default"');
  });

  it('offers the trip types of the business type: service types for a special car, region types for an own car', () => {
    const trips = (bt: number) => (orderListFilterForm(bt, { withBooker: false }).uiSchema.tripType as Record<string, string[]>)['ui:enumNames'];
    expect(trips(SPECIAL_CAR)).toContain('接机');
    expect(trips(OWN_CAR)).toEqual(['同城', '异地', '普通', '休假']);
  });

  it('asks for the booker only from whoever sees other bookers\u2019 orders', () => {
    const keys = (withBooker: boolean) => Object.keys(orderListFilterForm(OWN_CAR, { withBooker }).schema.properties as object);
    expect(keys(false)).not.toContain('bookerName');
    expect(keys(true)).toContain('bookerName');
  });

  it('requires nothing and has a visible field state for every field', () => {
    const form = orderListFilterForm(SPECIAL_CAR, { withBooker: true });
    expect(form.schema.required).toBeUndefined();
    expect(Object.keys(form.fieldStates)).toEqual(Object.keys(form.schema.properties as object).map((k) => `/${k}`));
  });

  it('whatever the form holds, the query it makes passes the wire check (or only the date order fails)', () => {
    const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 40 }));
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const data = fc.record({
      status: fc.option(fc.constantFrom(1, 2, 3, 5, 8, 9), { nil: undefined }),
      tripType: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      dateFrom: fc.option(day, { nil: undefined }), dateTo: fc.option(day, { nil: undefined }),
      bookerName: text, passengerName: text, costCentre: text,
    });
    fc.assert(fc.property(data, (form) => {
      const checked = checkOrderListQuery(orderListQueryOf(form, { pageIndex: 1, pageSize: 20 }));
      return checked.ok || checked.issues.every((i) => i.code === 'orders.datesReversed');
    }));
  });

  it('leaves out what does not filter and trims texts', () => {
    expect(orderListQueryOf({ passengerName: ' 陈 ', costCentre: '', status: undefined }, { pageIndex: 1, pageSize: 20 })).toEqual({
      passengerName: '陈', pageIndex: 1, pageSize: 20,
    });
  });
});
