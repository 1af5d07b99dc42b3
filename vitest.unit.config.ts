// The unit tests only: no CLI bundle and no browser site build, so a mutation run (npm run mutate) stays feasible.
import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';
process.env.NO_COLOR = '1';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
