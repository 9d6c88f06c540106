/**
 * The cost tab's forms for the one renderer (docs/fleet.md "Costs"): the add form is the wire schema
 * (schemas/car-cost.schema.json), the list filter a schema of its own (car, kind or 全部, date range). Pure.
 */
import { CostKind, FLEET_SCHEMAS, type CompiledForm } from '../../../rules/index.ts';

const { $schema: _s, $id: _i, description: _d, ...costSchema } = FLEET_SCHEMAS.carCost as Record<string, unknown>;

export const costForm: CompiledForm = {
  schema: costSchema,
  uiSchema: {
    'ui:order': ['carLicense', 'date', 'kind', 'amount', 'note', 'orderId'],
    carLicense: { 'ui:placeholder': '如 沪A·D1234' },
    date: { 'ui:placeholder': 'YYYY-MM-DD' },
    note: { 'ui:widget': 'textarea' },
  },
  fieldStates: {},
};

export const costFilterForm: CompiledForm = {
  schema: {
    type: 'object',
    properties: {
      carLicense: { type: 'string', title: '车牌号' },
      kind: { type: 'integer', title: '费用类型', default: 0, oneOf: [{ const: 0, title: '全部' }, ...Object.values(CostKind).map((k) => ({ const: k.value, title: k.label }))] },
      fromDate: { type: 'string', title: '开始日期', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
      toDate: { type: 'string', title: '结束日期', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    },
  },
  uiSchema: { fromDate: { 'ui:placeholder': 'YYYY-MM-DD' }, toDate: { 'ui:placeholder': 'YYYY-MM-DD' } },
  fieldStates: {},
};
