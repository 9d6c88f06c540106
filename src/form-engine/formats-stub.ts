/**
 * Stands in for @cfworker/json-schema's `format.js` where its `validate.js` imports it, in the
 * browser build (`unusedPartsStubbed` in vite.config.ts): about 2 KB gzip of regular expressions
 * for `date`, `uri`, `email`, `ipv6`… on every page with a form or a bundle check (issue 22: the
 * booking page over its 330 KB budget).
 *
 * Why this is safe: no schema of `schemas/` and no compiled form of any fixture names a `format`
 * (law: formats-stub.test.ts), and cfworker checks a `format` only where a schema names one it
 * knows. Should a schema ever name one, the browser would not check it (the server, which
 * validates with ajv at the boundary, still would) and formats-stub.test.ts fails first.
 */
import type { format as cfworkerFormat } from '@cfworker/json-schema';

/** The formats the portal's schemas use: none. */
export const format: typeof cfworkerFormat = {};
