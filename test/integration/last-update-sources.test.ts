// docs.showLastUpdate beyond the docs folder: a translated doc shows its own file's last commit, an untranslated page of
// a locale shows its original's, and each old version's doc shows the commit of its own file in versioned_docs.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../src/build/build.ts';
import { commitAll } from './git-commit.ts';
import { fixtureFiles } from '../fixture-files.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const made: string[] = [];

/** A copy of a fixture with docs.showLastUpdate on, in a new git repository with nothing committed. */
async function repoOf(name: string, configFile: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-last-update-sources-'));
  made.push(dir);
  await cp(path.join(fixtures, name), dir, { recursive: true, filter: fixtureFiles });
  const config = path.join(dir, configFile);
  const text = await readFile(config, 'utf8');
  if (!text.includes('docs: {')) throw new Error(`${configFile} has no docs: {`);
  await writeFile(config, text.replace('docs: {', 'docs: { showLastUpdate: true,'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

async function touch(dir: string, file: string): Promise<void> {
  const abs = path.join(dir, file);
  await writeFile(abs, `${await readFile(abs, 'utf8')}\nA later paragraph.\n`);
}

/** The page's last update as `<ISO day> <author>`, or undefined when it shows none. */
function lastUpdate(result: MemoryBuildResult, file: string): string | undefined {
  const contents = result.memory?.files.get(file);
  if (contents === undefined) throw new Error(`no ${file} in the output`);
  const html = typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
  const line = /<p class="last-update">(.*?)<\/p>/.exec(html)?.[1];
  if (line === undefined) return undefined;
  const day = /dateTime="([\d-]+)"/.exec(line)?.[1];
  // The words around the author are the locale's (` by Ada`, `（Ada）`): the author is the name in them.
  const author = /(Ada|Bea|Cy)/.exec(line.slice(line.indexOf('</time>')))?.[1];
  return `${day} ${author}`;
}

afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('last updates of translated docs', () => {
  it("shows a translation's own last commit, and an untranslated page its original's", async () => {
    const site = await repoOf('site-i18n', 'docsgen.config.ts');
    commitAll(site, 'Ada', '2024-03-04T10:00:00Z');
    await touch(site, 'content/i18n/fr/docs/intro.md');
    commitAll(site, 'Bea', '2024-05-06T10:00:00Z');
    await touch(site, 'content/docs/guide/advanced.md');
    await touch(site, 'content/docs/guide/setup.md');
    commitAll(site, 'Cy', '2024-07-08T10:00:00Z');

    const result = await build({ cwd: site, output: 'memory' });
    expect(result.diagnostics.filter((d) => d.code === 'last-update-unknown')).toEqual([]);
    // The default locale: each original's own history.
    expect(lastUpdate(result, 'docs/intro/index.html')).toBe('2024-03-04 Ada');
    expect(lastUpdate(result, 'docs/guide/setup/index.html')).toBe('2024-07-08 Cy');
    // Translated: the translation's file, not the original's.
    expect(lastUpdate(result, 'fr/docs/intro/index.html')).toBe('2024-05-06 Bea');
    expect(lastUpdate(result, 'fr/docs/guide/setup/index.html')).toBe('2024-03-04 Ada');
    // Not translated: the original's.
    expect(lastUpdate(result, 'fr/docs/guide/advanced/index.html')).toBe('2024-07-08 Cy');
    expect(lastUpdate(result, 'ja/docs/guide/setup/index.html')).toBe('2024-07-08 Cy');
    expect(lastUpdate(result, 'ja/docs/intro/index.html')).toBe('2024-03-04 Ada');
    // In the locale's words.
    expect(Buffer.from(result.memory!.files.get('fr/docs/intro/index.html')!).toString('utf8')).toContain(
      '<time dateTime="2024-05-06">6 mai 2024</time>',
    );
  });
});

describe('last updates of old versions', () => {
  it("shows each version's doc the last commit of its own file", async () => {
    const site = await repoOf('site-versions', 'docsgen.config.mjs');
    commitAll(site, 'Ada', '2024-03-04T10:00:00Z');
    await touch(site, 'content/versioned_docs/version-1.0/intro.md');
    commitAll(site, 'Bea', '2024-05-06T10:00:00Z');
    await touch(site, 'content/docs/intro.md');
    commitAll(site, 'Cy', '2024-07-08T10:00:00Z');

    const result = await build({ cwd: site, output: 'memory' });
    expect(result.diagnostics.filter((d) => d.code === 'last-update-unknown')).toEqual([]);
    expect(lastUpdate(result, 'docs/next/intro/index.html')).toBe('2024-07-08 Cy');
    expect(lastUpdate(result, 'docs/intro/index.html')).toBe('2024-03-04 Ada');
    expect(lastUpdate(result, 'docs/1.0/intro/index.html')).toBe('2024-05-06 Bea');
    expect(lastUpdate(result, 'docs/1.0/legacy/index.html')).toBe('2024-03-04 Ada');
  });
});
