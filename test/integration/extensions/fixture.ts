// Copies of the site-extensions fixture in temp folders. The config imports markdown-it plugins from npm, so each copy
// gets a link to the project's node_modules (a bare import resolves from the config's folder).
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(repo, 'test/fixtures/site-extensions');
const bin = path.join(repo, 'bin/docsgen.js');

/** Temp folders made by `copyFixture`, removed by `removeCopies`. */
const copies: string[] = [];

/** A fresh copy of the fixture (`site/` inside a temp folder, beside room for outputs); returns the temp folder. */
export async function copyFixture(): Promise<{ dir: string; site: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-extensions-'));
  copies.push(dir);
  const site = path.join(dir, 'site');
  await cp(fixture, site, { recursive: true });
  await symlink(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  return { dir, site };
}

/** Removes every copy made so far. */
export async function removeCopies(): Promise<void> {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Rewrites the copy's config: `edit` gets and returns its text. */
export async function editConfig(site: string, edit: (text: string) => string): Promise<void> {
  const file = path.join(site, 'docsgen.config.ts');
  const before = await readFile(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error('the config edit changed nothing');
  await writeFile(file, after);
}

/** Runs the bundled CLI in `cwd` (the global test setup bundles it). */
export function runCli(cwd: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
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

/** The text of every section of the search index files under `outDir`, with the page's href. */
export async function searchSections(outDir: string): Promise<{ href: string; text: string }[]> {
  const searchDir = path.join(outDir, 'assets/search');
  const sections: { href: string; text: string }[] = [];
  for (const name of await readdir(searchDir)) {
    if (name === 'manifest.json') continue;
    const file = JSON.parse(await readFile(path.join(searchDir, name), 'utf8')) as {
      pages: [string, ...unknown[]][];
      sections: [number, string, string, string][];
    };
    for (const [page, , , text] of file.sections) sections.push({ href: file.pages[page]![0], text });
  }
  return sections;
}
