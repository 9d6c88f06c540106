/**
 * Why the browser build may answer @rjsf/utils's `shallowAllOfMerge` with a stand-in (vite.config.ts,
 * all-of-merge-stub.ts): RJSF merges only an `allOf`, and none of the portal's compiled forms holds
 * an `allOf`, nor what RJSF turns into one (`dependencies`, `if`/`then`/`else`).
 */
import { describe, expect, it } from 'vitest';

import { compiledFixtureForms } from '../../tests/support/compiled-forms.ts';
import shallowAllOfMerge, { UNSUPPORTED_ALL_OF } from './all-of-merge-stub.ts';

/** Every key used anywhere in `value` (a schema's keywords and its properties' names alike). */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.add(key);
      keysOf(child, found);
    }
  }
  return found;
}

describe('RJSF’s allOf merge stands aside (issue 9 §2)', () => {
  it('no compiled form of any fixture holds allOf, dependencies or if/then/else', () => {
    const forms = compiledFixtureForms();
    expect(forms.length).toBeGreaterThan(20);
    for (const { name, schema } of forms) {
      const keys = keysOf(schema);
      expect(keys.has('properties'), name).toBe(true);
      expect(['allOf', 'dependencies', 'if', 'then', 'else'].filter((key) => keys.has(key)), name).toEqual([]);
    }
  });

  it('says what is unsupported, in Chinese and English, should an allOf ever reach it', () => {
    expect(() => shallowAllOfMerge()).toThrow(UNSUPPORTED_ALL_OF);
    expect(UNSUPPORTED_ALL_OF).toContain('门户的表单引擎不合并');
    expect(UNSUPPORTED_ALL_OF).toContain('does not merge');
  });
});
