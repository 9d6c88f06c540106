/**
 * The fleet's code tables (car level, ownership, colour, accident responsibility, insurance type)
 * read from the wire schemas' `oneOf` titles: schemas/ is the one source of a code table a schema
 * has (issue 22 §1), so the fleet page's lists, its filters, the import templates and the server's
 * boundary name a code by the same word. Pure.
 */
import { FLEET_SCHEMAS } from './fleet-bodies.ts';

/** One labelled code of a schema's `oneOf`. */
export interface SchemaChoice {
  const: number;
  title: string;
}

/**
 * The labelled codes of a schema property's `oneOf`, in the schema's order; [] for a property
 * without one.
 *
 * @example schemaChoices(FLEET_SCHEMAS.ownCar, 'carOwnership') // [{ const: 1, title: '企业自有' }, { const: 2, title: '长期租赁' }]
 */
export function schemaChoices(schema: { properties?: Record<string, unknown> }, key: string): SchemaChoice[] {
  const property = schema.properties?.[key] as { oneOf?: SchemaChoice[] } | undefined;
  return (property?.oneOf ?? []).map((choice) => ({ const: choice.const, title: choice.title }));
}

/**
 * The title of a schema property: the field's one name, for a form label, a list's column and a
 * filter alike (issue 22 §1: a label is declared once). A programmer error when the schema has no
 * titled property of that name.
 *
 * @example schemaTitle(FLEET_SCHEMAS.ownCar, 'carOwnership') // '车辆归属'
 */
export function schemaTitle(schema: { properties?: Record<string, unknown> }, key: string): string {
  const title = (schema.properties?.[key] as { title?: unknown } | undefined)?.title;
  if (typeof title !== 'string' || title === '') throw new Error(`fleet-labels: the schema has no titled property ${key}`);
  return title;
}

/** The `{ code: title }` table of a schema property's `oneOf`. */
function labelsOf(schema: { properties?: Record<string, unknown> }, key: string): Readonly<Record<string, string>> {
  return Object.fromEntries(schemaChoices(schema, key).map((choice) => [String(choice.const), choice.title]));
}

/**
 * The fleet's code tables as `{ code: title }`, from the schemas.
 *
 * @example FLEET_LABELS.carType['2'] // '舒适型'
 * @example FLEET_LABELS.insuranceType['1'] // '交强险'
 */
export const FLEET_LABELS = {
  carType: labelsOf(FLEET_SCHEMAS.ownCar, 'carType'),
  carOwnership: labelsOf(FLEET_SCHEMAS.ownCar, 'carOwnership'),
  color: labelsOf(FLEET_SCHEMAS.ownCar, 'colorId'),
  responsibility: labelsOf(FLEET_SCHEMAS.carAccident, 'responsibility'),
  insuranceType: labelsOf(FLEET_SCHEMAS.carInsurance, 'insuranceType'),
} as const;

/** The title of a code in one of the fleet's tables, '' for a code the table does not have. @example fleetLabel('carOwnership', 2) // '长期租赁' */
export function fleetLabel(table: keyof typeof FLEET_LABELS, code: number): string {
  return FLEET_LABELS[table][String(code)] ?? '';
}
