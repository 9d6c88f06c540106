/**
 * The fleet's insurance policies on the resource engine (issue 25 §1; docs/fleet.md "Pages", docs/resources.md
 * "The fleet on the engine"): the 保险 tab of `/EnterpriseService/Fleet`, permission `ownCar.fleet`. The calls are
 * spec §7's (`/own/car/insurance…`, src/server/routes/fleet-records.ts, bodies checked against
 * schemas/car-insurance.schema.json): the list answered whole, one policy deleted by its id in the query, no files.
 */
import { FLEET_SCHEMAS, INSURANCE_STATE_LABELS, schemaTitle, type CarInsuranceBody, type FieldSchema } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { CarInsuranceMessage } from '../fleet-responses.ts';
import { FLEET_PERMISSION } from './own-car.ts';
import type { ResourceDeclaration } from './resource.ts';

/** 有效 / 即将到期 / 已过期: the server's judgement of a policy (rules/fleet/car-records.ts), its titles the rule's. */
const EXPIRY_STATES = Object.entries(INSURANCE_STATE_LABELS).map(([code, title]) => ({ const: code, title }));
const EXPIRY_TITLE = '状态';

/** The list's filter (spec §7: `carLicense`, `expiryState`); 状态 全部 is none. */
const CAR_INSURANCE_QUERY: FieldSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    carLicense: { type: 'string', title: schemaTitle(FLEET_SCHEMAS.carInsurance, 'carLicense'), maxLength: 10 },
    expiryState: { type: 'string', title: EXPIRY_TITLE, default: '', oneOf: [{ const: '', title: '全部' }, ...EXPIRY_STATES] },
  },
} as FieldSchema;

/** What only the answer has: the policy's state. */
const CAR_INSURANCE_RECORD: FieldSchema = {
  type: 'object',
  properties: { expiryState: { type: 'string', title: EXPIRY_TITLE, oneOf: EXPIRY_STATES } },
} as FieldSchema;

export const CAR_INSURANCE: ResourceDeclaration<CarInsuranceMessage, CarInsuranceBody> = {
  name: 'carInsurance',
  label: '保险',
  permission: FLEET_PERMISSION,
  schema: FLEET_SCHEMAS.carInsurance as ResourceDeclaration<CarInsuranceMessage, CarInsuranceBody>['schema'],
  querySchema: CAR_INSURANCE_QUERY,
  recordSchema: CAR_INSURANCE_RECORD,
  idKey: 'id',
  idsKey: 'ids',
  nameKey: 'policyNumber',
  columns: ['carLicense', 'expiryState', 'insuranceType', 'insurer', 'policyNumber', 'startDate', 'endDate', 'premium'],
  formKeys: ['carLicense', 'insuranceType', 'insurer', 'policyNumber', 'startDate', 'endDate', 'premium'],
  placeholders: { startDate: 'YYYY-MM-DD', endDate: 'YYYY-MM-DD' },
  search: { param: 'carLicense', keys: ['carLicense'] },
  filterKeys: ['expiryState'],
  sortKeys: ['carLicense', 'startDate', 'endDate', 'premium'],
  // Soonest end first, as the server answers (a policy about to run out on top).
  defaultSort: { key: 'endDate', order: 'asc' },
  pageSize: 20,
  listAnswer: 'whole',
  endpoints: {
    list: endpoints.ownCar.insuranceList,
    add: endpoints.ownCar.addInsurance,
    update: endpoints.ownCar.updateInsurance,
    deleteOne: endpoints.ownCar.deleteInsurance,
    detail: endpoints.ownCar.insuranceRecordDetail,
  },
};
