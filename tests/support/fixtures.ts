/** Reads the sample data of fixtures/: every enterprise bundle with its scenarios, and the broken bundles. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

export interface FixturePair {
  enterprise: string;
  scenario: string;
  bundlePath: string;
  scenarioPath: string;
}

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function enterprises(): string[] {
  return readdirSync(join(FIXTURES, 'enterprises')).sort();
}

export function bundlePath(enterprise: string): string {
  return join(FIXTURES, 'enterprises', enterprise, 'bundle.json');
}

/** Every (bundle, scenario) pair: a scenario is evaluated with the bundle of its folder. */
export function fixturePairs(): FixturePair[] {
  return enterprises().flatMap((enterprise) =>
    readdirSync(join(FIXTURES, 'enterprises', enterprise, 'scenarios'))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((scenario) => ({
        enterprise,
        scenario,
        bundlePath: bundlePath(enterprise),
        scenarioPath: join(FIXTURES, 'enterprises', enterprise, 'scenarios', scenario),
      })),
  );
}

export function invalidBundles(): string[] {
  return readdirSync(join(FIXTURES, 'invalid')).filter((f) => f.endsWith('.json')).sort();
}
