// A rebuild after an edit writes only what changed: pages, their markdown twins, the search index's shards and the
// site files are linked from the last output when they are the same (same inode), and written when not. Its output
// is byte for byte the output of a clean build of the same sources. Every build here loads docsgen afresh, as a new
// process would.
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

const PAGES = 60;
let work: string;
let site: string;

/** Every file of an output folder: its inode and bytes. */
async function tree(dir: string): Promise<Map<string, { ino: number; bytes: Buffer }>> {
  const out = new Map<string, { ino: number; bytes: Buffer }>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full).split(path.sep).join('/'), {
      ino: (await stat(full)).ino,
      bytes: await readFile(full),
    });
  }
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-incremental-files-'));
  site = path.join(work, 'site');
  await generateSite(site, PAGES, { sections: 2 });
}, 60_000);
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('a rebuild after one edit', () => {
  it('links every unchanged file from the last output and writes the changed ones', async () => {
    expect((await build({ cwd: site })).ok).toBe(true);
    const before = await tree(path.join(site, 'build'));
    const page = pagePath(20, PAGES, 2);
    const file = path.join(site, page);
    await writeFile(file, `${await readFile(file, 'utf8')}\nQuetzalcoatl only this edit adds.\n`);
    const result = await build({ cwd: site });
    expect(result.pageStats).toMatchObject({ markdown: 1, rendered: 1 });
    const after = await tree(path.join(site, 'build'));
    const changed = [...after].filter(([name, f]) => f.ino !== before.get(name)?.ino).map(([name]) => name);
    // The edited page's HTML and markdown twin, llms-full.txt (every doc's twin) and the search shards holding the
    // new word or the page's fragment: nothing else was written.
    const twin = `${page.replace(/^content\//, '').replace(/\.md$/, '')}.md`;
    expect(changed).toContain(twin);
    expect(changed).toContain('llms-full.txt');
    expect(changed.some((name) => name.startsWith('assets/search/'))).toBe(true);
    expect(changed.filter((name) => name.endsWith('.html'))).toHaveLength(1);
    expect(after.get(twin)!.bytes.toString()).toContain('Quetzalcoatl only this edit adds.');
    const twins = [...after.keys()].filter((name) => name.endsWith('.md'));
    expect(twins.length).toBeGreaterThanOrEqual(PAGES);
    expect(changed.length).toBeLessThan(20);
    // Files that are the same are the very same files; those written are new (the last output's were not touched).
    for (const [name, f] of after) {
      const old = before.get(name);
      if (old && f.ino === old.ino) expect(f.bytes.equals(old.bytes), name).toBe(true);
    }
  }, 120_000);

  it('gives the output of a clean build of the same sources, byte for byte', async () => {
    const file = path.join(site, pagePath(33, PAGES, 2));
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: Axolotl Handbook'));
    expect((await build({ cwd: site })).ok).toBe(true);
    const clean = path.join(work, 'clean');
    await cp(site, clean, {
      recursive: true,
      filter: (source) => !/[\\/](build|\.docsgen-cache)$/.test(source),
    });
    expect((await build({ cwd: clean })).ok).toBe(true);
    const rebuilt = await tree(path.join(site, 'build'));
    const fresh = await tree(path.join(clean, 'build'));
    expect([...rebuilt.keys()].sort()).toEqual([...fresh.keys()].sort());
    const differing = [...fresh].filter(([name, f]) => !f.bytes.equals(rebuilt.get(name)!.bytes));
    expect(differing.map(([name]) => name)).toEqual([]);
  }, 120_000);
});
