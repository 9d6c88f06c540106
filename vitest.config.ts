import { defineConfig } from 'vitest/config';

// Unit, example and property tests: rules/, src/ and tests/ (browser tests live apart in tests/e2e/).
export default defineConfig({
  test: {
    include: ['rules/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    setupFiles: ['tests/support/setup-dom.ts'],
  },
});
