/**
 * The order lists' filters (issue 11 §1): the wire body of the list and export calls
 * (schemas/order-list-query.schema.json, checked at the server's boundary), and the filter form the
 * list pages draw with the one renderer (`orderListFilterForm`, a compiled form like the booking
 * forms). The specification names the calls but not their filters; these are the portal's
 * (docs/orders.md "Filters").
 */
import orderListQuerySchema from '../../schemas/order-list-query.schema.json' with { type: 'json' };
import type { CompiledForm, FieldState, JsonSchema } from '../compile/contract.ts';
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import { regionTypeLabels, serviceTypeLabels, SPECIAL_CAR } from '../model/constants.ts';
import { failure, type CheckResult, type Issue } from '../model/issue.ts';
import { OrderStatus } from './order-status.ts';

/** What a list page may sort by, and its Chinese name. */
export const OrderSort = {
  BOARDING_TIME: { value: 'boardingTime', label: '用车时间' },
  CREATED_AT: { value: 'createdAt', label: '下单时间' },
} as const;
export type OrderSortField = (typeof OrderSort)[keyof typeof OrderSort]['value'];
export type SortOrder = 'asc' | 'desc';

/** The body of `POST /CsOrder`, `POST /own/order/List` and the two exports (schemas/order-list-query.schema.json). */
export interface OrderListQuery {
  status?: number;
  /** `YYYY-MM-DD`, China time, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  bookerName?: string;
  passengerName?: string;
  tripType?: number;
  costCentre?: string;
  /** Only the signed-in user's own orders (the trips page), even for whoever sees the enterprise's. */
  mine?: boolean;
  sortBy?: OrderSortField;
  sortOrder?: SortOrder;
  pageIndex?: number;
  pageSize?: number;
}

/** The filter part of a query: what the filter form holds. */
export type OrderListFilter = Pick<OrderListQuery, 'status' | 'dateFrom' | 'dateTo' | 'bookerName' | 'passengerName' | 'tripType' | 'costCentre'>;

/** A date range that ends before it starts. */
export const ORDER_DATES_REVERSED = { code: 'orders.datesReversed', message: '结束日期不能早于开始日期' } as const;

const validators = schemaValidators();

/**
 * Checks a list or export body: the schema (unknown keys, types, bounds), then that the date range
 * does not end before it starts. An absent body is the empty query.
 *
 * @example checkOrderListQuery({ status: 4 }).issues[0].path // '/status'
 * @example checkOrderListQuery({ dateFrom: '2026-11-02', dateTo: '2026-11-01' }).issues[0].message // '结束日期不能早于开始日期'
 */
export function checkOrderListQuery(value: unknown): CheckResult<OrderListQuery> {
  const checked = checkAgainst<OrderListQuery>(validators(orderListQuerySchema), value ?? {});
  if (!checked.ok) return checked;
  const reversed = orderDatesIssue(checked.value);
  return reversed ? failure(reversed) : checked;
}

/**
 * The date range of a filter that ends before it starts, at 用车日期至; undefined otherwise (or while a
 * date is missing). The list pages ask it before they send a filter, the server after its schema check.
 *
 * @example orderDatesIssue({ dateFrom: '2026-11-02', dateTo: '2026-11-01' })
 * // { code: 'orders.datesReversed', path: '/dateTo', message: '结束日期不能早于开始日期' }
 */
export function orderDatesIssue(filter: { readonly dateFrom?: unknown; readonly dateTo?: unknown }): Issue | undefined {
  const { dateFrom, dateTo } = filter;
  if (typeof dateFrom !== 'string' || typeof dateTo !== 'string' || dateFrom === '' || dateTo === '' || dateTo >= dateFrom) return undefined;
  return { code: ORDER_DATES_REVERSED.code, path: '/dateTo', message: ORDER_DATES_REVERSED.message };
}

