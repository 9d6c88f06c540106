/**
 * The fleet's accidents on the resource engine (issue 25 §1; docs/fleet.md "Pages", docs/resources.md "The
 * fleet on the engine"): the 事故 tab of `/EnterpriseService/Fleet`, permission `ownCar.fleet`. The calls are
 * spec §7's (`/own/car/accident…`, src/server/routes/fleet-records.ts, bodies checked against
 * schemas/car-accident.schema.json): the list answered whole, no delete, no files. 处理状态 moves by its own
 * call (开始处理 / 结案, the page's row action), never by the edit.
 */
import { AccidentProcessState, FLEET_SCHEMAS, schemaTitle, type CarAccidentBody, type FieldSchema } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { CarAccidentMessage } from '../fleet-responses.ts';
import { FLEET_PERMISSION } from './own-car.ts';
import type { ResourceDeclaration } from './resource.ts';

/** 待处理 / 处理中 / 已结案 (rules/fleet/car-records.ts), their titles the rule's. */
const PROCESS_STATES = Object.values(AccidentProcessState).map(({ value, label }) => ({ const: value, title: label }));
const PROCESS_TITLE = '处理状态';

/** The list's filter (spec §7: `carLicense`, `processState`); 处理状态 全部 (0) is none. */
const CAR_ACCIDENT_QUERY: FieldSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    carLicense: { type: 'string', title: schemaTitle(FLEET_SCHEMAS.carAccident, 'carLicense'), maxLength: 10 },
    processState: { type: 'integer', title: PROCESS_TITLE, default: 0, oneOf: [{ const: 0, title: '全部' }, ...PROCESS_STATES] },
  },
} as FieldSchema;

/** What only the answer has: the accident's handling state. */
const CAR_ACCIDENT_RECORD: FieldSchema = {
  type: 'object',
  properties: { processState: { type: 'integer', title: PROCESS_TITLE, oneOf: PROCESS_STATES } },
} as FieldSchema;

export const CAR_ACCIDENTS: ResourceDeclaration<CarAccidentMessage, CarAccidentBody> = {
  name: 'carAccident',
  label: '事故',
  permission: FLEET_PERMISSION,
  schema: FLEET_SCHEMAS.carAccident as ResourceDeclaration<CarAccidentMessage, CarAccidentBody>['schema'],
  querySchema: CAR_ACCIDENT_QUERY,
  recordSchema: CAR_ACCIDENT_RECORD,
  idKey: 'id',
  idsKey: 'ids',
  nameKey: 'carLicense',
  columns: ['carLicense', 'processState', 'accidentTime', 'location', 'driverName', 'responsibility', 'loss'],
  formKeys: ['carLicense', 'accidentTime', 'location', 'driverName', 'responsibility', 'description', 'loss'],
  placeholders: { accidentTime: 'YYYY-MM-DD HH:mm' },
  search: { param: 'carLicense', keys: ['carLicense'] },
  filterKeys: ['processState'],
  sortKeys: ['carLicense', 'accidentTime', 'loss'],
  // The latest accident first.
  defaultSort: { key: 'accidentTime', order: 'desc' },
  pageSize: 20,
  listAnswer: 'whole',
  endpoints: {
    list: endpoints.ownCar.accidentList,
    add: endpoints.ownCar.addAccident,
    update: endpoints.ownCar.updateAccident,
    detail: endpoints.ownCar.accidentRecordDetail,
  },
};
