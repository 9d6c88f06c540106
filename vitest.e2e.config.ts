import { defineConfig } from 'vitest/config';

// Browser tests in real Chromium (playwright-core + /usr/bin/chromium).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One production build of the portal per run, served by every file that needs no build-time settings.
    globalSetup: ['tests/e2e/global-build.ts'],
  },
});
