/**
 * A resource's forms for the one renderer (`SchemaForm`), made from its declaration (docs/resources.md):
 * the list's filter (the query schema) and the add / edit form (the body schema, its `formKeys` in order,
 * the id hidden). The schemas are the ones the server checks, so the form and the boundary agree. Pure.
 */
import { fieldText, fieldTitle, type CompiledForm } from '../../../rules/index.ts';
import { schemasOf, type ResourceDeclaration } from '../../shared/index.ts';

const strip = ({ $schema: _s, $id: _i, description: _d, title: _t, ...schema }: Record<string, unknown>) => schema;

/** Any declaration: the engine reads its schemas and keys, whatever its record's type. */
type AnyDeclaration = Pick<ResourceDeclaration<object, object>, 'schema' | 'querySchema' | 'label'> & { idKey: string; formKeys: readonly string[] };

/** The filter form: the query schema as it is. */
export function filterForm(declaration: AnyDeclaration): CompiledForm {
  return { schema: strip(declaration.querySchema as Record<string, unknown>), uiSchema: {}, fieldStates: {}};
}

/** The add and edit form: the body schema, `formKeys` in order, the id hidden (an edit sends it back). */
export function bodyForm(declaration: AnyDeclaration): CompiledForm {
  return {
    schema: strip(declaration.schema as Record<string, unknown>),
    uiSchema: { 'ui:order': [...declaration.formKeys, '*'], [declaration.idKey]: { 'ui:widget': 'hidden' } },
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
