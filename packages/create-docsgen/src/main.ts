// The program `npm create docsgen` runs: bin/create-docsgen.js loads it once build.mjs has bundled it into dist/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCreate } from './create.ts';

// The version of the docsgen create-docsgen was built beside, written in by build.mjs.
declare const DOCSGEN_VERSION: string;

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ownVersion = (
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
).version;

process.exitCode = await runCreate(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  docsgenVersion: DOCSGEN_VERSION,
  ownVersion,
  templatesRoot: path.join(packageDir, 'templates'),
});
