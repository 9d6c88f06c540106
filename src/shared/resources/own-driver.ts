/**
 * The fleet's drivers on the resource engine (issue 25 §1; docs/fleet.md "Pages", docs/resources.md "The
 * fleet on the engine"): the 司机 tab of `/EnterpriseService/Fleet`, permission `ownCar.fleet`. The calls
 * are the fleet's own (`/own/driver…`, src/server/routes/fleet-admin.ts and fleet-io.ts, bodies checked
 * against schemas/own-driver.schema.json); the id is the server's.
 */
import { DRIVER_IMPORT, FLEET_SCHEMAS, schemaTitle, type FieldSchema, type OwnDriverBody } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { OwnDriverMessage } from '../fleet-responses.ts';
import { FLEET_PERMISSION } from './own-car.ts';
import type { ResourceDeclaration } from './resource.ts';

const driverTitle = (key: keyof OwnDriverBody) => schemaTitle(FLEET_SCHEMAS.ownDriver, key);

/** The list's filter: a keyword looked for in the name, the phone number and the usual car. */
const OWN_DRIVER_QUERY: FieldSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { keyword: { type: 'string', title: `${driverTitle('name')}、${driverTitle('phoneNumber')}或车牌`, maxLength: 20 } },
} as FieldSchema;

/** What only the listed driver has: whether the licence has run out (the server's China date). */
const OWN_DRIVER_RECORD: FieldSchema = {
  type: 'object',
  properties: { licenseExpired: { type: 'boolean', title: '驾驶证状态', oneOf: [{ const: false, title: '有效' }, { const: true, title: '已过期' }] } },
} as FieldSchema;

export const OWN_DRIVERS: ResourceDeclaration<OwnDriverMessage, OwnDriverBody> = {
  name: 'ownDriver',
  label: '司机',
  permission: FLEET_PERMISSION,
  schema: FLEET_SCHEMAS.ownDriver as ResourceDeclaration<OwnDriverMessage, OwnDriverBody>['schema'],
  querySchema: OWN_DRIVER_QUERY,
  recordSchema: OWN_DRIVER_RECORD,
  idKey: 'driverId',
  idsKey: 'driverIds',
  nameKey: 'name',
  columns: ['name', 'phoneNumber', 'licenseNumber', 'licenseExpiry', 'licenseExpired', 'carLicense'],
  formKeys: ['name', 'phoneNumber', 'licenseNumber', 'licenseExpiry', 'carLicense'],
  placeholders: { licenseExpiry: 'YYYY-MM-DD' },
  search: { param: 'keyword', keys: ['name', 'phoneNumber', 'carLicense'] },
  filterKeys: [],
  sortKeys: ['name', 'licenseExpiry', 'carLicense'],
  defaultSort: { key: 'name', order: 'asc' },
  pageSize: 20,
  importTemplate: DRIVER_IMPORT,
  endpoints: {
    list: endpoints.ownDriver.list,
    add: endpoints.ownDriver.create,
    update: endpoints.ownDriver.update,
    delete: endpoints.ownDriver.deleteBatch,
    import: endpoints.ownDriver.import,
    export: endpoints.ownDriver.export,
    exportTemplate: endpoints.ownDriver.exportTemplate,
    detail: endpoints.ownDriver.detail,
    importLogs: endpoints.ownDriver.importLogs,
  },
};
