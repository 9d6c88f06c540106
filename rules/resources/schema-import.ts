/**
 * A resource's .xlsx import template made from its schema (docs/resources.md "Imports"): one column
 * per listed field, headed by the field's title, a code column by its `oneOf` titles, the hint of a bad
 * cell in words. The rows are then read by the fleet's `checkImportRows` (all or nothing, every bad
 * cell named by row and column). Pure.
 */
import type { CheckResult } from '../model/issue.ts';
import { IMPORT_TEXT, type ImportColumn, type ImportTemplate } from '../fleet/fleet-import.ts';
import { schemaChoices, schemaTitle, type FieldSchema } from './schema-fields.ts';

/** One column of a schema-made template: the body key, what a bad cell is told, and the sample row's cell. */
export interface SchemaColumn {
  key: string;
  hint: string;
  example: string | number;
}

type PropertySchema = { type?: string; pattern?: string; oneOf?: unknown[] };

/**
 * @example importTemplateOf({ kind: 'enterpriseUser', sheet: '用户', schema, check, uniqueKey: 'phoneNumber', columns: [{ key: 'trueName', hint: '须为 1 到 20 个字', example: '孙悦' }] }).columns[0].header // '姓名'
 */
export function importTemplateOf<T>(spec: { kind: string; sheet: string; schema: FieldSchema & { required?: readonly string[] }; check: (value: unknown) => CheckResult<T>; uniqueKey?: string; columns: readonly SchemaColumn[] }): ImportTemplate<T> {
  const required = new Set(spec.schema.required ?? []);
  const columns: ImportColumn[] = spec.columns.map(({ key, hint, example }) => {
    const property = (spec.schema.properties?.[key] ?? {}) as PropertySchema;
    const choices = schemaChoices(spec.schema, key);
    const kind = choices.length > 0 ? 'choice' : property.type === 'number' || property.type === 'integer' ? 'number' : property.pattern === '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' ? 'date' : 'text';
    return { header: schemaTitle(spec.schema, key), key, kind, required: required.has(key), hint: kind === 'date' ? IMPORT_TEXT.date : hint, ...(choices.length > 0 ? { choices } : {}), example };
  });
  return { kind: spec.kind, sheet: spec.sheet, fileName: `${spec.sheet}导入模板.xlsx`, check: spec.check, columns, ...(spec.uniqueKey ? { uniqueKey: spec.uniqueKey } : {}) };
}
