/**
 * Stands in for @rjsf/utils's `shallowAllOfMerge` (@x0k/json-schema-merge, about 3.7 KB gzip) in the
 * browser build (`unusedPartsStubbed` in vite.config.ts; issue 9 §2). RJSF merges a schema's
 * `allOf` with it, and only there (`retrieveSchema`, `omitExtraData`); the form compiler writes no
 * `allOf`, `if` or `dependencies` (law: `all-of-merge-stub.test.ts`), so no form of the portal
 * reaches it. Should one ever, RJSF's `retrieveSchema` catches this error, logs it and draws the
 * schema without its `allOf`.
 */
export const UNSUPPORTED_ALL_OF =
  '表单结构使用了 allOf，门户的表单引擎不合并它 / the form schema uses allOf, which the portal’s form engine does not merge';

export default function shallowAllOfMerge(): never {
  throw new Error(UNSUPPORTED_ALL_OF);
}
