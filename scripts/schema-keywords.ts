/**
 * Build-time reshaping of the JSON Schemas of `schemas/` for the browser, shared by
 * `npm run gen:validators` (scripts/generate-validators.ts) and the browser build (vite.config.ts).
 */

/** Keywords whose value maps names to schemas (the names are not keywords). */
export const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);
/** Keywords whose value is data, not schema. */
export const DATA: ReadonlySet<string> = new Set(['enum', 'const', 'default', 'required']);

/** Notes for developers that nothing in the browser reads or shows: no check, no label, no message. */
export const DEVELOPER_NOTES: ReadonlySet<string> = new Set(['description', '$comment', 'examples']);

/**
 * The schema without the keywords of `dropped`, wherever they are keywords: a property *named*
 * `description` stays, and data (`enum`, `const`, `default`, `required`) is left as it is.
 *
 * @example withoutKeywords({ description: 'x', properties: { description: { type: 'string', $comment: 'y' } } }, DEVELOPER_NOTES)
 * // { properties: { description: { type: 'string' } } }
 */
export function withoutKeywords(schema: unknown, dropped: ReadonlySet<string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutKeywords(item, dropped));
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).filter(([key]) => !dropped.has(key));
  return Object.fromEntries(
    entries.map(([key, value]) => {
      if (DATA.has(key)) return [key, value];
      if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object') {
        return [key, Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutKeywords(sub, dropped)]))];
      }
      return [key, withoutKeywords(value, dropped)];
    }),
  );
}
