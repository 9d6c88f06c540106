/**
 * A resource's forms for the one renderer (`SchemaForm`), made from its declaration (docs/resources.md):
 * the list's filter (the query schema) and the add / edit form (the body schema, its `formKeys` in order,
 * the id hidden). The schemas are the ones the server checks, so the form and the boundary agree. Pure.
 */
import { fieldText, fieldTitle, type CompiledForm } from '../../../rules/index.ts';
import { schemasOf, type ResourceDeclaration } from '../../shared/index.ts';

const strip = ({ $schema: _s, $id: _i, description: _d, title: _t, ...schema }: Record<string, unknown>) => schema;

/** Any declaration: the engine reads its schemas and keys, whatever its record's type. */
type AnyDeclaration = Pick<ResourceDeclaration<object, object>, 'schema' | 'querySchema' | 'recordSchema' | 'label' | 'idTyped'> & {
  idKey: string;
  formKeys: readonly string[];
  placeholders?: Readonly<Record<string, string | undefined>>;
};

/** Which form: the add form (a typed id is typed here) or the edit form (the id names the record). */
export type FormMode = 'add' | 'edit';

/** The filter form: the query schema as it is. */
export function filterForm(declaration: AnyDeclaration): CompiledForm {
  return { schema: strip(declaration.querySchema as Record<string, unknown>), uiSchema: {}, fieldStates: {}};
}

/** A field's choices known only when the page runs (another resource's records: a parent, an approver), by title. */
export type FieldChoices = Readonly<Record<string, readonly { const: string; title: string }[]>>;

/** The body schema with `choices` as its fields' `oneOf`, so a person picks a record by its name, never types its id. */
function withChoices(schema: Record<string, unknown>, choices: FieldChoices): Record<string, unknown> {
  const properties = { ...(schema.properties as Record<string, Record<string, unknown>>) };
  for (const [key, options] of Object.entries(choices)) {
    if (properties[key]) properties[key] = { ...properties[key], oneOf: options.map((o) => ({ const: o.const, title: o.title })) };
  }
  return { ...schema, properties };
}

/** The id's field: hidden when the server gives it (an edit sends it back); a typed id is typed on add and read-only on edit. */
function idField(declaration: AnyDeclaration, mode: FormMode): Record<string, unknown> {
  if (!declaration.idTyped) return { 'ui:widget': 'hidden' };
  return mode === 'edit' ? { 'ui:readonly': true } : {};
}

/**
 * The add and edit form: the body schema, `formKeys` in order, the id hidden (an edit sends it back)
 * unless the declaration's id is typed; `choices` make fields that hold another record's id a choice
 * of names; the declaration's placeholders shown in empty fields.
 *
 * @example bodyForm(OWN_CARS, {}, 'edit').uiSchema.carLicense // { 'ui:readonly': true, 'ui:placeholder': '如 沪A·D1234' }
 */
export function bodyForm(declaration: AnyDeclaration, choices: FieldChoices = {}, mode: FormMode = 'add'): CompiledForm {
  const hints = Object.fromEntries(
    Object.entries(declaration.placeholders ?? {}).flatMap(([key, text]) => (text === undefined ? [] : [[key, { 'ui:placeholder': text }]])),
  ) as Record<string, Record<string, unknown>>;
  return {
    schema: withChoices(strip(declaration.schema as Record<string, unknown>), choices),
    uiSchema: {
      'ui:order': [...declaration.formKeys, '*'],
      ...hints,
      [declaration.idKey]: { ...hints[declaration.idKey], ...idField(declaration, mode) },
    },
    fieldStates: {},
  };
}

/** The edit form's data: the record's form fields and its id. */
export function bodyOf<B extends object>(declaration: AnyDeclaration, record: object): B {
  const keys = [declaration.idKey, ...declaration.formKeys];
  return Object.fromEntries(keys.map((key) => [key, (record as Record<string, unknown>)[key] ?? ''])) as B;
}

/** A column's name: its field's title in the body or query schema. */
export const columnTitle = (declaration: AnyDeclaration, key: string): string => fieldTitle(schemasOf(declaration), key) ?? key;

/** A record's value in words (a code as its title). */
export const cellText = (declaration: AnyDeclaration, record: object, key: string): string => fieldText(schemasOf(declaration), key, (record as Record<string, unknown>)[key]);
