// Mutation testing of the pure stages (npm run mutate), against the unit tests only. Not part of CI: a full run takes
// long on two cores; `npm run mutate -- --mutate 'src/check/**/*.ts'` runs one folder.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The config file's include list limits the run to test/unit (a `dir` option would be added to those paths).
  vitest: { configFile: 'vitest.unit.config.ts' },
  mutate: ['src/check/**/*.ts', 'src/model/**/*.ts', 'src/content/**/*.ts', 'src/markdown/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Mutants of module-level constants run every test for each mutant (about 90% of the run time): left out.
  ignoreStatic: true,
  concurrency: 1,
  reporters: ['html', 'clear-text', 'progress', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  timeoutMS: 10_000,
};
