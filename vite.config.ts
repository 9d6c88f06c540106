import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { DEVELOPER_NOTES, withoutKeywords } from './scripts/schema-keywords.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * @rjsf/chakra-ui's `lib/utils.js` reads Chakra's `defaultSystem` (every recipe) at load; its own
 * relative import is answered with ours, which asks the portal's system (src/form-engine/rjsf-chakra-utils.ts).
 */
function rjsfChakraUtils(): Plugin {
  return {
    name: 'rjsf-chakra-utils',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('utils.js') || !source.startsWith('.')) return null;
      const target = resolve(dirname(importer), source).replaceAll('\\', '/');
      return target.endsWith('/@rjsf/chakra-ui/lib/utils.js') ? fromRoot('./src/form-engine/rjsf-chakra-utils.ts') : null;
    },
  };
}

/**
 * The rules core is pure (docs/architecture.md: no I/O, no globals): a module of `rules/` that no page
 * uses anything of is left out, even when a page imports the barrel `rules/index.ts` (otherwise every
 * module with a top-level statement, such as a compiled schema, would ride along: the impact diff and
 * the config lint on the booking page).
 */
function pureRulesCore(): Plugin {
  const rules = `${fromRoot('./rules/').replaceAll('\\', '/')}`;
  return {
    name: 'pure-rules-core',
    transform(_code, id) {
      return id.replaceAll('\\', '/').startsWith(rules) ? { moduleSideEffects: false } : null;
    },
  };
}

/**
 * The browser compiles no schema (see `noRuntimeSchemaCompile`): `rules/config/<name>-validators.ts`,
 * which compiles a schema with ajv on first use (what Node runs), is answered with
 * `src/form-engine/json-schema/<name>-validators.ts`, the same export built without ajv's compiler:
 * for the bundle, ajv's first-error code precompiled at build time (rules/generated/, `npm run
 * gen:validators`) and, for a failing bundle's every error, the interpreting validator the forms
 * use (issue 22: the every-error code was about 4 KB gzip of the booking page).
 */
function interpretedValidators(): Plugin {
  const config = `${fromRoot('./rules/config/').replaceAll('\\', '/')}`;
  return {
    name: 'interpreted-validators',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !source.endsWith('-validators.ts')) return null;
      const target = resolve(dirname(importer), source).replaceAll('\\', '/');
      const name = target.startsWith(config) ? /^(?<name>[a-z-]+)-validators\.ts$/.exec(target.slice(config.length))?.groups?.['name'] : undefined;
      const standIn = name === undefined ? undefined : fromRoot(`./src/form-engine/json-schema/${name}-validators.ts`);
      return standIn !== undefined && existsSync(standIn) ? standIn : null;
    },
  };
}

/**
 * The browser compiles no JSON Schema at run time (issue 21 §6): the portal's Content Security Policy
 * has no 'unsafe-eval', and ajv compiles a schema into a function with `new Function`. So
 * `rules/config/schema-compile.ts`, which the server, the CLI and the tests compile with, is answered
 * in every browser build with a stand-in whose validators throw when asked
 * (src/app/schema-compile-stub.ts), and no chunk carries ajv's compiler. The browser checks with the
 * interpreting validators (`interpretedValidators`) instead.
 */
function noRuntimeSchemaCompile(): Plugin {
  const target = fromRoot('./rules/config/schema-compile.ts').replaceAll('\\', '/');
  return {
    name: 'no-runtime-schema-compile',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !source.endsWith('/schema-compile.ts')) return null;
      return resolve(dirname(importer), source).replaceAll('\\', '/') === target ? fromRoot('./src/app/schema-compile-stub.ts') : null;
    },
  };
}

/**
 * Parts of libraries the portal never runs, answered in the browser build with small stand-ins that
 * say why (issue 9 §2), each where one importer asks for it, so other importers keep the real one:
 * - @rjsf/utils imports `fast-uri` (7 KB gzip) for draft 2020-12 schemas with `$id`s only, which the
 *   form compiler never writes (src/form-engine/uri-resolver-stub.ts); ajv keeps the real one;
 * - @rjsf/utils merges a schema's `allOf` with @x0k/json-schema-merge (3.7 KB gzip), and the compiler
 *   writes no `allOf` (src/form-engine/all-of-merge-stub.ts);
 * - @rjsf/core registers its layout fields, which only a uiSchema naming them draws, and the compiler
 *   never names them (src/form-engine/layout-fields-stub.tsx); likewise its field for a choice between
 *   schemas, which no form has (src/form-engine/multi-schema-field-stub.tsx), and its widgets that the theme
 *   replaces or no form names (src/form-engine/core-widgets-stub.ts);
 * - the monitoring agent imports `promise-polyfill` for browsers without `Promise` (src/app/native-promise.ts);
 * - @cfworker/json-schema checks `format`s with 2 KB gzip of regular expressions, and no schema of the
 *   portal names a format (src/form-engine/formats-stub.ts);
 * - @rjsf/utils's `getDecimalSeparator` builds an `Intl.NumberFormat` on every render of a number field:
 *   answered by the same computation kept per locale list (src/form-engine/decimal-separator-memo.ts;
 *   not a part left out, a faster stand-in for it, issue 9 mount).
 */
