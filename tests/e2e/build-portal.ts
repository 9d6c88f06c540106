/** The portal's production build for the browser tests (global-build.ts once per run, harness.ts for a file with build-time settings). */
import { join, resolve } from 'node:path';

import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG_FILE = join(ROOT, 'vite.config.ts');

/**
 * Builds the portal into `outDir` (the production build, as `npm start` makes it). `env` sets
 * build-time `VITE_*` settings for this build only (Vite reads them from the process environment).
 */
export async function buildPortal(outDir: string, env: Readonly<Record<string, string>> = {}): Promise<void> {
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({
      root: ROOT,
      configFile: CONFIG_FILE,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

