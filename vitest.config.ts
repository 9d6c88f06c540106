import { defineConfig } from 'vitest/config';

// Unit, example and property tests: rules/, src/ and tests/ (browser tests live apart in tests/e2e/).
export default defineConfig({
  test: {
    include: ['rules/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    // A beforeAll that starts a reference server and signs a user in (scrypt) may take over vitest's 10 s default when
    // the two cores are busy with other workers; a hook that times out proves nothing about the code.
    hookTimeout: 30_000,
    setupFiles: ['tests/support/setup-dom.ts'],
    // Both cores: vitest's default on this 2-core machine is one worker (cores − 1), and a test file's time is mostly
    // its imports, which two workers halve (CI's unit step: docs/performance.md "CI time").
    maxWorkers: 2,
  },
});
