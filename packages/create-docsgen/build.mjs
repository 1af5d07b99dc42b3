// Makes what create-docsgen publishes (its prepack): the program, bundled with the scaffold code it shares with
// `docsgen init` (src/init/ of this repository) into one file with no dependencies, and a copy of the starter sites.
// Run from a clone of the repository (it reads ../../src and ../../templates).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const here = import.meta.dirname;
const repo = path.resolve(here, '../..');
const readVersion = async (dir) => JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).version;
const docsgenVersion = await readVersion(repo);
const ownVersion = await readVersion(here);
// Released together: the site create-docsgen writes depends on `^<its own version>` of docsgen.
if (docsgenVersion !== ownVersion) {
  throw new Error(
    `create-docsgen ${ownVersion} and docsgen ${docsgenVersion} differ: give both package.json files the same version`,
  );
}

await rm(path.join(here, 'dist'), { recursive: true, force: true });
await esbuild.build({
  entryPoints: { 'create-docsgen': path.join(here, 'src/main.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  define: { DOCSGEN_VERSION: JSON.stringify(docsgenVersion) },
  logLevel: 'warning',
});

await rm(path.join(here, 'templates'), { recursive: true, force: true });
await cp(path.join(repo, 'templates/init'), path.join(here, 'templates/init'), { recursive: true });
