// docs.showLastUpdate: a doc shows when its file was last committed and by whom, read from git in one command. A file
// never committed shows nothing; outside a git repository the build warns once, says what to do, and still succeeds.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type MemoryBuildResult } from '../../src/build/build.ts';
import { commitAll } from './git-commit.ts';
import { readLastUpdatesAgain } from '../../src/content/last-update.ts';
import { fixtureFiles } from '../fixture-files.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site-mini');
const made: string[] = [];
let repo: string;

/** A copy of the mini site with docs.showLastUpdate set as given. */
async function copySite(showLastUpdate: boolean): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-last-update-'));
  made.push(dir);
  await cp(fixture, dir, { recursive: true, filter: fixtureFiles });
  const config = path.join(dir, 'docsgen.config.ts');
  const text = await readFile(config, 'utf8');
  await writeFile(config, text.replace('docs: {', `docs: { showLastUpdate: ${showLastUpdate},`));
  return dir;
}

const page = (result: MemoryBuildResult, file: string): string =>
  Buffer.from(result.memory!.files.get(file)!).toString('utf8');
const lastUpdate = (html: string): string | undefined => /<p class="last-update">(.*?)<\/p>/.exec(html)?.[1];

beforeAll(async () => {
  repo = await copySite(true);
  execFileSync('git', ['init', '-q'], { cwd: repo });
  commitAll(repo, 'Ada', '2024-03-04T10:00:00Z');
  const first = path.join(repo, 'content/docs/guide/01-first.md');
  await writeFile(first, `${await readFile(first, 'utf8')}\nA later paragraph.\n`);
  commitAll(repo, 'Bo & Co', '2024-05-06T23:30:00Z');
  // Never committed.
  await writeFile(
    path.join(repo, 'content/docs/guide/03-draft.md'),
    '---\ntitle: Not committed\n---\n\nNew.\n',
  );
});
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('docs.showLastUpdate', () => {
  it("shows each doc's last commit: its date (UTC) and author; nothing for a file never committed", async () => {
    const result = await build({ cwd: repo, output: 'memory' });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'last-update-unknown')).toEqual([]);
    expect(lastUpdate(page(result, 'docs/guide/first/index.html'))).toBe(
      'Last updated on <time dateTime="2024-05-06">May 6, 2024</time> by Bo &amp; Co',
    );
    expect(lastUpdate(page(result, 'docs/guide/Terms&Conditions/index.html'))).toBe(
      'Last updated on <time dateTime="2024-03-04">March 4, 2024</time> by Ada',
    );
    expect(lastUpdate(page(result, 'docs/guide/draft/index.html'))).toBeUndefined();
  });

  it('shows nothing, and runs no git, when the option is off', async () => {
    const site = await copySite(false);
    const result = await build({ cwd: site, output: 'memory' });
    expect(result.ok).toBe(true);
    expect(result.timings.map((t) => t.stage)).not.toContain('last-update');
    expect(lastUpdate(page(result, 'docs/guide/first/index.html'))).toBeUndefined();
  });

  it('warns once outside a git repository, says what to do, and builds the pages without the line', async () => {
    const site = await copySite(true);
    const result = await build({ cwd: site, output: 'memory' });
    expect(result.ok).toBe(true);
    const warnings = result.diagnostics.filter((d) => d.code === 'last-update-unknown');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ severity: 'warning', file: 'docsgen.config.ts' });
    expect(warnings[0]!.message).toMatch(
      /git could not tell when the docs changed \(.*not a git repository/i,
    );
    expect(warnings[0]!.message).toContain('build from a git checkout with its history');
    expect(lastUpdate(page(result, 'docs/guide/first/index.html'))).toBeUndefined();
  });

  it("serve's rebuilds read the history again only once HEAD has moved", async () => {
    const site = await copySite(true);
    execFileSync('git', ['init', '-q'], { cwd: site });
    commitAll(site, 'Ada', '2024-03-04T10:00:00Z');
    const readAt = new Map();
    const first = await readLastUpdatesAgain(readAt, site, 'content/docs');
    expect(first.get('content/docs/guide/01-first.md')).toMatchObject({ author: 'Ada' });
    // An edit that is not committed changes nothing git says: the history is not read again.
    const file = path.join(site, 'content/docs/guide/01-first.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nEdited.\n`);
    expect(await readLastUpdatesAgain(readAt, site, 'content/docs')).toBe(first);
    commitAll(site, 'Cy', '2024-07-08T09:00:00Z');
    const second = await readLastUpdatesAgain(readAt, site, 'content/docs');
    expect(second.get('content/docs/guide/01-first.md')).toEqual({
      time: Date.parse('2024-07-08T09:00:00Z') / 1000,
      author: 'Cy',
    });
    expect(second.get('content/docs/guide/02-Terms&Conditions.md')).toMatchObject({ author: 'Ada' });
  });
});
