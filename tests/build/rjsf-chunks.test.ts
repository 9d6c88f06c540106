/**
 * Issue 9 §2: the forms' chunks carry RJSF without what the portal's compiled forms never use,
 * answered by stubs in the browser build (vite.config.ts): @rjsf/utils's URI resolver `fast-uri`
 * (src/form-engine/uri-resolver-stub.ts) and RJSF's markdown parser (markdown-stub.tsx).
 */
import { resolve } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { chunksOf, entryChunk, modulesLoadedWith } from './build-chunks.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SCHEMA_FORM = resolve(ROOT, 'src/form-engine/schema-form.tsx');

describe('RJSF in the browser build (issue 9 §2)', () => {
  let modules: string[];
  beforeAll(async () => {
    const chunks = await chunksOf({ input: { schemaForm: SCHEMA_FORM } });
    modules = modulesLoadedWith(chunks, entryChunk(chunks, SCHEMA_FORM));
  }, 120_000);

  it('draws forms with @rjsf/utils and no fast-uri: its import is answered by the stub', () => {
    expect(modules.some((id) => id.includes('node_modules/@rjsf/utils/lib/findSchemaDefinition.js'))).toBe(true);
    expect(modules.some((id) => id.endsWith('src/form-engine/uri-resolver-stub.ts'))).toBe(true);
    expect(modules.filter((id) => id.includes('/fast-uri/'))).toEqual([]);
  });

  it('and no markdown parser', () => {
    expect(modules.some((id) => id.endsWith('src/form-engine/markdown-stub.tsx'))).toBe(true);
    expect(modules.filter((id) => id.includes('node_modules/markdown-to-jsx/'))).toEqual([]);
  });
});
