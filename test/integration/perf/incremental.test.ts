// The build cache: a page whose props did not change is linked from the last output instead of being rendered and
// written again, a markdown body that did not change is not rendered again; a change shows on every page that shows
// it. A failed build leaves output and cache as they were. Every build here loads docsgen afresh, as a new process
// would, so what is reused comes from the cache on disk, not from memory.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildOptions, DiskBuildResult } from '../../../src/build/build.ts';
// @ts-expect-error: a plain script of the benchmark, without types.
import { generateSite, pagePath } from '../../../scripts/bench/generate-site.mjs';

async function build(options: BuildOptions & { output?: 'disk' }): Promise<DiskBuildResult> {
  vi.resetModules();
  const fresh = await import('../../../src/build/build.ts');
  return fresh.build(options);
}

const PAGES = 130;
// Two sidebars of 65 pages: each is small enough to be in its pages whole (a large one is named by a hash of its
// content, in every page of it: see the last test).
const SECTIONS = 2;
let work: string;
let site: string;

/** Every HTML page of the output with its inode (same inode: the file was linked, not written). */
async function pages(): Promise<Map<string, { ino: number; html: string }>> {
  const out = new Map<string, { ino: number; html: string }>();
  const dir = path.join(site, 'build');
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.parentPath.includes(`${path.sep}assets`))
      continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), { ino: (await stat(full)).ino, html: await readFile(full, 'utf8') });
  }
  return out;
}

async function setTitle(index: number, title: string): Promise<void> {
  const file = path.join(site, pagePath(index, PAGES, SECTIONS));
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(/^title: .*$/m, `title: ${title}`));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-incremental-'));
  site = path.join(work, 'site');
  await generateSite(site, PAGES, { sections: SECTIONS });
}, 60_000);
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('the build cache', () => {
  it('renders every page once, then none when nothing changed', async () => {
    const first = await build({ cwd: site });
    expect(first.ok).toBe(true);
    expect(first.pageStats).toMatchObject({ rendered: first.pageCount, reused: 0 });
    expect(first.pageStats!.markdown).toBeGreaterThanOrEqual(PAGES);
    const before = await pages();
    const second = await build({ cwd: site });
    expect(second.pageStats).toEqual({ rendered: 0, reused: first.pageCount, markdown: 0, slowest: [] });
    const after = await pages();
    expect([...after].filter(([name, page]) => page.ino !== before.get(name)?.ino)).toEqual([]);
    expect([...after].every(([name, page]) => page.html === before.get(name)?.html)).toBe(true);
  }, 120_000);

  it('renders again exactly the pages that show a changed title', async () => {
    const before = await pages();
    await setTitle(30, 'Zebra Crossing Manual');
    const result = await build({ cwd: site });
    expect(result.ok).toBe(true);
    const after = await pages();
    const showing = [...after]
      .filter(([, page]) => page.html.includes('Zebra Crossing Manual'))
      .map(([name]) => name);
    // The page itself, its neighbours' pager links, its category's index page and its sidebar siblings.
    expect(showing.length).toBeGreaterThan(3);
    expect(result.pageStats?.rendered).toBe(showing.length);
    // The body did not change: its markdown came from the cache.
    expect(result.pageStats?.markdown).toBe(0);
    for (const [, page] of after) expect(page.html).not.toMatch(/>Page 30</);
    // Every other page is the very same file, linked from the last output: no page names anything that changed.
    const others = [...after].filter(([name]) => !showing.includes(name));
    expect(others.length).toBeGreaterThan(PAGES / 2);
    for (const [name, page] of others) {
      expect(page.ino, name).toBe(before.get(name)!.ino);
      expect(page.html, name).toBe(before.get(name)!.html);
    }
  }, 120_000);

  it('keeps output and cache when a build fails, and reuses them after the fix', async () => {
    const before = await pages();
    const file = path.join(site, pagePath(5, PAGES, SECTIONS));
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace(/^title: .*$/m, 'title: [unclosed'));
    const failed = await build({ cwd: site });
    expect(failed.ok).toBe(false);
    expect([...(await pages())].every(([name, page]) => page.ino === before.get(name)?.ino)).toBe(true);
    await writeFile(file, good);
    const fixed = await build({ cwd: site });
    expect(fixed.pageStats).toEqual({ rendered: 0, reused: fixed.pageCount, markdown: 0, slowest: [] });
  }, 120_000);

  it('renders the markdown of an edited body only, and the pages that show it', async () => {
    const file = path.join(site, pagePath(40, PAGES, SECTIONS));
    await writeFile(file, `${await readFile(file, 'utf8')}\nA sentence only this edit adds.\n`);
    const result = await build({ cwd: site });
    expect(result.pageStats).toMatchObject({ markdown: 1, rendered: 1 });
    const edited = [...(await pages())].filter(([, page]) =>
      page.html.includes('A sentence only this edit adds.'),
    );
    expect(edited).toHaveLength(1);
  }, 120_000);

  it('renders again after the output folder was emptied by hand', async () => {
    await rm(path.join(site, 'build', 'docs'), { recursive: true, force: true });
    const result = await build({ cwd: site });
    expect(result.ok).toBe(true);
    expect(result.pageStats?.rendered).toBeGreaterThan(PAGES - 1);
    expect(result.pageStats?.markdown).toBe(0);
  }, 120_000);

  it("renders a large sidebar's pages again when a title in it changes: they name its fragment by its new hash", async () => {
    const large = path.join(work, 'large');
    await generateSite(large, PAGES, { sections: 1 });
    const first = await build({ cwd: large });
    expect(first.ok).toBe(true);
    const fragments = async () =>
      (await readdir(path.join(large, 'build/assets/sidebars'))).filter((name) => name.endsWith('.html'));
    const [before] = await fragments();
    const file = path.join(large, pagePath(30, PAGES, 1));
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: Zebra Crossing Manual'),
    );
    const result = await build({ cwd: large });
    const [after] = await fragments();
    expect(after).not.toBe(before);
    expect(await readFile(path.join(large, 'build/assets/sidebars', after!), 'utf8')).toContain(
      'Zebra Crossing Manual',
    );
    // Every docs page and category page names the fragment; the body itself came from the cache.
    expect(result.pageStats?.rendered).toBeGreaterThanOrEqual(PAGES);
    expect(result.pageStats?.markdown).toBe(0);
  }, 120_000);
});
