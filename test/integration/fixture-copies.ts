// Copies of a fixture site in temp folders, built with the bundled CLI. Each copy links the project's node_modules:
// a fixture's config (and the theme components it names) may import packages, which resolve from the copy's folder.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fixtureFiles } from '../fixture-files.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'bin/docsgen.js');

/** Makes copies of `test/fixtures/<name>` (`site/` inside a temp folder, beside room for outputs) and removes them. */
export function fixtureCopier(name: string): {
  copy: () => Promise<{ dir: string; site: string }>;
  removeAll: () => Promise<void>;
} {
  const copies: string[] = [];
  return {
    async copy() {
      const dir = await mkdtemp(path.join(os.tmpdir(), `docsgen-${name}-`));
      copies.push(dir);
      const site = path.join(dir, 'site');
      await cp(path.join(repo, 'test/fixtures', name), site, { recursive: true, filter: fixtureFiles });
      await symlink(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
      return { dir, site };
    },
    async removeAll() {
      await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** Rewrites a file of a copy: `edit` gets and returns its text. */
export async function editFile(site: string, file: string, edit: (text: string) => string): Promise<void> {
  const full = path.join(site, file);
  const before = await readFile(full, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  await writeFile(full, after);
}

/** Runs the bundled CLI in `cwd` (the global test setup bundles it), with one thread unless `env` says otherwise. */
export function runCli(cwd: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', DOCSGEN_THREADS: '', ...env },
  });
}

/** Every HTML file under `dir`, by slash-separated relative path. */
export async function htmlFiles(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full, 'utf8'));
  }
  return out;
}
