import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';
import { assertSafeOutDir, DiskWriter } from '../../../src/output/disk.ts';
import { BUILD_MARKER } from '../../../src/output/leftovers.ts';
import { MemoryWriter } from '../../../src/output/memory.ts';
import { assertSafeOutputPath, OUTPUT_MARKER } from '../../../src/output/writer.ts';

// Above Linux's largest pid (2^22): no process has it.
const GONE_PID = 2 ** 22 + 7;
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-writer-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('DiskWriter', () => {
  it('writes a file from its parts as they come, across its write buffer, and counts its bytes', async () => {
    const out = path.join(dir, 'build');
    const writer = new DiskWriter(out);
    await writer.open();
    // Over a megabyte of characters, two bytes each in UTF-8 for some: several writes of the gathered parts.
    const parts = Array.from({ length: 3000 }, (_, i) => `${i}:${'é'.repeat(200)}${'x'.repeat(300)}\n`);
    let taken = 0;
    const bytes = writer.writeParts(
      'llms-full.txt',
      (function* () {
        for (const part of parts) {
          taken++;
          yield part;
        }
      })(),
    );
    const text = parts.join('');
    expect(taken).toBe(parts.length);
    expect(bytes).toBe(Buffer.byteLength(text));
    await writer.commit();
    expect(await readFile(path.join(out, 'llms-full.txt'), 'utf8')).toBe(text);
  });

  it('swaps the new output in on commit and removes the old one', async () => {
    const out = path.join(dir, 'build');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    const writer = new DiskWriter(out);
    await writer.open();
    await writer.write('docs/a/index.html', 'new');
    expect(await readFile(path.join(out, 'old.html'), 'utf8')).toBe('old');
    await writer.commit();
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'docs']);
    expect(await readFile(path.join(out, 'docs/a/index.html'), 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['build']);
  });

  it('with a trash folder, moves the old output there and removes it in the background', async () => {
    const out = path.join(dir, 'build');
    const trash = path.join(dir, 'cache/trash');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    // A leftover of a removal that was stopped long ago, and one that may still be under way.
    const stale = path.join(trash, `build.old-1-2-1-${(Date.now() - 3_600_000).toString(36)}`);
    const fresh = path.join(trash, `build.old-1-2-1-${Date.now().toString(36)}`);
    await mkdir(stale, { recursive: true });
    await mkdir(fresh, { recursive: true });
    const writer = new DiskWriter(out, trash);
    await writer.open();
    await writer.write('index.html', 'new');
    await writer.commit();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['build', 'cache']);
    const deadline = Date.now() + 20_000;
    while ((await readdir(trash)).length > 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await readdir(trash)).toEqual([path.basename(fresh)]);
  });

  it('removes the old output where it is, in the background, when the trash is on another file system', async () => {
    const out = path.join(dir, 'build');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    // A trash that can't take the folder, as across file systems; and beside the output, an old output left by a
    // killed build (its marker names a process that is gone) and a folder without docsgen's marker.
    const trash = path.join(dir, 'not-a-folder');
    await writeFile(trash, '');
    const stale = `build.old-1-${(Date.now() - 3_600_000).toString(36)}`;
    const fresh = `build.old-2-${Date.now().toString(36)}`;
    await mkdir(path.join(dir, stale));
    await writeFile(
      path.join(dir, stale, BUILD_MARKER),
      JSON.stringify({ pid: GONE_PID, start: '1', outDir: out }),
    );
    await mkdir(path.join(dir, fresh));
    const writer = new DiskWriter(out, trash);
    await writer.open();
    await writer.write('index.html', 'new');
    await writer.commit();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    const left = async () => (await readdir(dir)).filter((name) => name.startsWith('build.old-')).sort();
    const deadline = Date.now() + 20_000;
    while ((await left()).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await left()).toEqual([fresh]);
  });

  it('leaves the previous output intact and removes staging when a write fails midway', async () => {
    const out = path.join(dir, 'build');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    const writer = new DiskWriter(out);
    await writer.open();
    await writer.write('a', 'a file');
    // A file where a folder is needed fails like a full or read-only disk would: mid-build, with an fs error.
    await expect(writer.write('a/b.html', 'x')).rejects.toThrow();
    await writer.abort();
    expect(await readdir(dir)).toEqual(['build']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('refuses paths that would leave the output folder', () => {
    for (const bad of ['../x', '/etc/passwd', 'a/../../b', 'a\\b', 'a/./b', 'nul\0', '']) {
      expect(() => assertSafeOutputPath(bad), bad).toThrow(/outside the output folder/);
    }
    expect(() => assertSafeOutputPath('docs/Terms&Conditions/index.html')).not.toThrow();
  });
});

describe('output folder guard', () => {
  const content = () => path.join(dir, 'content');
  it.each([
    ['the project root', () => dir],
    ['a parent of the project', () => path.dirname(dir)],
    ['the content folder', () => content()],
    ['inside the content folder', () => path.join(content(), 'out')],
  ])('refuses %s', async (_name, out) => {
    await expect(assertSafeOutDir(out(), dir, content())).rejects.toBeInstanceOf(DiagnosticError);
  });
  it('accepts a new folder, an empty one, and one docsgen made', async () => {
    await assertSafeOutDir(path.join(dir, 'build'), dir, content());
    await mkdir(path.join(dir, 'empty'));
    await assertSafeOutDir(path.join(dir, 'empty'), dir, content());
    await mkdir(path.join(dir, 'ours'));
    await writeFile(path.join(dir, 'ours', OUTPUT_MARKER), '');
    await writeFile(path.join(dir, 'ours', 'index.html'), '');
    await assertSafeOutDir(path.join(dir, 'ours'), dir, content());
  });
  it('with the project root as content folder, guards the source folders instead', async () => {
    const sources = ['docs', 'blog', 'src/pages', 'static'].map((sub) => path.join(dir, sub));
    await assertSafeOutDir(path.join(dir, 'build'), dir, dir, sources);
    for (const out of [path.join(dir, 'docs'), path.join(dir, 'static/out'), path.join(dir, 'src')]) {
      await expect(assertSafeOutDir(out, dir, dir, sources), out).rejects.toThrow(
        /overlaps the source folder/,
      );
    }
    await expect(assertSafeOutDir(dir, dir, dir, sources)).rejects.toThrow(/project folder/);
  });
  it('accepts an output folder in a dot-folder of a source folder (never read as content)', async () => {
    await assertSafeOutDir(path.join(dir, '.vitepress/dist'), dir, dir, [dir]);
    await expect(assertSafeOutDir(path.join(dir, 'dist'), dir, dir, [dir])).rejects.toThrow(
      /project folder|overlaps/,
    );
  });
  it('refuses a non-empty folder without the marker', async () => {
    await mkdir(path.join(dir, 'theirs'));
    await writeFile(path.join(dir, 'theirs', 'keep.txt'), 'x');
    await expect(assertSafeOutDir(path.join(dir, 'theirs'), dir, content())).rejects.toThrow(
      /not made by docsgen/,
    );
  });
});

describe('MemoryWriter', () => {
  it('exposes files only after commit and drops them on abort', async () => {
    const writer = new MemoryWriter();
    await writer.write('a.html', 'one');
    expect(writer.text('a.html')).toBeUndefined();
    await writer.commit();
    expect(writer.text('a.html')).toBe('one');
    await writer.write('b.html', 'two');
    await writer.abort();
    await writer.commit();
    expect(writer.text('b.html')).toBeUndefined();
  });
});
