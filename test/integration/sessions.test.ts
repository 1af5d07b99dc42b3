// Two build sessions in one process never see each other's data: two sites, or one project with two configs, built
// in turn (as two serve processes would rebuild them), give byte for byte what each gives built alone.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, BuildSession, type MemoryBuildResult } from '../../src/build/build.ts';
import { fixtureFiles } from '../fixture-files.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site-mini');
let root: string;
let siteA: string;
let siteB: string;

/** The files of a memory build, as text, by path. */
function filesOf(result: MemoryBuildResult): Map<string, string> {
  expect(result.ok, result.diagnostics.map((d) => d.message).join('\n')).toBe(true);
  return new Map(
    [...result.memory!.files].map(([file, contents]) => [file, Buffer.from(contents).toString()]),
  );
}

/** A site built alone, in a session of its own. */
async function alone(cwd: string, configPath?: string): Promise<Map<string, string>> {
  return filesOf(await build({ cwd, configPath, output: 'memory' }));
}

const edit = async (file: string, change: (text: string) => string): Promise<void> =>
  writeFile(file, change(await readFile(file, 'utf8')));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-sessions-'));
  siteA = path.join(root, 'a');
  siteB = path.join(root, 'b');
  const copy = { recursive: true, filter: fixtureFiles };
  await cp(fixture, siteA, copy);
  await cp(fixture, siteB, copy);
  // The same files and routes with other words, another title and another base path: every cache key that forgot
  // the project or the config would hand one site the other's pages.
  await edit(path.join(siteB, 'docsgen.config.ts'), (s) =>
    s.replace("title: 'Mini'", "title: 'Other', baseUrl: '/other/'"),
  );
  await edit(path.join(siteB, 'content/docs/guide/01-first.md'), (s) =>
    s.replace('Some text.', 'Other words.'),
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('two build sessions in one process', () => {
  it('build two sites in turn, each exactly as it builds alone', async () => {
    const expectedA = await alone(siteA);
    const expectedB = await alone(siteB);
    expect(expectedA.get('docs/guide/first/index.html')).not.toBe(
      expectedB.get('docs/guide/first/index.html'),
    );

    const sessionA = new BuildSession();
    const sessionB = new BuildSession();
    for (let round = 0; round < 2; round++) {
      expect(filesOf(await build({ cwd: siteA, output: 'memory' }, sessionA))).toEqual(expectedA);
      expect(filesOf(await build({ cwd: siteB, output: 'memory' }, sessionB))).toEqual(expectedB);
    }
    // Each session holds its own project's renderings only.
    const roots = (session: BuildSession) =>
      [...session.markdown.memos.keys()].map((key) => key.split('\0')[0]);
    expect(roots(sessionA)).toEqual([siteA]);
    expect(roots(sessionB)).toEqual([siteB]);
    expect(sessionA.model.sidebars.get('main')).not.toBe(sessionB.model.sidebars.get('main'));
  });

  it('serve-like rebuilds of two sites in turn: each edit shows in its own site only', async () => {
    const sessionA = new BuildSession();
    const sessionB = new BuildSession();
    const lazyPage = async (cwd: string, session: BuildSession) => {
      const result = await build({ cwd, output: 'lazy' }, session);
      expect(result.ok).toBe(true);
      return Buffer.from(result.lazy!.get('docs/guide/first/index.html')!).toString();
    };
    await lazyPage(siteA, sessionA);
    await lazyPage(siteB, sessionB);
    const fileA = path.join(siteA, 'content/docs/guide/01-first.md');
    await edit(fileA, (s) => `${s}\nA sentence only site A has.\n`);
    sessionA.invalidate([fileA]);
    const pageA = await lazyPage(siteA, sessionA);
    const pageB = await lazyPage(siteB, sessionB);
    expect(pageA).toContain('A sentence only site A has.');
    expect(pageB).not.toContain('A sentence only site A has.');
    expect(pageB).toContain('Other words.');
    expect(pageB).toContain('href="/other/');
    expect(pageA).not.toContain('href="/other/');
  });

  it('build one project with two configs in turn, each as it builds alone', async () => {
    const second = path.join(siteA, 'docsgen.second.config.ts');
    await writeFile(
      second,
      (await readFile(path.join(siteA, 'docsgen.config.ts'), 'utf8')).replace(
        "title: 'Mini'",
        "title: 'Second', trailingSlash: false",
      ),
    );
    const expectedFirst = await alone(siteA);
    const expectedSecond = await alone(siteA, second);
    expect([...expectedSecond.keys()]).toContain('docs/guide/first.html');

    const first = new BuildSession();
    const other = new BuildSession();
    for (let round = 0; round < 2; round++) {
      expect(filesOf(await build({ cwd: siteA, output: 'memory' }, first))).toEqual(expectedFirst);
      expect(filesOf(await build({ cwd: siteA, configPath: second, output: 'memory' }, other))).toEqual(
        expectedSecond,
      );
    }
  });
});
