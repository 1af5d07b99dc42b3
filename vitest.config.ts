import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';
process.env.NO_COLOR = '1';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser and CLI tests start processes; two workers match the two cores of our machines.
    maxWorkers: 2,
    // Bundles the CLI once, then builds the real site once for the browser tests (skipped when the run has none).
    globalSetup: ['test/global-setup-cli.ts', 'test/e2e/global-setup.ts'],
  },
});
