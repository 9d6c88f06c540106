/**
 * Vitest global setup of the browser tests: the portal's production build is made once per run,
 * before the first file, and every file whose server needs no build-time settings serves that one
 * build (`inject('portalDist')` in harness.ts). Each file built its own before: 28 Vite builds of
 * 4–10 s on the 2-core CI machine, the same output each time. A file that sets `buildEnv` still
 * builds its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { buildPortal } from './build-portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's shared production build of the portal. */
    portalDist: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-e2e-build-'));
  const outDir = join(workDir, 'dist');
  await buildPortal(outDir);
  project.provide('portalDist', outDir);
  return () => rm(workDir, { recursive: true, force: true });
}
