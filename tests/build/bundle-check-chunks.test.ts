/**
 * Issue 9: the enterprise bundle's check (D10) runs in the browser on validators precompiled from
 * schemas/ (rules/generated/bundle-validators.js, put in place of rules/config/bundle-validators.ts
 * by `precompiledValidators` in vite.config.ts), so it brings no ajv compiler, fast-uri or
 * ajv-formats to the booking pages or the config preview. A Vite plugin answers the import, which a
 * walk of the sources (dpdm, plain-pages.test.ts) cannot see: these tests build with vite.config.ts
 * and read what the build put in the chunks, after tree-shaking.
 */
import { resolve } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { type Chunk, chunksOf, entryChunk, modulesLoadedWith } from './build-chunks.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CHECK_BUNDLE = resolve(ROOT, 'src/features/booking/api/check-bundle.ts');
const DIAGNOSTICS = resolve(ROOT, 'src/features/config-preview/bundle-diagnostics.ts');
/** A module of the rules core that still compiles with ajv in the browser: the walk must see ajv there. */
const VALIDATE_ORDER = resolve(ROOT, 'rules/config/validate-order.ts');

/** ajv's compiler and what only it needs; ajv-i18n's messages and ajv's small runtime helpers may stay. */
const COMPILER = /node_modules\/(ajv\/dist\/(?!runtime\/)|fast-uri\/|ajv-formats\/)|rules\/config\/schema-compile\.ts$/;

describe('the bundle check in the browser build (issue 9)', () => {
  describe('built alone: the check, the editor diagnostics, and a check still compiled by ajv', () => {
    let chunks: Chunk[];
    beforeAll(async () => {
      chunks = await chunksOf({ input: { checkBundle: CHECK_BUNDLE, bundleDiagnostics: DIAGNOSTICS, validateOrder: VALIDATE_ORDER } });
    }, 120_000);

    it.each([
      ['the booking pages’ check (check-bundle.ts)', CHECK_BUNDLE],
      ['the config preview’s diagnostics (bundle-diagnostics.ts)', DIAGNOSTICS],
    ])('%s runs the precompiled validators and no ajv compiler', (_, module) => {
      const modules = modulesLoadedWith(chunks, entryChunk(chunks, module));
      expect(modules.some((id) => id.endsWith('rules/config/lint-bundle.ts'))).toBe(true);
      expect(modules.some((id) => id.endsWith('rules/generated/bundle-validators.js'))).toBe(true);
      expect(modules.some((id) => id.includes('node_modules/ajv-i18n/localize/zh/'))).toBe(true);
      expect(modules.filter((id) => COMPILER.test(id) || id.endsWith('rules/config/bundle-validators.ts'))).toEqual([]);
    });

    it('sees ajv where the rules core still compiles a schema in the browser (the walk can see it)', () => {
      const modules = modulesLoadedWith(chunks, entryChunk(chunks, VALIDATE_ORDER));
      expect(modules.some((id) => /node_modules\/ajv\/dist\/compile\//.test(id))).toBe(true);
      expect(modules.some((id) => id.endsWith('rules/config/schema-compile.ts'))).toBe(true);
    });
  });

  describe('the application build', () => {
    let chunks: Chunk[];
    beforeAll(async () => {
      chunks = await chunksOf({});
    }, 120_000);

    it('fetches the booking pages’ check (the dynamic import of check-bundle.ts) with no ajv compiler', () => {
      const modules = modulesLoadedWith(chunks, entryChunk(chunks, CHECK_BUNDLE));
      expect(modules.some((id) => id.endsWith('rules/generated/bundle-validators.js'))).toBe(true);
      expect(modules.filter((id) => COMPILER.test(id) || id.endsWith('rules/config/bundle-validators.ts'))).toEqual([]);
    });

    it('puts the precompiled validators in one chunk and the bundle schema’s run-time compile in none (the impact-diff worker is built apart)', () => {
      const all = chunks.flatMap((c) => Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => id.replaceAll('\\', '/')));
      expect(all.filter((id) => id.endsWith('rules/config/bundle-validators.ts'))).toEqual([]);
      expect(all.filter((id) => id.endsWith('rules/generated/bundle-validators.js'))).toHaveLength(1);
    });
  });
});
