/**
 * The portal as the bench builds it (issue 21 §6): the production build in `bench` mode, which adds
 * the form lab (`/FormLab`: the form engine against plain RJSF, and the plain-RJSF baseline of issue
 * 9) to the route table (src/app/routes.ts). The portal `npm start` serves is built without it, so
 * the lab is never served to users (tests/build/served-build.test.ts).
 *
 * The lab's plain RJSF validates with @rjsf/validator-ajv8, which compiles each schema with
 * `new Function`; the portal's Content Security Policy allows no eval, so the bench's browser
 * bypasses the CSP (Playwright's `bypassCSP`, `BENCH_CONTEXT`), on the bench's own pages only.
 */
import { join, resolve } from 'node:path';

import { build, type BuildEnvironmentOptions } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

/** The Vite mode that puts the form lab in the build. */
export const BENCH_MODE = 'bench';

/** Options of the bench's browser contexts: the lab's baseline runs ajv's compiled code (see above). */
export const BENCH_CONTEXT = { bypassCSP: true } as const;

/**
 * Builds the portal with the form lab into `outDir`.
 *
 * @example await buildWithLab(outDir, { sourcemap: 'hidden' })
 */
export async function buildWithLab(outDir: string, options: Pick<BuildEnvironmentOptions, 'sourcemap' | 'minify'> = {}): Promise<void> {
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), mode: BENCH_MODE, logLevel: 'warn', build: { outDir, emptyOutDir: true, ...options } });
}
