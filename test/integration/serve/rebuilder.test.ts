// serve's rebuilds: a changed file that changes again while the build reads it is reported back, to be built again
// (the watcher may fold the second write into the first).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.ts';
import { Rebuilder } from '../../../src/dev/rebuilder.ts';

const fixture = path.resolve(import.meta.dirname, '../../fixtures/site-mini');
let work: string;
let rebuilder: Rebuilder;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'docsgen-rebuilder-'));
  await cp(fixture, work, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
  const loaded = await loadConfig({ cwd: work, configPath: undefined });
  rebuilder = new Rebuilder({ cwd: work, configPath: undefined }, loaded);
  expect((await rebuilder.rebuild()).ok).toBe(true);
});
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('Rebuilder', () => {
  it('reports a changed file that changed again during the rebuild, and none when it held still', async () => {
    const page = path.join(work, 'content/docs/guide/01-first.md');
    const text = await readFile(page, 'utf8');
    await writeFile(page, `${text}\nFirst edit.\n`);
    const settled = await rebuilder.rebuild([page]);
    expect(settled.ok && settled.unsettled).toEqual([]);

    // The second write lands after the rebuild has started (its stamps are taken when it is called).
    const pending = rebuilder.rebuild([page]);
    writeFileSync(page, `${text}\nFirst edit.\nSecond edit, written during the rebuild.\n`);
    const caught = await pending;
    expect(caught.ok && caught.unsettled).toEqual([page]);
    const again = await rebuilder.rebuild([page]);
    expect(again.ok && again.unsettled).toEqual([]);
    const html = again.ok ? again.site.files.get('docs/guide/first/index.html') : undefined;
    expect(String(html)).toContain('Second edit, written during the rebuild.');
  });
});
