/**
 * Issue 21 §6: the portal `npm start` serves (`vite build`, production mode) runs no string as code,
 * so its Content Security Policy has no 'unsafe-eval' (src/server/protocol/browser-headers.ts). No
 * script it serves, the pages' chunks and the impact diff's Web Worker alike, holds `new Function(` or
 * `eval(`: no ajv compiler (src/app/schema-compile-stub.ts) and no form lab, whose plain-RJSF
 * baseline compiles, for the bench only (`--mode bench`, src/app/routes.ts). The same build in bench
 * mode does hold the lab, and with it ajv's compiler (the check can see what it looks for). React
 * Router is its production build (vite.config.ts `reactRouterProduction`).
 */
import { resolve } from 'node:path';

import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Code that runs a string: ajv's compile (`new Function(…)`) and `eval(…)`, as an unminified build writes them. */
const EVAL = /\bnew Function\(|(?<![.\w])eval\(/;

interface Script {
  fileName: string;
  code: string;
  modules: string[];
}

/** Every script of the build, unminified and in memory: the chunks and the worker's file (an asset of the build). */
async function scriptsOf(mode: string): Promise<Script[]> {
  const result = await build({
    configFile: resolve(ROOT, 'vite.config.ts'),
    root: ROOT,
    mode,
    logLevel: 'silent',
    build: { write: false, minify: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []));
  return outputs.flatMap((item): Script[] => {
    if (item.type === 'chunk') return [{ fileName: item.fileName, code: item.code, modules: Object.keys(item.modules).map((id) => id.replaceAll('\\', '/')) }];
    const source = typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
    return item.fileName.endsWith('.js') ? [{ fileName: item.fileName, code: source, modules: [] }] : [];
  });
}

const withEval = (scripts: readonly Script[]) => scripts.filter((s) => EVAL.test(s.code)).map((s) => `${s.fileName}: ${EVAL.exec(s.code)![0]}`);

describe('the served build (npm start) and the bench build', () => {
  let served: Script[];
  let bench: Script[];
  beforeAll(async () => {
    served = await scriptsOf('production');
    bench = await scriptsOf('bench');
  }, 240_000);

  it('serves no script that runs a string as code, the impact diff’s worker included', () => {
    expect(served.some((s) => /diff\.worker/.test(s.fileName))).toBe(true);
    expect(withEval(served)).toEqual([]);
  });

  it('serves no form lab: no module of src/pages/form-lab*, no /FormLab route', () => {
    expect(served.flatMap((s) => s.modules).filter((id) => id.includes('/src/pages/form-lab'))).toEqual([]);
    const route = /path:\s*["']\/FormLab["']/;
    expect(served.filter((s) => route.test(s.code)).map((s) => s.fileName)).toEqual([]);
    expect(bench.some((s) => route.test(s.code))).toBe(true);
  });

  it('serves the production build of React Router, not the development one its package exports (issue 28 §3)', () => {
    const router = served.flatMap((s) => s.modules).filter((id) => id.includes('/node_modules/react-router/dist/'));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((id) => id.includes('/dist/development/'))).toEqual([]);
  });

  it('builds the lab, and with it ajv’s compiler, for the bench only', () => {
    expect(bench.flatMap((s) => s.modules).some((id) => id.endsWith('/src/pages/form-lab-page.tsx'))).toBe(true);
    expect(withEval(bench).length).toBeGreaterThan(0);
  });
});
