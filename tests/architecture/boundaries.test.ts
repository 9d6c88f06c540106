/**
 * The house's boundaries, checked on the source (docs/architecture.md "The map"): features do not
 * import each other (what two share sits in src/lib/ or src/components/), and the form engine,
 * which booking, approvals and the admin preview all use, imports no feature.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return []; // a folder that does not exist yet holds no imports
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every relative import of a file, resolved to a path under the repository. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(ROOT, resolve(dirname(file), s)).split(sep).join('/'));
}

/** The feature a repository path belongs to, if any: `src/features/auth/...` → `auth`. */
function featureOf(path: string): string | undefined {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1];
}

describe('the portal keeps its boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings = sourceFiles(join(SRC, 'features')).flatMap((file) => {
      const own = featureOf(relative(ROOT, file).split(sep).join('/'));
      return importsOf(file)
        .filter((target) => featureOf(target) !== undefined && featureOf(target) !== own)
        .map((target) => `${relative(ROOT, file)} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('the form engine imports no feature', () => {
    const crossings = sourceFiles(join(SRC, 'form-engine')).flatMap((file) =>
      importsOf(file)
        .filter((target) => featureOf(target) !== undefined)
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('finds the imports it checks (the check itself works)', () => {
    const files = sourceFiles(join(SRC, 'features'));
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((file) => importsOf(file).some((target) => featureOf(target) !== undefined))).toBe(true);
  });
});