const STUBS: readonly { importer: string; source: string; stub: string }[] = [
  { importer: '/@rjsf/utils/lib/findSchemaDefinition.js', source: 'fast-uri', stub: './src/form-engine/uri-resolver-stub.ts' },
  { importer: '/@rjsf/utils/lib/schema/retrieveSchema.js', source: './shallowAllOfMerge.js', stub: './src/form-engine/all-of-merge-stub.ts' },
  { importer: '/@rjsf/utils/lib/schema/omitExtraData.js', source: './shallowAllOfMerge.js', stub: './src/form-engine/all-of-merge-stub.ts' },
  { importer: '/@rjsf/core/lib/components/fields/index.js', source: './LayoutGridField.js', stub: './src/form-engine/layout-fields-stub.tsx' },
  { importer: '/@rjsf/core/lib/components/fields/index.js', source: './LayoutMultiSchemaField.js', stub: './src/form-engine/layout-fields-stub.tsx' },
  { importer: '/@rjsf/core/lib/components/fields/index.js', source: './MultiSchemaField.js', stub: './src/form-engine/multi-schema-field-stub.tsx' },
  { importer: '/@rjsf/core/lib/getDefaultRegistry.js', source: './components/widgets/index.js', stub: './src/form-engine/core-widgets-stub.ts' },
  { importer: '/@elastic/apm-rum-core/dist/es/common/polyfills.js', source: 'promise-polyfill', stub: './src/app/native-promise.ts' },
  { importer: '/@cfworker/json-schema/dist/esm/validate.js', source: './format.js', stub: './src/form-engine/formats-stub.ts' },
  ...['index.js', 'asNumber.js', 'getInputProps.js'].map((file) => ({
    importer: `/@rjsf/utils/lib/${file}`,
    source: './getDecimalSeparator.js',
    stub: './src/form-engine/decimal-separator-memo.ts',
  })),
];

function unusedPartsStubbed(): Plugin {
  return {
    name: 'unused-parts-stubbed',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replaceAll('\\', '/');
      const found = STUBS.find((entry) => entry.source === source && from.endsWith(entry.importer));
      return found ? fromRoot(found.stub) : null;
    },
  };
}

/**
 * The JSON Schemas of `schemas/` reach the browser without their notes for developers (English
 * `description`s, `$comment`s, `examples`: about half of their bytes, 2.6 KB gzip of the booking
 * page's three form schemas). Nothing in the browser reads them: the form compiler drops them
 * (rules/compile/base-schema.ts), and ajv's checks and messages never use them. The server, the CLI
 * and the tests read the files as they are.
 */
function schemaNotesDropped(): Plugin {
  const schemas = `${fromRoot('./schemas/').replaceAll('\\', '/')}`;
  return {
    name: 'schema-notes-dropped',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      if (!path.startsWith(schemas) || !path.endsWith('.schema.json')) return null;
      return { code: JSON.stringify(withoutKeywords(JSON.parse(code), DEVELOPER_NOTES)), map: null };
    },
  };
}

/**
 * Chakra's theme entry (`@chakra-ui/react/theme`) builds `defaultThemeConfig` with a top-level
 * `defineConfig({...})` call. The bundler cannot tell that call is pure, so importing one recipe
 * from the entry kept every recipe and anatomy of Chakra (the `recipes` and `slotRecipes` maps it
 * names) in the booking page, whatever `src/components/ui/system.ts` picked. Marked pure here, it
 * goes when nothing uses it (issue 9 §2).
 */
function chakraThemePure(): Plugin {
  return {
    name: 'chakra-theme-pure',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/@chakra-ui/react/dist/esm/theme/index.js')) return null;
      const marked = code.replace('const defaultThemeConfig = defineConfig(', 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
      if (marked === code) this.error('chakra-theme-pure: defaultThemeConfig not found in @chakra-ui/react/theme (Chakra changed?)');
      return { code: marked, map: null };
    },
  };
}

/**
 * React Router 7's package exports its development build only (`dist/development`, with its dev-only
 * warnings and checks; remix-run/react-router#12532, #14102: "intended to be temporary"), so every
 * page carried it in production. A build asks for the production build it ships beside it
 * (`dist/production`, the same API) for `react-router` and `react-router/dom`, the two entries
 * react-router-dom re-exports (issue 28 §3; tests/build/served-build.test.ts checks no chunk has it).
 */
function reactRouterProduction(): Plugin {
  const entries: Readonly<Record<string, string>> = {
    'react-router': fromRoot('./node_modules/react-router/dist/production/index.mjs'),
    'react-router/dom': fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    apply: (_config, { command, mode }) => command === 'build' && mode !== 'development',
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null;
    },
  };
}

export default defineConfig({
  plugins: [react(), reactRouterProduction(), rjsfChakraUtils(), unusedPartsStubbed(), chakraThemePure(), schemaNotesDropped(), pureRulesCore(), interpretedValidators(), noRuntimeSchemaCompile()],
  // RJSF's markdown parser is never used by our forms: a stub in its place (why: src/form-engine/markdown-stub.tsx).
  resolve: {
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fromRoot('./src/form-engine/markdown-stub.tsx') }],
  },
  // The impact diff's Worker (src/features/config-preview/diff/) is bundled apart: the same pure core and
  // interpreted bundle validators as the pages.
  worker: { plugins: () => [schemaNotesDropped(), pureRulesCore(), interpretedValidators(), noRuntimeSchemaCompile()] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // Chakra UI makes the main chunk about 700 kB before gzip; pages are split off already.
  // No source maps in the build: they would publish the sources (docs/security.md §7); the server refuses *.map too.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
