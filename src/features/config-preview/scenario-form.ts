/**
 * The scenario panel's form (issue 10 §1): every input of D2 as a JSON Schema drawn by our own
 * `SchemaForm`, with choices taken from the bundle being edited (its trip types, the people of its
 * no-audit lists). The panel's data becomes a scenario through the booking data it shares with the
 * live form (`preview-booking.ts`), as the booking page's does. Pure.
 */
import {
  OWN_CAR,
  SPECIAL_CAR,
  orderTypeLabels,
  paymentTypeLabels,
  regionTypeLabels,
  serviceTypeLabels,
  tripTypeConfigFor,
  type BookingBusinessType,
  type CompiledForm,
  type EnterpriseBundle,
} from '../../../rules/index.ts';

/** The panel's data: the D2 inputs (the special-field values come from the live form beside it). */
export interface ScenarioInput {
  businessType: BookingBusinessType;
  tripType?: number;
  orderType?: number;
  paymentType?: number;
  offeredPaymentTypes: number[];
  userLevel: number;
  /** A user id of a no-audit list, or '' for a booker in none. */
  bookerId: string;
  carTypeLevel?: number;
  /** Own car: China time `YYYY-MM-DD HH:mm`. */
  fromTime?: string;
  toTime?: string;
  passengerName: string;
}

/** The booker who is in no no-audit list. */
export const OUTSIDE_LISTS = '';
/** The D2 inputs only a special-car booking has. */
const SPECIAL_CAR_ONLY = ['orderType', 'paymentType', 'offeredPaymentTypes', 'carTypeLevel'] as const;
const TIME_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$';

const choices = (labels: Readonly<Record<string, string>>, values?: readonly number[]) =>
  (values ?? Object.keys(labels).map(Number)).map((v) => ({ const: v, title: labels[String(v)] ?? String(v) }));

/** A first scenario: special car, the bundle's default trip type, every payment type offered. */
export function initialScenarioInput(bundle: EnterpriseBundle): ScenarioInput {
  const config = tripTypeConfigFor(bundle, SPECIAL_CAR);
  const tripType = config?.defaultTripTypeConfigValue ?? config?.enterpriseServiceTripTypeList?.[0];
  return {
    businessType: SPECIAL_CAR,
    ...(tripType === undefined ? {} : { tripType }),
    orderType: 1,
    paymentType: 4,
    offeredPaymentTypes: Object.keys(paymentTypeLabels).map(Number),
    userLevel: 0,
    bookerId: OUTSIDE_LISTS,
    passengerName: '',
  };
}

/**
 * The panel's form for a bundle and a business type: trip types as the bundle offers them for that
 * type (all of them when it lists none), the bookers of its no-audit lists by their names in
 * `people` (the enterprise's people by user id; never an id on the page, issue 24 §2).
 */
export function scenarioForm(bundle: EnterpriseBundle, businessType: BookingBusinessType, people: Readonly<Record<string, string>> = {}): CompiledForm {
  const offered = tripTypeConfigFor(bundle, businessType)?.enterpriseServiceTripTypeList;
  const tripLabels = businessType === OWN_CAR ? regionTypeLabels : serviceTypeLabels;
  const listed = [...new Set((bundle.noNeedToAudit ?? []).filter((l) => l.businessType === businessType).flatMap((l) => l.bookerIds))];
  const properties: Record<string, unknown> = {
    businessType: { type: 'integer', title: '业务类型', oneOf: [{ const: SPECIAL_CAR, title: '专车' }, { const: OWN_CAR, title: '自有车' }] },
    tripType: { type: 'integer', title: '行程类型', oneOf: choices(tripLabels, offered && offered.length > 0 ? offered : undefined) },
    orderType: { type: 'integer', title: '订单类型', oneOf: choices(orderTypeLabels) },
    paymentType: { type: 'integer', title: '付款方式', oneOf: choices(paymentTypeLabels) },
    offeredPaymentTypes: {
      type: 'array',
      title: '预订时开放的付款方式',
      uniqueItems: true,
      items: { type: 'integer', oneOf: choices(paymentTypeLabels) },
    },
    userLevel: { type: 'integer', title: '用户级别', minimum: 0 },
    bookerId: {
      type: 'string',
      title: '预订人',
      oneOf: [
        { const: OUTSIDE_LISTS, title: '不在免审批名单中' },
        ...listed.map((id, i) => ({ const: id, title: people[id] ? `免审批名单中的${people[id]}` : `免审批名单中的第 ${i + 1} 位（未登记姓名）` })),
      ],
    },
    carTypeLevel: { type: 'integer', title: '车型级别', minimum: 0 },
    passengerName: { type: 'string', title: '乘车人姓名' },
  };
  if (businessType === OWN_CAR) {
    // The own-car form has no order type, payment or car level (its scenario has none, bookingScenario).
    for (const key of SPECIAL_CAR_ONLY) delete properties[key];
    properties.fromTime = { type: 'string', title: '用车开始时间（如 2026-12-01 09:00）', pattern: TIME_PATTERN };
    properties.toTime = { type: 'string', title: '用车结束时间（如 2026-12-01 18:00）', pattern: TIME_PATTERN };
  }
  return {
    schema: { type: 'object', properties },
    uiSchema: businessType === OWN_CAR ? {} : { offeredPaymentTypes: { 'ui:widget': 'checkboxes' } },
    fieldStates: {},
  };
}
