// The engine loader: a CommonJS file run with V8's code cache, the cache written once and taken by the next load.
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_CACHE_DIR, loadCachedModule } from '../../../src/cli/launch/cached-module.ts';

interface Sample {
  add(a: number, b: number): number;
  file: string;
  sep: string;
  greet(name: string): string;
}

const SOURCE = `
const path = require('node:path');
exports.add = (a, b) => a + b;
exports.file = __filename;
exports.sep = path.sep;
exports.greet = function greet(name) { return 'hello ' + name + ' from ' + module.id; };
`;

let root: string;
let dir: string;
let file: string;
let copies = 0;
const cacheFiles = (): string[] =>
  existsSync(path.join(dir, CODE_CACHE_DIR)) ? readdirSync(path.join(dir, CODE_CACHE_DIR)) : [];

// V8 keeps scripts it compiled in this process and takes the same source from the same file from there, without
// looking at the code cache: a load that must read the cache runs a copy of the folder (as a new process would).
async function freshCopy(): Promise<void> {
  const next = path.join(root, `copy-${++copies}`);
  await cp(dir, next, { recursive: true });
  dir = next;
  file = path.join(dir, 'engine-TEST.cjs');
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-code-cache-'));
  dir = path.join(root, 'first');
  await mkdir(dir);
  file = path.join(dir, 'engine-TEST.cjs');
  await writeFile(file, SOURCE);
});
afterEach(async () => {
  delete process.env['DOCSGEN_CODE_CACHE'];
  await rm(root, { recursive: true, force: true });
});

describe('loadCachedModule', () => {
  it('runs the file as CommonJS: exports, require, __filename', () => {
    const loaded = loadCachedModule<Sample>(file, 'build');
    expect(loaded.exports.add(2, 3)).toBe(5);
    expect(loaded.exports.file).toBe(file);
    expect(loaded.exports.sep).toBe(path.sep);
    expect(loaded.fromCache).toBe(false);
  });

  it('writes the cache once, and the next load takes it and behaves the same', async () => {
    const first = loadCachedModule<Sample>(file, 'build');
    first.exports.greet('a');
    expect(cacheFiles()).toEqual([]);
    first.saveCache();
    const written = cacheFiles();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^engine-TEST\.cjs\.build\./);

    await freshCopy();
    const second = loadCachedModule<Sample>(file, 'build');
    expect(second.fromCache).toBe(true);
    expect(second.exports.add(20, 22)).toBe(42);
    expect(second.exports.greet('b')).toBe(first.exports.greet('b').replace('/first/', '/copy-1/'));
  });

  it('keeps one cache per name (each command compiles different code)', async () => {
    loadCachedModule<Sample>(file, 'build').saveCache();
    await freshCopy();
    expect(loadCachedModule<Sample>(file, 'check').fromCache).toBe(false);
    await freshCopy();
    expect(loadCachedModule<Sample>(file, 'build').fromCache).toBe(true);
  });

  it('ignores a damaged cache, still runs the file, and replaces the cache on save', async () => {
    loadCachedModule<Sample>(file, 'build').saveCache();
    const cacheFile = (): string => path.join(dir, CODE_CACHE_DIR, cacheFiles()[0]!);
    const good = await readFile(cacheFile());
    await writeFile(cacheFile(), Buffer.alloc(good.length, 7));
    await freshCopy();
    const damaged = loadCachedModule<Sample>(file, 'build');
    expect(damaged.fromCache).toBe(false);
    expect(damaged.exports.add(1, 1)).toBe(2);
    damaged.saveCache();
    await freshCopy();
    expect(loadCachedModule<Sample>(file, 'build').fromCache).toBe(true);
  });

  it('reads and writes no cache with DOCSGEN_CODE_CACHE=0', async () => {
    loadCachedModule<Sample>(file, 'build').saveCache();
    await freshCopy();
    process.env['DOCSGEN_CODE_CACHE'] = '0';
    const off = loadCachedModule<Sample>(file, 'build');
    expect(off.fromCache).toBe(false);
    off.saveCache();
    loadCachedModule<Sample>(file, 'other').saveCache();
    expect(cacheFiles()).toHaveLength(1);
  });

  it('goes on without a cache when it cannot be written', async () => {
    // A file where the cache folder would be.
    await writeFile(path.join(dir, CODE_CACHE_DIR), 'not a folder');
    const loaded = loadCachedModule<Sample>(file, 'build');
    expect(() => loaded.saveCache()).not.toThrow();
    expect(loaded.exports.add(2, 2)).toBe(4);
    expect(readdirSync(dir).sort()).toEqual([CODE_CACHE_DIR, 'engine-TEST.cjs']);
  });

  it('throws what the file throws while loading, like require', async () => {
    await mkdir(path.join(dir, 'sub'));
    const broken = path.join(dir, 'sub', 'broken.cjs');
    await writeFile(broken, "throw new Error('engine failed to load');");
    expect(() => loadCachedModule(broken, 'build')).toThrow('engine failed to load');
  });
});
