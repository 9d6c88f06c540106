/**
 * The production build of vite.config.ts in memory, and what its chunks hold after tree-shaking
 * (for the tests of tests/build/ that must see what a plugin or the bundler did, which a walk of
 * the sources cannot).
 */
import { resolve } from 'node:path';

import { build, type Rolldown } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

export type Chunk = Rolldown.OutputChunk;

export async function chunksOf(options: { input?: Record<string, string> }): Promise<Chunk[]> {
  const result = await build({
    configFile: resolve(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      reportCompressedSize: false,
      // Entries of their own keep their exports, as a page's dynamic import() does.
      ...(options.input ? { rolldownOptions: { input: options.input, preserveEntrySignatures: 'strict' as const } } : {}),
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((item): item is Chunk => item.type === 'chunk');
}

/** The modules (with code left after tree-shaking) of `chunk` and of every chunk it imports statically. */
export function modulesLoadedWith(chunks: readonly Chunk[], chunk: Chunk): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<Chunk>();
  const pending = [chunk];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...next.imports.map((name) => byName.get(name)!).filter(Boolean));
  }
  return [...seen].flatMap((c) => Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => id.replaceAll('\\', '/')));
}

export const entryChunk = (chunks: readonly Chunk[], module: string) => {
  const found = chunks.find((c) => c.facadeModuleId === module);
  if (!found) throw new Error(`no chunk for ${module}`);
  return found;
};
