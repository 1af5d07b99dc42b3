// Runs StrykerJS with stryker.config.mjs (npm run mutate; `npm run mutate -- --mutate 'src/check/**/*.ts'` for one
// folder). StrykerJS 10 asks for Node 22, but only its command line checks the version: on Node 20 (this project's
// minimum) the same run is started through its programmatic API, which supports the `--mutate` option only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const major = Number(process.versions.node.split('.')[0]);

if (major >= 22) {
  const cli = path.resolve('node_modules/@stryker-mutator/core/bin/stryker.js');
  const result = spawnSync(process.execPath, [cli, 'run', ...args], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const mutate = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--mutate' && args[i + 1]) mutate.push(...args[++i].split(','));
  else {
    console.error(`On Node ${process.versions.node} only --mutate is supported (got ${args[i]}).`);
    process.exit(2);
  }
}
// The package's exports list only its entry, which loads the command line (and its version check) too.
const entry = path.resolve('node_modules/@stryker-mutator/core/dist/src/stryker.js');
const { Stryker } = await import(pathToFileURL(entry).href);
const options = { configFile: 'stryker.config.mjs', ...(mutate.length > 0 ? { mutate } : {}) };
const results = await new Stryker(options).runMutationTest();
const survivors = results.filter((mutant) => mutant.status === 'Survived').length;
console.log(`${results.length} mutants, ${survivors} survived.`);
