/**
 * Issue 9 §2: the portal's Chakra system (src/components/ui/system.ts) holds only the recipes of the
 * components the portal draws, and the build carries only those. Chakra's theme entry builds its
 * default config with a top-level call the bundler cannot prove pure, which kept every recipe of
 * Chakra (about 16 KB gzip) in the system's chunk until `chakraThemePure` in vite.config.ts marked it.
 */
import { resolve } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { PORTAL_RECIPES, PORTAL_SLOT_RECIPES } from '../../src/components/ui/system.ts';
import { type Chunk, chunksOf, entryChunk, modulesLoadedWith } from './build-chunks.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SYSTEM = resolve(ROOT, 'src/components/ui/system.ts');
const RECIPE_FILE = /node_modules\/@chakra-ui\/react\/dist\/esm\/theme\/recipes\/([a-z-]+)\.js$/;

/** `nativeSelect` → `native-select`, the name of the recipe's file in Chakra's theme. */
const fileNameOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('the Chakra recipes in the build (issue 9 §2)', () => {
  let modules: string[];
  beforeAll(async () => {
    const chunks: Chunk[] = await chunksOf({ input: { system: SYSTEM } });
    modules = modulesLoadedWith(chunks, entryChunk(chunks, SYSTEM));
  }, 120_000);

  it('carries the recipe of every component the portal draws', () => {
    const files = new Set(modules.map((id) => RECIPE_FILE.exec(id)?.[1]).filter(Boolean));
    for (const key of [...Object.keys(PORTAL_RECIPES), ...Object.keys(PORTAL_SLOT_RECIPES)]) expect(files, key).toContain(fileNameOf(key));
  });

  it('carries no other recipe (the tag and native-select recipes share the badge’s and select’s styles), nor Chakra’s maps of all recipes', () => {
    const wanted = new Set([...Object.keys(PORTAL_RECIPES), ...Object.keys(PORTAL_SLOT_RECIPES)].map(fileNameOf));
    const others = modules.map((id) => RECIPE_FILE.exec(id)?.[1]).filter((name): name is string => name !== undefined && !wanted.has(name));
    expect(others.sort()).toEqual(['badge', 'select']);
    expect(modules.filter((id) => /@chakra-ui\/react\/dist\/esm\/(theme\/(recipes|slot-recipes)|preset)\.js$/.test(id))).toEqual([]);
  });
});
