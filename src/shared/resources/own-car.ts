/**
 * The fleet's cars on the resource engine (issue 25 §1; docs/fleet.md "Pages", docs/resources.md "The
 * fleet"): the 车辆 tab of `/EnterpriseService/Fleet`, permission `ownCar.fleet`. The calls are the
 * fleet's own (`/own/car…`, served by src/server/routes/fleet*.ts, bodies checked against
 * schemas/own-car.schema.json); the plate is the id, typed when a car is added and read-only after.
 */
import { CAR_IMPORT, FLEET_SCHEMAS, schemaChoices, schemaTitle, withNormalPlate, type FieldSchema, type OwnCarBody } from '../../../rules/index.ts';
import { endpoints } from '../endpoints.ts';
import type { OwnCarMessage } from '../responses.ts';
import type { ResourceDeclaration } from './resource.ts';

/** Who keeps the fleet (the fleet page's permission). */
export const FLEET_PERMISSION = 'ownCar.fleet';

/** The list's filter: part of a plate, and a car type (0 全部); titles and choices are the car schema's. */
const OWN_CAR_QUERY: FieldSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    carLicense: { type: 'string', title: schemaTitle(FLEET_SCHEMAS.ownCar, 'carLicense'), maxLength: 10 },
    carType: { type: 'integer', title: schemaTitle(FLEET_SCHEMAS.ownCar, 'carType'), default: 0, oneOf: [{ const: 0, title: '全部' }, ...schemaChoices(FLEET_SCHEMAS.ownCar, 'carType')] },
  },
} as FieldSchema;

export const OWN_CARS: ResourceDeclaration<OwnCarMessage, OwnCarBody> = {
  name: 'ownCar',
  label: '车辆',
  permission: FLEET_PERMISSION,
  schema: FLEET_SCHEMAS.ownCar as ResourceDeclaration<OwnCarMessage, OwnCarBody>['schema'],
  querySchema: OWN_CAR_QUERY,
  idKey: 'carLicense',
  idsKey: 'carLicenses',
  nameKey: 'carLicense',
  columns: ['carLicense', 'carType', 'carTypeDesc', 'seats', 'colorId', 'purchaseDate', 'carOwnership'],
  formKeys: ['carLicense', 'carType', 'carTypeDesc', 'seats', 'colorId', 'purchaseDate', 'carOwnership'],
  idTyped: true,
  placeholders: { carLicense: '如 沪A·D1234', purchaseDate: 'YYYY-MM-DD' },
  // 沪a d1234 typed is 沪AD1234 shown and sent: the plate as the server keeps it (rules/fleet/plates.ts).
  normalise: (body) => withNormalPlate(body) as OwnCarBody,
  view: (car) => (car.carTypeDesc === '0' ? { ...car, carTypeDesc: '' } : car),
  search: { param: 'carLicense', keys: ['carLicense'] },
  filterKeys: ['carType'],
  sortKeys: ['carLicense', 'carType', 'purchaseDate'],
  defaultSort: { key: 'carLicense', order: 'asc' },
  pageSize: 20,
  importTemplate: CAR_IMPORT,
  endpoints: {
    list: endpoints.ownCar.list,
    add: endpoints.ownCar.create,
    update: endpoints.ownCar.update,
    delete: endpoints.ownCar.deleteBatch,
    import: endpoints.ownCar.import,
    export: endpoints.ownCar.export,
    exportTemplate: endpoints.ownCar.exportTemplate,
    detail: endpoints.ownCar.recordDetail,
    importLogs: endpoints.ownCar.importLogs,
  },
};
