// The four sinks a build's output goes to: what each keeps of the pages and files it is given, and what stays on disk
// when an output is finished or aborted.
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagnosticError } from '../../../src/diagnostics/diagnostic.ts';
import { DiskSink, type DiskTarget } from '../../../src/output/disk-sink.ts';
import { LazySink } from '../../../src/output/lazy-sink.ts';
import { MemorySink } from '../../../src/output/memory.ts';
import { NoneSink } from '../../../src/output/none-sink.ts';
import type { OutputSink } from '../../../src/output/sink.ts';
import { OUTPUT_MARKER } from '../../../src/output/writer.ts';
import { createRenderContext } from '../../../src/render/render-context.ts';
import { createTestSite, plainPage } from '../search/site-helpers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-sinks-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

/** A source file to copy, in the temporary folder. */
async function sourceFile(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

/** Gives `sink` a page, a made file and a copied source file; returns how many times the file was made. */
async function feed(sink: OutputSink): Promise<{ made: () => number }> {
  let made = 0;
  await sink.page('docs/a/index.html', '<p>A</p>');
  await sink.file('robots.txt', () => {
    made++;
    return 'User-agent: *\n';
  });
  await sink.copy('img/logo.svg', await sourceFile('logo.svg', '<svg/>'));
  return { made: () => made };
}

describe('MemorySink', () => {
  it('collects the pages and files it is given, and shows them once finished', async () => {
    const sink = new MemorySink();
    await sink.begin();
    const { made } = await feed(sink);
    expect(sink.writer.files.size).toBe(0);
    await sink.finish();
    expect(made()).toBe(1);
    expect(sink.writer.text('docs/a/index.html')).toBe('<p>A</p>');
    expect(sink.writer.text('robots.txt')).toBe('User-agent: *\n');
    expect(sink.writer.text('img/logo.svg')).toBe('<svg/>');
  });

  it('drops what it was given on abort', async () => {
    const sink = new MemorySink();
    await sink.begin();
    await feed(sink);
    await sink.abort();
    await sink.finish();
    expect([...sink.writer.files.keys()]).toEqual([]);
  });
});

describe('NoneSink', () => {
  it('writes nothing and makes nothing of what it is given', async () => {
    const sink = new NoneSink();
    await sink.begin();
    const { made } = await feed(sink);
    await sink.writer.write('search/index.json', '{}');
    await sink.finish();
    expect(made()).toBe(0);
    // The only file of the folder is the source the copy was given.
    expect(await readdir(dir)).toEqual(['logo.svg']);
  });
});

describe('LazySink', () => {
  it('makes each file only when it is asked for, and renders the site pages on request', async () => {
    const site = createTestSite([await plainPage('/about', '# About\n\nHello.\n')]);
    const context = createRenderContext(site, {
      stylesheet: '/assets/style.css',
      script: '/assets/main.js',
      themeScript: '',
      clientConfig: '{}',
    });
    const sink = new LazySink(context);
    await sink.begin();
    const { made } = await feed(sink);
    expect(sink.output).toBeUndefined();
    await sink.finish();
    expect(made()).toBe(0);
    const output = sink.output!;
    expect(output.pageCount).toBe(1);
    expect(output.get('robots.txt')).toBe('User-agent: *\n');
    expect(made()).toBe(1);
    expect(Buffer.from(output.get('img/logo.svg')!).toString()).toBe('<svg/>');
    expect(output.get('docs/a/index.html')).toBe('<p>A</p>');
    expect(String(output.get('about/index.html'))).toContain('Hello.');
    expect(output.get('missing.txt')).toBeUndefined();
  });
});

describe('DiskSink', () => {
  /** A project with a content folder, building into `build/`. */
  async function project(): Promise<DiskTarget> {
    const rootDir = path.join(dir, 'project');
    const contentDir = path.join(rootDir, 'content');
    await mkdir(contentDir, { recursive: true });
    return { outDir: path.join(rootDir, 'build'), rootDir, contentDir, sourceDirs: [] };
  }

  /** A finished output holding `old.html`. */
  async function previousOutput(target: DiskTarget): Promise<void> {
    const sink = new DiskSink(target);
    await sink.begin();
    await sink.page('old.html', 'old');
    await sink.file('same.txt', () => 'same');
    await sink.finish();
  }

  it('swaps its staging folder in on finish, and links the files that did not change', async () => {
    const target = await project();
    await previousOutput(target);
    const before = statSync(path.join(target.outDir, 'same.txt')).ino;
    const sink = new DiskSink(target);
    await sink.begin();
    await feed(sink);
    await sink.file('same.txt', () => 'same');
    expect(existsSync(path.join(target.outDir, 'docs'))).toBe(false);
    await sink.finish();
    expect(await readFile(path.join(target.outDir, 'docs/a/index.html'), 'utf8')).toBe('<p>A</p>');
    expect(await readFile(path.join(target.outDir, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
    expect(existsSync(path.join(target.outDir, 'old.html'))).toBe(false);
    expect(existsSync(path.join(target.outDir, OUTPUT_MARKER))).toBe(true);
    expect(statSync(path.join(target.outDir, 'same.txt')).ino).toBe(before);
  });

  it('leaves the previous output untouched on abort, and no staging folder beside it', async () => {
    const target = await project();
    await previousOutput(target);
    const previous = (await readdir(target.outDir)).sort();
    const sink = new DiskSink(target);
    await sink.begin();
    await feed(sink);
    await sink.abort();
    expect((await readdir(target.outDir)).sort()).toEqual(previous);
    expect(await readFile(path.join(target.outDir, 'old.html'), 'utf8')).toBe('old');
    expect(await readdir(target.rootDir)).not.toContainEqual(expect.stringContaining('.staging-'));
  });

  it('refuses an output folder that holds the content, before it writes anything', async () => {
    const target = await project();
    const sink = new DiskSink({ ...target, outDir: target.rootDir });
    await expect(sink.begin()).rejects.toBeInstanceOf(DiagnosticError);
    // No staging folder beside it, no marker in it.
    expect(await readdir(dir)).toEqual(['project']);
    expect(await readdir(target.rootDir)).toEqual(['content']);
    await sink.abort();
    expect(() => sink.writer).toThrow(/before it is begun/);
  });
});
