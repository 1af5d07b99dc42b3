// The swap at the end of a build, seen one rename at a time: a build killed right after any of its renames must leave
// folders the next build knows (a marked old output), and a swap that fails puts the previous output back unmarked.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const renames = vi.hoisted(() => ({
  seen: [] as { from: string; to: string; fromMarked: boolean }[],
  fails: (_from: string, _to: string): boolean => false,
}));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const { existsSync: exists } = await import('node:fs');
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      renames.seen.push({ from, to, fromMarked: exists(path.join(from, '.docsgen-build')) });
      if (renames.fails(from, to)) throw Object.assign(new Error('EXDEV: made to fail'), { code: 'EXDEV' });
      return actual.rename(from, to);
    },
  };
});

const removals = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const rmSync: typeof actual.rmSync = (target, options) => {
    removals.push(String(target));
    actual.rmSync(target, options);
  };
  return { ...actual, default: { ...actual, rmSync }, rmSync };
});

const { DiskWriter } = await import('../../../src/output/disk.ts');
const { BUILD_MARKER } = await import('../../../src/output/leftovers.ts');

let dir: string;
let out: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-swap-'));
  out = path.join(dir, 'build');
  await mkdir(out);
  await writeFile(path.join(out, 'index.html'), 'previous');
  renames.seen = [];
  renames.fails = () => false;
  removals.length = 0;
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function stagedWriter() {
  const writer = new DiskWriter(out);
  await writer.open();
  await writer.write('index.html', 'next');
  return writer;
}

describe('the swap of a new output', () => {
  it('moves the previous output aside already marked, so a kill right after the move leaves a known folder', async () => {
    const writer = await stagedWriter();
    await writer.commit();
    const aside = renames.seen.find((r) => r.from === out);
    expect(aside?.to).toMatch(/build\.old-\d+-[0-9a-z]+$/);
    expect(aside?.fromMarked).toBe(true);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('next');
    expect(existsSync(path.join(out, BUILD_MARKER))).toBe(false);
  });

  it('puts the previous output back, without a marker, when the new one cannot be moved in', async () => {
    const writer = await stagedWriter();
    renames.fails = (from, to) => to === out && /build\.staging-/.test(from);
    await expect(writer.commit()).rejects.toThrow(/made to fail/);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(existsSync(path.join(out, BUILD_MARKER))).toBe(false);
    await writer.abort();
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('leaves the previous output unmarked when it cannot be moved aside', async () => {
    const writer = await stagedWriter();
    renames.fails = (from) => from === out;
    // EXDEV there is said as an output folder that cannot be moved (a mount point), with the rename's error as cause.
    const failure = await writer.commit().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'EXDEV', path: out, cause: { message: 'EXDEV: made to fail' } });
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(existsSync(path.join(out, BUILD_MARKER))).toBe(false);
  });

  it('removes a staging folder with its marker last, so a kill during the removal leaves a folder still marked', async () => {
    const writer = await stagedWriter();
    await writer.write('docs/a/index.html', 'next');
    const staging = path.dirname(writer.directPath('index.html'));
    expect(existsSync(path.join(staging, BUILD_MARKER))).toBe(true);
    await writer.abort();
    expect(existsSync(staging)).toBe(false);
    // Everything but the marker goes first, one entry at a time; the folder, holding only its marker, goes last.
    expect(removals.at(-1)).toBe(staging);
    expect(
      removals
        .slice(0, -1)
        .map((p) => path.relative(staging, p))
        .sort(),
    ).toEqual(['.docsgen-output', 'docs', 'index.html'].sort());
  });
});
