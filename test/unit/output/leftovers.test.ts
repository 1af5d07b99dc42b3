import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_MARKER,
  removeLeftFolders,
  removeLeftTemporaries,
  writeBuildMarker,
} from '../../../src/output/leftovers.ts';
import {
  currentProcess,
  isProcessGone,
  temporaryFileProcess,
  temporaryPath,
} from '../../../src/base/process-stamp.ts';

// Above Linux's largest pid (2^22): no process has it.
const GONE_PID = 2 ** 22 + 7;
let dir: string;
let out: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-leftovers-'));
  out = path.join(dir, 'build');
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

async function folder(name: string, marker?: object): Promise<string> {
  const at = path.join(dir, name);
  await mkdir(at);
  await writeFile(path.join(at, 'index.html'), name);
  if (marker) await writeFile(path.join(at, BUILD_MARKER), JSON.stringify(marker));
  return at;
}

const gone = (outDir = out) => ({ pid: GONE_PID, start: '42', outDir });

describe('process stamps', () => {
  it('knows this process is alive, and a pid no process has is gone', () => {
    const me = currentProcess();
    expect(me.pid).toBe(process.pid);
    expect(isProcessGone(me)).toBe(false);
    expect(isProcessGone({ pid: GONE_PID, start: me.start })).toBe(true);
  });

  it('tells a reused pid apart by its start time (Linux)', () => {
    if (!existsSync('/proc/self/stat')) return;
    expect(isProcessGone({ pid: process.pid, start: `${currentProcess().start}1` })).toBe(true);
    // The parent (vitest) is alive, but started at another time than this made-up stamp says.
    expect(isProcessGone({ pid: process.ppid, start: '1' })).toBe(true);
  });

  it('names temporary files after the process, and reads the name back', () => {
    const temp = temporaryPath('/x/pages.json');
    expect(path.basename(temp)).toMatch(/^pages\.json\.\d+-t?\d+\.tmp$/);
    expect(temporaryFileProcess(path.basename(temp))).toEqual(currentProcess());
    expect(temporaryFileProcess('0.json.tmp')).toBeUndefined();
    expect(temporaryFileProcess('notes.txt')).toBeUndefined();
  });
});

describe('removeLeftFolders', () => {
  it('removes the staging and old folders of gone builds of this output, and nothing else', async () => {
    await mkdir(out);
    await folder('build.staging-1-a', gone());
    await folder('build.old-1-b', gone());
    await folder('build.staging-2-c'); // no marker
    await folder('build.staging-3-d', { ...currentProcess(), outDir: out }); // a live build
    await folder('build.staging-4-e', gone(path.join(dir, 'other'))); // for another output
    await folder('build.staging-5-f', { pid: 'x' }); // not docsgen's marker
    await folder('other.staging-6-g', gone());
    const removed = removeLeftFolders(out)
      .map((p) => path.basename(p))
      .sort();
    expect(removed).toEqual(['build.old-1-b', 'build.staging-1-a']);
    const deadline = Date.now() + 20_000;
    const left = async () => (await readdir(dir)).sort();
    while ((await left()).length > 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await left()).toEqual([
      'build',
      'build.staging-2-c',
      'build.staging-3-d',
      'build.staging-4-e',
      'build.staging-5-f',
      'other.staging-6-g',
    ]);
  });

  it('removes an empty staging folder whose named process is gone (killed before its marker was written)', async () => {
    await mkdir(out);
    await mkdir(path.join(dir, `build.staging-${GONE_PID}-a1`)); // empty, its process gone
    await mkdir(path.join(dir, `build.staging-${process.pid + 0}-a2`)); // empty, but named for a live process
    await folder(`build.staging-${GONE_PID}-a3`); // gone, but not empty: someone's files
    const removed = removeLeftFolders(out).map((p) => path.basename(p));
    expect(removed).toEqual([`build.staging-${GONE_PID}-a1`]);
    const deadline = Date.now() + 20_000;
    while (existsSync(path.join(dir, `build.staging-${GONE_PID}-a1`)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await readdir(dir)).sort()).toEqual(
      ['build', `build.staging-${process.pid}-a2`, `build.staging-${GONE_PID}-a3`].sort(),
    );
  });

  it('puts the newest old output back when the output folder is missing (killed during the swap)', async () => {
    await folder(`build.old-1-${(1000).toString(36)}`, gone());
    await folder(`build.old-1-${(2000).toString(36)}`, gone());
    removeLeftFolders(out);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(`build.old-1-${(2000).toString(36)}`);
    expect(existsSync(path.join(out, BUILD_MARKER))).toBe(false);
  });

  it('writes a marker that names this process and the output', async () => {
    const staging = await folder('build.staging-9-z');
    writeBuildMarker(staging, out);
    const marker = JSON.parse(await readFile(path.join(staging, BUILD_MARKER), 'utf8'));
    expect(marker).toEqual({ ...currentProcess(), outDir: out });
    expect(removeLeftFolders(out)).toEqual([]);
  });
});

describe('removeLeftTemporaries', () => {
  it("removes the cache's temporary files of gone processes only", async () => {
    const mine = path.basename(temporaryPath(path.join(dir, '1.json')));
    for (const name of [`0.json.${GONE_PID}-42.tmp`, mine, '2.json.tmp', '3.json']) {
      await writeFile(path.join(dir, name), '');
    }
    removeLeftTemporaries([dir, path.join(dir, 'missing')]);
    expect((await readdir(dir)).sort()).toEqual(['2.json.tmp', '3.json', mine].sort());
  });
});