/** The wire schema of a list or export body, whose `title`s label its fields (the filter form's and the refusals'). */
export const ORDER_LIST_QUERY_SCHEMA = orderListQuerySchema;

/** The Chinese label of a filter field: its `title` in the wire schema. */
const titleOf = (key: keyof typeof orderListQuerySchema.properties): string => orderListQuerySchema.properties[key].title;

/**
 * A choice as `enum` with its Chinese names in the uiSchema (`ui:enumNames`), not as a `oneOf` of
 * consts: RJSF takes a `oneOf`'s first `const` as the field's default, and a filter must start empty.
 */
const choiceOf = (title: string, entries: readonly (readonly [number, string])[]) => ({
  schema: { type: 'integer', title, enum: entries.map(([value]) => value) },
  ui: { 'ui:enumNames': entries.map(([, name]) => name), 'ui:placeholder': '全部' },
});

const VISIBLE: FieldState = { visible: true, required: false, editable: true, because: [] };

/**
 * The filter form of an order list, as a compiled form for `SchemaForm`: status (the six statuses of
 * docs/rules.md 10.7), boarding dates, booker (only for whoever sees other bookers' orders),
 * passenger, trip type (the special-car service types or the own-car region types, spec §9) and
 * cost centre. No field is required; an empty field does not filter.
 *
 * @example orderListFilterForm(5, { withBooker: false }).uiSchema.tripType['ui:enumNames'] // ['同城', '异地', '普通', '休假']
 */
export function orderListFilterForm(businessType: number, options: { withBooker: boolean }): CompiledForm {
  const tripTypes = businessType === SPECIAL_CAR ? serviceTypeLabels : regionTypeLabels;
  const status = choiceOf(titleOf('status'), Object.values(OrderStatus).map((s) => [s.value, s.label] as const));
  const tripType = choiceOf(titleOf('tripType'), Object.entries(tripTypes).map(([value, name]) => [Number(value), name] as const));
  const properties: Record<string, JsonSchema> = {
    status: status.schema,
    dateFrom: { type: 'string', title: titleOf('dateFrom'), format: 'date' },
    dateTo: { type: 'string', title: titleOf('dateTo'), format: 'date' },
    ...(options.withBooker ? { bookerName: { type: 'string', title: titleOf('bookerName'), maxLength: 50 } } : {}),
    passengerName: { type: 'string', title: titleOf('passengerName'), maxLength: 50 },
    tripType: tripType.schema,
    costCentre: { type: 'string', title: titleOf('costCentre'), maxLength: 100 },
  };
  const fieldStates = Object.fromEntries(Object.keys(properties).map((key) => [`/${key}`, VISIBLE]));
  return {
    schema: { type: 'object', properties },
    uiSchema: { 'ui:order': Object.keys(properties), status: status.ui, tripType: tripType.ui },
    fieldStates,
  };
}

/**
 * The wire query of a filter as the form holds it, with the page and the sort: empty texts and
 * unset choices are left out (they do not filter), texts are trimmed.
 *
 * @example orderListQueryOf({ passengerName: ' 陈 ', costCentre: '' }, { pageIndex: 1, pageSize: 20 })
 * // { passengerName: '陈', pageIndex: 1, pageSize: 20 }
 */
export function orderListQueryOf(filter: Readonly<Record<string, unknown>>, rest: Omit<OrderListQuery, keyof OrderListFilter>): OrderListQuery {
  const query: Record<string, unknown> = {};
  for (const key of ['status', 'tripType'] as const) {
    const value = filter[key];
    if (typeof value === 'number' && Number.isInteger(value)) query[key] = value;
  }
  for (const key of ['dateFrom', 'dateTo', 'bookerName', 'passengerName', 'costCentre'] as const) {
    const value = filter[key];
    if (typeof value === 'string' && value.trim() !== '') query[key] = value.trim();
  }
  return { ...(query as OrderListFilter), ...rest };
}
