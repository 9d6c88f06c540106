/**
 * Issues 9 and 22: the enterprise bundle's check (D10) runs in the browser on ajv's first-error code
 * precompiled from schemas/ (rules/generated/bundle-validators.js) and, for every error, the
 * interpreting validator the forms use (@cfworker/json-schema): src/form-engine/json-schema/
 * bundle-validators.ts, put in place of rules/config/bundle-validators.ts by `interpretedValidators`
 * in vite.config.ts. So it brings no ajv compiler, fast-uri or ajv-formats to the booking pages or
 * the config preview. A Vite plugin answers the import, which a
 * walk of the sources (dpdm, plain-pages.test.ts) cannot see: these tests build with vite.config.ts
 * and read what the build put in the chunks, after tree-shaking.
 */
import { resolve } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { type Chunk, chunksOf, entryChunk, modulesLoadedWith } from './build-chunks.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CHECK_BUNDLE = resolve(ROOT, 'src/features/booking/api/check-bundle.ts');
const DIAGNOSTICS = resolve(ROOT, 'src/features/config-preview/bundle-diagnostics.ts');
/** A module of the rules core that compiles with ajv in Node: in the browser build it gets the stand-in (issue 21 §6). */
const VALIDATE_ORDER = resolve(ROOT, 'rules/config/validate-order.ts');
/** The bench's plain-RJSF baseline, which compiles with ajv itself (@rjsf/validator-ajv8): the walk must see ajv there. */
const BASELINE = resolve(ROOT, 'src/pages/form-lab/baseline-lab.tsx');

/** The browser's stand-in for rules/config/bundle-validators.ts. */
const STAND_IN = 'src/form-engine/json-schema/bundle-validators.ts';

/** ajv's compiler and what only it needs; ajv-i18n's messages and ajv's small runtime helpers may stay. */
const COMPILER = /node_modules\/(ajv\/dist\/(?!runtime\/)|fast-uri\/|ajv-formats\/)|rules\/config\/schema-compile\.ts$/;

describe('the bundle check in the browser build (issue 9)', () => {
  describe('built alone: the check, the editor diagnostics, a check Node compiles with ajv, and the bench’s baseline', () => {
    let chunks: Chunk[];
    beforeAll(async () => {
      chunks = await chunksOf({ input: { checkBundle: CHECK_BUNDLE, bundleDiagnostics: DIAGNOSTICS, validateOrder: VALIDATE_ORDER, baseline: BASELINE } });
    }, 120_000);

    it.each([
      ['the booking pages’ check (check-bundle.ts)', CHECK_BUNDLE],
      ['the config preview’s diagnostics (bundle-diagnostics.ts)', DIAGNOSTICS],
    ])('%s runs the precompiled and the interpreting validators and no ajv compiler', (_, module) => {
      const modules = modulesLoadedWith(chunks, entryChunk(chunks, module));
      expect(modules.some((id) => id.endsWith('rules/config/lint-bundle.ts'))).toBe(true);
      expect(modules.some((id) => id.endsWith(STAND_IN))).toBe(true);
      expect(modules.some((id) => id.endsWith('rules/generated/bundle-validators.js'))).toBe(true);
      expect(modules.some((id) => id.includes('node_modules/@cfworker/json-schema/'))).toBe(true);
      expect(modules.some((id) => id.includes('node_modules/ajv-i18n/localize/zh/'))).toBe(true);
      expect(modules.filter((id) => COMPILER.test(id) || id.endsWith('rules/config/bundle-validators.ts'))).toEqual([]);
    });

    it('gives a check that Node compiles with ajv the stand-in and no compiler (issue 21 §6: no eval in the browser)', () => {
      const modules = modulesLoadedWith(chunks, entryChunk(chunks, VALIDATE_ORDER));
      expect(modules.some((id) => id.endsWith('src/app/schema-compile-stub.ts'))).toBe(true);
      expect(modules.filter((id) => COMPILER.test(id))).toEqual([]);
    });

    it('sees ajv’s compiler where a page compiles with ajv itself: the bench’s baseline (the walk can see it)', () => {
      const modules = modulesLoadedWith(chunks, entryChunk(chunks, BASELINE));
      expect(modules.some((id) => /node_modules\/ajv\/dist\/compile\//.test(id))).toBe(true);
    });
  });

  describe('the application build', () => {
    let chunks: Chunk[];
    beforeAll(async () => {
      chunks = await chunksOf({});
    }, 120_000);

    it('fetches the booking pages’ check (the dynamic import of check-bundle.ts) with no ajv compiler', () => {
      const modules = modulesLoadedWith(chunks, entryChunk(chunks, CHECK_BUNDLE));
      expect(modules.some((id) => id.endsWith(STAND_IN))).toBe(true);
      expect(modules.filter((id) => COMPILER.test(id) || id.endsWith('rules/config/bundle-validators.ts'))).toEqual([]);
    });

    it('puts the interpreting validators in one chunk and the bundle schema’s run-time compile in none (the impact-diff worker is built apart)', () => {
      const all = chunks.flatMap((c) => Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => id.replaceAll('\\', '/')));
      expect(all.filter((id) => id.endsWith('rules/config/bundle-validators.ts'))).toEqual([]);
      expect(all.filter((id) => id.endsWith(STAND_IN))).toHaveLength(1);
    });
  });
});
