/**
 * Stands in for `fast-uri` where @rjsf/utils imports it (`findSchemaDefinition.js`) in the browser
 * build (`unusedPartsStubbed` in vite.config.ts), which saves about 7 KB gzip on every page
 * with a form (issue 9 §2). ajv, which needs `fast-uri` for its own `$id`s, keeps the real one.
 *
 * Why this is safe: @rjsf/utils calls the resolver only for a root schema of JSON Schema draft
 * 2020-12 (`makeAllReferencesAbsolute`, and the embedded-`$id` lookups of `findSchemaDefinition`).
 * The form compiler writes draft-07 schemas with no `$id` and no `$ref` (law:
 * `uri-resolver-stub.test.ts`), so no form of the portal reaches it. Should one ever, the form
 * fails with this message instead of resolving a reference wrongly.
 */
export const UNSUPPORTED_URI_REFERENCE =
  '表单结构使用了 JSON Schema 2020-12 的 $id 引用，门户的表单引擎不支持 / the form schema uses JSON Schema 2020-12 $id references, which the portal’s form engine does not resolve';

function unsupported(): never {
  throw new Error(UNSUPPORTED_URI_REFERENCE);
}

/** The two functions of fast-uri that @rjsf/utils calls. */
const uriResolver = { equal: unsupported, resolve: unsupported };

export default uriResolver;
