// A build that owns its site model drops each doc's body HTML from it once the page is made, so that a large build
// does not hold every body to its end; the pages, the search index and the markdown cache are the same as when the
// bodies are kept (a build given a session keeps them: the session may build again from the same model).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, BuildSession, type BuildResult } from '../../../src/build/build.ts';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite } from '../../../scripts/bench/generate-site.mjs';

const PAGES = 200;
let work: string;
let site: string;

/** Every file under `dir` (the cache's `tables` line included), by relative path. */
async function filesOf(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), await readFile(full, 'utf8'));
  }
  return out;
}

/** The HTML the model still holds for each doc page. */
const docBodies = (result: BuildResult): string[] =>
  (result.site?.pages ?? []).flatMap((page) => (page.kind === 'doc' ? [page.doc.markdown.html] : []));

/** Whether each doc's source body was moved out of memory (its `body` is read back from the build's temporary file). */
const sourcesHeld = (result: BuildResult): boolean[] =>
  (result.site?.pages ?? []).flatMap((page) =>
    page.kind === 'doc'
      ? [Object.getOwnPropertyDescriptor(page.doc.entry.source, 'body')?.get !== undefined]
      : [],
  );

/** The most text sections any doc of the model still holds. */
const mostSections = (result: BuildResult): number =>
  Math.max(
    ...(result.site?.pages ?? []).map((page) =>
      page.kind === 'doc' ? page.doc.markdown.sections.length : 0,
    ),
  );

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-body-release-'));
  site = path.join(work, 'site');
  await generateSite(site, PAGES);
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('bodies of a build that owns its model', () => {
  it('are dropped as pages are made, with the same output and cache as a build that keeps them', async () => {
    const session = new BuildSession();
    const kept = await build({ cwd: site, outDir: path.join(work, 'kept'), output: 'disk' }, session);
    await session.close();
    expect(kept.ok).toBe(true);
    const keptBodies = docBodies(kept);
    expect(keptBodies).toHaveLength(PAGES);
    expect(keptBodies.every((html) => html.includes('<h2'))).toBe(true);
    expect(mostSections(kept)).toBeGreaterThan(1);
    // A build given a session keeps its sources as they were parsed.
    expect(sourcesHeld(kept).every((held) => !held)).toBe(true);
    const keptCache = await filesOf(path.join(site, '.docsgen-cache/markdown'));
    await rm(path.join(site, '.docsgen-cache'), { recursive: true });

    // Held out of memory from this many content files (a 200-page site's stay in memory by default: below).
    const own = await build({
      cwd: site,
      outDir: path.join(work, 'own'),
      output: 'disk',
      holdFromFiles: PAGES,
    });
    expect(own.ok).toBe(true);
    expect(docBodies(own)).toEqual(Array.from({ length: PAGES }, () => ''));
    // Their text too, once the search index has it: only what a page's description falls back on is left.
    expect(mostSections(own)).toBe(1);
    // Every source body left memory once rendered (the twins read them back); the file went with the build.
    expect(sourcesHeld(own)).toEqual(Array.from({ length: PAGES }, () => true));
    const first = own.site!.pages.find((page) => page.kind === 'doc')!;
    expect(() => first.kind === 'doc' && first.doc.entry.source.body).toThrow(/read after its build ended/);
    // The bodies are in the pages all the same, and the cache holds them for the next build.
    expect(await filesOf(path.join(work, 'own'))).toEqual(await filesOf(path.join(work, 'kept')));
    expect(await filesOf(path.join(site, '.docsgen-cache/markdown'))).toEqual(keptCache);

    const again = await build({ cwd: site, outDir: path.join(work, 'again'), output: 'disk' });
    expect(again.pageStats?.markdown).toBe(0);
    expect(await filesOf(path.join(work, 'again'))).toEqual(await filesOf(path.join(work, 'kept')));
  });

  it('keep their sources in memory below the size from which they are held, with the same output', async () => {
    await rm(path.join(site, '.docsgen-cache'), { recursive: true, force: true });
    const small = await build({ cwd: site, outDir: path.join(work, 'small'), output: 'disk' });
    expect(small.ok).toBe(true);
    expect(sourcesHeld(small).every((held) => !held)).toBe(true);
    // Readable after the build: the text never left memory.
    const first = small.site!.pages.find((page) => page.kind === 'doc')!;
    expect(first.kind === 'doc' && first.doc.entry.source.body).toContain('## Section 1');
    // The HTML is dropped from the model all the same.
    expect(docBodies(small)).toEqual(Array.from({ length: PAGES }, () => ''));
    expect(await filesOf(path.join(work, 'small'))).toEqual(await filesOf(path.join(work, 'kept')));
  });
});
