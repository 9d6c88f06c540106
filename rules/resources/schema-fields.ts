/**
 * A resource's fields read from its JSON Schema (docs/resources.md): a field's title, a code's title
 * (the schema's `oneOf`), and a value as a person reads it. The list's columns, the import template's
 * headers, the export and the change history all name a field and a code by these, never by a key.
 * Pure.
 */
import { schemaChoices, schemaTitle } from '../fleet/fleet-labels.ts';

/** A schema with titled properties (an object schema of schemas/). */
export type FieldSchema = { properties?: Record<string, unknown> };

/**
 * The first of `schemas` that has a titled property `key`, with that title; undefined when none has.
 *
 * @example fieldTitle([USER_SCHEMAS.body, USER_SCHEMAS.query], 'state') // '状态'
 */
export function fieldTitle(schemas: readonly FieldSchema[], key: string): string | undefined {
  for (const schema of schemas) {
    const title = (schema.properties?.[key] as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string' && title !== '') return title;
  }
  return undefined;
}

/**
 * A field's value in words: a code as its `oneOf` title, a boolean as 是 / 否, nothing as '', else its text.
 *
 * @example fieldText([USER_SCHEMAS.query], 'state', 2) // '已激活'
 * @example fieldText([USER_SCHEMAS.body], 'empNo', 'HX0900') // 'HX0900'
 */
export function fieldText(schemas: readonly FieldSchema[], key: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  for (const schema of schemas) {
    const choices = schemaChoices(schema, key);
    if (choices.length > 0) return choices.find((c) => c.const === value)?.title ?? String(value);
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export { schemaChoices, schemaTitle };
